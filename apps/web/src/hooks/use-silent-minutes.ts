import { useEffect, useState } from 'react'
import { SILENT_SCORER_MINUTES, type PublicMatch } from '@courtside/contracts'

const MINUTE_MS = 60_000
/** How often the notice is looked at again between reads: a minute's text never lags by more than this. */
const TICK_MS = 15_000

/**
 * Whole minutes since an ongoing match's last point, on the server's clock, once there have been
 * SILENT_SCORER_MINUTES of them; else null. The server stamps its clock on each answer; the time since that answer
 * arrived (`receivedAt`, this device's clock) is added, so a viewer's wrong clock changes nothing, only its rate.
 * Before the first point the match's start of recording is unknown to a guest: no notice then.
 */
export function useSilentMinutes(
  match: Pick<PublicMatch, 'status' | 'last_point_at' | 'server_time'> | null | undefined,
  receivedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now())
  const ongoing = match?.status === 'in_progress' && match.last_point_at !== null
  useEffect(() => {
    if (!ongoing) return
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [ongoing, receivedAt])
  if (!match || !ongoing || match.last_point_at === null) return null
  // A fresh answer counts from its own arrival until the next tick.
  const serverNow = Date.parse(match.server_time) + Math.max(0, now - receivedAt)
  const minutes = Math.floor((serverNow - Date.parse(match.last_point_at)) / MINUTE_MS)
  return minutes >= SILENT_SCORER_MINUTES ? minutes : null
}
