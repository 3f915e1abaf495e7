import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractText, getDocumentProxy } from 'unpdf'
import { matchStatsResponseSchema, type MatchStatsBody } from '@courtside/contracts'
import { createTestApp, type TestApp } from './support/test-app.ts'
import { newCoach, newMatch, postBall, type TestCoach, type TestMatch } from './support/balls.ts'

// ADR 0035: the printable match report, GET /api/v2/matches/:id/report.pdf.

let t: TestApp
let owner: TestCoach
let long: TestMatch
let stats: MatchStatsBody
const POINTS = 300

/** Games of eight points (to deuce, advantage, game), won by each side in turn, with varied detail. */
function pointOf(match: TestMatch, i: number) {
  const game = Math.floor(i / 8)
  const winner = (game % 2) as 0 | 1
  const inGame = i % 8
  const team = inGame >= 6 || inGame % 2 === 0 ? winner : ((1 - winner) as 0 | 1)
  const other = (1 - team) as 0 | 1
  const kind = i % 4
  const by = (side: 0 | 1) => match.teams[side][i % 2]!
  const position = { x: ((i * 37) % 100) / 100, y: ((i * 53) % 100) / 100 }
  if (kind === 0)
    return { point_type: 'winner', finisher_id: by(team), shot_type: 'bandeja', shot_speed: 'fast', to: position }
  if (kind === 1)
    return {
      point_type: 'unforced_error',
      finisher_id: by(other),
      shot_type: 'backhand',
      from: position,
      to: { x: 0.5, y: 0.5 },
    }
  if (kind === 2)
    return {
      point_type: 'forced_error',
      finisher_id: by(other),
      previous_shooter_id: by(team),
      previous_shot_type: 'smash',
    }
  return { point_type: 'other', winner_team: team }
}

beforeAll(async () => {
  t = await createTestApp()
  owner = await newCoach(t.app)
  long = await newMatch(t.app, owner, {
    rules: {
      sets_to_win: 3,
      games_to_win_set: 9,
      tie_break_points_to_win: 7,
      golden_point: false,
      star_point: false,
      super_tie_break: false,
      super_tie_break_points_to_win: 10,
      final_set_tie_break: true,
      final_set_tie_break_points_to_win: 7,
    },
  })
  for (let i = 0; i < POINTS; i++) {
    const response = await postBall(t.app, owner.headers, long.id, {
      client_id: crypto.randomUUID(),
      ...pointOf(long, i),
    })
    if (response.statusCode !== 201) throw new Error(`point ${i}: ${response.statusCode} ${response.body}`)
  }
  const read = await t.app.inject({ method: 'GET', url: `/api/v2/matches/${long.id}/stats`, headers: owner.headers })
  stats = matchStatsResponseSchema.parse(read.json()).stats
}, 120_000)
afterAll(() => t?.close())

const report = (id: number, query = '', coach = owner) =>
  t.app.inject({ method: 'GET', url: `/api/v2/matches/${id}/report.pdf${query}`, headers: coach.headers })

async function pdfOf(query = '') {
  const response = await report(long.id, query)
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
  const bytes = new Uint8Array(response.rawPayload)
  const pdf = await getDocumentProxy(bytes)
  const page = await pdf.getPage(1)
  const { text } = await extractText(pdf, { mergePages: true })
  return { response, text: text.replace(/\s+/g, ' '), pages: pdf.numPages, size: page.view.slice(2) }
}

const figures = (row: MatchStatsBody['players'][number] | MatchStatsBody['teams'][number]) => {
  const impact =
    row.impact === null
      ? '–'
      : new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(row.impact)
  return [
    row.points_won,
    row.winners,
    row.aces,
    row.forced_to_error,
    row.forced_errors,
    row.unforced_errors,
    row.serve_return_errors,
    row.double_faults,
    row.winners_given,
    impact,
  ].join(' ')
}
const teamName = (team: 0 | 1) =>
  stats.players
    .filter((p) => p.team === team)
    .map((p) => p.name)
    .join(' & ')

