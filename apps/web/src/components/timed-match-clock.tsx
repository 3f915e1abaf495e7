import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Timer } from 'lucide-react'
import type { MatchScore } from '@courtside/contracts'
import { cn } from '@/lib/cn'

/** A timed match's clock as a score shows it (the score payload's `timed`, or the browser's own prediction). */
export interface TimedClock {
  /** When the time is up (ms since the epoch), null before the first point. */
  endsAt: number | null
  lastGame: boolean
  decidingPoint: boolean
}

/** The clock of a score's `timed` (the API's answer), for TimedMatchClock; null for an untimed match. */
export function timedClockOf(timed: MatchScore['timed']): TimedClock | null {
  if (!timed) return null
  return {
    endsAt: timed.ends_at === null ? null : Date.parse(timed.ends_at),
    lastGame: timed.last_game,
    decidingPoint: timed.deciding_point,
  }
}

/** "42:05", "1:02:05": minutes and seconds left, never below zero. */
function left(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = String(total % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/**
 * The time left in a timed match, "Last game" once it is up, "Deciding point" when the games ended level: words and
 * an icon, never colour alone. The countdown runs against the recording phone's tap times: on the recorder by this
 * device's clock, on a guest screen (`serverTime`, the answer's server clock) by the server's, so a club TV whose
 * clock is off still counts right. Only the change to the last game is announced; the seconds are not read out.
 */
export function TimedMatchClock({
  clock,
  minutes,
  serverTime,
  className,
}: {
  clock: TimedClock
  minutes: number
  serverTime?: string
  className?: string
}) {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const counting = clock.endsAt !== null && !clock.lastGame && !clock.decidingPoint
  const latestServerTime = useRef(serverTime)
  useEffect(() => {
    latestServerTime.current = serverTime
  })
  // The server's clock minus this device's, worked out when a new answer's stamp is first seen.
  const offset = useRef<{ at: string; ms: number } | null>(null)
  useEffect(() => {
    if (!counting) return
    const tick = () => {
      const at = latestServerTime.current
      if (at && offset.current?.at !== at) offset.current = { at, ms: Date.parse(at) - Date.now() }
      setNow(Date.now() + (offset.current?.ms ?? 0))
    }
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [counting])
  const timeUp = clock.endsAt !== null && now >= clock.endsAt
  const text = clock.decidingPoint
    ? t('timed.decidingPoint')
    : clock.lastGame || timeUp
      ? t('timed.lastGame')
      : clock.endsAt === null
        ? t('timed.notStarted', { count: minutes })
        : t('timed.left', { time: left(clock.endsAt - now) })
  const urgent = clock.decidingPoint || clock.lastGame || timeUp
  return (
    <p
      data-testid="timed-match-clock"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums',
        urgent ? 'bg-amber-500 text-amber-950' : 'bg-muted text-foreground',
        className,
      )}
    >
      <Timer className="size-4" aria-hidden="true" />
      <span aria-live={urgent ? 'polite' : 'off'}>{text}</span>
    </p>
  )
}
