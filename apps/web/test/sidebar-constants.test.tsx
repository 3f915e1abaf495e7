import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token'
import { aLicense, aUser, json, mockApi, TOKEN } from './api-mock'
import { renderApp } from './render-app'

afterEach(() => {
  vi.useRealTimers()
})

function signedIn() {
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN)
  mockApi({
    'GET /api/v2/user/me.json': () => json(aUser()),
    'GET /api/v2/user_license/current': () => json(aLicense()),
  })
}

/** A screen `width` pixels wide, as far as the app's media queries can tell. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /\(max-width: (\d+)px\)/.exec(query)
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }
  })
}

describe('sidebar: remembered state', () => {
  it('writes its state to the sidebar_state cookie for the whole site, kept 7 days', async () => {
    signedIn()
    renderApp('/dashboard')
    const trigger = await screen.findByTestId('sidebar-trigger')
    const written: string[] = []
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
      cookie.set!.call(document, value)
    })
    await userEvent.setup().click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(written).toEqual(['sidebar_state=false; path=/; max-age=604800; samesite=lax'])
  })
})

describe('sidebar: widths', () => {
  it('is 16rem wide on a wide screen, and a 3rem rail collapsed', async () => {
    screenWidth(1280)
    signedIn()
    const { container } = renderApp('/dashboard')
    await screen.findByTestId('sidebar-trigger')
    const wrapper = container.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]')!
    expect(wrapper.style.getPropertyValue('--sidebar-width')).toBe('16rem')
    expect(wrapper.style.getPropertyValue('--sidebar-width-icon')).toBe('3rem')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it.each([767, 390])('opens as an 18rem sheet on a %ipx screen (a phone: below 768px)', async (width) => {
    screenWidth(width)
    signedIn()
    renderApp('/dashboard')
    const trigger = await screen.findByTestId('sidebar-trigger')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.setup().click(trigger)
    const sheet = await screen.findByRole('dialog')
    expect(sheet.style.getPropertyValue('--sidebar-width')).toBe('18rem')
    expect(within(sheet).getByRole('link', { name: 'Matches' })).toBeInTheDocument()
  })

  it('is no sheet at 768px', async () => {
    screenWidth(768)
    signedIn()
    renderApp('/dashboard')
    const trigger = await screen.findByTestId('sidebar-trigger')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.setup().click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('sidebar: tooltips', () => {
  async function hoverMatches() {
    signedIn()
    renderApp('/dashboard')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const link = within(nav).getByRole('link', { name: 'Matches' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A mouse coming over the link (the primitive opens on pointer movement).
    fireEvent.pointerMove(link, { pointerType: 'mouse' })
  }

  it("names an item of the collapsed rail in a tooltip at once, without the primitive's 700 ms wait", async () => {
    document.cookie = 'sidebar_state=false; path=/'
    await hoverMatches()
    act(() => vi.advanceTimersByTime(0))
    expect(screen.getByRole('tooltip')).toHaveTextContent('Matches')
  })

  it('shows no tooltip over the expanded sidebar, where the name is written out', async () => {
    await hoverMatches()
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
  })
})
