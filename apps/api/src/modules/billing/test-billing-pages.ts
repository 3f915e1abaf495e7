import type { Locale } from '@courtside/contracts'
import type { TestPortalAction } from './test-checkout-service.ts'

/**
 * The built-in test checkout and portal (BILLING_TEST_MODE=true): plain server-rendered pages, no script (the CSP allows none
 * inline), clearly labelled as test payments, in the coach's language.
 */
const TEXTS = {
  en: {
    banner: 'Test payment — no card is charged and no money moves',
    checkoutTitle: 'Courtside Pro checkout',
    plan: 'Courtside Pro, monthly: unlimited pro games',
    explain: 'This server runs in billing test mode, so this page stands in for Stripe Checkout.',
    pay: 'Pay (test)',
    cancel: 'Cancel',
    gone: 'This checkout session does not exist or has already been used.',
    expired: 'This link has expired. Start again from Courtside.',
    back: 'Back to Courtside',
    portalTitle: 'Courtside billing (test portal)',
    noSubscription: 'There is no subscription to manage.',
    status: 'Licence',
    periodEnd: 'Current period ends',
    actions: {
      renew: 'Renew: pay the next month',
      fail: 'Simulate a failed payment',
      cancel: 'Cancel at the end of the period',
      end: 'End the subscription now',
    } satisfies Record<TestPortalAction, string>,
    done: 'Done.',
  },
  fi: {
    banner: 'Testimaksu — korttia ei veloiteta eikä rahaa siirry',
    checkoutTitle: 'Courtside Pro -maksu',
    plan: 'Courtside Pro, kuukausittain: rajattomasti pro-pelejä',
    explain: 'Tämä palvelin on laskutuksen testitilassa, joten tämä sivu korvaa Stripe Checkoutin.',
    pay: 'Maksa (testi)',
    cancel: 'Peruuta',
    gone: 'Tätä maksuistuntoa ei ole tai se on jo käytetty.',
    expired: 'Tämä linkki on vanhentunut. Aloita uudelleen Courtsidesta.',
    back: 'Takaisin Courtsideen',
    portalTitle: 'Courtside-laskutus (testiportaali)',
    noSubscription: 'Hallittavaa tilausta ei ole.',
    status: 'Lisenssi',
    periodEnd: 'Nykyinen jakso päättyy',
    actions: {
      renew: 'Uusi: maksa seuraava kuukausi',
      fail: 'Simuloi epäonnistunut maksu',
      cancel: 'Peruuta jakson lopussa',
      end: 'Päätä tilaus heti',
    } satisfies Record<TestPortalAction, string>,
    done: 'Tehty.',
  },
  es: {
    banner: 'Pago de prueba: no se cobra ninguna tarjeta ni se mueve dinero',
    checkoutTitle: 'Pago de Courtside Pro',
    plan: 'Courtside Pro, mensual: partidos pro sin límite',
    explain:
      'Este servidor funciona en modo de prueba de facturación, así que esta página sustituye a Stripe Checkout.',
    pay: 'Pagar (prueba)',
    cancel: 'Cancelar',
    gone: 'Esta sesión de pago no existe o ya se ha usado.',
    expired: 'Este enlace ha caducado. Vuelve a empezar desde Courtside.',
    back: 'Volver a Courtside',
    portalTitle: 'Facturación de Courtside (portal de prueba)',
    noSubscription: 'No hay ninguna suscripción que gestionar.',
    status: 'Licencia',
    periodEnd: 'El periodo actual termina',
    actions: {
      renew: 'Renovar: pagar el mes siguiente',
      fail: 'Simular un pago fallido',
      cancel: 'Cancelar al final del periodo',
      end: 'Terminar la suscripción ahora',
    } satisfies Record<TestPortalAction, string>,
    done: 'Hecho.',
  },
  sv: {
    banner: 'Testbetalning – inget kort debiteras och inga pengar flyttas',
    checkoutTitle: 'Betalning för Courtside Pro',
    plan: 'Courtside Pro, månadsvis: obegränsat med pro-matcher',
    explain: 'Den här servern kör betalningens testläge, så den här sidan ersätter Stripe Checkout.',
    pay: 'Betala (test)',
    cancel: 'Avbryt',
    gone: 'Den här betalningssessionen finns inte eller har redan använts.',
    expired: 'Den här länken har gått ut. Börja om från Courtside.',
    back: 'Tillbaka till Courtside',
    portalTitle: 'Courtside-betalning (testportal)',
    noSubscription: 'Det finns ingen prenumeration att hantera.',
    status: 'Licens',
    periodEnd: 'Nuvarande period slutar',
    actions: {
      renew: 'Förnya: betala nästa månad',
      fail: 'Simulera en misslyckad betalning',
      cancel: 'Säg upp vid periodens slut',
      end: 'Avsluta prenumerationen nu',
    } satisfies Record<TestPortalAction, string>,
    done: 'Klart.',
  },
} as const

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function page(locale: Locale, title: string, body: string): string {
  const t = TEXTS[locale]
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#f1f5f9}.card{background:#1e293b!important}}
.banner{background:#facc15;color:#111827;font-weight:700;text-align:center;padding:.75rem 1rem;border-bottom:3px dashed #111827}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}.card{background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin:0 0 1rem}form{display:inline}.row{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button,a.button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:1px solid #334155;background:#0f172a;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:transparent;color:inherit}button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{opacity:.75}
</style></head>
<body><div class="banner" role="note">${escape(t.banner)}</div><main><div class="card">${body}</div></main></body></html>`
}

/** Why a test page shows nothing to act on: no such session or link (404), or a link past its hour (410). */
export type TestPageRefusal = 'gone' | 'expired'

/** The checkout for the signed link `token`, or why there is none. */
export function testCheckoutPage(locale: Locale, link: { token: string } | TestPageRefusal): string {
  const t = TEXTS[locale]
  if (typeof link === 'string')
    return page(
      locale,
      t.checkoutTitle,
      `<h1>${escape(t.checkoutTitle)}</h1><p>${escape(t[link])}</p><p><a class="button" href="/profile">${escape(t.back)}</a></p>`,
    )
  const base = `/billing/test/checkout/${encodeURIComponent(link.token)}`
  return page(
    locale,
    t.checkoutTitle,
    `<h1>${escape(t.checkoutTitle)}</h1><p><strong>${escape(t.plan)}</strong></p><p>${escape(t.explain)}</p>
<div class="row"><form method="post" action="${base}/pay"><button type="submit">${escape(t.pay)}</button></form>
<form method="post" action="${base}/cancel"><button type="submit" class="secondary">${escape(t.cancel)}</button></form></div>`,
  )
}

export function testPortalPage(
  locale: Locale,
  token: string,
  license: { status: string; endDate: string | null; hasSubscription: boolean } | TestPageRefusal,
  done: boolean,
): string {
  const t = TEXTS[locale]
  const back = `<p><a class="button" href="/profile">${escape(t.back)}</a></p>`
  if (license === 'expired')
    return page(locale, t.portalTitle, `<h1>${escape(t.portalTitle)}</h1><p>${escape(t.expired)}</p>${back}`)
  if (license === 'gone' || !license.hasSubscription)
    return page(locale, t.portalTitle, `<h1>${escape(t.portalTitle)}</h1><p>${escape(t.noSubscription)}</p>${back}`)
  const base = `/billing/test/portal/${encodeURIComponent(token)}`
  const buttons = (Object.keys(t.actions) as TestPortalAction[])
    .map(
      (action) =>
        `<form method="post" action="${base}/${action}"><button type="submit" class="${action === 'renew' ? '' : 'secondary'}">${escape(t.actions[action])}</button></form>`,
    )
    .join('')
  return page(
    locale,
    t.portalTitle,
    `<h1>${escape(t.portalTitle)}</h1>${done ? `<p role="status">${escape(t.done)}</p>` : ''}
<dl><dt>${escape(t.status)}</dt><dd data-testid="test-portal-status">${escape(license.status)}</dd>
<dt>${escape(t.periodEnd)}</dt><dd>${escape(license.endDate ?? '—')}</dd></dl><div class="row">${buttons}</div>${back}`,
  )
}
