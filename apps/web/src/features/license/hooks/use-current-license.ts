import { useQuery } from '@tanstack/react-query'
import { currentLicenseQueryOptions } from '../api/license-queries'

export function useCurrentLicense() {
  return useQuery(currentLicenseQueryOptions())
}
