// The users module's public door: a user's row, how it is shown, their settings. Account lifecycle (signup,
// closing, export, purge) is modules/accounts. Other code imports only this file.
export { displayName, presentAuthUser, presentUser } from './user-presenter.ts'
export {
  findClosedUserByEmail,
  findLiveUserByEmail,
  findLiveUserById,
  insertUser,
  markUserDeleted,
  updateUser,
} from './user-repository.ts'
export { updateMe, updateSettings } from './user-service.ts'
export { settingsOf, wantsEmail } from './user-settings.ts'
