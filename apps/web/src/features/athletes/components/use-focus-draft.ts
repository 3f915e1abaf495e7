import { useState } from 'react'
import type { Focus } from '@courtside/contracts'
import type { FocusFormValues } from '../lib/focus-form'

/** What the focus dialog opens on: a new focus (blank or prefilled from a figure) or one being edited. */
export interface FocusDraft {
  focus?: Focus
  initial: FocusFormValues
}

/** The page's one focus dialog, opened from the focuses section and from the progress card's figures. */
export function useFocusDraft() {
  const [draft, setDraft] = useState<FocusDraft | null>(null)
  // The last draft stays while the dialog closes, so its content does not blank during the closing animation.
  const [shown, setShown] = useState<FocusDraft | null>(null)
  return {
    draft: draft ?? shown,
    open: draft !== null,
    openDraft: (next: FocusDraft) => {
      setShown(next)
      setDraft(next)
    },
    close: () => setDraft(null),
  }
}
