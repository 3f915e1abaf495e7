import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguagesIcon } from 'lucide-react'
import { isLocale, LOCALES, type Locale } from '@courtside/contracts'
import { NativeSelect } from '@/components/ui/native-select'
import { useSession } from '@/lib/auth-session'
import { switchLanguage } from '@/lib/i18n'
import { saveLanguageToAccount } from '@/hooks/use-account-language'
import { markPickedSignedOut, rememberLanguage } from '@/lib/language-choice'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

/** Each language by its own name, as a reader of it looks for it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fi: 'Suomi', es: 'Español', sv: 'Svenska' }

/**
 * The language picker of the settings and the sign-in pages (docs/decisions/0070-chosen-language.md): the choice
 * shows at once, is kept on this device and, signed in, on the account (so another device follows); picked while
 * signed out, it is saved to the account at the next sign-in.
 */
export function LanguagePicker({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n } = useTranslation()
  const { status, user, setUser } = useSession()
  const id = useId()
  const [saving, setSaving] = useState(false)

  const choose = async (language: Locale) => {
    rememberLanguage(language)
    await switchLanguage(language)
    if (status !== 'authenticated' || !user) {
      markPickedSignedOut(language)
      return
    }
    setSaving(true)
    try {
      setUser(await saveLanguageToAccount(user.id, language))
    } catch {
      // Shown here already; the device keeps the choice and sends it again at the next start (ADR 0082). Told in the
      // new language: this render's `t` still speaks the old one.
      toast.error(i18n.t('settings.language.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <LanguagesIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t('settings.language.label')}
      </label>
      <NativeSelect
        id={id}
        value={i18n.language}
        disabled={saving}
        onChange={(event) => {
          if (isLocale(event.target.value)) void choose(event.target.value)
        }}
        className={compact ? 'h-11 w-auto bg-background/80 md:h-9' : 'w-auto min-w-40'}
        data-testid="language-picker"
      >
        {LOCALES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
