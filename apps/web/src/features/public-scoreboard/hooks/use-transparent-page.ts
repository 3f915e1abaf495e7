import { useLayoutEffect } from 'react'

/** What a broadcast overlay needs of <html> and <body>: see-through, no cursor, no scrollbars. */
const PAGE_STYLE = {
  'background-color': 'transparent',
  'background-image': 'none',
  overflow: 'hidden',
  cursor: 'none',
} as const

type PageProperty = keyof typeof PAGE_STYLE

/**
 * While `active`, the whole document is see-through (an OBS or vMix browser source keys out nothing itself: the
 * page's own background would hide the video), shows no cursor and never scrolls. Inline styles win over the
 * theme's `bg-background` on <body> in light and dark alike; each element's own inline values come back on unmount,
 * so the normal scoreboard (a `?overlay` removed in place) looks as before. A layout effect: the opaque page is
 * never painted once the overlay has rendered.
 */
export function useTransparentPage(active = true): void {
  useLayoutEffect(() => {
    if (!active) return
    const elements = [document.documentElement, document.body]
    const saved = elements.map((element) => {
      const before = Object.fromEntries(
        Object.keys(PAGE_STYLE).map((property) => [property, element.style.getPropertyValue(property)]),
      ) as Record<PageProperty, string>
      for (const [property, value] of Object.entries(PAGE_STYLE)) element.style.setProperty(property, value)
      return before
    })
    return () => {
      elements.forEach((element, i) => {
        for (const [property, value] of Object.entries(saved[i]!)) {
          if (value) element.style.setProperty(property, value)
          else element.style.removeProperty(property)
        }
      })
    }
  }, [active])
}
