import { Fragment } from 'react'
import type { PublicMatch } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import { playersOfTeam } from '@/lib/match-teams'

/**
 * One side's players: one per line where the width is short (a phone, a narrow column), "A & B" on one line
 * otherwise, so a doubles pair is never cut to "Iida Koski & An…". Screen readers always hear "A & B".
 */
export function TeamNames({
  match,
  team,
  stack = 'narrow',
}: {
  match: PublicMatch
  team: 0 | 1
  stack?: 'narrow' | 'always'
}) {
  const players = playersOfTeam(match, team)
  return (
    <span className="min-w-0">
      {players.map((player, i) => (
        <Fragment key={player.id}>
          {i > 0 && <span className={cn('sr-only', stack === 'narrow' && 'sm:not-sr-only')}> & </span>}
          <span className={cn('block truncate', stack === 'narrow' && 'sm:inline')}>{player.name}</span>
        </Fragment>
      ))}
    </span>
  )
}
