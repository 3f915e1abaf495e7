import { useTranslation } from 'react-i18next'
import type { PublicMatch } from '@courtside/contracts'
import { LiveIndicator } from '@/components/live-indicator'
import { SilentScorerNotice } from '@/components/silent-scorer-notice'
import type { LiveState } from '@/hooks/use-guest-channel'
import { ApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { useOverlayRetry } from '../hooks/use-overlay-retry'
import { useTransparentPage } from '../hooks/use-transparent-page'
import { OverlayScoreBug } from './overlay-score-bug'

export const OVERLAY_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const
export type OverlayCorner = (typeof OVERLAY_CORNERS)[number]

/** `?corner=`: one of the four, top-left when missing or misspelt (a wrong URL still shows the score). */
export function overlayCorner(value: string | null): OverlayCorner {
  return (OVERLAY_CORNERS as readonly (string | null)[]).includes(value) ? (value as OverlayCorner) : 'top-left'
}

/** The bug's place on the stage: the broadcast's safe margin, 48 px, from the two edges of its corner. */
const PLACES: Record<OverlayCorner, string> = {
  'top-left': 'top-[48px] left-[48px] items-start',
  'top-right': 'top-[48px] right-[48px] items-end',
  'bottom-left': 'bottom-[48px] left-[48px] flex-col-reverse items-start',
  'bottom-right': 'bottom-[48px] right-[48px] flex-col-reverse items-end',
}

/** The small lines beside the bug: fixed colours, no pulse, readable on any video. */
const LINE = 'rounded-[8px] px-[12px] py-[5px] text-[20px] leading-tight font-medium'

/**
 * `/live/:token?overlay=1&corner=…`: the score bug alone, for a browser source in OBS or vMix. A 1920×1080 stage at
 * the page's top left (the size a browser source is set to), on a see-through page without cursor or scrollbars,
 * and nothing that moves by itself (no pulse, transition or spinner: a keyed stream would smear it). While the
 * first read is under way it shows nothing. A link that opens nothing (revoked, not shown yet, over, a failed read)
 * shows one small, dim line in the corner instead of the page's big explanation: a live stream must never carry an
 * error page, yet whoever sets the source up can read why it stays empty. A read that fails after a score was shown
 * keeps that score, with the offline line, until a retry brings the match back.
 */
export function OverlayScoreboard({
  data,
  error,
  live,
  silentMinutes,
  corner,
  onRetry,
}: {
  data: PublicMatch | undefined
  error: unknown
  live: LiveState
  silentMinutes: number | null
  corner: OverlayCorner
  onRetry: () => void
}) {
  const { t } = useTranslation()
  useTransparentPage()
  useOverlayRetry(error, onRetry)
  // A 404 says the link opens nothing now: the last score would mislead. Any other failure keeps it.
  const gone = error instanceof ApiError && error.status === 404
  const match = gone ? undefined : data
  const failed = error !== null && error !== undefined
  const offline = live === 'offline' || (failed && match !== undefined)
  return (
    <main
      id="main-content"
      aria-label={t('scoreboard.overlay.label')}
      data-testid="score-overlay"
      data-corner={corner}
      data-live={live}
      className="fixed top-0 left-0 h-[1080px] w-[1920px] cursor-none overflow-hidden select-none"
    >
      {(match !== undefined || failed) && (
        <div data-testid="score-overlay-place" className={cn('absolute flex flex-col gap-[10px]', PLACES[corner])}>
          {match ? (
            <>
              <OverlayScoreBug match={match} />
              {offline && (
                <LiveIndicator state="offline" className={cn(LINE, 'gap-[8px] bg-slate-950/90 text-white')} />
              )}
              <SilentScorerNotice
                minutes={silentMinutes}
                className={cn(LINE, 'gap-[8px] bg-amber-400 text-amber-950 dark:bg-amber-400 dark:text-amber-950')}
              />
            </>
          ) : (
            <p
              role="status"
              data-testid="score-overlay-unavailable"
              className="text-[18px] text-white/70 [text-shadow:0_1px_3px_rgb(0_0_0/0.9)]"
            >
              {unavailableText(error, t)}
            </p>
          )}
        </div>
      )}
    </main>
  )
}

/** The page's own headline for why a link shows no match, as one line. */
function unavailableText(error: unknown, t: (key: string) => string): string {
  const code = error instanceof ApiError ? error.code : undefined
  if (code === 'matchNotShownYet') return t('scoreboard.notShownYet')
  if (code === 'matchNoLongerShown') return t('scoreboard.noLongerShown')
  if (error instanceof ApiError && error.status === 404) return t('scoreboard.notFound')
  return t('scoreboard.loadFailed')
}
