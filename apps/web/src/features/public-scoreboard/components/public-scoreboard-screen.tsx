import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { Minimize2, Tv } from 'lucide-react'
import type { PublicMatch } from '@courtside/contracts'
import { GuestPage } from '@/components/guest-page'
import { LiveIndicator } from '@/components/live-indicator'
import { SilentScorerNotice } from '@/components/silent-scorer-notice'
import { Button } from '@/components/ui/button'
import { LoadingSpinner } from '@/components/loading-spinner'
import type { LiveState } from '@/hooks/use-guest-channel'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'
import { useSilentMinutes } from '@/hooks/use-silent-minutes'
import { backgroundCss } from '@/lib/match-background'
import { publicMatchQueryOptions } from '../api/public-match'
import { usePublicMatchLive } from '../hooks/use-public-match-live'
import { useWakeLock } from '@/hooks/use-wake-lock'
import { OverlayScoreboard, overlayCorner } from './overlay-scoreboard'
import { PublicStats } from './public-stats'
import { RecentPoints } from './recent-points'
import { ScoreboardBoard } from './scoreboard-board'
import { ScoreboardUnavailable } from './scoreboard-unavailable'

/**
 * /live/:token (ADR 0033): a shared match for anyone with the link, no account: the big score, the latest points
 * and a few figures, live. `?tv=1` is the club-screen mode: the whole screen, large type, no chrome, the screen
 * kept awake; a bookmark of it opens straight into TV mode. `?overlay=1&corner=…` is the score bug alone on a
 * see-through page, for a stream's browser source (OverlayScoreboard).
 */
export function PublicScoreboardScreen({ token }: { token: string }) {
  const { t } = useTranslation()
  const [params, updateParams] = useSearchParamUpdates()
  const tv = params.get('tv') === '1'
  const overlay = params.get('overlay') === '1'
  const query = useQuery(publicMatchQueryOptions(token))
  const match = query.error ? undefined : query.data
  const live = usePublicMatchLive(token, match !== undefined)
  const silentMinutes = useSilentMinutes(match, query.dataUpdatedAt)
  useWakeLock(tv && match !== undefined)
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])

  const enterTv = () => {
    updateParams((next) => next.set('tv', '1'))
    // Full screen needs this click; a screen that refuses it still gets the TV layout.
    void document.documentElement.requestFullscreen?.().catch(() => {})
  }
  const leaveTv = () => {
    updateParams((next) => next.delete('tv'))
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  }

  if (overlay) {
    return (
      <OverlayScoreboard
        data={query.data}
        error={query.error}
        live={live}
        silentMinutes={silentMinutes}
        corner={overlayCorner(params.get('corner'))}
        onRetry={retry}
      />
    )
  }
  if (match && tv) return <TvScoreboard match={match} live={live} silentMinutes={silentMinutes} onLeave={leaveTv} />

  return (
    <GuestPage
      width="narrow"
      mainClassName="grid content-start gap-6 py-6"
      footnote={t('scoreboard.followedWith')}
      headerEnd={
        match && (
          <div className="flex items-center gap-3">
            <LiveIndicator state={live} className="text-muted-foreground" />
            <Button variant="outline" onClick={enterTv}>
              <Tv aria-hidden="true" />
              {t('scoreboard.tvMode')}
            </Button>
          </div>
        )
      }
    >
      {query.error ? (
        <ScoreboardUnavailable error={query.error} onRetry={retry} />
      ) : !match ? (
        <LoadingSpinner />
      ) : (
        <>
          <SilentScorerNotice minutes={silentMinutes} className="justify-self-start" />
          <ScoreboardBoard match={match} />
          <section aria-labelledby="recent-title" className="grid gap-3">
            <h2 id="recent-title" className="text-base font-semibold">
              {t('scoreboard.recent')}
            </h2>
            <RecentPoints match={match} />
          </section>
          <section aria-labelledby="stats-title" className="grid gap-3">
            <h2 id="stats-title" className="text-base font-semibold">
              {t('scoreboard.stats')}
            </h2>
            <div className="rounded-xl border border-border bg-card">
              <PublicStats match={match} />
            </div>
          </section>
        </>
      )}
    </GuestPage>
  )
}

/** The club-screen layout: the match's background edge to edge, the score large, the latest points and figures. */
function TvScoreboard({
  match,
  live,
  silentMinutes,
  onLeave,
}: {
  match: PublicMatch
  live: LiveState
  silentMinutes: number | null
  onLeave: () => void
}) {
  const { t } = useTranslation()
  const css = backgroundCss(match.background)
  return (
    <main
      id="main-content"
      data-testid="tv-scoreboard"
      className="fixed inset-0 flex flex-col overflow-hidden bg-slate-950 text-white"
      style={css ? { backgroundImage: css } : undefined}
    >
      <ScoreboardBoard match={match} tv />
      <div className="grid shrink-0 grid-cols-2 items-start gap-[3vw] px-[4vmin] pt-[2vh] pb-[4vmin]">
        <RecentPoints match={match} limit={3} tv />
        <div className="rounded-[1vw] bg-black/35">
          <PublicStats match={match} tv />
        </div>
      </div>
      <div className="absolute top-[3vmin] right-[4vmin] flex items-center gap-[1vw] text-[min(1.8vw,2.8vh)]">
        <SilentScorerNotice minutes={silentMinutes} className="text-[length:inherit]" />
        <LiveIndicator state={live} className="text-[length:inherit] text-white" />
      </div>
      <Button
        variant="secondary"
        onClick={onLeave}
        className="absolute right-3 bottom-3 opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100"
      >
        <Minimize2 aria-hidden="true" />
        {t('scoreboard.leaveTvMode')}
      </Button>
    </main>
  )
}
