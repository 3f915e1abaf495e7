// The players (athletes) module's public door. Other code imports only this file.
export { presentPlayer } from './player-presenter.ts'
export { countCoachedPlayers, findOwnedPlayer } from './player-repository.ts'
export { createPlayer, deletePlayerOf, getPlayer, listPlayers, updatePlayerOf } from './player-service.ts'
export { playerStatsOf } from './player-stats-service.ts'
export { createFocus, deleteFocus, listFocuses, ownAthletesFocuses, updateFocus } from './focus-service.ts'
