import { DEFAULT_LOCALE, spokenLocaleOf } from '@courtside/contracts'
import type { MailMessage } from '../../lib/mailer.ts'
import type { MemberLocale } from './organization-repository.ts'

/**
 * The emails of connect requests (the coach is told either way; admins hear of new requests), in the
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
  es: {
    request_received: (f) => ({
      subject: `${f.coach} pide unirse a ${f.organization}`,
      text: `${f.coach} ha pedido unirse a ${f.organization} en Courtside.\n\nAcepta o rechaza la solicitud aquí: ${f.link}\n`,
    }),
    approved: (f) => ({
      subject: `Ya estás conectado a ${f.organization}`,
      text: `Tu solicitud para unirte a ${f.organization} en Courtside ha sido aceptada. Ahora eres entrenador allí.\n\n${f.link}\n`,
    }),
    declined: (f) => ({
      subject: `Tu solicitud para unirte a ${f.organization} ha sido rechazada`,
      text: `Un administrador de ${f.organization} ha rechazado tu solicitud para unirte en Courtside.\n\nPuedes volver a pedirlo desde tu página de organizaciones: ${f.link}\n`,
    }),
  },
  sv: {
    request_received: (f) => ({
      subject: `${f.coach} vill gå med i ${f.organization}`,
      text: `${f.coach} har bett om att få gå med i ${f.organization} på Courtside.\n\nGodkänn eller avslå förfrågan här: ${f.link}\n`,
    }),
    approved: (f) => ({
      subject: `Du är nu ansluten till ${f.organization}`,
      text: `Din förfrågan om att gå med i ${f.organization} på Courtside har godkänts. Du är nu tränare där.\n\n${f.link}\n`,
    }),
    declined: (f) => ({
      subject: `Din förfrågan om att gå med i ${f.organization} avslogs`,
      text: `En administratör för ${f.organization} har avslagit din förfrågan om att gå med på Courtside.\n\nDu kan fråga igen från din organisationssida: ${f.link}\n`,
    }),
  },
}

/** The longest a person's or organization's name is shown in a mail. */
const MAX_NAME_IN_MAIL = 100

/**
 * A name someone chose, made fit to show as plain text in a mail (ADR 0051): on one line (no control or
 * direction-changing characters: a subject is a header), at most MAX_NAME_IN_MAIL characters, and with nothing a
 * mail client would turn into a link: dots inside words, slashes and `@` become look-alike characters, so
 * `win.example/prize` reads the same and opens nothing.
 */
export function plainNameForMail(name: string): string {
  const oneLine = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const unlinked = oneLine
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '\u2024')
    .replace(/\//g, '\u2215')
    .replace(/@/g, '\uff20')
  const chars = [...unlinked]
  return chars.length > MAX_NAME_IN_MAIL ? `${chars.slice(0, MAX_NAME_IN_MAIL - 1).join('')}…` : unlinked
}

export function organizationMail(kind: Kind, locale: MemberLocale, to: string, facts: MailFacts): MailMessage {
  const safe = { ...facts, organization: plainNameForMail(facts.organization), coach: plainNameForMail(facts.coach) }
  return { to, ...TEXTS[locale][kind](safe) }
}

/** The first language of an Accept-Language header that we speak; English otherwise (the fallback). */
export function localeOf(acceptLanguage: string | undefined): MemberLocale {
  return spokenLocaleOf(acceptLanguage) ?? DEFAULT_LOCALE
}
