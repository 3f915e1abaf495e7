import { useTranslation } from 'react-i18next'
import { CrosshairIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** "Make a focus" beside a figure: opens the focus dialog prefilled from it. */
export function MakeFocusButton({ figure, onClick }: { figure: string; onClick: () => void }) {
  const { t } = useTranslation()
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      aria-label={t('focuses.makeFrom', { figure })}
      data-testid="make-focus"
    >
      <CrosshairIcon aria-hidden="true" />
      {t('focuses.make')}
    </Button>
  )
}
