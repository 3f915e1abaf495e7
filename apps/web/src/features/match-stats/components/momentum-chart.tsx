import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { MomentumPoint } from '@courtside/domain'
import { CHART_TOOLTIP_STYLE } from '@/components/chart-tooltip-style'

export interface MomentumChartProps {
  points: readonly MomentumPoint[]
  /** Point numbers (seq, 1-based, ADR 0016) where a new set starts. */
  setStarts: readonly number[]
  labels: { diff: string; swing: string; point: (n: number) => string }
}

/** recharts lives only in this module, loaded with React.lazy: it stays out of the first bundle. */
export function MomentumChart({ points, setStarts, labels }: MomentumChartProps) {
  // x is the point's number in the match (its seq), so a player filter keeps the match's numbering.
  const data = points.map((p) => ({ n: p.seq, diff: p.diff, swing: p.swing }))
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis
          dataKey="n"
          type="number"
          domain={['dataMin', 'dataMax']}
          tick={{ fontSize: 11 }}
          className="fill-muted-foreground"
          tickLine={false}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} tickLine={false} width={40} />
        <ReferenceLine y={0} className="stroke-foreground/40" />
        {setStarts.map((n) => (
          <ReferenceLine key={n} x={n} strokeDasharray="4 4" className="stroke-muted-foreground" />
        ))}
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(n) => labels.point(Number(n))}
          formatter={(value, name) => [String(value), name === 'diff' ? labels.diff : labels.swing]}
          contentStyle={CHART_TOOLTIP_STYLE}
        />
        <Line
          type="linear"
          dataKey="diff"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="linear"
          dataKey="swing"
          stroke="var(--muted-foreground)"
          strokeWidth={1.5}
          strokeDasharray="5 4"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
