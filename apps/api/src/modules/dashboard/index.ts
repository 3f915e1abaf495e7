// The dashboard module's public door. Other code imports only this file.
export { dashboardOf } from './dashboard-service.ts'
