/**
 * Query parameters that carry a secret in a URL: the password-reset link's token, the socket's JWT, API keys.
 * Written once for the API's logs and the web's analytics, so neither can forget one the other knows. Any other
 * parameter whose name holds `token` counts as well (ADR 0052), so a new link cannot leak by being left off the list.
 */
export const SECRET_URL_PARAMS = ['reset_password_token', 'token', 'access_token', 'api_key'] as const

/**
 * Path segments whose next segment is a secret: the public scoreboard's share link (`/live/:token`, and the API's
 * `/api/v2/live/:token`), the `/share/…` and `/wall/…` shapes such links take (a court wall's link included), and a
 * shared playlist's `/clips/:token` (ADR 0068).
 */
export const SECRET_PATH_SEGMENTS = ['live', 'share', 'wall', 'walls', 'clips'] as const

const SECRET_NAMES = new Set<string>(SECRET_URL_PARAMS)
const SECRET_SEGMENTS = new Set<string>(SECRET_PATH_SEGMENTS)

// Every `name=value` after a URL delimiter; the name is judged decoded, as a server's query parser reads it, so
// `?%74oken=…` (which /socket accepts as `token`) is hidden too. A value stops at `?` so that a URL nested in a
// parameter (`?next=/reset?token=…`) is scanned as well; our tokens never hold one.
const urlParam = /([?&#;])([^=&#?;\s"']+)=([^&#?\s"']*)/g

// Every `/segment`, wherever it sits (a path, a nested URL in a parameter, a `#/…` route, a sentence).
const pathSegment = /\/([^/?#\s"'<>]*)/g

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return raw
  }
}

const decodedName = (raw: string) => decoded(raw).toLowerCase()

const isSecretParam = (name: string) => SECRET_NAMES.has(name) || name.includes('token')

function redactPathSecrets(text: string): string {
  // Where the segment after a secret one starts: only that one, right after it, is hidden.
  let secretAt = -1
  return text.replace(pathSegment, (whole, segment: string, offset: number) => {
    const hide = offset === secretAt && segment !== ''
    secretAt = SECRET_SEGMENTS.has(decodedName(segment)) ? offset + whole.length : -1
    return hide ? '/[redacted]' : whole
  })
}

/**
 * The text with every secret in a URL replaced by `[redacted]`: the value of a secret query parameter and the
 * segment after a secret path segment (URLs inside any text).
 */
export function redactSecrets(text: string): string {
  const params = text.replace(urlParam, (whole, delimiter: string, name: string, value: string) => {
    if (isSecretParam(decodedName(name))) return `${delimiter}${name}=[redacted]`
    // A URL encoded into a parameter (`?next=%2Flive%2F…`) is judged decoded; one that holds a secret goes whole.
    const plain = decoded(value)
    return plain !== value && redactSecrets(plain) !== plain ? `${delimiter}${name}=[redacted]` : whole
  })
  return redactPathSecrets(params)
}
