import { useCallback, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { LayoutGrid } from 'lucide-react'
import { CourtsideMark } from '@/components/courtside-logo'
import { EmptyState } from '@/components/empty-state'
import { LiveIndicator } from '@/components/live-indicator'
import { GuestLinkUnavailable } from '@/components/guest-link-unavailable'
import { Spinner } from '@/components/ui/spinner'
import { useWakeLock } from '@/hooks/use-wake-lock'
import { ApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { courtWallQueryOptions } from '../api/court-wall'
import { useCourtWallLive } from '../hooks/use-court-wall-live'
import { CourtTile } from './court-tile'
import { WALL_GAP, WALL_HEADER, wallGrid, wallGridStyle } from './wall-grid'

/**
 * /wall/:token (docs/decisions/0065-club-courts-and-the-court-wall.md): every court of a club at once for a screen
 * in the hall, no account, live. From `lg` up the courts fill one screen in large type (up to 16; more scroll by
 * rows); a phone gets one column of normal type. The screen is kept awake while the wall shows.
 */
export function CourtWallScreen({ token }: { token: string }) {
  const { t } = useTranslation()
  const query = useQuery(courtWallQueryOptions(token))
  // Only a link that opens nothing hides the courts: a failed periodic read keeps the last wall on the screen.
  const gone = query.error instanceof ApiError && query.error.status === 404
  const wall = gone ? undefined : query.data
  const live = useCourtWallLive(token, wall !== undefined)
  useWakeLock(wall !== undefined)
  const { refetch } = query
  const retry = useCallback(() => void refetch(), [refetch])

  if (!wall) {
    return (
      <div className="flex min-h-svh flex-col bg-background text-foreground">
        <main id="main-content" tabIndex={-1} className="m-auto w-full max-w-xl p-4 outline-none">
          {query.error ? (
            <GuestLinkUnavailable
              error={query.error}
              retrying={query.isFetching}
              onRetry={retry}
              notFound={t('courtWall.notFound')}
              notFoundBody={t('courtWall.notFoundBody')}
              loadFailed={t('courtWall.loadFailed')}
            />
          ) : (
            <div className="flex justify-center py-16" role="status" aria-label={t('common.loading')}>
              <Spinner className="size-8" />
            </div>
          )}
        </main>
      </div>
    )
  }

  const grid = wallGrid(wall.courts.length)
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground" data-testid="court-wall">
      <header
        className={cn(
          'flex items-center justify-between gap-3 border-b border-border bg-card/60 px-4 py-3',
          'lg:h-(--wall-header) lg:px-[2vmin] lg:py-0',
        )}
        style={{ '--wall-header': WALL_HEADER } as CSSProperties}
      >
        <div className="flex min-w-0 items-center gap-3 lg:gap-[1.2vmin]">
          <CourtsideMark className="lg:size-[5vh]" />
          <div className="min-w-0">
            <h1 className="truncate text-xl leading-tight font-bold lg:text-[min(2.6vw,4.2vh)]">
              {wall.organization.name}
            </h1>
            <p className="text-sm text-muted-foreground lg:text-[min(1.3vw,2.1vh)]">{t('courtWall.subtitle')}</p>
          </div>
        </div>
        <LiveIndicator state={live} className="shrink-0 text-muted-foreground lg:text-[min(1.5vw,2.4vh)]" />
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 p-4 outline-none lg:p-(--wall-gap)"
        style={{ '--wall-gap': WALL_GAP } as CSSProperties}
      >
        {wall.courts.length === 0 ? (
          <EmptyState
            icon={LayoutGrid}
            title={t('courtWall.noCourts')}
            description={t('courtWall.noCourtsBody')}
            className="mx-auto max-w-xl"
          />
        ) : (
          <div
            data-testid="court-grid"
            style={wallGridStyle(grid)}
            className={cn(
              'grid gap-3 text-base md:grid-cols-2',
              'lg:grid-cols-(--wall-cols) lg:auto-rows-(--wall-row) lg:gap-(--wall-gap) lg:text-(length:--wall-font)',
            )}
          >
            {wall.courts.map((court, i) => (
              // Court names are unique in a club; the position breaks a tie while a rename is on its way.
              <CourtTile key={`${i}-${court.name}`} court={court} receivedAt={query.dataUpdatedAt} />
            ))}
          </div>
        )}
      </main>
    </div>
  )
}
