import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

/** One text to write or change (a playlist's title, a note), with its save button; empty text is not sent. */
export function TextForm({
  label,
  initial = '',
  maxLength,
  multiline = false,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
  extra,
  testId,
}: {
  label: string
  initial?: string
  maxLength: number
  multiline?: boolean
  submitLabel: string
  busy: boolean
  /** Already in words: why the last save failed. */
  error?: string | null
  onSubmit: (text: string) => void
  onCancel?: () => void
  /** Shown between the field and the buttons (the note's "at this moment"). */
  extra?: ReactNode
  testId?: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(initial)
  return (
    <form
      className="grid gap-3"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault()
        if (text.trim()) onSubmit(text.trim())
      }}
    >
      <FormField label={label}>
        {(control) =>
          multiline ? (
            <Textarea
              {...control}
              value={text}
              maxLength={maxLength}
              rows={3}
              onChange={(e) => setText(e.target.value)}
            />
          ) : (
            <Input {...control} value={text} maxLength={maxLength} onChange={(e) => setText(e.target.value)} />
          )
        }
      </FormField>
      {extra}
      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy || !text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
