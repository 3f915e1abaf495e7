import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { videoTimeOf, videoTimes, type PointTap } from '../src/index.ts'

// A point's video time (docs/decisions/0068-video-syncs-and-playlists.md): the nearest anchor at or before it plus
// the tap time since that anchor's point; before the first anchor, the first anchor.

const T0 = Date.UTC(2026, 10, 1, 18, 0, 0)
/** Taps 0 s, 30 s, 75 s, 120 s, 200 s and 260 s after T0, points 1 to 6. */
const taps: PointTap[] = [0, 30, 75, 120, 200, 260].map((s, i) => ({ seq: i + 1, tappedAt: T0 + s * 1000 }))
const at = (anchors: { seq: number; time: number }[], seq: number) => videoTimeOf(taps, anchors, seq)

describe('videoTimeOf', () => {
  it('follows the one anchor both ways', () => {
    const one = [{ seq: 2, time: 100 }]
    expect(at(one, 1)).toBe(70) // 100 − 30
    expect(at(one, 2)).toBe(100)
    expect(at(one, 4)).toBe(190) // 100 + (120 − 30)
    expect(at(one, 6)).toBe(330) // 100 + (260 − 30)
  })

  it('takes a later anchor from its point on (a camera restart)', () => {
    const two = [
      { seq: 5, time: 400 },
      { seq: 2, time: 100 },
    ]
    expect(at(two, 1)).toBe(70) // before the first anchor: the first one
    expect(at(two, 4)).toBe(190) // still the first anchor
    expect(at(two, 5)).toBe(400)
    expect(at(two, 6)).toBe(460) // 400 + (260 − 200)
  })

  it('uses the nearest of three anchors at or before the point', () => {
    const three = [
      { seq: 2, time: 100 },
      { seq: 4, time: 150 },
      { seq: 5, time: 400 },
    ]
    expect(at(three, 1)).toBe(70)
    expect(at(three, 3)).toBe(145) // 100 + (75 − 30)
    expect(at(three, 4)).toBe(150)
    expect(at(three, 6)).toBe(460)
    expect([...videoTimes(taps, three)]).toEqual([
      [1, 70],
      [2, 100],
      [3, 145],
      [4, 150],
      [5, 400],
      [6, 460],
    ])
  })

  it('ignores an anchor whose point is gone, and has no time without an anchor or a tap', () => {
    expect(
      at(
        [
          { seq: 99, time: 5 },
          { seq: 2, time: 100 },
        ],
        1,
      ),
    ).toBe(70)
    expect(at([{ seq: 99, time: 5 }], 1)).toBeNull()
    expect(at([], 3)).toBeNull()
    expect(at([{ seq: 2, time: 100 }], 7)).toBeNull()
    expect(videoTimeOf([{ seq: 1, tappedAt: null }, ...taps.slice(1)], [{ seq: 1, time: 10 }], 3)).toBeNull()
  })

  it('puts an anchored point at its anchor and keeps the taps apart as recorded after it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 6, maxLength: 6 }),
        (seqs, times) => {
          const anchors = seqs.map((seq, i) => ({ seq, time: times[i]! }))
          for (const a of anchors) expect(at(anchors, a.seq)).toBe(a.time)
          // Between one anchor and the next, the video runs at the taps' pace.
          const first = Math.min(...seqs)
          for (let seq = first; seq < 6; seq++) {
            if (seqs.includes(seq + 1)) continue
            const gap = (taps[seq]!.tappedAt! - taps[seq - 1]!.tappedAt!) / 1000
            expect(at(anchors, seq + 1)! - at(anchors, seq)!).toBeCloseTo(gap, 9)
          }
        },
      ),
    )
  })
})
