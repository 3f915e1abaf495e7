import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { errorText } from '@/lib/error-text'

export function useFailureToast() {
  const { t } = useTranslation()
  return (
    key: 'matchUpdateFailed' | 'backgroundUpdateFailed' | 'serverSettingsUpdateFailed' | 'matchDeleteFailed',
    error: unknown,
  ) => {
    const detail = errorText(t, error)
    toast.error(t(`messages.${key}`), detail ? { description: detail } : undefined)
  }
}
