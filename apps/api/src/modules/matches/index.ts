// The matches module's door (ADR 0054): the match aggregate (the match, its players, balls, server changes, score,
// engine state and log). Code outside the module imports only this file.
export { editBall } from './balls/edit-ball.ts'
export { listBalls } from './balls/list-balls.ts'
export { presentBall } from './balls/ball-presenter.ts'
export { recordBall } from './balls/record-ball.ts'
export { undoLastBall } from './balls/undo-last-ball.ts'
export { changeServer } from './change-server.ts'
export { courtMatchForMember } from './court-matches.ts'
export { isOrganizationAdmin } from './match-access.ts'
export { anyMatchOfOrganization, findMatchAudience, findMatchOrganization } from './match-audience-repository.ts'
export { findCurrentCourtMatches, lockMatchesOfCourt } from './match-court-repository.ts'
export { findViewableMatch } from './match-guard.ts'
export { findMatchLog, readMatchLog, type MatchLog } from './match-log-cache.ts'
export {
  countVisibleMatches,
  findMatchesChangedSince,
  findVisibleAmong,
  listVisibleMatches,
} from './match-list-repository.ts'
export { MATCH_UPDATED_CHANNEL } from './match-notice-repository.ts'
export { findAthleteMatches, findOwnedAthletes } from './match-player-repository.ts'
export { findMatch } from './match-repository.ts'
export { createMatch, deleteMatch, getMatch, listMatches, toEditable, updateMatch } from './match-service.ts'
export { endShareLinksOf, getMatchShare, revokeMatchShare, shareMatch, shareTokenOf } from './match-share.ts'
export { setMatchVideo } from './match-video.ts'
export { findMatchOfOpenAccountByShareToken } from './match-viewer-repository.ts'
export { presentMatches } from './present-matches.ts'
export { presentVideo, videoAnchorsOf } from './video-anchors.ts'
