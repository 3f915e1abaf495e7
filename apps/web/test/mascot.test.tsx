import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MASCOT_APPEAR_MS, MASCOT_WIGGLE_EVERY_MS, MASCOT_WIGGLE_START_MS, Mascot } from '@/components/mascot'

function renderMascot() {
  const { container, unmount } = render(<Mascot className="h-24 w-auto" />)
  const mascot = container.querySelector<HTMLElement>('[data-slot="mascot"]')
  if (!mascot) throw new Error('mascot not rendered')
  const figure = () => {
    const svg = mascot.querySelector('svg')
    if (!svg) throw new Error('mascot figure not rendered')
    return svg
  }
  return { mascot, figure, unmount }
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Mascot', () => {
  it('uses the mascot timings', () => {
    expect([MASCOT_APPEAR_MS, MASCOT_WIGGLE_START_MS, MASCOT_WIGGLE_EVERY_MS]).toEqual([3000, 10000, 2000])
  })

  it('is decorative and lets the caller size it', () => {
    stubReducedMotion(false)
    const { mascot } = renderMascot()
    expect(mascot).toHaveAttribute('aria-hidden', 'true')
    expect(mascot).toHaveClass('h-24', 'w-auto', 'aspect-square')
    expect(mascot).not.toHaveClass('h-28')
    expect(mascot).not.toHaveClass('w-28')
  })

  it('is invisible before 3 s and fades in after', () => {
    stubReducedMotion(false)
    const { mascot, figure } = renderMascot()
    expect(mascot).toHaveAttribute('data-state', 'hidden')
    expect(mascot.style.opacity).toBe('0')

    advance(MASCOT_APPEAR_MS - 1)
    expect(mascot).toHaveAttribute('data-state', 'hidden')
    expect(mascot.style.opacity).toBe('0')

    advance(1)
    expect(mascot).toHaveAttribute('data-state', 'visible')
    expect(mascot.style.opacity).toBe('1')
    expect(mascot.style.transition).toContain('opacity')
    expect(figure()).not.toHaveClass('mascot-wiggle')
  })

  it('starts wiggling after 10 s and wiggles again every 2 s', () => {
    stubReducedMotion(false)
    const { mascot, figure } = renderMascot()

    advance(MASCOT_WIGGLE_START_MS - 1)
    expect(mascot).toHaveAttribute('data-state', 'visible')
    expect(figure()).not.toHaveClass('mascot-wiggle')

    advance(1)
    expect(mascot).toHaveAttribute('data-state', 'wiggling')
    expect(mascot).toHaveAttribute('data-wiggles', '1')
    const first = figure()
    expect(first).toHaveClass('mascot-wiggle')

    advance(MASCOT_WIGGLE_EVERY_MS - 1)
    expect(mascot).toHaveAttribute('data-wiggles', '1')
    expect(figure()).toBe(first)

    advance(1)
    expect(mascot).toHaveAttribute('data-wiggles', '2')
    // A fresh figure element replays the one-shot wiggle animation.
    expect(figure()).not.toBe(first)
    expect(figure()).toHaveClass('mascot-wiggle')

    advance(MASCOT_WIGGLE_EVERY_MS * 3)
    expect(mascot).toHaveAttribute('data-wiggles', '5')
    expect(mascot.style.opacity).toBe('1')
  })

  it('clears its timers on unmount', () => {
    stubReducedMotion(false)
    const { unmount } = renderMascot()
    advance(MASCOT_WIGGLE_START_MS)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is simply visible and completely still under prefers-reduced-motion', () => {
    stubReducedMotion(true)
    const { mascot, figure } = renderMascot()
    expect(mascot).toHaveAttribute('data-state', 'still')
    expect(mascot.style.opacity).toBe('1')
    expect(mascot.style.transition).toBe('none')

    advance(MASCOT_WIGGLE_START_MS + MASCOT_WIGGLE_EVERY_MS * 5)
    expect(mascot).toHaveAttribute('data-state', 'still')
    expect(mascot).toHaveAttribute('data-wiggles', '0')
    expect(figure()).not.toHaveClass('mascot-wiggle')
  })
})
