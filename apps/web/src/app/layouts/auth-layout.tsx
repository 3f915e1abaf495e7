import { lazy, Suspense, type ComponentType } from 'react'
import { Outlet } from 'react-router'
import { Mascot } from '@/components/mascot'
import { CourtsideLogo } from '@/components/courtside-logo'
import { AuthFooterLinks } from './auth-footer-links'

// The picker is not part of the guest's first download (ADR 0042): it arrives just after, in its reserved corner. A
// chunk that cannot load (offline, a deploy replaced it) leaves the corner empty rather than the page blank.
const LanguagePicker = lazy(() =>
  import('@/components/language-picker').then(
    (m) => ({ default: m.LanguagePicker }),
    (): { default: ComponentType<{ compact?: boolean }> } => ({ default: () => null }),
  ),
)

/** The authentication layout: a centred card on a gradient, the mascot above it. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-svh flex-col bg-gradient-to-br from-(--auth-from) via-(--auth-via) to-(--auth-to)">
      {/* Faint court lines give the gradient a sense of place without competing with the form. */}
      <svg
        className="pointer-events-none absolute inset-0 h-full w-full text-primary/[0.06] dark:text-primary/[0.08]"
        aria-hidden="true"
        preserveAspectRatio="none"
        viewBox="0 0 100 100"
      >
        <rect
          x="8"
          y="6"
          width="84"
          height="88"
          fill="none"
          stroke="currentColor"
          strokeWidth="0.4"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="8"
          y1="50"
          x2="92"
          y2="50"
          stroke="currentColor"
          strokeWidth="0.4"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="50"
          y1="22"
          x2="50"
          y2="78"
          stroke="currentColor"
          strokeWidth="0.4"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="8"
          y1="22"
          x2="92"
          y2="22"
          stroke="currentColor"
          strokeWidth="0.4"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1="8"
          y1="78"
          x2="92"
          y2="78"
          stroke="currentColor"
          strokeWidth="0.4"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {/* Before signing in, the language can be picked here; it goes to the account at sign-in. */}
      <div className="relative flex h-14 justify-end px-4 pt-3 md:h-12">
        <Suspense>
          <LanguagePicker compact />
        </Suspense>
      </div>
      <main
        id="main-content"
        tabIndex={-1}
        className="relative flex flex-1 flex-col items-center justify-center px-4 py-8 outline-none sm:py-12"
      >
        <div className="flex w-full max-w-md flex-col items-center gap-4">
          <CourtsideLogo className="text-xl" />
          <Mascot className="h-24 w-auto sm:h-28" />
          <Outlet />
        </div>
      </main>
      <AuthFooterLinks />
    </div>
  )
}
