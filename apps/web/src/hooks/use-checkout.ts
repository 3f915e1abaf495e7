import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api-error'
import { CHECKOUT_POLL_MS, CHECKOUT_POPUP, createCheckoutSession } from '@/lib/billing'
import { watchCheckout } from '@/lib/checkout-poll'
import { queryRoots } from '@/lib/query-keys'

/**
 * Upgrading: the checkout opens in an 800×600 popup when asked, polled every second; when it closes the
 * licence is fetched again, and again while it is still pending (lib/checkout-poll.ts), so the meters turn to
 * 'Unlimited' without a reload even when the payment is confirmed later. Otherwise the page goes there.
 * The popup is opened on the click itself (then pointed at the checkout) so that popup blockers let it through;
 * a blocked popup falls back to navigating.
 */
export function useCheckout({ popup = true }: { popup?: boolean } = {}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)
  useEffect(() => () => clearInterval(timer.current), [])

  const mutation = useMutation({
    mutationFn: async (window_: Window | null) => ({ session: await createCheckoutSession(), window_ }),
    onSuccess: ({ session, window_ }) => {
      if (!window_ || window_.closed) {
        window.location.assign(session.checkout_url)
        return
      }
      // The checkout page gets no handle on this window.
      window_.opener = null
      window_.location.href = session.checkout_url
      clearInterval(timer.current)
      timer.current = setInterval(() => {
        if (!window_.closed) return
        clearInterval(timer.current)
        watchCheckout()
        void queryClient.invalidateQueries({ queryKey: queryRoots.license })
      }, CHECKOUT_POLL_MS)
    },
    onError: (error, window_) => {
      window_?.close()
      // A coach who already pays is told where to manage it, and one on a server that takes no payments is told
      // so; anything else gets the generic failure toast.
      const code = error instanceof ApiError ? error.code : undefined
      if (code === 'alreadyPro' || code === 'paymentsNotConfigured' || code === 'planProvidedByServer')
        toast.error(t(`messages.${code}`))
      else toast.error(t('messages.failedToCreateCheckout'))
      void queryClient.invalidateQueries({ queryKey: queryRoots.license })
    },
  })

  const start = () => {
    const { width, height } = CHECKOUT_POPUP
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
    const opened = popup
      ? window.open(
          'about:blank',
          'courtside-checkout',
          `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
        )
      : null
    mutation.mutate(opened)
  }
  return { start, isPending: mutation.isPending }
}
