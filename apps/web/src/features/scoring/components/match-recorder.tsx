import { Fragment, lazy, memo, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { ListPlusIcon, RepeatIcon, Undo2Icon } from 'lucide-react'
import type { Ball, Match } from '@courtside/contracts'
import type { Team } from '@courtside/domain'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useRecorder } from '../hooks/use-recorder'
import { useRecorderShortcuts } from '../hooks/use-recorder-shortcuts'
import { playersOfTeam } from '@/lib/match-teams'
import { RecordingElsewhere } from './recording-elsewhere'
import { Scoreboard } from './scoreboard'
import { ShortcutsHelp } from './shortcuts-help'
import { SyncConflicts } from './sync-conflicts'
import { SyncStatus } from './sync-status'
import { TeamLetter } from './team-letter'
import { TEAM_BORDER, TEAM_SURFACE } from './team-style'

// The detail flow and the server dialog (with its drag-and-drop list) load when first opened, not with the match
// page (heavy parts load when used, ADR 0044); the installed app has them precached, so they open at once offline.
const loadPointDetails = () => import('./point-details-dialog')
const loadChangeServer = () => import('./change-server-dialog')
const PointDetailsDialog = lazy(() => loadPointDetails().then((m) => ({ default: m.PointDetailsDialog })))
const ChangeServerDialog = lazy(() => loadChangeServer().then((m) => ({ default: m.ChangeServerDialog })))

export interface MatchRecorderProps {
  match: Match
  /** The page's cache takes the server's newer match (after a point, an undo or a server change). */
  onMatchUpdated(match: Match): void
  /** The balls list changed (the page refetches its timeline). */
  onBallsChanged(): void
  /** The page's list of recorded points, when loaded: an undo names the point it removes by it. */
  balls?: readonly Ball[]
}

/**
 * Recording a match at the side of the court: the score, two one-tap point buttons, a detailed point, undo and a
 * server change. Taps are scored in the browser at once and confirmed by the server; see hooks/use-recorder.
 */
