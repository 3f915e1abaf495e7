// The courts module's door: an organization's courts and its court wall link (packages/contracts/src/court.ts).
// Code outside the module imports only this file. It calls the matches module for the courts' current matches and
// public-matches for a guest's scoreboard; neither imports it (docs/architecture.md, module directions).
export { createCourt, deleteCourt, getCourt, listCourts, updateCourt } from './court-service.ts'
export { COURT_WALL_UPDATED_CHANNEL, parseCourtWallNotice } from './court-wall-notice-repository.ts'
export {
  createCourtWallLink,
  getCourtWall,
  getCourtWallLink,
  openWallOf,
  revokeCourtWallLink,
} from './court-wall-service.ts'