describe('GET /api/v2/matches/:id/report.pdf (ADR 0035)', () => {
  it('prints a 300-point match on A4 with the figures of its statistics and every point of its story', async () => {
    const { response, text, pages, size } = await pdfOf()
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Club final-Match report\.pdf"/)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(size).toEqual([595.28, 841.89])
    expect(pages).toBeGreaterThan(3)
    expect(stats.points_played).toBe(POINTS)

    // Overview: each player's and each team's row, figure by figure, as GET …/stats counts them.
    expect(text).toContain(`All sets · ${stats.games_played} games completed · ${POINTS} points`)
    for (const player of stats.players) expect(text).toContain(`${player.name} ${figures(player)}`)
    for (const team of stats.teams) expect(text).toContain(`Team: ${teamName(team.team)} ${figures(team)}`)

    // Key points per team.
    const [a, b] = stats.teams
    expect(text).toContain(
      `Points won on serve ${a!.on_serve.won} / ${a!.on_serve.played} ${b!.on_serve.won} / ${b!.on_serve.played}`,
    )
    expect(text).toContain(
      `Game points won ${a!.game_points.won} / ${a!.game_points.played} ${b!.game_points.won} / ${b!.game_points.played}`,
    )
    expect(text).toContain(`${stats.highlights.decisive_points.length} decisive points`)
    const run = stats.highlights.longest_run!
    expect(text).toContain(
      `${teamName(run.team)}: ${run.points} points in a row (points ${run.from_seq}–${run.to_seq})`,
    )

    // The story: every point once, in order, with its place in the game.
    const seqs = [...text.matchAll(/(\d+)\. (?:Game \d+|Tie-break|Super tie-break), /g)].map((m) => Number(m[1]))
    expect(seqs).toEqual(stats.story.map((e) => e.seq))
    expect(seqs).toHaveLength(POINTS)
    expect(text).toContain("3. Game 1, 15–15: Lea Virta, forced error, forced by Ana Ortiz's smash (0–0 30–15)")
    expect(text).toContain(`Court map with ${stats.court_map.filter((p) => p.to).length} points`)
    expect(text).toContain(`Page ${pages} of ${pages}`)
  })

  it("names the five biggest swings of the chance to win and each player's clutch index, as GET …/stats has them", async () => {
    const { text } = await pdfOf()
    const pressure = stats.pressure!
    expect(text).toContain('Chance to win The five biggest swings')
    const percent = new Intl.NumberFormat('en-GB', { style: 'percent' })
    const biggest = [...pressure.points].sort(
      (x, y) => Math.abs(y.after - y.before) - Math.abs(x.after - x.before) || x.seq - y.seq,
    )[0]!
    expect(text).toContain(`Point ${biggest.seq} (`)
    expect(text).toContain(
      `the chance of ${teamName(0)} went from ${percent.format(biggest.before)} to ${percent.format(biggest.after)}.`,
    )
    for (const player of pressure.players) {
      const name = stats.players.find((p) => p.id === player.player_id)!.name
      expect(text).toContain(`${name}: `)
      if (player.clutch !== null)
        expect(text).toContain(`(${player.won} of ${player.high_leverage_points} high-leverage`)
    }
  })

  it("lists the focuses of the asking coach's athletes, and nobody else's", async () => {
    const coach = await newCoach(t.app)
    const athlete = await t.app.inject({
      method: 'POST',
      url: '/api/v2/players',
      headers: coach.headers,
      payload: { player: { first_name: 'Iida', last_name: 'Koski' } },
    })
    const athleteId = athlete.json().player.id as number
    const focus = await t.app.inject({
      method: 'POST',
      url: `/api/v2/players/${athleteId}/focuses`,
      headers: coach.headers,
      payload: {
        focus: { metric: 'unforced_errors_per_game', direction: 'lower', target: 1.5, starts_on: '2026-01-01' },
      },
    })
    expect(focus.statusCode, focus.body).toBe(201)
    const match = await newMatch(t.app, coach, {
      license: 'free',
      visibility: 'public',
      pairs: [
        { players: [{ player_id: athleteId }, { name: 'Ana Ortiz' }] },
        { players: [{ name: 'Lea Virta' }, { name: 'Mia Mäki' }] },
      ],
    })
    const read = async (who: TestCoach) => {
      const response = await report(match.id, '', who)
      expect(response.statusCode).toBe(200)
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
        mergePages: true,
      })
      return text.replace(/\s+/g, ' ')
    }
    expect(await read(coach)).toContain(
      'Iida Koski is working on: Unforced errors per game: 1.5 or fewer · Not yet · No match yet',
    )
    expect(await read(owner)).not.toContain('is working on')
  })

  it("speaks the page's language and prints on Letter", async () => {
    const { text, size } = await pdfOf('?lang=fi&paper=letter')
    expect(size).toEqual([612, 792])
    expect(text).toContain('Otteluraportti')
    expect(text).toContain('Kaikki erät')
    for (const player of stats.players) expect(text).toContain(`${player.name} ${figures(player).replace(/\./g, ',')}`)
    expect(text).not.toContain('Match report')
  })

  it('speaks Spanish and Swedish too, with their own numbers', async () => {
    const es = (await pdfOf('?lang=es')).text
    expect(es).toContain('Informe del partido')
    expect(es).toContain('Todos los sets')
    const sv = (await pdfOf('?lang=sv')).text
    expect(sv).toContain('Matchrapport')
    expect(sv).toContain('Alla set')
    // Both write decimals with a comma, as Finnish does.
    for (const player of stats.players) expect(sv).toContain(`${player.name} ${figures(player).replace(/\./g, ',')}`)
  })

  it("follows the statistics' visibility and refuses what it does not know", async () => {
    const stranger = await newCoach(t.app)
    const hidden = await report(long.id, '', stranger)
    expect(hidden.statusCode).toBe(404)
    expect(hidden.json()).toMatchObject({ message: 'Not found' })
    for (const query of ['?lang=de', '?paper=a3', '?paper=%00', `?lang=${'x'.repeat(10_000)}`]) {
      const refused = await report(long.id, query)
      expect(refused.statusCode, query).toBeGreaterThanOrEqual(400)
      expect(refused.statusCode, query).toBeLessThan(500)
      expect(typeof refused.json().message).toBe('string')
    }
    expect((await report(999_999_999)).statusCode).toBe(404)
  })

  it('prints an empty free match, and names the standard fonts cannot draw without failing', async () => {
    const free = await newMatch(t.app, owner, {
      license: 'free',
      title: 'Final 🎾 Łódź',
      pairs: [
        { players: [{ name: 'Zoë Ørsted' }, { name: 'Łucja Nowak' }] },
        { players: [{ name: '李 娜' }, { name: 'Mia Mäki' }] },
      ],
    })
    const response = await report(free.id)
    expect(response.statusCode).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    })
    expect(text).toContain('Final ? ?ódz')
    expect(text).toContain('Zoë Ørsted')
    expect(text).toContain('No court positions were recorded')
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Final%20%F0%9F%8E%BE%20%C5%81%C3%B3d%C5%BA-Match%20report.pdf",
    )
  })
})
