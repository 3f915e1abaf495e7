/**
 * Query parameters that carry a secret in a URL: the password-reset link's token, the socket's JWT, API keys.
 * Written once for the API's logs and the web's analytics, so neither can forget one the other knows.
 */
export const SECRET_URL_PARAMS = ['reset_password_token', 'token', 'access_token', 'api_key'] as const

const SECRET_NAMES = new Set<string>(SECRET_URL_PARAMS)

// Every `name=value` after a URL delimiter; the name is judged decoded, as a server's query parser reads it, so
// `?%74oken=…` (which /socket accepts as `token`) is hidden too. A value stops at `?` so that a URL nested in a
// parameter (`?next=/reset?token=…`) is scanned as well; our tokens never hold one.
const urlParam = /([?&#;])([^=&#?;\s"']+)=([^&#?\s"']*)/g

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase()
  } catch {
    return raw.toLowerCase()
  }
}

/** The text with the value of every secret URL parameter replaced by `[redacted]` (URLs inside any text). */
export function redactSecrets(text: string): string {
  return text.replace(urlParam, (whole, delimiter: string, name: string) =>
    SECRET_NAMES.has(decodedName(name)) ? `${delimiter}${name}=[redacted]` : whole,
  )
}
