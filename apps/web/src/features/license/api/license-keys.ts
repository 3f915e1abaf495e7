/** The licence feature's query keys. */
export const licenseKeys = {
  all: ['license'] as const,
  current: () => [...licenseKeys.all, 'current'] as const,
}
