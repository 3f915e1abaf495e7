/**
 * Query parameters that carry a secret in a URL: the password-reset link's token, the socket's JWT, API keys.
 * Written once for the API's logs and the web's analytics, so neither can forget one the other knows.
 */
export const SECRET_URL_PARAMS = ['reset_password_token', 'token', 'access_token', 'api_key'] as const

const secretParam = new RegExp(`([?&#;](?:${SECRET_URL_PARAMS.join('|')})=)[^&#\\s"']*`, 'gi')

/** The text with the value of every secret URL parameter replaced by `[redacted]` (URLs inside any text). */
export function redactSecrets(text: string): string {
  return text.replace(secretParam, '$1[redacted]')
}
