// The mail module's public door: the transports behind the Mailer port (lib/mailer.ts). Other code imports only
// this file.
export { createMailer } from './create-mailer.ts'
