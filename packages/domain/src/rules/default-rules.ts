import type { Rules, Sport } from './rules.ts'

/** Defaults per sport: padel plays golden point and a super tie-break to 10 instead of a third set. */
export function defaultRules(sport: Sport): Rules {
  const common = {
    setsToWin: 2,
    gamesToWinSet: 6,
    setTieBreakAt: 6,
    tieBreakPointsToWin: 7,
    tieBreakSuddenDeath: false,
    superTieBreakPointsToWin: 10,
    finalSetTieBreak: true,
    finalSetTieBreakPointsToWin: 7,
    timedMinutes: null,
  }
  switch (sport) {
    case 'padel':
      return { ...common, decidingPointAtDeuce: 1, superTieBreak: true }
    case 'tennis':
      return { ...common, decidingPointAtDeuce: null, superTieBreak: false }
    default: {
      const never: never = sport
      throw new TypeError(`Unknown sport: ${String(never)}`)
    }
  }
}
