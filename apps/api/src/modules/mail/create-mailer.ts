import { mkdirSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from '../../lib/mailer.ts'

export interface MailerOptions {
  smtpUrl?: string | undefined
  mailFrom: string
  outboxDir: string
  logger: FastifyBaseLogger
  /** In production without SMTP_URL nothing is written anywhere: the outbox is a development tool (ADR 0021). */
  production: boolean
}

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, a dev outbox: one .eml file per message, readable by
 * this user only. The log names the file, never the text: reset links are secrets. In production
 * without SMTP the message is dropped with a warning, since a link in a log or a file there is a leak.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: options.mailFrom, ...message })
      },
      close: () => transport.close(),
    }
  }
  if (options.production) {
    // Said once at start too, so whoever deploys sees it before a coach misses a reset mail.
    options.logger.warn('SMTP_URL is not set: emails (password resets, invitations) will not be sent')
    return {
      async send(message) {
        options.logger.warn({ subject: message.subject }, 'mail not sent: SMTP_URL is not set')
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.mailFrom, ...message })
      mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 })
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      )
      writeFileSync(file, info.message as Buffer, { mode: 0o600 })
      options.logger.info({ subject: message.subject, file }, 'mail written to the dev outbox')
    },
  }
}
