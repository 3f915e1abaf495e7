import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { messages, type Match } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import { deleteLastBall, fetchMatch, postBall } from '../api/scoring-api'
import { predict } from '../lib/optimistic-score'
import type { NewBall } from '../lib/point-details-flow'
import { outboxFor, pendingEffect, type OutboxOp, type OutboxSnapshot } from '../lib/outbox'

export interface RecorderCallbacks {
  onMatchUpdated(match: Match): void
  onBallsChanged(): void
}

function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // RFC 4122 v4 from Math.random, for the rare browser without randomUUID (plain http on a LAN address).
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16)
  })
}

const newer = (a: Match, b: Match | null) => (b && Date.parse(b.updated_at) > Date.parse(a.updated_at) ? b : a)

/**
 * The recorder's state: the match as last confirmed (the page's cache or the latest answer, whichever is newer),
 * the outbox of points and undos not yet confirmed, and the score shown = the first plus the second.
 */
export function useRecorder(match: Match, callbacks: RecorderCallbacks) {
  const { t } = useTranslation()
  const outbox = useMemo(() => outboxFor<Awaited<ReturnType<typeof postBall>>, Match>(match.id), [match.id])
  const snapshot: OutboxSnapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot)
  const [answered, setAnswered] = useState<Match | null>(null)
  const base = newer(match, answered && answered.id === match.id ? answered : null)

  // Matches seen at each point count: an undo waiting for the server shows the score one point earlier at once.
  useEffect(() => {
    outbox.remember(base.points_count, base)
  }, [outbox, base])

  const callbacksRef = useRef(callbacks)
  useEffect(() => {
    callbacksRef.current = callbacks
  })

  const confirm = useCallback((confirmed: Match) => {
    setAnswered((current) => newer(confirmed, current))
    callbacksRef.current.onMatchUpdated(confirmed)
    callbacksRef.current.onBallsChanged()
  }, [])

  const resync = useCallback(() => {
    fetchMatch(match.id)
      .then((fresh) => confirm(fresh))
      .catch(() => callbacksRef.current.onBallsChanged())
  }, [match.id, confirm])

  useEffect(() => {
    outbox.attach({
      sendBall: (ball) => postBall(match.id, ball),
      sendUndo: () => deleteLastBall(match.id),
      onBallConfirmed: (result) => confirm(result.match),
      onUndoConfirmed: (result) => confirm(result),
      onDropped: (op: OutboxOp, error: unknown) => {
        const message = error instanceof ApiError ? error.message : ''
        if (op.kind === 'undo' && error instanceof ApiError && error.code === 'noPointsToRemove') {
          toast.error(translateMessage(t, messages.noPointsToRemove))
        } else {
          const title = op.kind === 'ball' ? t('messages.failedToAddPoint') : t('messages.failedToRemovePoint')
          const description = message && message !== title ? translateMessage(t, message) : undefined
          toast.error(title, description ? { description } : undefined)
        }
        resync()
      },
    })
    return () => outbox.attach(null)
  }, [outbox, match.id, confirm, resync, t])

  const effect = pendingEffect(snapshot.ops)
  const start =
    effect.undos > 0 ? ((outbox.seenAt(base.points_count - effect.undos) as Match | undefined) ?? base) : base
  // The score to show and who serves the active ball, as far as the browser knows (it rules out impossible point
  // types in the details flow).
  const { score, serverId: activeServerId } = predict(start, effect.winners)
  const pendingCount = snapshot.ops.length
  const matchOver = score.winner !== null

  const addBall = useCallback(
    (ball: NewBall, winnerTeam: Team) => {
      // The tap's own time, kept with the point through retries and reloads (issue 16: durations, video sync).
      outbox.enqueueBall({ ...ball, client_id: newClientId(), tapped_at: new Date().toISOString() }, winnerTeam)
    },
    [outbox],
  )

  const quickPoint = useCallback(
    (team: Team) => {
      if (matchOver) return
      addBall({ point_type: 'other', winner_team: team, finisher_id: null }, team)
    },
    [addBall, matchOver],
  )

  const undo = useCallback(() => {
    if (outbox.removeLastPendingBall()) return
    if (score.pointsCount <= 0) {
      toast.error(translateMessage(t, messages.noPointsToRemove))
      return
    }
    outbox.enqueueUndo()
  }, [outbox, score.pointsCount, t])

  const retry = useCallback(() => outbox.retryNow(), [outbox])

  return { base, score, pendingCount, snapshot, activeServerId, matchOver, addBall, quickPoint, undo, retry, confirm }
}
