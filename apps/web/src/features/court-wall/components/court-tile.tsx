import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CircleDashed, Lock } from 'lucide-react'
import type { CourtWall } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { CourtMatch, MatchStatusBadge } from './court-match'

export type WallCourt = CourtWall['courts'][number]

/**
 * One court on the wall, its name as the heading: the public match on it, "In use" in words for a match the guest
 * may not see (nothing more about it), or "Free". The dashed edge of a free court and the icons only repeat the
 * words.
 */
export function CourtTile({ court, receivedAt }: { court: WallCourt; receivedAt: number }) {
  const { t } = useTranslation()
  const headingId = useId()
  const { match } = court
  const state = match === null ? 'free' : match.status === 'in_use' ? 'in_use' : 'match'
  return (
    <section
      aria-labelledby={headingId}
      data-testid="court-tile"
      data-state={state}
      className={cn(
        'flex min-h-0 flex-col gap-[0.35em] overflow-hidden rounded-[0.5em] border-2 p-[0.65em] shadow-xs',
        state === 'free' ? 'border-dashed border-border bg-card/50' : 'border-border bg-card text-card-foreground',
      )}
    >
      <div className="flex shrink-0 items-center justify-between gap-[0.5em]">
        <h2 id={headingId} className="truncate text-[1.3em] leading-tight font-bold">
          {court.name}
        </h2>
        {match !== null && match.status !== 'in_use' && <MatchStatusBadge status={match.status} />}
      </div>
      {match === null ? (
        <CourtWord icon={CircleDashed} text={t('courtWall.free')} muted />
      ) : match.status === 'in_use' ? (
        <CourtWord icon={Lock} text={t('courtWall.inUse')} />
      ) : (
        <CourtMatch match={match} courtName={court.name} receivedAt={receivedAt} />
      )}
    </section>
  )
}

/** A court's state as one large word in the middle of its tile. */
function CourtWord({ icon: Icon, text, muted = false }: { icon: typeof Lock; text: string; muted?: boolean }) {
  return (
    <p
      className={cn(
        'flex flex-1 items-center justify-center gap-[0.4em] py-[0.5em] text-[1.6em] font-semibold',
        muted && 'text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-[0.9em] shrink-0" />
      {text}
    </p>
  )
}
