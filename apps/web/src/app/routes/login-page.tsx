import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { LoginForm } from '@/features/auth/components/login-form'

export function LoginPage() {
  const { t } = useTranslation()
  return (
    <AuthCard
      title={t('auth.login.title')}
      description={t('auth.login.description')}
      footer={
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.login.signupLink')}
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  )
}
