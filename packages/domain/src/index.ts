export * from './licensing/quota.ts'
