import type { MailMessage } from '../mail/mailer.ts'
import type { MemberLocale } from './organization-repository.ts'

/**
 * The emails of connect requests (SPEC §4: the coach is told either way; admins hear of new requests), in the
 * recipient's language: the one their browser used when they asked to join or created the organization.
 */
type Kind = 'request_received' | 'approved' | 'declined'

interface MailFacts {
  organization: string
  coach: string
  link: string
}

const TEXTS: Record<MemberLocale, Record<Kind, (f: MailFacts) => { subject: string; text: string }>> = {
  en: {
    request_received: (f) => ({
      subject: `${f.coach} asks to join ${f.organization}`,
      text: `${f.coach} has asked to join ${f.organization} on Courtside.\n\nApprove or decline the request here: ${f.link}\n`,
    }),
    approved: (f) => ({
      subject: `You are now connected to ${f.organization}`,
      text: `Your request to join ${f.organization} on Courtside was approved. You are now a coach there.\n\n${f.link}\n`,
    }),
    declined: (f) => ({
      subject: `Your request to join ${f.organization} was declined`,
      text: `An administrator of ${f.organization} declined your request to join it on Courtside.\n\nYou can ask again from your organizations page: ${f.link}\n`,
    }),
  },
  fi: {
    request_received: (f) => ({
      subject: `${f.coach} pyytää liittyä organisaatioon ${f.organization}`,
      text: `${f.coach} on pyytänyt liittyä organisaatioon ${f.organization} Courtsidessa.\n\nHyväksy tai hylkää pyyntö täällä: ${f.link}\n`,
    }),
    approved: (f) => ({
      subject: `Olet nyt yhdistetty organisaatioon ${f.organization}`,
      text: `Pyyntösi liittyä organisaatioon ${f.organization} Courtsidessa hyväksyttiin. Olet nyt sen valmentaja.\n\n${f.link}\n`,
    }),
    declined: (f) => ({
      subject: `Pyyntösi liittyä organisaatioon ${f.organization} hylättiin`,
      text: `Organisaation ${f.organization} ylläpitäjä hylkäsi pyyntösi liittyä siihen Courtsidessa.\n\nVoit pyytää uudelleen organisaatiosivultasi: ${f.link}\n`,
    }),
  },
}

export function organizationMail(kind: Kind, locale: MemberLocale, to: string, facts: MailFacts): MailMessage {
  return { to, ...TEXTS[locale][kind](facts) }
}

/** The first language of an Accept-Language header that we speak; English otherwise (SPEC §9 fallback). */
export function localeOf(acceptLanguage: string | undefined): MemberLocale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]
    if (tag === 'fi' || tag === 'en') return tag
  }
  return 'en'
}
