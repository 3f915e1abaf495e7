import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { SkipForwardIcon } from 'lucide-react'
import type { Ball, Match } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { teamName } from '@/lib/match-teams'
import { toast } from '@/lib/toast'
import { patchBall } from '../api/scoring-api'
import { flowFromBall, type NewBall } from '../lib/point-details-flow'
import { PointDetailsDialog } from './point-details-dialog'

export interface PointEditorProps {
  match: Match
  balls: readonly Ball[]
  /** The points to edit, in order: one point, or the walk of the complete-details mode. */
  ballIds: readonly number[]
  onClose(): void
  onMatchUpdated(match: Match): void
  onBallsChanged(): void
}

interface Pending {
  ball: NewBall
  winnerTeam: Team
}

/**
 * Details later (ADR 0036): the recording flow opened on recorded points, one after the other. Each save is a PATCH;
 * a change that gives the point to the other side asks first and then rescores the match. The walk moves on after
 * each save or skip and closes after the last point.
 */
export function PointEditor({ match, balls, ballIds, onClose, onMatchUpdated, onBallsChanged }: PointEditorProps) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [saved, setSaved] = useState(0)
  const [rescore, setRescore] = useState<Pending | null>(null)
  const walk = ballIds.length > 1
  const ball = balls.find((b) => b.id === ballIds[index])

  const finish = (savedCount: number) => {
    if (walk && savedCount > 0) toast.success(t('scoring.editor.walkDone', { count: savedCount }))
    onClose()
  }
  const next = (savedCount = saved) => {
    if (index + 1 < ballIds.length) setIndex(index + 1)
    else finish(savedCount)
  }

  const save = useMutation({
    mutationFn: ({ pending, confirmed }: { pending: Pending; confirmed: boolean }) =>
      patchBall(match.id, ball!.id, { ...pending.ball, ...(confirmed ? { rescore: true } : {}) }),
    onSuccess: ({ match: updated }) => {
      onMatchUpdated(updated)
      onBallsChanged()
      setRescore(null)
      setSaved(saved + 1)
      if (!walk) toast.success(t('scoring.editor.saved'))
      next(saved + 1)
    },
    onError: (error, { pending }) => {
      if (error instanceof ApiError && error.code === 'rescoreRequired') return setRescore(pending)
      setRescore(null)
      toast.error(errorText(t, error, 'scoring.editor.failed'))
    },
  })

  // The point left the list (undone elsewhere): nothing to edit.
  if (!ball) return null
  const title = walk
    ? t('scoring.editor.walkTitle', { seq: ball.seq, n: index + 1, total: ballIds.length })
    : t('scoring.editor.title', { seq: ball.seq })

  return (
    <>
      <PointDetailsDialog
        key={ball.id}
        match={match}
        open
        onOpenChange={(open) => !open && finish(saved)}
        serverId={ball.server_id}
        initial={flowFromBall(ball)}
        title={title}
        keepOpenOnSave
        saving={save.isPending}
        onSave={(newBall, winnerTeam) => save.mutate({ pending: { ball: newBall, winnerTeam }, confirmed: false })}
        extraAction={
          walk && (
            <Button variant="ghost" onClick={() => next()} disabled={save.isPending} data-testid="editor-skip-point">
              <SkipForwardIcon aria-hidden="true" />
              {t('scoring.editor.skipPoint')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={rescore !== null}
        onOpenChange={(open) => !open && setRescore(null)}
        title={t('scoring.editor.rescoreTitle')}
        description={
          rescore && t('scoring.editor.rescoreBody', { seq: ball.seq, team: teamName(match, rescore.winnerTeam) })
        }
        confirmLabel={t('scoring.editor.rescoreConfirm')}
        busy={save.isPending}
        onConfirm={() => rescore && save.mutate({ pending: rescore, confirmed: true })}
        testId="rescore-dialog"
      />
    </>
  )
}
