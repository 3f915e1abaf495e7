import type { Locale } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { MailMessage } from '../../lib/mailer.ts'
import { findLiveUserById, displayName, wantsEmail } from '../users/index.ts'
import type { BillingOutcome } from './process-billing-event.ts'
import type { BillingLicense } from './license-transition.ts'

type Change = 'pro_started' | 'payment_failed' | 'cancelled' | 'ended'

/** Which change of the licence, if any, the coach is told about. */
export function billingChange(before: BillingLicense, after: BillingLicense): Change | null {
  if (
    after.licenseType === 'pro' &&
    after.status === 'active' &&
    (before.licenseType !== 'pro' || before.status === 'expired')
  )
    return 'pro_started'
  if (after.status === 'past_due' && before.status !== 'past_due') return 'payment_failed'
  if (after.status === 'cancelled' && before.status !== 'cancelled') return 'cancelled'
  if (after.licenseType === 'free' && before.licenseType === 'pro') return 'ended'
  return null
}

type Texts = Record<Change, (name: string, end: string) => { subject: string; text: string }>

/** Each change in each language; the coach's language decides (docs/decisions/0070-chosen-language.md). */
const TEXTS: Record<Locale, Texts> = {
  en: {
    pro_started: (name) => ({
      subject: 'Welcome to Courtside Pro',
      text: `Hello ${name},\n\nyour pro plan is active: pro games are now unlimited.`,
    }),
    payment_failed: (name) => ({
      subject: 'Your Courtside payment failed',
      text: `Hello ${name},\n\nthe payment for your pro plan failed. Until it succeeds, the free plan's limits apply.\nUpdate your card from your profile: Manage billing.`,
    }),
    cancelled: (name, end) => ({
      subject: 'Your Courtside Pro plan is cancelled',
      text: `Hello ${name},\n\nyour pro plan is cancelled. It stays active until ${end}; after that the free plan applies.`,
    }),
    ended: (name) => ({
      subject: 'Your Courtside Pro plan has ended',
      text: `Hello ${name},\n\nyour pro plan has ended: you are on the free plan. You can upgrade again from your profile.`,
    }),
  },
  fi: {
    pro_started: (name) => ({
      subject: 'Tervetuloa Courtside Prohon',
      text: `Hei ${name},\n\npro-tilauksesi on voimassa: pro-pelejä voi nyt luoda rajattomasti.`,
    }),
    payment_failed: (name) => ({
      subject: 'Courtside-maksusi epäonnistui',
      text: `Hei ${name},\n\npro-tilauksesi maksu epäonnistui. Kunnes maksu onnistuu, ilmaisen tason rajat ovat voimassa.\nPäivitä korttisi profiilistasi: Hallitse laskutusta.`,
    }),
    cancelled: (name, end) => ({
      subject: 'Courtside Pro -tilauksesi on peruttu',
      text: `Hei ${name},\n\npro-tilauksesi on peruttu. Se on voimassa ${end} asti, minkä jälkeen käytössä on ilmainen taso.`,
    }),
    ended: (name) => ({
      subject: 'Courtside Pro -tilauksesi on päättynyt',
      text: `Hei ${name},\n\npro-tilauksesi on päättynyt, ja käytössäsi on ilmainen taso. Voit päivittää uudelleen profiilistasi.`,
    }),
  },
  es: {
    pro_started: (name) => ({
      subject: 'Bienvenido a Courtside Pro',
      text: `Hola, ${name}:\n\ntu plan pro está activo: ya puedes crear partidos pro sin límite.`,
    }),
    payment_failed: (name) => ({
      subject: 'El pago de Courtside ha fallado',
      text: `Hola, ${name}:\n\nel pago de tu plan pro ha fallado. Hasta que se complete, se aplican los límites del plan gratuito.\nActualiza tu tarjeta desde tu perfil: Gestionar facturación.`,
    }),
    cancelled: (name, end) => ({
      subject: 'Tu plan Courtside Pro se ha cancelado',
      text: `Hola, ${name}:\n\ntu plan pro se ha cancelado. Sigue activo hasta el ${end}; después se aplica el plan gratuito.`,
    }),
    ended: (name) => ({
      subject: 'Tu plan Courtside Pro ha terminado',
      text: `Hola, ${name}:\n\ntu plan pro ha terminado y ahora tienes el plan gratuito. Puedes volver a pasarte a pro desde tu perfil.`,
    }),
  },
  sv: {
    pro_started: (name) => ({
      subject: 'Välkommen till Courtside Pro',
      text: `Hej ${name},\n\ndin pro-plan är aktiv: du kan nu skapa obegränsat med pro-matcher.`,
    }),
    payment_failed: (name) => ({
      subject: 'Din betalning till Courtside misslyckades',
      text: `Hej ${name},\n\nbetalningen för din pro-plan misslyckades. Tills den går igenom gäller gratisplanens gränser.\nUppdatera ditt kort från din profil: Hantera betalning.`,
    }),
    cancelled: (name, end) => ({
      subject: 'Din Courtside Pro-plan är uppsagd',
      text: `Hej ${name},\n\ndin pro-plan är uppsagd. Den gäller till ${end}; därefter gäller gratisplanen.`,
    }),
    ended: (name) => ({
      subject: 'Din Courtside Pro-plan har upphört',
      text: `Hej ${name},\n\ndin pro-plan har upphört och du har nu gratisplanen. Du kan uppgradera igen från din profil.`,
    }),
  },
}

/**
 * The mail of a change in the coach's language. An account from before languages were kept (no locale) gets English
 * and Finnish in one mail, as all mails were then: the provider's events carry no language of their own.
 */
export function billingMail(change: Change, locale: Locale | null, to: string, name: string, end: string): MailMessage {
  if (locale) return { to, ...TEXTS[locale][change](name, end) }
  const en = TEXTS.en[change](name, end)
  const fi = TEXTS.fi[change](name, end)
  return { to, subject: `${en.subject} / ${fi.subject}`, text: `${en.text}\n\n---\n\n${fi.text}\n` }
}

/** Tells the coach what changed, when they want billing e-mails; never fails the event (logged instead). */
export async function mailBillingChange(ctx: Pick<AppContext, 'db' | 'mailer' | 'log'>, outcome: BillingOutcome) {
  if (outcome.result !== 'processed') return
  const change = billingChange(outcome.before, outcome.after)
  if (!change) return
  try {
    const user = await findLiveUserById(ctx.db, outcome.userId)
    if (!user || !wantsEmail(user.settings, 'billing_updates')) return
    await ctx.mailer.send(
      billingMail(change, user.locale ?? user.signupLocale, user.email, displayName(user), outcome.after.endDate ?? ''),
    )
  } catch (error) {
    ctx.log.warn({ err: error }, 'billing mail failed')
  }
}
