/** The one channel of signed-in users: no params; it streams `match_updated` for every match the user may see. */
export const MATCHES_CHANNEL = 'AuthenticatedMatchesChannel'
