import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { useIsMobile } from '@/lib/use-is-mobile'
import {
  AREA,
  clamp,
  type CourtMark,
  type CourtPath,
  type CourtPoint,
  type CourtSport,
  endLabelPosition,
  FINE_STEP,
  MARGIN,
  PATH_CLASS,
  round,
  STEP,
  TONE_CLASS,
} from './court-geometry'

export interface CourtDrawingProps {
  sport: CourtSport
  /** 'auto' draws the court upright on phones (< 768 px) and sideways on wider screens. */
  orientation?: 'auto' | 'vertical' | 'horizontal'
  marks?: readonly CourtMark[]
  paths?: readonly CourtPath[]
  /** Makes the court pickable by tap, click or keyboard (arrow keys move a cursor, Enter picks). */
  onPick?: (point: CourtPoint) => void
  /** Accessible name, e.g. "Where the shot was hit from". */
  label: string
  /** Names written at each end of the court: team 0's end, then team 1's. */
  endLabels?: readonly [string, string]
  className?: string
}

export function CourtDrawing({
  sport,
  orientation = 'auto',
  marks = [],
  paths = [],
  onPick,
  label,
  endLabels,
  className,
}: CourtDrawingProps) {
  const { t } = useTranslation()
  const isMobile = useIsMobile()
  const vertical = orientation === 'vertical' || (orientation === 'auto' && isMobile)
  const { width: W, length: L } = AREA[sport]
  const [cursor, setCursor] = useState<CourtPoint>({ x: 0.5, y: 0.5 })
  const [focused, setFocused] = useState(false)
  const instructionsId = useId()
  const markerId = useId().replace(/:/g, '')

  // Court metres → SVG user units: vertical = across is x, length is y; horizontal = length is x, across is y.
  const viewW = (vertical ? W : L) + 2 * MARGIN
  const viewH = (vertical ? L : W) + 2 * MARGIN
  const toSvg = (p: CourtPoint) =>
    vertical ? { cx: MARGIN + p.x * W, cy: MARGIN + p.y * L } : { cx: MARGIN + p.y * L, cy: MARGIN + (1 - p.x) * W }
  // Lines in court metres (a = across 0..W, d = depth 0..L).
  const seg = (a1: number, d1: number, a2: number, d2: number) => {
    const p1 = toSvg({ x: a1 / W, y: d1 / L })
    const p2 = toSvg({ x: a2 / W, y: d2 / L })
    return { x1: p1.cx, y1: p1.cy, x2: p2.cx, y2: p2.cy }
  }
  const rect = (a1: number, d1: number, a2: number, d2: number) => {
    const p1 = toSvg({ x: a1 / W, y: d1 / L })
    const p2 = toSvg({ x: a2 / W, y: d2 / L })
    return {
      x: Math.min(p1.cx, p2.cx),
      y: Math.min(p1.cy, p2.cy),
      width: Math.abs(p2.cx - p1.cx),
      height: Math.abs(p2.cy - p1.cy),
    }
  }

  const pick = (point: CourtPoint) => onPick?.({ x: round(clamp(point.x)), y: round(clamp(point.y)) })

  const handleClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return
    const svg = event.currentTarget
    const matrix = svg.getScreenCTM?.()
    if (!matrix) return
    const pt = svg.createSVGPoint()
    pt.x = event.clientX
    pt.y = event.clientY
    const local = pt.matrixTransform(matrix.inverse())
    const point = vertical
      ? { x: (local.x - MARGIN) / W, y: (local.y - MARGIN) / L }
      : { x: 1 - (local.y - MARGIN) / W, y: (local.x - MARGIN) / L }
    const picked = { x: clamp(point.x), y: clamp(point.y) }
    setCursor(picked)
    pick(picked)
  }

  const handleKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!onPick) return
    const step = event.shiftKey ? FINE_STEP : STEP
    // Arrow keys move the cursor on screen, whatever the orientation.
    const moves: Record<string, [number, number]> = vertical
      ? { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }
      : { ArrowLeft: [0, -step], ArrowRight: [0, step], ArrowUp: [step, 0], ArrowDown: [-step, 0] }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      setCursor((c) => ({ x: round(clamp(c.x + move[0])), y: round(clamp(c.y + move[1])) }))
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick(cursor)
    }
  }

  const describe = (p: CourtPoint) => {
    const side = p.x < 1 / 3 ? t('court.left') : p.x > 2 / 3 ? t('court.right') : t('court.centre')
    const half = p.y < 0.5 ? (endLabels?.[0] ?? t('court.end0')) : (endLabels?.[1] ?? t('court.end1'))
    const fromNet = Math.abs(p.y - 0.5) * L
    return t('court.position', { side, half, metres: fromNet.toFixed(1) })
  }

  const interactive = Boolean(onPick)
  const lineClass = 'stroke-white/90 dark:stroke-white/80'
  const lw = 0.08

  return (
    <figure className={cn('w-full', className)}>
      <svg
        viewBox={`0 0 ${viewW} ${viewH}`}
        role={interactive ? 'application' : 'img'}
        aria-label={label}
        aria-describedby={interactive ? instructionsId : undefined}
        aria-roledescription={t('court.roleDescription')}
        tabIndex={interactive ? 0 : undefined}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="court-drawing"
        data-sport={sport}
        data-orientation={vertical ? 'vertical' : 'horizontal'}
        className={cn(
          'mx-auto block h-auto w-full rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-ring',
          vertical ? 'max-h-[60vh] max-w-[20rem]' : 'max-w-3xl',
          interactive && 'cursor-crosshair touch-manipulation',
        )}
      >
        <defs>
          <marker
            id={`arrow-${markerId}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="fill-current" />
          </marker>
        </defs>
        {/* Surroundings */}
        <rect x={0} y={0} width={viewW} height={viewH} rx={0.6} className="fill-slate-200 dark:fill-slate-800" />
        {sport === 'padel' ? (
          <g>
            <rect {...rect(0, 0, W, L)} className="fill-sky-700 dark:fill-sky-900" />
            {/* Service lines 6.95 m from the net, the centre service line between them, the net. */}
            <line {...seg(0, 3.05, W, 3.05)} className={lineClass} strokeWidth={lw} />
            <line {...seg(0, L - 3.05, W, L - 3.05)} className={lineClass} strokeWidth={lw} />
            <line {...seg(W / 2, 3.05, W / 2, L - 3.05)} className={lineClass} strokeWidth={lw} />
            {/* Glass back walls and the first 4 m of each side (glass), mesh fence in between. */}
            <g className="stroke-cyan-300 dark:stroke-cyan-400" strokeWidth={0.28} strokeLinecap="square">
              <line {...seg(0, 0, W, 0)} />
              <line {...seg(0, L, W, L)} />
              <line {...seg(0, 0, 0, 4)} />
              <line {...seg(W, 0, W, 4)} />
              <line {...seg(0, L - 4, 0, L)} />
              <line {...seg(W, L - 4, W, L)} />
            </g>
            <g className="stroke-slate-500 dark:stroke-slate-400" strokeWidth={0.14} strokeDasharray="0.25 0.2">
              <line {...seg(0, 4, 0, L - 4)} />
              <line {...seg(W, 4, W, L - 4)} />
            </g>
          </g>
        ) : (
          <g>
            {(() => {
              const offA = 3.66
              const offD = 6.4
              const cw = 10.97
              const cl = 23.77
              const alley = 1.37
              const svc = cl / 2 - 6.4
              return (
                <>
                  <rect {...rect(0, 0, W, L)} className="fill-emerald-700 dark:fill-emerald-900" />
                  <rect {...rect(offA, offD, offA + cw, offD + cl)} className="fill-blue-700 dark:fill-blue-900" />
                  <g className={lineClass} strokeWidth={lw} fill="none">
                    <rect {...rect(offA, offD, offA + cw, offD + cl)} />
                    <line {...seg(offA + alley, offD, offA + alley, offD + cl)} />
                    <line {...seg(offA + cw - alley, offD, offA + cw - alley, offD + cl)} />
                    <line {...seg(offA + alley, offD + svc, offA + cw - alley, offD + svc)} />
                    <line {...seg(offA + alley, offD + cl - svc, offA + cw - alley, offD + cl - svc)} />
                    <line {...seg(offA + cw / 2, offD + svc, offA + cw / 2, offD + cl - svc)} />
                    <line {...seg(offA + cw / 2, offD, offA + cw / 2, offD + 0.3)} />
                    <line {...seg(offA + cw / 2, offD + cl - 0.3, offA + cw / 2, offD + cl)} />
                  </g>
                </>
              )
            })()}
          </g>
        )}
        {/* The net, a little beyond the court on each side (posts). */}
        <line
          {...seg(-0.4, L / 2, W + 0.4, L / 2)}
          className="stroke-slate-900 dark:stroke-slate-100"
          strokeWidth={0.16}
        />
        {endLabels && (
          <g className="fill-slate-700 text-[0.7px] font-semibold dark:fill-slate-200" aria-hidden="true">
            <text {...endLabelPosition(vertical, viewW, viewH, 0)} textAnchor="middle" dominantBaseline="central">
              {endLabels[0]}
            </text>
            <text {...endLabelPosition(vertical, viewW, viewH, 1)} textAnchor="middle" dominantBaseline="central">
              {endLabels[1]}
            </text>
          </g>
        )}
        {paths.map((path) => {
          const a = toSvg(path.from)
          const b = toSvg(path.to)
          return (
            <line
              key={path.id}
              x1={a.cx}
              y1={a.cy}
              x2={b.cx}
              y2={b.cy}
              strokeWidth={0.14}
              markerEnd={`url(#arrow-${markerId})`}
              className={cn(PATH_CLASS[path.tone ?? 'neutral'], 'text-slate-700 dark:text-slate-200')}
              data-testid="court-path"
            >
              {path.label && <title>{path.label}</title>}
            </line>
          )
        })}
        {marks.map((mark) => {
          const c = toSvg(mark)
          return (
            <g
              key={mark.id}
              data-testid="court-mark"
              onClick={mark.onActivate}
              className={mark.onActivate ? 'cursor-pointer' : undefined}
            >
              {mark.label && <title>{mark.label}</title>}
              <circle cx={c.cx} cy={c.cy} r={0.42} strokeWidth={0.08} className={TONE_CLASS[mark.tone ?? 'neutral']} />
              {mark.text && (
                <text
                  x={c.cx}
                  y={c.cy}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="fill-white text-[0.5px] font-bold dark:fill-slate-900"
                >
                  {mark.text}
                </text>
              )}
            </g>
          )
        })}
        {interactive && focused && (
          <g data-testid="court-cursor" aria-hidden="true">
            <circle
              {...toSvg(cursor)}
              r={0.55}
              strokeWidth={0.1}
              strokeDasharray="0.2 0.12"
              className={TONE_CLASS.cursor}
            />
            <circle {...toSvg(cursor)} r={0.08} className="fill-foreground" />
          </g>
        )}
      </svg>
      {interactive && (
        <>
          <p id={instructionsId} className="sr-only">
            {t('court.instructions')}
          </p>
          <p className="sr-only" aria-live="polite" data-testid="court-cursor-position">
            {focused ? describe(cursor) : ''}
          </p>
        </>
      )}
    </figure>
  )
}
