/**
 * After a checkout (its popup closed, or the success page reached), the payment's events may land some seconds
 * later: while the licence still reads 'pending', its query is fetched again, 2 s apart at first and less often as
 * time passes, for at most two minutes (docs/decisions/0060-stripe-pending-state.md). One watch per tab: the licence
 * query is one, however many components show it.
 */
export const CHECKOUT_POLL_FOR_MS = 2 * 60_000
const FIRST_DELAY_MS = 2_000
/** The delay doubles every 30 s: 2 s, 4 s, 8 s, 16 s; about 30 requests in the two minutes. */
const DOUBLE_EVERY_MS = 30_000

let watchingSince: number | undefined

/** Starts (or restarts) the watch; the caller then invalidates the licence, so it is fetched at once. */
export function watchCheckout(now = Date.now()): void {
  watchingSince = now
}

/** The licence query's `refetchInterval`: how long until it is fetched again, or false when it need not be. */
export function checkoutPollInterval(
  query: { state: { data?: { status: string } | undefined } },
  now = Date.now(),
): number | false {
  if (watchingSince === undefined) return false
  const elapsed = Math.max(0, now - watchingSince)
  if (elapsed >= CHECKOUT_POLL_FOR_MS) {
    watchingSince = undefined
    return false
  }
  // A licence that is not pending waits for nothing; the watch stays, as the fetch just asked for may turn it so.
  if (query.state.data?.status !== 'pending') return false
  return FIRST_DELAY_MS * 2 ** Math.floor(elapsed / DOUBLE_EVERY_MS)
}
