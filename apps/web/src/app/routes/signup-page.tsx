import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '@/features/auth/components/auth-card'
import { SignupForm } from '@/features/auth/components/signup-form'

export function SignupPage() {
  const { t } = useTranslation()
  return (
    <AuthCard
      title={t('auth.signup.title')}
      description={t('auth.signup.description')}
      footer={
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('auth.signup.loginLink')}
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  )
}
