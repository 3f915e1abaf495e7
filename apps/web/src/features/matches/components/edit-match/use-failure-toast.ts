import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { errorMessage } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'

export function useFailureToast() {
  const { t } = useTranslation()
  return (
    key: 'matchUpdateFailed' | 'backgroundUpdateFailed' | 'serverSettingsUpdateFailed' | 'matchDeleteFailed',
    error: unknown,
  ) => {
    const detail = translateMessage(t, errorMessage(error, ''))
    toast.error(t(`messages.${key}`), detail ? { description: detail } : undefined)
  }
}
