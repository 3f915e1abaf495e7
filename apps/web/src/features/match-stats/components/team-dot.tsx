import type { Team } from '@courtside/domain'
import { cn } from '@/lib/cn'

/** The team colours of the court drawing; always next to a name, never the only sign of the team. */
export const TEAM_DOT_CLASS: Record<Team, string> = {
  0: 'bg-sky-600 dark:bg-sky-400',
  1: 'bg-amber-500 dark:bg-amber-400',
}

export function TeamDot({ team, className }: { team: Team; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-full', TEAM_DOT_CLASS[team], className)}
    />
  )
}
