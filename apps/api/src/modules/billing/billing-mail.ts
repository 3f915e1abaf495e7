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

// The provider's events carry no language: both, English first (the fallback).
const TEXTS: Record<Change, (name: string, end: string) => { subject: string; en: string; fi: string }> = {
  pro_started: (name) => ({
    subject: 'Welcome to Courtside Pro / Tervetuloa Courtside Prohon',
    en: `Hello ${name},\n\nyour pro plan is active: pro games are now unlimited.`,
    fi: `Hei ${name},\n\npro-tilauksesi on voimassa: pro-pelejä voi nyt luoda rajattomasti.`,
  }),
  payment_failed: (name) => ({
    subject: 'Your Courtside payment failed / Courtside-maksusi epäonnistui',
    en: `Hello ${name},\n\nthe payment for your pro plan failed. Until it succeeds, the free plan's limits apply.\nUpdate your card from your profile: Manage billing.`,
    fi: `Hei ${name},\n\npro-tilauksesi maksu epäonnistui. Kunnes maksu onnistuu, ilmaisen tason rajat ovat voimassa.\nPäivitä korttisi profiilistasi: Hallitse laskutusta.`,
  }),
  cancelled: (name, end) => ({
    subject: 'Your Courtside Pro plan is cancelled / Courtside Pro -tilauksesi on peruttu',
    en: `Hello ${name},\n\nyour pro plan is cancelled. It stays active until ${end}; after that the free plan applies.`,
    fi: `Hei ${name},\n\npro-tilauksesi on peruttu. Se on voimassa ${end} asti, minkä jälkeen käytössä on ilmainen taso.`,
  }),
  ended: (name) => ({
    subject: 'Your Courtside Pro plan has ended / Courtside Pro -tilauksesi on päättynyt',
    en: `Hello ${name},\n\nyour pro plan has ended: you are on the free plan. You can upgrade again from your profile.`,
    fi: `Hei ${name},\n\npro-tilauksesi on päättynyt, ja käytössäsi on ilmainen taso. Voit päivittää uudelleen profiilistasi.`,
  }),
}

/** Tells the coach what changed, when they want billing e-mails; never fails the event (logged instead). */
export async function mailBillingChange(ctx: Pick<AppContext, 'db' | 'mailer' | 'log'>, outcome: BillingOutcome) {
  if (outcome.result !== 'processed') return
  const change = billingChange(outcome.before, outcome.after)
  if (!change) return
  try {
    const user = await findLiveUserById(ctx.db, outcome.userId)
    if (!user || !wantsEmail(user.settings, 'billing_updates')) return
    const texts = TEXTS[change](displayName(user), outcome.after.endDate ?? '')
    const message: MailMessage = { to: user.email, subject: texts.subject, text: `${texts.en}\n\n---\n\n${texts.fi}\n` }
    await ctx.mailer.send(message)
  } catch (error) {
    ctx.log.warn({ err: error }, 'billing mail failed')
  }
}
