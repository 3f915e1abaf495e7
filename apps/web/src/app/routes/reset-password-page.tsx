import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LinkIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { AuthCard } from '@/features/auth/components/auth-card'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

const TOKEN_PARAM = 'reset_password_token'

export function ResetPasswordPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  // Read once, then out of the address bar and the history: a reset link is a password for an hour, and the
  // browser's history (synced, shared screens) keeps what the address bar showed. A reload asks for the link again.
  const [token] = useState(() => params.get(TOKEN_PARAM)?.trim() ?? '')
  useEffect(() => {
    if (!params.has(TOKEN_PARAM)) return
    setParams(
      (current) => {
        current.delete(TOKEN_PARAM)
        return current
      },
      { replace: true },
    )
  }, [params, setParams])
  const loginFooter = (
    <p>
      <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('auth.reset.backToLogin')}
      </Link>
    </p>
  )

  // Without a token the form could never succeed: explain and offer a new link instead.
  if (!token) {
    return (
      <AuthCard title={t('auth.reset.missingTitle')} footer={loginFooter}>
        <div role="alert" className="grid justify-items-center gap-4 text-center" data-testid="reset-token-missing">
          <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <LinkIcon className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">{t('auth.reset.missingBody')}</p>
          <Link to="/forgot-password" className={buttonVariants({ className: 'w-full' })}>
            {t('auth.reset.requestNewLink')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')} footer={loginFooter}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  )
}
