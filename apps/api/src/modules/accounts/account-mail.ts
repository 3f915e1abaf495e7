import { ACCOUNT_RETENTION_DAYS, type Locale } from '@courtside/contracts'
import type { MailMessage } from '../../lib/mailer.ts'

const TEXTS: Record<Locale, (name: string, purgeOn: string) => { subject: string; text: string }> = {
  en: (name, purgeOn) => ({
    subject: 'Your Courtside account has been closed',
    text:
      `Hello ${name},\n\nyour Courtside account has been closed and can no longer be used to sign in.\n` +
      `Your data is kept for ${ACCOUNT_RETENTION_DAYS} days and deleted for good on ${purgeOn}.\n` +
      `If you did not close it yourself, or want it back, reply to this email before then.\n`,
  }),
  fi: (name, purgeOn) => ({
    subject: 'Courtside-tilisi on suljettu',
    text:
      `Hei ${name},\n\nCourtside-tilisi on suljettu, eikä sillä voi enää kirjautua.\n` +
      `Tietosi säilytetään ${ACCOUNT_RETENTION_DAYS} päivää ja poistetaan pysyvästi ${purgeOn}.\n` +
      `Jos et sulkenut tiliä itse tai haluat palauttaa sen, vastaa tähän viestiin ennen sitä.\n`,
  }),
  es: (name, purgeOn) => ({
    subject: 'Tu cuenta de Courtside se ha cerrado',
    text:
      `Hola, ${name}:\n\ntu cuenta de Courtside se ha cerrado y ya no se puede usar para iniciar sesión.\n` +
      `Tus datos se conservan ${ACCOUNT_RETENTION_DAYS} días y se eliminan definitivamente el ${purgeOn}.\n` +
      `Si no la cerraste tú o quieres recuperarla, responde a este correo antes de esa fecha.\n`,
  }),
  sv: (name, purgeOn) => ({
    subject: 'Ditt Courtside-konto har stängts',
    text:
      `Hej ${name},\n\nditt Courtside-konto har stängts och kan inte längre användas för att logga in.\n` +
      `Dina uppgifter sparas i ${ACCOUNT_RETENTION_DAYS} dagar och raderas för gott den ${purgeOn}.\n` +
      `Om du inte stängde kontot själv, eller vill ha tillbaka det, svara på det här mejlet före dess.\n`,
  }),
}

/**
 * The confirmation that an account was closed (ADR 0031): always sent, in the coach's chosen language, else the
 * request's (docs/decisions/0070-chosen-language.md).
 */
export function accountClosedMail(locale: Locale, to: string, name: string, purgeOn: string): MailMessage {
  return { to, ...TEXTS[locale](name, purgeOn) }
}
