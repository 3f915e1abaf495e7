// The licenses module's public door: plans, the monthly quota and expiry. Other code imports only this file.
export {
  attachUsageToMatch,
  consumeGame,
  expireLapsedLicenses,
  findLicenseByUser,
  insertFreeLicense,
} from './license-repository.ts'
export { isoDate } from './license-rules.ts'
export { currentLicense } from './license-service.ts'
export { QuotaExceededError } from './quota-exceeded-error.ts'
