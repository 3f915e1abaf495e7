import { mkdirSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from './mailer.ts'

export interface MailerOptions {
  smtpUrl?: string | undefined
  mailFrom: string
  outboxDir: string
  logger: FastifyBaseLogger
}

/** SMTP when SMTP_URL is set; otherwise a dev outbox: the log plus one .eml file per message (DESIGN §2). */
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
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.mailFrom, ...message })
      mkdirSync(options.outboxDir, { recursive: true })
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      options.logger.info({ to: message.to, subject: message.subject, file }, `mail (dev outbox):\n${message.text}`)
    },
  }
}
