import { useMemo, useSyncExternalStore } from 'react'
import type { CreateBallInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { outboxFor, visiblePoints } from '../lib/outbox'

/** The points of a match still waiting on this device (undone ones left out), oldest first: the timeline marks them. */
export function usePendingBalls(matchId: number): readonly (CreateBallInput & { winner_team: Team })[] {
  const outbox = useMemo(() => outboxFor(matchId), [matchId])
  const snapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot)
  return useMemo(() => {
    const ids = new Set(visiblePoints(snapshot.ops, 0).pending)
    return snapshot.ops.flatMap((op) =>
      op.kind === 'ball' && ids.has(op.id) ? [{ ...op.ball, winner_team: op.winnerTeam }] : [],
    )
  }, [snapshot])
}
