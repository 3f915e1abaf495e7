import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CourtsideLogo } from '@/components/courtside-logo'
import { cn } from '@/lib/cn'

/** How wide a guest page reads: a scoreboard, a text, a wall of clips. */
const WIDTHS = { narrow: 'max-w-3xl', reading: 'max-w-4xl', wide: 'max-w-6xl' } as const

/**
 * The frame of the pages anyone may open without the app around them (legal texts and checkout results, a shared
 * scoreboard, shared clips): a slim header with the logo home and what the page adds at its end, and the page's
 * main column, the skip link's target and the page's footnote ("Shared with Courtside") below.
 */
export function GuestPage({
  width,
  headerEnd,
  mainClassName,
  footnote,
  children,
}: {
  width: keyof typeof WIDTHS
  headerEnd?: ReactNode
  mainClassName?: string
  footnote?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="border-b border-border bg-card/60">
        <div
          className={cn(
            'mx-auto flex h-16 w-full items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6',
            WIDTHS[width],
          )}
        >
          <Link
            to="/"
            className="rounded-lg focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <CourtsideLogo />
          </Link>
          {headerEnd}
        </div>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 px-4 outline-none sm:px-6', WIDTHS[width], mainClassName)}
      >
        {children}
      </main>
      {footnote && <footer className="px-4 pb-4 text-center text-xs text-muted-foreground">{footnote}</footer>}
    </div>
  )
}
