import { redactSecrets } from '@courtside/contracts'

/**
 * What the logs may hold (ADR 0021): no tokens, reset links, password digests or e-mail addresses. A failed query's
 * error carries its SQL parameters (drizzle: `params` and a "params: …" line in the message; PostgreSQL: `detail`
 * quoting the offending row), so they are dropped here, once, for every log line.
 */

interface LoggedRequest {
  method: string
  url: string
  ip?: string
}

export function serializeRequest(req: LoggedRequest) {
  return { method: req.method, url: redactSecrets(req.url), remoteAddress: req.ip }
}

// Properties of database errors that are safe to keep: they name what failed, never the values.
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'severity', 'routine'] as const

function scrubMessage(message: string): string {
  // Up to the first stack frame, so a stack keeps its trace.
  return redactSecrets(message.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]'))
}

interface LoggedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

// PostgreSQL's own messages quote the offending value (`invalid input syntax for type integer: "…"`); its errors
// carry a five-character SQLSTATE code. Their quoted parts go; table, column and constraint still say what failed.
const isDatabaseError = (fields: Record<string, unknown>) =>
  typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubMessage(String(error)), stack: '' }
  const fields = error as unknown as Record<string, unknown>
  const scrub = (text: string) =>
    isDatabaseError(fields) ? scrubMessage(text).replace(/"[^"\n]*"/g, '"[redacted]"') : scrubMessage(text)
  const out: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  }
  for (const key of SAFE_ERROR_FIELDS) {
    if (fields[key] !== undefined && typeof fields[key] !== 'object') out[key] = fields[key]
  }
  if (typeof fields.query === 'string') out.query = fields.query
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1)
  return out
}

export const logSerializers = { req: serializeRequest, err: serializeError }
