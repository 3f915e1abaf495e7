import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { ArrowLeftIcon, PrinterIcon, UsersRoundIcon } from 'lucide-react'
import type { SocialSession } from '@courtside/contracts'
import { LoadingBlock } from '@/components/loading-block'
import { QueryErrorView } from '@/components/query-error-view'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-error'
import { cn } from '@/lib/cn'
import { errorText } from '@/lib/error-text'
import { socialSessionQueryOptions } from '@/lib/queries/social-session-queries'
import { currentRoundNumber } from '../lib/session-rounds'
import { DeleteEveningButton } from './delete-evening-button'
import { PrintSchedule } from './print-schedule'
import { RoundSection } from './round-section'
import { StandingsTable } from './standings-table'

const backClass =
  'inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 md:min-h-8'

/** /organizations/:id/social/:sessionId: the evening, followed live (asked again every 10 s while visible). */
export function SocialSessionScreen({ organizationId, sessionId }: { organizationId: number; sessionId: number }) {
  const { t } = useTranslation()
  const query = useQuery(socialSessionQueryOptions(organizationId, sessionId))
  const back = (
    <Link to={`/organizations/${organizationId}/social`} className={backClass}>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('social.session.back')}
    </Link>
  )
  // A refresh that fails (the club's wifi) keeps the evening on screen with a word about it; a 404 means it is gone.
  const gone = query.error instanceof ApiError && query.error.status === 404
  if (query.data && !gone) {
    const stale = query.isError ? errorText(t, query.error, 'social.session.refreshFailed') : null
    return <SocialSessionView session={query.data} organizationId={organizationId} back={back} stale={stale} />
  }
  return (
    <div className="grid gap-6">
      {back}
      <QueryErrorView
        query={query}
        headingLevel={1}
        title={t('social.session.loadFailed')}
        pending={
          <LoadingBlock className="grid gap-4">
            <Skeleton className="h-20 w-full rounded-2xl" />
            <div className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-64 w-full rounded-2xl" />
              <Skeleton className="h-64 w-full rounded-2xl" />
            </div>
          </LoadingBlock>
        }
        notFound={{
          icon: UsersRoundIcon,
          title: t('messages.notFound'),
          description: t('social.session.notFoundBody'),
        }}
      />
    </div>
  )
}

function SocialSessionView({
  session,
  organizationId,
  back,
  stale,
}: {
  session: SocialSession
  organizationId: number
  back: ReactNode
  /** Why the last refresh failed, while the copy on screen is the one from before. */
  stale: string | null
}) {
  const { t } = useTranslation()
  const [number, setNumber] = useState(() => currentRoundNumber(session))
  // Follow a new round made on another phone when this one was showing the newest (adjusting state to new props).
  const [seenRounds, setSeenRounds] = useState(session.rounds.length)
  if (seenRounds !== session.rounds.length) {
    setSeenRounds(session.rounds.length)
    if (number === seenRounds) setNumber(session.rounds.length)
  }

  return (
    <div className="grid gap-6 2xl:gap-8">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl 2xl:text-4xl">{session.name}</h1>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="secondary">{t(`social.format.${session.format}`)}</Badge>
            <span>
              {[
                t('social.session.players', { count: session.players.length }),
                t('social.session.courts', { count: session.courts }),
                t('social.session.points', { count: session.points_per_match }),
              ].join(' · ')}
            </span>
          </div>
          {stale && (
            <p role="status" className="text-sm text-muted-foreground" data-testid="refresh-failed">
              {stale}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => window.print()} data-testid="print-schedule-button">
            <PrinterIcon aria-hidden="true" />
            {t('social.session.print')}
          </Button>
          {session.can_manage && <DeleteEveningButton session={session} organizationId={organizationId} />}
        </div>
      </header>
      {/* On a wide screen (the club's TV) the table stands beside one or two courts; more courts need the width. */}
      <div className={cn('grid gap-8', session.courts <= 2 && '2xl:grid-cols-[minmax(0,1fr)_24rem] 2xl:items-start')}>
        <RoundSection session={session} organizationId={organizationId} number={number} onNumberChange={setNumber} />
        <StandingsTable session={session} />
      </div>
      <PrintSchedule session={session} />
    </div>
  )
}
