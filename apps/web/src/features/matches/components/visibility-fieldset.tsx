import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { VISIBILITIES } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { RadioCard } from './form-controls'

/** Public, internal or private, each with what it means: the wizard's and the edit dialog's choice. */
export function VisibilityFieldset({ field, inRow = false }: { field: UseFormRegisterReturn; inRow?: boolean }) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('matches.fields.visibility')}</legend>
      <div className={cn('grid gap-2', inRow && 'sm:grid-cols-3')}>
        {VISIBILITIES.map((value) => (
          <RadioCard
            key={value}
            value={value}
            label={t(`matches.visibility.${value}.label`)}
            description={t(`matches.visibility.${value}.description`)}
            {...field}
          />
        ))}
      </div>
    </fieldset>
  )
}
