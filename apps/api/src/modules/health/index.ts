// The health module's public door. Other code imports only this file.
export { pingDatabase } from './health-repository.ts'
