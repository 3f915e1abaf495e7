import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeSwitch } from '@/components/theme-switch'
import { applyTheme, getThemePreference, setThemePreference, THEME_STORAGE_KEY, watchSystemTheme } from '@/lib/theme'

function mockSystemDark(initial: boolean) {
  let matches = initial
  const listeners = new Set<() => void>()
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? matches : false
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  )
  return {
    set(dark: boolean) {
      matches = dark
      listeners.forEach((listener) => listener())
    },
  }
}

describe('theme', () => {
  it("defaults to 'system' and stores the choice under 'theme-preference'", () => {
    expect(THEME_STORAGE_KEY).toBe('theme-preference')
    expect(getThemePreference()).toBe('system')
    setThemePreference('dark')
    expect(localStorage.getItem('theme-preference')).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')
    setThemePreference('light')
    expect(localStorage.getItem('theme-preference')).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('ignores a garbage stored value', () => {
    localStorage.setItem('theme-preference', 'purple')
    expect(getThemePreference()).toBe('system')
  })

  it('follows the device live while on system', () => {
    const system = mockSystemDark(false)
    localStorage.setItem('theme-preference', 'system')
    applyTheme()
    const stop = watchSystemTheme()
    expect(document.documentElement).not.toHaveClass('dark')
    system.set(true)
    expect(document.documentElement).toHaveClass('dark')
    system.set(false)
    expect(document.documentElement).not.toHaveClass('dark')
    stop()
  })

  it('the switch is a labelled radio group of light, system and dark', async () => {
    render(<ThemeSwitch showLabels />)
    const group = screen.getByRole('radiogroup', { name: 'Theme' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked()
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Dark' }))
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked()
    expect(localStorage.getItem('theme-preference')).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')
  })
})
