import type { Team } from '@courtside/domain'

/** Team colours are never the only signal: every use also shows the team letter (A/B) and the names. */
export const TEAM_LETTER: Record<Team, 'A' | 'B'> = { 0: 'A', 1: 'B' }

export const TEAM_BADGE: Record<Team, string> = {
  0: 'bg-sky-600 text-white dark:bg-sky-400 dark:text-slate-950',
  1: 'bg-amber-500 text-slate-950 dark:bg-amber-400 dark:text-slate-950',
}

export const TEAM_BORDER: Record<Team, string> = {
  0: 'border-sky-600/70 dark:border-sky-400/70',
  1: 'border-amber-500/80 dark:border-amber-400/70',
}

export const TEAM_SURFACE: Record<Team, string> = {
  0: 'bg-sky-50 hover:bg-sky-100 active:bg-sky-200 dark:bg-sky-950/40 dark:hover:bg-sky-900/50 dark:active:bg-sky-900/70',
  1: 'bg-amber-50 hover:bg-amber-100 active:bg-amber-200 dark:bg-amber-950/40 dark:hover:bg-amber-900/50 dark:active:bg-amber-900/70',
}
