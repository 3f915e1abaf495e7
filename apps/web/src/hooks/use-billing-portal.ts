import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { ApiError } from '@/lib/api-error'
import { fetchBillingPortal } from '@/lib/billing'

/** 'Manage billing': the provider's portal in a new tab, opened on the click so it is not blocked. */
export function useBillingPortal() {
  const { t } = useTranslation()
  const mutation = useMutation({
    mutationFn: async (tab: Window | null) => ({ portal: await fetchBillingPortal(), tab }),
    onSuccess: ({ portal, tab }) => {
      if (tab && !tab.closed) {
        tab.opener = null
        tab.location.href = portal.portal_url
      } else window.open(portal.portal_url, '_blank', 'noopener')
    },
    onError: (error, tab) => {
      tab?.close()
      // A server that takes no payments says so; anything else is the generic failure.
      const code = error instanceof ApiError ? error.code : undefined
      if (code === 'paymentsNotConfigured' || code === 'planProvidedByServer') toast.error(t(`messages.${code}`))
      else toast.error(t('messages.failedToAccessBillingPortal'))
    },
  })
  return {
    open: () => mutation.mutate(window.open('about:blank', '_blank')),
    isPending: mutation.isPending,
  }
}
