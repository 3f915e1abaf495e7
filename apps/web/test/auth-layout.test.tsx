import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@/lib/i18n'
import { mockApi } from './api-mock'
import { renderApp } from './render-app'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

/** The guest pages' shared frame around each page's own card. */
async function frameOf(path: string, heading: string) {
  mockApi({})
  const app = renderApp(path)
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  const main = screen.getByRole('main')
  return { ...app, main, footer: screen.getByRole('contentinfo') }
}

describe('the guest pages frame (auth layout)', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
  ])(
    '%s: the Courtside name, the decorative mascot and the page card in the main landmark, and its title',
    async (path, heading) => {
      const { main, container } = await frameOf(path, heading)
      expect(within(main).getByText('Courtside')).toBeInTheDocument()
      expect(within(main).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
      // The mascot is decoration: present, but hidden from assistive technology.
      const mascot = container.querySelector('[data-slot="mascot"]')
      expect(mascot).not.toBeNull()
      expect(main).toContainElement(mascot as HTMLElement)
      expect(mascot).toHaveAttribute('aria-hidden', 'true')
      // The skip link lands on this main region, which can take the focus.
      expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content')
      expect(main).toHaveAttribute('id', 'main-content')
      expect(main).toHaveAttribute('tabindex', '-1')
      await waitFor(() => expect(document.title).toBe(`${heading} · Courtside`))
    },
  )

  it('has the terms and privacy links in its footer, each opening its page', async () => {
    const { footer, router } = await frameOf('/login', 'Sign in')
    const terms = within(footer).getByRole('link', { name: 'Terms of Service' })
    const privacy = within(footer).getByRole('link', { name: 'Privacy Policy' })
    expect(terms).toHaveAttribute('href', '/terms')
    expect(privacy).toHaveAttribute('href', '/privacy')
    await userEvent.setup().click(terms)
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'))
  })

  it('speaks the chosen language', async () => {
    await i18n.changeLanguage('fi')
    mockApi({})
    renderApp('/login')
    const footer = await screen.findByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute('href', '/terms')
    expect(within(footer).getByRole('link', { name: 'Tietosuojaseloste' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Siirry sisältöön' })).toHaveAttribute('href', '#main-content')
  })

  it('frames only the guest pages: an unknown path has its own page, without the legal footer', async () => {
    mockApi({})
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Terms of Service' })).not.toBeInTheDocument()
  })
})
