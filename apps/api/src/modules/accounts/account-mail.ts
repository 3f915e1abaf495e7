import { ACCOUNT_RETENTION_DAYS } from '@courtside/contracts'
import type { MailMessage } from '../../lib/mailer.ts'
import type { MemberLocale } from '../organizations/index.ts'

/** The confirmation that an account was closed (ADR 0031): always sent, in the language of the request. */
export function accountClosedMail(locale: MemberLocale, to: string, name: string, purgeOn: string): MailMessage {
  if (locale === 'fi')
    return {
      to,
      subject: 'Courtside-tilisi on suljettu',
      text:
        `Hei ${name},\n\nCourtside-tilisi on suljettu, eikä sillä voi enää kirjautua.\n` +
        `Tietosi säilytetään ${ACCOUNT_RETENTION_DAYS} päivää ja poistetaan pysyvästi ${purgeOn}.\n` +
        `Jos et sulkenut tiliä itse tai haluat palauttaa sen, vastaa tähän viestiin ennen sitä.\n`,
    }
  return {
    to,
    subject: 'Your Courtside account has been closed',
    text:
      `Hello ${name},\n\nyour Courtside account has been closed and can no longer be used to sign in.\n` +
      `Your data is kept for ${ACCOUNT_RETENTION_DAYS} days and deleted for good on ${purgeOn}.\n` +
      `If you did not close it yourself, or want it back, reply to this email before then.\n`,
  }
}
