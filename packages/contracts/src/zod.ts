// The contracts' one door to zod: every schema module imports `z` from here, so any bundle that holds a schema
// also holds the error map that turns its refusals into texts of `messages` (docs/decisions/0075-field-errors-are-texts-of-messages.md).
import { applyContractErrorMap } from './issue-message.ts'

applyContractErrorMap()

export { z } from 'zod'
