import { queryRoots } from '@/lib/query-keys'

/** The licence feature's query keys. */
export const licenseKeys = {
  all: queryRoots.license,
  current: () => [...licenseKeys.all, 'current'] as const,
}
