import type { z } from 'zod/mini'
import { config } from 'zod/v4/core'
import { messages, type MessageKey } from './messages.ts'

type Issue = z.core.$ZodRawIssue

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint', 'date'])

/** invalid_type: what the field wanted. A missing field is "required", whatever its type. */
function wrongTypeKey(issue: Extract<Issue, { code: 'invalid_type' }>): MessageKey {
  if (issue.input === undefined) return 'fieldRequired'
  switch (issue.expected) {
    case 'int':
      return typeof issue.input === 'number' && Number.isFinite(issue.input) ? 'notAWholeNumber' : 'notANumber'
    case 'number':
    case 'bigint':
    case 'nan':
      return 'notANumber'
    case 'string':
      return 'notText'
    case 'boolean':
      return 'notTrueOrFalse'
    case 'array':
    case 'tuple':
    case 'set':
      return 'notAList'
    case 'object':
    case 'record':
    case 'map':
      return 'notAnObject'
    default:
      return 'invalidValue'
  }
}

function sizeKey(origin: string, exact: boolean | undefined, big: boolean, minimum?: number | bigint): MessageKey {
  if (NUMBER_ORIGINS.has(origin)) return big ? 'numberTooLarge' : 'numberTooSmall'
  if (origin === 'string') {
    if (exact) return 'textWrongLength'
    if (big) return 'textTooLong'
    return Number(minimum) === 1 ? 'fieldRequired' : 'textTooShort'
  }
  if (exact) return 'listWrongLength'
  return big ? 'listTooLong' : 'listTooShort'
}

/** The `messages` key of a zod issue that its schema gave no text of its own. */
export function issueMessageKey(issue: Issue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeKey(issue)
    case 'too_big':
      return sizeKey(issue.origin, issue.exact, true)
    case 'too_small':
      return sizeKey(issue.origin, issue.exact, false, issue.minimum)
    case 'invalid_format':
      if (issue.format === 'email') return 'invalidEmail'
      if (issue.format === 'date') return 'invalidDate'
      if (issue.format === 'datetime') return 'invalidDateTime'
      return 'invalidFormat'
    case 'not_multiple_of':
      return 'notAWholeNumber'
    case 'invalid_value':
      return 'notAnOption'
    case 'invalid_union':
      // A discriminated union whose tag names no option (`style: 'stripes'`), or a union of values (1, 2 or 3).
      return 'discriminator' in issue || issue.errors.every((branch) => branch.every((i) => i.code === 'invalid_value'))
        ? 'notAnOption'
        : 'invalidValue'
    case 'unrecognized_keys':
      return 'unknownField'
    default:
      return 'invalidValue'
  }
}

/**
 * The error map of every parse of a request or a form: a value that does not fit its schema is answered with a text
 * of `messages` (so it has a code, and the web shows it in the user's language) instead of zod's English. Texts a
 * schema writes itself come first; zod asks this map only for the others.
 */
export const issueMessage = (issue: Issue): string => messages[issueMessageKey(issue)]

/**
 * Makes `issueMessage` zod's error map for every parse in this process or page. Called by the contracts' doors to
 * zod (`zod.ts`, `zod-mini.ts`), which every schema module imports: whatever holds a schema has the map too, and the
 * guest's first screen, which holds none, carries no zod (ADR 0042).
 */
export function applyContractErrorMap(): void {
  config({ customError: issueMessage })
}
