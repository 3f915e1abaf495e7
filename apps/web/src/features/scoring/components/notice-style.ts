/** The recorder's warning line (offline, waiting points, recorded in another tab): one look for all of them. */
export const WARNING_LINE =
  'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-warning/40 bg-warning/10 px-3 py-1.5 text-sm'
