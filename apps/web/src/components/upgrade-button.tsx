import { useTranslation } from 'react-i18next'
import { CrownIcon } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { useCheckout } from '@/hooks/use-checkout'
import { Spinner } from '@/components/ui/spinner'

/** 'Upgrade to pro' wherever a coach meets the free plan's limit: the checkout in a popup. */
export function UpgradeButton({ label, ...props }: Omit<ButtonProps, 'onClick'> & { label?: string }) {
  const { t } = useTranslation()
  const checkout = useCheckout({ popup: true })
  return (
    <Button
      type="button"
      data-testid="upgrade-button"
      {...props}
      onClick={checkout.start}
      disabled={checkout.isPending || props.disabled}
      aria-busy={checkout.isPending || undefined}
    >
      {checkout.isPending ? <Spinner /> : <CrownIcon aria-hidden="true" />}
      {label ?? t('license.upgrade')}
    </Button>
  )
}
