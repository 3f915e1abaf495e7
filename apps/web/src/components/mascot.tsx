import { useEffect, useId, useState, useSyncExternalStore, type CSSProperties } from 'react'
import { cn } from '@/lib/cn'
import './mascot.css'

/** The mascot appears after 3 s, starts wiggling after 10 s and wiggles again every 2 s. */
export const MASCOT_APPEAR_MS = 3000
export const MASCOT_WIGGLE_START_MS = 10000
export const MASCOT_WIGGLE_EVERY_MS = 2000
/** Length of one fade-in and of one wiggle (kept well inside the 2 s period). */
export const MASCOT_FADE_MS = 700
export const MASCOT_WIGGLE_MS = 800

export type MascotState = 'hidden' | 'visible' | 'wiggling' | 'still'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => {}
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersReducedMotion(): boolean {
  return hasMatchMedia() && window.matchMedia(REDUCED_MOTION).matches
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false)
}

/**
 * Courtside's mascot: a padel ball with a face, holding a racket. Decorative (the auth card has its own heading).
 * Invisible at first, fades in after MASCOT_APPEAR_MS, wiggles from MASCOT_WIGGLE_START_MS every
 * MASCOT_WIGGLE_EVERY_MS. With prefers-reduced-motion it is simply shown, completely still.
 */
export function Mascot({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion()
  const [appeared, setAppeared] = useState(false)
  const [wiggleStarted, setWiggleStarted] = useState(false)
  const [wiggles, setWiggles] = useState(0)
  const clipId = useId()

  useEffect(() => {
    const appear = window.setTimeout(() => setAppeared(true), MASCOT_APPEAR_MS)
    const wiggle = window.setTimeout(() => setWiggleStarted(true), MASCOT_WIGGLE_START_MS)
    return () => {
      window.clearTimeout(appear)
      window.clearTimeout(wiggle)
    }
  }, [])

  // Each tick remounts the figure (its key changes), which plays the one-shot wiggle animation again.
  useEffect(() => {
    if (!wiggleStarted || reducedMotion) return
    const repeat = window.setInterval(() => setWiggles((n) => n + 1), MASCOT_WIGGLE_EVERY_MS)
    return () => window.clearInterval(repeat)
  }, [wiggleStarted, reducedMotion])

  const state: MascotState = reducedMotion ? 'still' : wiggleStarted ? 'wiggling' : appeared ? 'visible' : 'hidden'
  const shown = state !== 'hidden'

  const style = {
    opacity: shown ? 1 : 0,
    transition: reducedMotion ? 'none' : `opacity ${MASCOT_FADE_MS}ms ease-out`,
    '--mascot-wiggle-duration': `${MASCOT_WIGGLE_MS}ms`,
  } as CSSProperties

  return (
    <div
      aria-hidden="true"
      data-slot="mascot"
      data-state={state}
      data-wiggles={state === 'wiggling' ? wiggles + 1 : 0}
      className={cn('pointer-events-none inline-block aspect-square h-28 w-28 select-none', className)}
      style={style}
    >
      <svg
        key={state === 'wiggling' ? wiggles : 'idle'}
        className={state === 'wiggling' ? 'mascot-wiggle size-full' : 'size-full'}
        viewBox="0 0 120 120"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        focusable="false"
      >
        <defs>
          <clipPath id={clipId}>
            <circle cx="58" cy="58" r="40" />
          </clipPath>
        </defs>

        {/* ground shadow: follows the text colour, so it suits light and dark themes */}
        <ellipse cx="60" cy="111" rx="30" ry="4.5" fill="currentColor" opacity="0.12" />

        {/* padel racket held behind the ball */}
        <g transform="translate(95 64) rotate(10)">
          <rect x="-3.5" y="-4" width="7" height="18" rx="3.5" fill="#334155" />
          <path d="M-5.5 -3 L0 -15 L5.5 -3 Z" fill="#c2410c" />
          <rect x="-14" y="-50" width="28" height="37" rx="14" fill="#f97316" stroke="#9a3412" strokeWidth="3" />
          <g fill="#ffedd5">
            <circle cx="-6" cy="-39" r="1.6" />
            <circle cx="0" cy="-39" r="1.6" />
            <circle cx="6" cy="-39" r="1.6" />
            <circle cx="-6" cy="-32" r="1.6" />
            <circle cx="0" cy="-32" r="1.6" />
            <circle cx="6" cy="-32" r="1.6" />
            <circle cx="-3" cy="-25" r="1.6" />
            <circle cx="3" cy="-25" r="1.6" />
          </g>
        </g>

        {/* feet (white shoes, outlined, so they read on light and dark) */}
        <ellipse cx="44" cy="100" rx="10" ry="5.5" fill="#f8fafc" stroke="#4d5a12" strokeWidth="2.5" />
        <ellipse cx="72" cy="100" rx="10" ry="5.5" fill="#f8fafc" stroke="#4d5a12" strokeWidth="2.5" />

        {/* the ball */}
        <circle cx="58" cy="58" r="40" fill="#d9ec3f" />
        <g clipPath={`url(#${clipId})`}>
          <circle cx="72" cy="74" r="40" fill="#c3d62e" opacity="0.55" />
          <path d="M20 28 C40 44 40 72 20 90" stroke="#fbfef0" strokeWidth="3.5" strokeLinecap="round" />
          <path d="M96 28 C76 44 76 72 96 90" stroke="#fbfef0" strokeWidth="3.5" strokeLinecap="round" />
          <ellipse cx="40" cy="34" rx="11" ry="6" transform="rotate(-35 40 34)" fill="#ffffff" opacity="0.45" />
        </g>
        <circle cx="58" cy="58" r="40" stroke="#4d5a12" strokeWidth="3" />

        {/* hand gripping the racket */}
        <circle cx="95" cy="66" r="6" fill="#d9ec3f" stroke="#4d5a12" strokeWidth="2.5" />

        {/* face */}
        <ellipse cx="48" cy="53" rx="4.2" ry="5.6" fill="#1c2308" />
        <ellipse cx="68" cy="53" rx="4.2" ry="5.6" fill="#1c2308" />
        <circle cx="49.5" cy="51" r="1.5" fill="#ffffff" />
        <circle cx="69.5" cy="51" r="1.5" fill="#ffffff" />
        <ellipse cx="40.5" cy="63" rx="5" ry="3" fill="#fb7185" opacity="0.4" />
        <ellipse cx="75.5" cy="63" rx="5" ry="3" fill="#fb7185" opacity="0.4" />
        <path d="M50.5 63 Q58 73 65.5 63 Z" fill="#1c2308" stroke="#1c2308" strokeWidth="2" strokeLinejoin="round" />
        <ellipse cx="58" cy="66.4" rx="3.2" ry="1.5" fill="#fb7185" />
      </svg>
    </div>
  )
}
