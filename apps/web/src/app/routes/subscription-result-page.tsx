import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CircleCheckBigIcon, CircleXIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { licenseKeys } from '@/features/license/api/license-keys'
import { useEndAbandonedCheckout } from '@/hooks/use-end-abandoned-checkout'
import { watchCheckout } from '@/lib/checkout-poll'
import { cn } from '@/lib/cn'

/**
 * Where the checkout flow ends: the outcome, the session id as a reference, and the way back. Backing out ends that
 * checkout at once, so the plan does not read 'pending' until it expires.
 */
export function SubscriptionResultPage({ outcome }: { outcome: 'success' | 'cancel' }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const queryClient = useQueryClient()

  // A finished payment changes the plan: the cached licence must not wait 5 minutes to show it, and is fetched again
  // while the payment's events are still on their way.
  useEffect(() => {
    if (outcome !== 'success') return
    watchCheckout()
    void queryClient.invalidateQueries({ queryKey: licenseKeys.all })
  }, [outcome, queryClient])
  const abandoned = useEndAbandonedCheckout(outcome === 'cancel' ? sessionId : null)

  const Icon = outcome === 'success' ? CircleCheckBigIcon : CircleXIcon
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="grid justify-items-center gap-4 text-center">
        <span
          className={cn(
            'flex size-14 items-center justify-center rounded-full',
            outcome === 'success' ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t(`subscription.${outcome}.title`)}</h1>
        <p className="text-muted-foreground">{t(`subscription.${outcome}.body`)}</p>
        {abandoned.failed && (
          <p className="text-sm text-muted-foreground" role="status" data-testid="subscription-still-pending">
            {t('subscription.cancel.stillPending')}
          </p>
        )}
        {sessionId && (
          <p className="grid gap-1 text-sm">
            <span className="text-muted-foreground">{t('subscription.reference')}</span>
            <code
              className="rounded-md bg-muted px-2 py-1 font-mono text-xs break-all"
              data-testid="subscription-session-id"
            >
              {sessionId}
            </code>
          </p>
        )}
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to="/profile" className={buttonVariants()}>
            {t('subscription.toProfile')}
          </Link>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            {t('subscription.toDashboard')}
          </Link>
        </div>
      </CardContent>
    </Card>
  )
}
