import { useTranslation } from 'react-i18next'
import { TriangleAlertIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { codeText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { playersOfTeam } from '@/lib/match-teams'
import type { OutboxConflict } from '../lib/outbox'

/**
 * What the server refused of the changes made on this device (the match finished or deleted elsewhere, an admin's
 * change, the licence), one line per change with what happened to it; kept across reloads until the coach has seen
 * it (ADR 0038: never a silent drop).
 */
export function SyncConflicts({
  match,
  conflicts,
  onDismiss,
}: {
  match: Match
  conflicts: readonly OutboxConflict[]
  onDismiss(): void
}) {
  const { t, i18n } = useTranslation()
  if (conflicts.length === 0) return null
  const time = (at: number) =>
    new Date(at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
  const what = (conflict: OutboxConflict) => {
    const { op } = conflict
    if (op.kind === 'ball') {
      const names = playersOfTeam(match, op.winnerTeam)
        .map((p) => p.name)
        .join(' & ')
      return t('scoring.conflicts.point', { names, time: time(op.queuedAt) })
    }
    if (op.kind === 'undo') return t('scoring.conflicts.undo', { time: time(op.queuedAt) })
    return t('scoring.conflicts.server', { time: time(op.queuedAt) })
  }
  // Decided on the stored code (ADR 0024); a conflict kept from an answer without one still shows its text.
  const outcome = (conflict: OutboxConflict) =>
    codeText(t, conflict.code) ||
    (conflict.message ? translateMessage(t, conflict.message) : t('scoring.conflicts.unknownOutcome'))
  return (
    <section
      role="alert"
      aria-labelledby="sync-conflicts-title"
      className="grid gap-2 rounded-xl border border-destructive/50 bg-destructive/5 px-3 py-2 text-sm"
      data-testid="sync-conflicts"
    >
      <h3 id="sync-conflicts-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        {t('scoring.conflicts.title', { count: conflicts.length })}
      </h3>
      <ul className="grid gap-1">
        {conflicts.map((conflict) => (
          <li key={`${conflict.op.id}-${conflict.at}`} data-testid="sync-conflict">
            <span className="font-medium">{what(conflict)}</span>
            <span className="text-muted-foreground"> — {outcome(conflict)}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="w-fit" onClick={onDismiss}>
        {t('scoring.conflicts.dismiss')}
      </Button>
    </section>
  )
}