export function MatchRecorder({ match, onMatchUpdated, onBallsChanged, balls }: MatchRecorderProps) {
  const { t } = useTranslation()
  const recorder = useRecorder(match, { onMatchUpdated, onBallsChanged }, balls)
  const { score, base } = recorder
  // 'unused' until first opened: the dialog is mounted from then on (a closing dialog keeps its exit animation).
  const [details, setDetails] = useState<'unused' | 'open' | 'closed'>('unused')
  const detailsOpen = details === 'open'
  const setDetailsOpen = (open: boolean) => setDetails(open ? 'open' : 'closed')
  const [serverOpen, setServerOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const canEdit = match.can_edit
  const over = recorder.matchOver
  const elsewhere = recorder.snapshot.elsewhere

  const openServer = () => {
    if (over) {
      toast.error(t('messages.noActiveBall'))
      return
    }
    setServerOpen(true)
  }

  useRecorderShortcuts(
    {
      pointA: () => recorder.quickPoint(0),
      pointB: () => recorder.quickPoint(1),
      details: () => !over && setDetailsOpen(true),
      undo: recorder.undo,
      server: openServer,
      help: () => setHelpOpen((open) => !open),
    },
    canEdit && !elsewhere && !detailsOpen && !serverOpen,
  )

  return (
    <section aria-label={t('scoring.title')} className="flex flex-col gap-3" data-testid="match-recorder">
      <Scoreboard match={base} score={score} />
      {canEdit && elsewhere && <RecordingElsewhere onTakeOver={recorder.takeOver} />}
      {canEdit && !elsewhere && (
        <>
          <SyncStatus snapshot={recorder.snapshot} onRetry={recorder.retry} />
          <SyncConflicts match={base} conflicts={recorder.snapshot.conflicts} onDismiss={recorder.dismissConflicts} />
          <div className="grid grid-cols-2 gap-3">
            {([0, 1] as Team[]).map((team) => (
              <QuickPointButton key={team} match={base} team={team} disabled={over} onPoint={recorder.quickPoint} />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button
              variant="default"
              size="lg"
              className="col-span-2 px-4 sm:flex-[2_1_auto]"
              onClick={() => setDetailsOpen(true)}
              disabled={over}
              aria-keyshortcuts="d"
              data-testid="open-details"
            >
              <ListPlusIcon aria-hidden="true" />
              {t('scoring.addDetails')}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className={SECONDARY_ACTION}
              onClick={recorder.undo}
              aria-keyshortcuts="u"
              data-testid="undo"
            >
              <Undo2Icon aria-hidden="true" />
              {t('scoring.undo')}
            </Button>
            <Button
              variant="outline"
              size="lg"
              className={SECONDARY_ACTION}
              onClick={openServer}
              aria-keyshortcuts="s"
              data-testid="open-server"
            >
              <RepeatIcon aria-hidden="true" />
              {t('scoring.changeServer')}
            </Button>
            <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} />
          </div>
          <Suspense>
            {details !== 'unused' && (
              <PointDetailsDialog
                match={base}
                open={detailsOpen}
                onOpenChange={setDetailsOpen}
                serverId={recorder.activeServerId}
                onSave={recorder.addBall}
              />
            )}
            {serverOpen && (
              <ChangeServerDialog
                key={base.id}
                match={base}
                open={serverOpen}
                onOpenChange={setServerOpen}
                serverId={score.serverId}
                onSave={recorder.changeServer}
              />
            )}
          </Suspense>
        </>
      )}
    </section>
  )
}

// Long labels (Finnish: "Peru viimeisin piste") wrap inside the button on a phone instead of touching its edges.
const SECONDARY_ACTION =
  'h-auto min-h-11 px-3 py-2 text-center leading-tight whitespace-normal sm:flex-[1_1_auto] sm:px-4'

/** Memoised with a stable `onPoint`: a tap repaints the score, not both big buttons. */
const QuickPointButton = memo(function QuickPointButton({
  match,
  team,
  disabled,
  onPoint,
}: {
  match: Match
  team: Team
  disabled: boolean
  onPoint(team: Team): void
}) {
  const { t } = useTranslation()
  const players = playersOfTeam(match, team)
  return (
    <button
      type="button"
      onClick={() => onPoint(team)}
      disabled={disabled}
      aria-keyshortcuts={team === 0 ? '1' : '2'}
      data-testid={`quick-point-${team}`}
      className={cn(
        'flex min-h-28 touch-manipulation flex-col items-start justify-between gap-2 rounded-2xl border-2 p-3 text-left shadow-sm transition-[background-color,transform] outline-none select-none active:scale-[0.98] focus-visible:ring-3 focus-visible:ring-ring sm:min-h-32 sm:p-4',
        'disabled:pointer-events-none disabled:opacity-50',
        TEAM_BORDER[team],
        TEAM_SURFACE[team],
      )}
    >
      <span className="flex w-full items-center gap-2">
        <TeamLetter team={team} className="size-7 text-sm" />
        <span className="text-sm font-medium text-muted-foreground">{t('scoring.pointToShort')}</span>
        <kbd
          className="ml-auto hidden rounded border border-border bg-background/70 px-1.5 font-mono text-[11px] text-muted-foreground md:inline"
          aria-hidden="true"
        >
          {team === 0 ? '1' : '2'}
        </kbd>
      </span>{' '}
      {/* Named by its visible text ("Point to Iida Koski & Ana Ortiz"), so speech input can say what it sees. */}
      <span className="flex w-full min-w-0 flex-col text-base leading-tight font-bold sm:text-lg">
        {players.map((p, i) => (
          <Fragment key={p.id}>
            {i > 0 && (
              <>
                {' '}
                <span className="sr-only">&amp;</span>{' '}
              </>
            )}
            <span className="truncate">{p.name}</span>
          </Fragment>
        ))}
      </span>
    </button>
  )
})
