import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import type { LoginInput } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { afterLoad } from '@/lib/after-load'
import { loadSessionSchemas } from '@/lib/api-client'
import { returnPath } from '@/lib/return-path'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { useOrganizationScope } from '@/lib/organization-scope'
import { serverFieldErrors } from '@/lib/server-field-errors'
import { useLogin } from '../api/use-login'
import { PasswordInput } from './password-input'
import { Spinner } from '@/components/ui/spinner'

const FIELDS = ['email', 'password', 'organization'] as const
type Field = (typeof FIELDS)[number]
type FieldErrors = Partial<Record<Field, string>>

/** What the fields hold: the inputs are the browser's own (uncontrolled), read when needed. */
function readValues(form: HTMLFormElement): Record<Field, string> {
  const data = new FormData(form)
  return Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<Field, string>
}

/** contracts' loginSchema, as every form checks with its contract: the parsed input, or each field's first message. */
async function check(values: Record<Field, string>): Promise<{ input?: LoginInput; errors: FieldErrors }> {
  const { loginSchema } = await loadSessionSchemas()
  const result = loginSchema.safeParse(values)
  if (result.success) return { input: result.data, errors: {} }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message
  return { errors }
}

function focusField(form: HTMLFormElement, field: Field) {
  const control = form.elements.namedItem(field)
  if (control instanceof HTMLElement) control.focus()
}

/**
 * The guest's first screen, so it is in the first download: React's own form state instead of react-hook-form, and
 * the schema loaded once the page has painted (ADR 0042). It behaves as the other forms do: checked on
 * submit, then each field again as it changes; the first invalid field takes the focus; the server's 422 field
 * errors show under their fields.
 */
export function LoginForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const login = useLogin()
  const scope = useOrganizationScope()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSubmitting, setSubmitting] = useState(false)
  // Refs, not state: a second Enter before React re-renders must see the first submit.
  const inFlight = useRef(false)
  const submitted = useRef(false)
  const checks = useRef(0)

  // Fetched once the page is painted and idle, so a submit does not wait for it and the paint does not either.
  useEffect(() => afterLoad(() => void loadSessionSchemas()), [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    submitted.current = true
    setSubmitting(true)
    const form = event.currentTarget
    try {
      const checked = await check(readValues(form))
      checks.current += 1
      setErrors(checked.errors)
      const invalid = FIELDS.find((field) => checked.errors[field])
      if (!checked.input) {
        if (invalid) focusField(form, invalid)
        return
      }
      await login(checked.input)
      toast.success(t('messages.welcomeBack'))
      navigate(returnPath(location.state), { replace: true })
    } catch (error) {
      // The API's verdict, or a network that failed before it (the schemas' chunk included): the toast says which.
      const fromServer = serverFieldErrors(error, FIELDS)
      if (fromServer.length > 0) {
        setErrors(Object.fromEntries(fromServer))
        focusField(form, fromServer[0]![0] as Field)
      }
      toast.error(errorText(t, error, 'messages.invalidCredentials'))
    } finally {
      inFlight.current = false
      setSubmitting(false)
    }
  }

  // After the first submit a field is checked again as it changes; an older check never overwrites a newer one.
  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as Field
    if (!submitted.current || !FIELDS.includes(field)) return
    const form = event.currentTarget
    const sequence = ++checks.current
    // Without the schemas (no network) the field keeps its message until the next submit says why.
    const checked = await check(readValues(form)).catch(() => null)
    if (checked && sequence === checks.current) setErrors((current) => ({ ...current, [field]: checked.errors[field] }))
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onChange={(event) => void onChange(event)}
      noValidate
      className="grid gap-5"
      aria-label={t('auth.login.title')}
    >
      <FormField label={t('auth.fields.email')} error={translateMessage(t, errors.email)}>
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" autoFocus name="email" />}
      </FormField>
      <FormField
        label={t('auth.fields.password')}
        error={translateMessage(t, errors.password)}
        labelAside={
          <Link
            to="/forgot-password"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t('auth.login.forgotLink')}
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} autoComplete="current-password" name="password" />}
      </FormField>
      <FormField
        label={
          <>
            {t('auth.fields.organization')}{' '}
            <span className="font-normal text-muted-foreground">{t('auth.fields.optional')}</span>
          </>
        }
        hint={t('auth.login.organizationHint')}
        error={translateMessage(t, errors.organization)}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.login.organizationPlaceholder')}
            name="organization"
            defaultValue={scope?.subdomain ?? ''}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner />}
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </form>
  )
}
