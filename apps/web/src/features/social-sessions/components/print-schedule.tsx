import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { SocialSession } from '@courtside/contracts'
import { pairNames, playerName } from '../lib/session-rounds'
import { useFormatDate } from '../lib/use-format-date'
import './print-schedule.css'

/**
 * Every round on paper, for the wall of the club: shown only when printing. It sits outside the app's root, and while
 * it is on the page a print hides that root (the navigation, the screen itself), so the sheet prints alone. Scores
 * entered so far are printed; the others get a blank to fill in by hand.
 */
export function PrintSchedule({ session }: { session: SocialSession }) {
  const { t } = useTranslation()
  const formatDate = useFormatDate()
  const sheet = (
    <div
      className="hidden bg-white text-[10pt] leading-snug text-black print:block print:[body:has(&)_#root]:hidden"
      // On screen it is display: none already; this keeps it out of the way where no stylesheet applies.
      aria-hidden="true"
      data-testid="print-schedule"
    >
      <header className="mb-4 border-b border-black pb-2">
        <h1 className="text-[16pt] font-bold">{session.name}</h1>
        <p>
          {[
            t(`social.format.${session.format}`),
            formatDate(session.created_at),
            t('social.session.players', { count: session.players.length }),
            t('social.session.courts', { count: session.courts }),
            t('social.session.points', { count: session.points_per_match }),
          ].join(' · ')}
        </p>
      </header>
      {/* Two columns of rounds while a round is short (one or two courts), to keep a long evening on fewer pages. */}
      <div className={session.courts <= 2 ? 'grid grid-cols-2 gap-x-6 gap-y-4' : 'grid gap-y-4'}>
        {session.rounds.map((round) => (
          <section key={round.number} className="break-inside-avoid">
            <h2 className="mb-1 text-[11pt] font-bold">{t('social.round.heading', { number: round.number })}</h2>
            <table className="w-full border-collapse">
              <tbody>
                {round.matches.map((match) => (
                  <tr key={match.court} className="border-t border-black/40 align-top">
                    <td className="py-1 pr-2 font-semibold whitespace-nowrap">
                      {t('social.court.title', { court: match.court })}
                    </td>
                    <td className="py-1 pr-1">{pairNames(session, match.team_a)}</td>
                    <td className="w-16 py-1 text-center whitespace-nowrap tabular-nums">
                      {match.score_a === null ? '___ – ___' : `${match.score_a} – ${match.score_b}`}
                    </td>
                    <td className="py-1 pl-1">{pairNames(session, match.team_b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {round.resting.length > 0 && (
              <p className="mt-0.5 text-[9pt]">
                {t('social.round.resting')}: {round.resting.map((index) => playerName(session, index)).join(', ')}
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
  )
  return createPortal(sheet, document.body)
}
