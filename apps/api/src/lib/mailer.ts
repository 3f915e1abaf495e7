// A port: every email leaves through a Mailer handed to services; modules/mail implements it.

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface SentMail extends MailMessage {
  from: string
  sentAt: Date
}

/** Every email leaves through this, so tests can capture messages and production can use SMTP. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): Promise<void> | void
}
