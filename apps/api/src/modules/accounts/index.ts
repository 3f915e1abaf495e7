// The accounts module's public door: signing up, closing an account, its export and its purge (ADR 0031). Other
// code imports only this file.
export { accountExportJson, accountPointsCsv } from './account-export-render.ts'
export { readAccountExport } from './account-export.ts'
export { purgeClosedAccounts } from './account-purge-repository.ts'
export { deleteMe, registerUser } from './account-service.ts'
