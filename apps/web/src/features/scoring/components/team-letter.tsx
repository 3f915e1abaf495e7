import type { Team } from '@courtside/domain'
import { cn } from '@/lib/cn'
import { TEAM_BADGE, TEAM_LETTER } from './team-style'

export function TeamLetter({ team, className }: { team: Team; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-xs font-bold',
        TEAM_BADGE[team],
        className,
      )}
    >
      {TEAM_LETTER[team]}
    </span>
  )
}
