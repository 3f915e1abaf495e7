import PDFDocument from 'pdfkit'
import {
  OVERVIEW_FIGURES,
  dash,
  durationText,
  setsLine,
  storySentence,
  type MatchReportQuery,
  type MatchScore,
  type MatchStatsBody,
  type Translate,
  intlLocaleOf,
} from '@courtside/contracts'
import { DECIDING_POINT_TALLIES } from '@courtside/domain'
import { REPORT_MAX_PAGES } from '../heavy-work/index.ts'
import { COURT_MAP_HEIGHT, drawCourtMap } from './report-court-map.ts'
import { MUTED, ReportLayout } from './report-layout.ts'
import { drawFocuses, type ReportAthleteFocuses } from './report-focuses.ts'
import { drawPressure } from './report-pressure.ts'

export interface MatchReportInput {
  title: string
  score: MatchScore
  teamNames: [string, string]
  /** The whole match's statistics (no filter), with number ids as the API answers them. */
  stats: MatchStatsBody
  language: MatchReportQuery['lang']
  paper: MatchReportQuery['paper']
  generatedAt: Date
  t: Translate
  /** The match's athletes of the coach asking, with their focuses (none for anyone else). */
  focuses?: readonly ReportAthleteFocuses[]
}

const KEY_POINT_ROWS = [
  ['on_serve', (s: Team) => s.on_serve],
  ['on_return', (s: Team) => s.on_return],
  ['game_points', (s: Team) => s.game_points],
  ['break_points_converted', (s: Team) => ({ played: s.break_points.chances, won: s.break_points.converted })],
  ['break_points_saved', (s: Team) => ({ played: s.break_points.faced, won: s.break_points.saved })],
  ['golden_points', (s: Team) => s.golden_points],
  ['silver_points', (s: Team) => s.silver_points],
  ['star_points', (s: Team) => s.star_points],
  ['set_points', (s: Team) => s.set_points],
  ['match_points', (s: Team) => s.match_points],
  ['tie_break_points', (s: Team) => s.tie_break_points],
] as const
type Team = MatchStatsBody['teams'][number]

/**
 * The printable match report (ADR 0035): score, overview, highlights, key points, court map and the story of every
 * point, laid out for A4 or Letter in the statistics page's language, with the standard PDF fonts.
 */
