import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import type { CourtListItem, MatchScore } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import { errorText } from '@/lib/error-text'
import { useDeleteCourt, useUpdateCourt } from '../api/use-court-mutations'

/** The games of each set so far, "6–4 3–2"; "0–0" before the first game is won. */
export function shortScore(score: MatchScore): string {
  const sets = score.sets.length > 0 ? score.sets : [{ games: [0, 0] as const }]
  return sets.map((set) => `${set.games[0]}–${set.games[1]}`).join(' ')
}

/** What is on the court now, in words (never colour alone): the match a member may see, "In use", or "Free". */
function CourtStatus({ court }: { court: CourtListItem }) {
  const { t } = useTranslation()
  const match = court.current_match
  if (match) {
    return (
      <Link
        to={`/matches/${match.id}`}
        className="min-w-0 truncate rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50"
      >
        <span className="font-medium text-foreground">{match.title}</span>{' '}
        <span className="tabular-nums">{shortScore(match.score)}</span>
      </Link>
    )
  }
  return (
    <span className="text-sm text-muted-foreground">{court.in_use ? t('clubCourts.inUse') : t('clubCourts.free')}</span>
  )
}

interface CourtRowProps {
  organizationId: number
  court: CourtListItem
  admin: boolean
  first: boolean
  last: boolean
}

/** One court: its name and current match; for admins, rename in place, move up or down, and remove. */
export function CourtRow({ organizationId, court, admin, first, last }: CourtRowProps) {
  const { t } = useTranslation()
  const update = useUpdateCourt(organizationId)
  const remove = useDeleteCourt(organizationId)
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(court.name)
  const [confirming, setConfirming] = useState(false)
  const busy = update.isPending || remove.isPending

  const failed = (error: unknown) => toast.error(errorText(t, error, 'clubCourts.failed'))
  const move = (position: number) => update.mutate({ id: court.id, position }, { onError: failed })
  const rename = (event: FormEvent) => {
    event.preventDefault()
    update.mutate({ id: court.id, name }, { onSuccess: () => setRenaming(false), onError: failed })
  }
  const confirmRemove = () =>
    remove.mutate(court.id, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(t('clubCourts.removed', { name: court.name }))
      },
      onError: (error) => {
        setConfirming(false)
        failed(error)
      },
    })

  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid={`court-${court.id}`}>
      {renaming ? (
        <form onSubmit={rename} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-label={t('clubCourts.nameOf', { name: court.name })}
            className="min-w-0 flex-1"
            autoFocus
          />
          <Button type="submit" size="sm" disabled={busy}>
            {t('clubCourts.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setRenaming(false)}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-medium break-words">{court.name}</span>
          <CourtStatus court={court} />
        </div>
      )}
      {admin && !renaming && (
        <div className="flex items-center gap-1">
          <Button
            size="icon"
            variant="ghost"
            disabled={busy || first}
            onClick={() => move(court.position - 1)}
            aria-label={t('clubCourts.moveUp', { name: court.name })}
          >
            <ArrowUpIcon aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy || last}
            onClick={() => move(court.position + 1)}
            aria-label={t('clubCourts.moveDown', { name: court.name })}
          >
            <ArrowDownIcon aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy}
            onClick={() => {
              setName(court.name)
              setRenaming(true)
            }}
            aria-label={t('clubCourts.rename', { name: court.name })}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={t('clubCourts.remove', { name: court.name })}
            className="text-destructive hover:text-destructive"
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('clubCourts.removeTitle', { name: court.name })}
            description={t('clubCourts.removeBody')}
            confirmLabel={t('clubCourts.removeConfirm')}
            busy={remove.isPending}
            onConfirm={confirmRemove}
            testId="remove-court-dialog"
          />
        </div>
      )}
    </li>
  )
}
