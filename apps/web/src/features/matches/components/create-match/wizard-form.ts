import type { UseFormReturn } from 'react-hook-form'
import type { CreateMatchInput } from '@courtside/contracts'
import type { CreateMatchValues } from '../../api/use-match-mutations'

export type WizardForm = UseFormReturn<CreateMatchInput, unknown, CreateMatchValues>

/** What each section of the wizard's second step is given: the form, and its field errors in the page's language. */
export interface WizardSectionProps {
  form: WizardForm
  errorAt(path: string): string | undefined
}
