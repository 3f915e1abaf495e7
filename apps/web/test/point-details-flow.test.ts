import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { attributePoint, POINT_TYPES, SHOT_SPEEDS, SHOT_TYPES, type PointType } from '@courtside/domain'
import { createBallSchema, FREE_BALL_FIELDS } from '@courtside/contracts'
import {
  currentStep,
  flowFromBall,
  INITIAL_FLOW,
  nextStep,
  numberedActions,
  stepsFor,
  toNewBall,
  type FlowAction,
  type FlowContext,
  type FlowState,
} from '@/features/scoring/lib/point-details-flow'
import { aMatch } from './match-fixtures'

// The point-details flow as a pure reducer: the dialog only renders it.

const pro: FlowContext = { match: aMatch(), serverId: 101 }
const free: FlowContext = { match: aMatch({ license: 'free' }), serverId: 101 }
const run = (ctx: FlowContext, actions: FlowAction[], from: FlowState = INITIAL_FLOW) =>
  actions.reduce((state, action) => nextStep(state, action, ctx), from)

describe('the point-details flow', () => {
  it('walks a pro point through every step and makes its ball', () => {
    const state = run(pro, [
      { type: 'pickFinisher', playerId: 103 },
      { type: 'pickPointType', pointType: 'winner' },
      { type: 'update', patch: { shotType: 'volley', shotSpeed: 'fast' } },
      { type: 'next' },
      { type: 'pickPrevious', playerId: 102 },
      { type: 'update', patch: { previousShotType: 'lob', previousShotSpeed: 'slow' } },
      { type: 'next' },
      { type: 'update', patch: { from: { x: 0.2, y: 0.8 }, to: { x: 0.7, y: 0.1 } } },
      { type: 'next' },
      { type: 'update', patch: { comment: '  great volley ' } },
      { type: 'next' },
    ])
    expect(currentStep(state, pro)).toBe('summary')
    expect(toNewBall(state.draft, pro)).toEqual({
      winnerTeam: 1,
      ball: {
        point_type: 'winner',
        finisher_id: 103,
        winner_team: null,
        comment: 'great volley',
        shot_type: 'volley',
        shot_speed: 'fast',
        previous_shooter_id: 102,
        previous_shot_type: 'lob',
        previous_shot_speed: 'slow',
        from: { x: 0.2, y: 0.8 },
        to: { x: 0.7, y: 0.1 },
        serve: null,
      },
    })
  })

  it('records the serve on a pro point, always the second for a double fault (ADR 0036)', () => {
    const first = run(pro, [
      { type: 'update', patch: { serve: 'first' } },
      { type: 'pickFinisher', playerId: 101 },
      { type: 'pickPointType', pointType: 'ace' },
    ])
    expect(toNewBall(first.draft, pro)?.ball.serve).toBe('first')
    const fault = run(pro, [
      { type: 'update', patch: { serve: 'first' } },
      { type: 'pickFinisher', playerId: 101 },
      { type: 'pickPointType', pointType: 'double_fault' },
    ])
    expect(fault.draft.serve).toBe('second')
    expect(toNewBall(fault.draft, pro)?.ball.serve).toBe('second')
    expect(toNewBall(first.draft, free)?.ball).not.toHaveProperty('serve')
  })

  it('opens on a recorded point: its detail as the draft; a quick tap starts from the finisher', () => {
    const recorded = {
      id: 9,
      seq: 9,
      client_id: '00000000-0000-4000-8000-000000000009',
      server_id: 101,
      winner_team: 1 as const,
      point_type: 'winner' as const,
      finisher_id: 103,
      shot_type: 'volley' as const,
      shot_speed: 'fast' as const,
      previous_shooter_id: 102,
      previous_shot_type: 'lob' as const,
      previous_shot_speed: null,
      from: null,
      to: { x: 0.5, y: 0.2 },
      comment: 'kept',
      serve: 'second' as const,
      tapped_at: '2026-11-20T10:00:00.000Z',
      created_at: '2026-11-20T10:00:00.000Z',
    }
    const state = flowFromBall(recorded)
    expect(state.stepIndex).toBe(0)
    expect(toNewBall(state.draft, pro)).toEqual({
      winnerTeam: 1,
      ball: {
        point_type: 'winner',
        finisher_id: 103,
        winner_team: null,
        comment: 'kept',
        shot_type: 'volley',
        shot_speed: 'fast',
        previous_shooter_id: 102,
        previous_shot_type: 'lob',
        previous_shot_speed: null,
        from: null,
        to: { x: 0.5, y: 0.2 },
        serve: 'second',
      },
    })
    const quick = flowFromBall({ ...recorded, point_type: 'other', finisher_id: null, shot_type: null })
    expect(quick.draft.pointType).toBeNull()
    expect(toNewBall(quick.draft, pro)).toBeNull()
  })

  it('a free point has finisher, point type and comment only', () => {
    expect(stepsFor(free.match)).toEqual(['finisher', 'pointType', 'comment', 'summary'])
    const state = run(free, [
      { type: 'pickFinisher', playerId: 101 },
      { type: 'pickPointType', pointType: 'unforced_error' },
      { type: 'goTo', step: 'shot' },
    ])
    expect(currentStep(state, free)).toBe('comment')
    expect(toNewBall(state.draft, free)).toEqual({
      winnerTeam: 1,
      ball: { point_type: 'unforced_error', finisher_id: 101, winner_team: null, comment: '' },
    })
  })

  it('refuses a point type the rules rule out, and cannot move on without a finisher and a type', () => {
    expect(run(pro, [{ type: 'next' }])).toEqual(INITIAL_FLOW)
    const atType = run(pro, [{ type: 'pickFinisher', playerId: 103 }])
    // Lea Virta receives: she cannot serve an ace or a double fault.
    expect(run(pro, [{ type: 'pickPointType', pointType: 'ace' }], atType)).toEqual(atType)
    expect(run(pro, [{ type: 'next' }], atType)).toEqual(atType)
    expect(toNewBall(atType.draft, pro)).toBeNull()
  })

  it("'other' stays on its step with the finisher's team as the winner until the coach says otherwise", () => {
    const state = run(pro, [
      { type: 'pickFinisher', playerId: 102 },
      { type: 'pickPointType', pointType: 'other' },
    ])
    expect(currentStep(state, pro)).toBe('pointType')
    expect(toNewBall(state.draft, pro)?.winnerTeam).toBe(0)
    const changed = run(pro, [{ type: 'update', patch: { winnerTeam: 1 } }], state)
    expect(toNewBall(changed.draft, pro)).toMatchObject({ winnerTeam: 1, ball: { winner_team: 1 } })
  })

  it('a new finisher drops the previous shooter chosen for the old one; no shooter, no previous shot', () => {
    const withPrevious = run(pro, [
      { type: 'pickFinisher', playerId: 101 },
      { type: 'pickPointType', pointType: 'winner' },
      { type: 'next' },
      { type: 'pickPrevious', playerId: 103 },
      { type: 'update', patch: { previousShotType: 'lob' } },
    ])
    expect(numberedActions(withPrevious, pro)).toEqual([
      { type: 'pickPrevious', playerId: 103 },
      { type: 'pickPrevious', playerId: 104 },
      { type: 'pickPrevious', playerId: null },
    ])
    const refinished = run(
      pro,
      [
        { type: 'goTo', step: 'finisher' },
        { type: 'pickFinisher', playerId: 103 },
      ],
      withPrevious,
    )
    expect(refinished.draft.previousShooterId).toBeNull()
    expect(toNewBall(refinished.draft, pro)?.ball).toMatchObject({
      previous_shooter_id: null,
      previous_shot_type: null,
    })
    expect(run(pro, [{ type: 'pickFinisher', playerId: 999 }])).toEqual(INITIAL_FLOW)
  })

  it('any sequence of actions keeps the step in range and makes only balls the API and the rules accept', () => {
    const ids = [101, 102, 103, 104, 999]
    const point = { x: 0.5, y: 0.5 }
    const action: fc.Arbitrary<FlowAction> = fc.oneof(
      fc.constantFrom(...ids).map((playerId) => ({ type: 'pickFinisher' as const, playerId })),
      fc.constantFrom(...POINT_TYPES).map((pointType) => ({ type: 'pickPointType' as const, pointType })),
      fc.constantFrom(101, 102, 103, 104, null).map((playerId) => ({ type: 'pickPrevious' as const, playerId })),
      fc
        .record({
          shotType: fc.constantFrom(null, ...SHOT_TYPES),
          shotSpeed: fc.constantFrom(null, ...SHOT_SPEEDS),
          previousShotType: fc.constantFrom(null, ...SHOT_TYPES),
          from: fc.constantFrom(null, point),
          comment: fc.string({ maxLength: 600 }).map((c) => c.slice(0, 500)),
          winnerTeam: fc.constantFrom(null, 0 as const, 1 as const),
        })
        .map((patch) => ({ type: 'update' as const, patch })),
      fc.constantFrom<FlowAction>({ type: 'next' }, { type: 'back' }, { type: 'reset' }),
      fc.constantFrom('finisher', 'shot', 'summary' as const).map((step) => ({ type: 'goTo' as const, step })),
    )
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(101, 103, null),
        fc.array(action, { maxLength: 30 }),
        (isPro, serverId, actions) => {
          const ctx: FlowContext = { match: isPro ? pro.match : free.match, serverId }
          const state = run(ctx, actions)
          expect(state.stepIndex).toBeGreaterThanOrEqual(0)
          expect(state.stepIndex).toBeLessThan(stepsFor(ctx.match).length)
          const made = toNewBall(state.draft, ctx)
          if (!made) return
          expect(
            createBallSchema.safeParse({ ...made.ball, client_id: '00000000-0000-4000-8000-000000000000' }).success,
          ).toBe(true)
          if (!isPro) expect(FREE_BALL_FIELDS).toEqual(expect.arrayContaining(Object.keys(made.ball)))
          const finisherTeam = [101, 102].includes(made.ball.finisher_id!) ? 0 : 1
          const verdict = attributePoint({
            pointType: made.ball.point_type as PointType,
            finisherTeam,
            finisherIsServer: made.ball.finisher_id === serverId,
            serverTeam: serverId === null ? undefined : serverId === 101 ? 0 : 1,
            winnerTeam: made.ball.point_type === 'other' ? made.winnerTeam : null,
          })
          expect(verdict).toEqual({ ok: true, winnerTeam: made.winnerTeam })
        },
      ),
      { numRuns: 400 },
    )
  })
})
