import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import type { Ball, Match, UpdateServerInput } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ApiError } from '@/lib/api-error'
import { holdUpdatesWhileRecording } from '@/lib/app-update'
import { errorText } from '@/lib/error-text'
import { apiOutboxTransport, fetchMatch, type OutboxResult } from '../api/scoring-api'
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
 * the outbox of points, undos and server changes not yet confirmed, and the score shown = the first plus the second.
 * `balls` (the page's list, when loaded) names the confirmed points, so an undo can name the one it removes.
 */
export function useRecorder(match: Match, callbacks: RecorderCallbacks, balls?: readonly Ball[]) {
  const { t } = useTranslation()
  const outbox = useMemo(() => outboxFor<OutboxResult>(match.id), [match.id])
  const snapshot: OutboxSnapshot = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot)
  const [answered, setAnswered] = useState<Match | null>(null)
  const base = newer(match, answered && answered.id === match.id ? answered : null)

  // A new version of the app is offered only once no recorder is on screen (ADR 0038).
  useEffect(() => holdUpdatesWhileRecording(), [])

  // Matches seen at each point count: an undo waiting for the server shows the score one point earlier at once.
  useEffect(() => {
    outbox.remember(base.points_count, base)
  }, [outbox, base])

  // client_ids of confirmed points by seq: the answers of this page (newest), then the page's list.
  const answeredIds = useRef(new Map<number, string>())
  const ballsRef = useRef(balls)
  const callbacksRef = useRef(callbacks)
  useEffect(() => {
    callbacksRef.current = callbacks
    ballsRef.current = balls
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

  // The recorder records this match for the browser from when it opens: taken from another tab that did (ADR 0083).
  // Once: a tab that lost it since takes it back only when the coach says so.
  useEffect(() => outbox.claim(true), [outbox])

  useEffect(() => {
    outbox.attach(apiOutboxTransport)
    return outbox.on({
      confirmed: (result) => {
        for (const seq of [...answeredIds.current.keys()])
          if (seq > result.match.points_count) answeredIds.current.delete(seq)
        if (result.ball) answeredIds.current.set(result.ball.seq, result.ball.client_id)
        confirm(result.match)
      },
      dropped: (op: OutboxOp, error: unknown) => {
        if (op.kind === 'undo' && error instanceof ApiError && error.code === 'noPointsToRemove') {
          toast.error(t('messages.noPointsToRemove'))
        } else {
          const title =
            op.kind === 'ball'
              ? t('messages.failedToAddPoint')
              : op.kind === 'undo'
                ? t('messages.failedToRemovePoint')
                : t('messages.failedToUpdateServer')
          const detail = errorText(t, error)
          const description = detail && detail !== title ? detail : undefined
          toast.error(title, description ? { description } : undefined)
        }
        resync()
      },
    })
  }, [outbox, confirm, resync, t])

  const effect = pendingEffect(snapshot.ops)
  const start =
    effect.undos > 0 ? ((outbox.seenAt(base.points_count - effect.undos) as Match | undefined) ?? base) : base
  // The score to show and who serves the active ball, as far as the browser knows (it rules out impossible point
  // types in the details flow).
  const { score, serverId: activeServerId } = predict(start, effect.steps)
  const pendingCount = snapshot.ops.length
  const matchOver = score.winner !== null

  const addBall = useCallback(
    (ball: NewBall, winnerTeam: Team) => {
      // The tap's own time, kept with the point through retries and reloads (ADR 0034: durations, video sync).
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
    const confirmedAt = (seq: number) =>
      answeredIds.current.get(seq) ?? ballsRef.current?.find((b) => b.seq === seq)?.client_id ?? null
    if (outbox.undo(base.points_count, confirmedAt) === 'nothing') {
      toast.error(t('messages.noPointsToRemove'))
    }
  }, [outbox, base.points_count, t])

  /** A server change, queued like the points so it lands after them, at the point the coach sees now. */
  const changeServer = useCallback(
    (change: UpdateServerInput) => outbox.enqueueServer(change, score.pointsCount),
    [outbox, score.pointsCount],
  )

  const retry = useCallback(() => outbox.retryNow(), [outbox])
  const takeOver = useCallback(() => outbox.claim(true), [outbox])
  const dismissConflicts = useCallback(() => outbox.dismissConflicts(), [outbox])

  return {
    base,
    score,
    pendingCount,
    snapshot,
    activeServerId,
    matchOver,
    addBall,
    quickPoint,
    undo,
    changeServer,
    retry,
    dismissConflicts,
    takeOver,
    confirm,
  }
}
