import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

const HEX = /^#[0-9a-fA-F]{6}$/

export function ColorField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  const invalid = !HEX.test(text)
  return (
    <FormField label={label} error={invalid ? t('messages.invalidColor') : undefined}>
      {(field) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={HEX.test(value) ? value : '#000000'}
            onChange={(e) => {
              setText(e.target.value)
              onChange(e.target.value)
            }}
            aria-label={t('matches.edit.background.picker', { label })}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1 md:h-10"
          />
          <Input
            {...field}
            value={text}
            maxLength={7}
            spellCheck={false}
            className="font-mono uppercase"
            data-testid={testId}
            onChange={(e) => {
              const next = `#${e.target.value.replace(/[^0-9a-fA-F]/g, '').slice(0, 6)}`
              setText(next)
              if (HEX.test(next)) onChange(next.toLowerCase())
            }}
          />
        </div>
      )}
    </FormField>
  )
}