export function renderMatchReport(input: MatchReportInput): Promise<Buffer> {
  const { t, stats } = input
  const doc = new PDFDocument({
    size: input.paper === 'a4' ? 'A4' : 'LETTER',
    margins: { top: 48, bottom: 56, left: 48, right: 48 },
    bufferPages: true,
    lang: input.language,
    info: { Title: `${t('report.title')}: ${input.title}`, Author: 'Courtside', CreationDate: input.generatedAt },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const layout = new ReportLayout(doc)
  const teamName = (team: 0 | 1) => input.teamNames[team]
  const number = new Intl.NumberFormat(intlLocaleOf(input.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const playerName = (id: number | string) => stats.players.find((p) => String(p.id) === String(id))?.name ?? ''

  // Title and score.
  layout.paragraph(t('report.title'), { size: 10, colour: MUTED })
  layout.paragraph(input.title, { size: 20, bold: true })
  const date = new Intl.DateTimeFormat(intlLocaleOf(input.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.generatedAt)
  layout.paragraph(t('report.generated', { date }), { size: 9, colour: MUTED })
  layout.heading(t('report.score'))
  layout.paragraph(`${teamName(0)}  ${t('stats.header.versus')}  ${teamName(1)}`, { size: 11 })
  layout.paragraph(setsLine(input.score) || '–', { size: 16, bold: true })
  const winner = input.score.winner_team
  layout.paragraph(winner === null ? t('report.noWinnerYet') : t('report.winner', { team: teamName(winner) }))

  // Overview: per player, then per team.
  layout.heading(t('stats.overview.title'))
  layout.paragraph(
    t('stats.overview.scope', {
      scope: t('stats.filters.allSets'),
      games: stats.games_played,
      points: stats.points_played,
    }),
    { size: 9, colour: MUTED },
  )
  const figureRow = (name: string, s: Team | MatchStatsBody['players'][number]) => [
    name,
    ...OVERVIEW_FIGURES.map((f) => (f !== 'impact' ? String(s[f]) : s.impact === null ? '–' : number.format(s.impact))),
  ]
  layout.table(
    [t('stats.overview.who'), ...OVERVIEW_FIGURES.map((f) => t(`stats.figures.${f}.short`))],
    [
      ...stats.players.map((p) => figureRow(p.name, p)),
      ...stats.teams.map((team) => figureRow(t('stats.overview.teamRow', { team: teamName(team.team) }), team)),
    ],
    { firstWidth: 140, size: 8.5 },
  )
  doc.moveDown(0.3)
  layout.paragraph(
    OVERVIEW_FIGURES.map((f) => `${t(`stats.figures.${f}.short`)} = ${t(`stats.figures.${f}.name`)}`).join(' · '),
    { size: 7.5, colour: MUTED },
  )

  // Highlights.
  const { highlights } = stats
  layout.heading(t('stats.highlights.title'))
  const run = highlights.longest_run
  const game = (g: typeof highlights.best_game) =>
    g
      ? t('stats.highlights.gameValue', {
          player: playerName(g.player_id),
          impact: number.format(g.impact),
          set: g.set,
          game: g.game_in_set,
        })
      : t('stats.highlights.none')
  const comeback = highlights.biggest_comeback
  for (const [label, value] of [
    [
      t('stats.highlights.longestRun'),
      run
        ? t('stats.highlights.runValue', {
            team: teamName(run.team),
            count: run.points,
            from: run.from_seq,
            to: run.to_seq,
          })
        : t('stats.highlights.none'),
    ],
    [
      t('stats.highlights.comeback'),
      comeback
        ? t('stats.highlights.comebackValue', {
            context: comeback.unit,
            count: comeback.deficit,
            team: teamName(comeback.team),
            worst: dash(comeback.worst_score),
            set: comeback.set,
            final: dash(comeback.final_score),
          })
        : t('stats.highlights.noComeback'),
    ],
    [t('stats.highlights.bestGame'), game(highlights.best_game)],
    [t('stats.highlights.worstGame'), game(highlights.worst_game)],
    [
      t('stats.durations.title'),
      stats.durations.total_ms === null || !stats.durations.between_points
        ? t('stats.highlights.none')
        : t('stats.durations.value', {
            total: durationText(t, stats.durations.total_ms),
            median: durationText(t, stats.durations.between_points.median_ms),
          }),
    ],
  ] as const) {
    layout.paragraph(label, { size: 9, bold: true })
    layout.paragraph(value, { size: 10 })
    doc.moveDown(0.4)
  }

  // Key points: per team, then the decisive points one by one.
  layout.heading(t('stats.keyPoints.title'))
  layout.table(
    [t('stats.keyPoints.figure'), teamName(0), teamName(1)],
    // A match plays one kind of deciding point at most: the rows of the others, never played, are left out.
    KEY_POINT_ROWS.filter(
      ([key, tally]) => !DECIDING_POINT_TALLIES.has(key) || stats.teams.some((team) => tally(team).played > 0),
    ).map(([key, tally]) => [
      t(`stats.keyPoints.rows.${key}.name`),
      ...stats.teams.map((team) => {
        const { won, played } = tally(team)
        return played === 0 ? t('stats.keyPoints.nonePlayed') : t('stats.keyPoints.wonOf', { won, played })
      }),
    ]),
    { firstWidth: 200 },
  )
  if (highlights.decisive_points.length > 0) {
    layout.paragraph(' ')
    layout.paragraph(t('stats.highlights.decisive', { count: highlights.decisive_points.length }), {
      size: 9,
      bold: true,
    })
    for (const point of highlights.decisive_points) {
      const score = [point.score_before.sets, point.score_before.games, point.score_before.points].map(dash).join(' ')
      layout.paragraph(
        `${t('report.pointNumber', { seq: point.seq })} ${t('stats.highlights.decisiveAt', { set: point.set, score })} · ${point.kinds
          .map((kind) => t(`stats.decisive.${kind}`))
          .join(', ')} · ${t('stats.highlights.wonBy', { team: teamName(point.winner_team) })}`,
        { size: 9 },
      )
    }
  }

  drawPressure(layout, { stats, t, teamName, language: input.language })
  drawFocuses(layout, { athletes: input.focuses ?? [], t, language: input.language })

  // Court map: its heading stays with the drawing.
  layout.ensure(COURT_MAP_HEIGHT)
  layout.heading(t('stats.courtMap.title'))
  drawCourtMap(layout, t, stats, teamName)

  // The story, set by set.
  layout.heading(t('stats.story.title'))
  let set = 0
  for (const event of stats.story) {
    // A backstop only: a match's points (bounded by the contracts) never fill this many pages.
    if (doc.bufferedPageRange().count >= REPORT_MAX_PAGES) break
    if (event.set !== set) {
      set = event.set
      layout.paragraph(t('report.set', { set }), { size: 10, bold: true })
    }
    const after = [event.score_after.games, event.score_after.points].map(dash).join(' ')
    layout.paragraph(
      `${t('report.pointNumber', { seq: event.seq })} ${storySentence(t, event, teamName)} ${t('report.scoreAfter', { score: after })}`,
      { size: 8.5 },
    )
  }

  // Page numbers, once the page count is known.
  const range = doc.bufferedPageRange()
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i)
    // Below the bottom margin: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0
    const bottom = doc.page.height - 36
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t('report.page', { page: i + 1, pages: range.count }), layout.left, bottom, {
        width: layout.width,
        align: 'center',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}
