import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CHART_TOOLTIP_STYLE } from '@/components/chart-tooltip-style'
import type { ChancePoint } from './pressure-view'

export interface WinProbabilityChartProps {
  points: readonly ChancePoint[]
  labels: { chance: string; point: (n: number) => string; percent: (share: number) => string }
}

interface DotProps {
  cx?: number
  cy?: number
  payload?: { decisive: boolean }
}

/** A decisive point is a diamond on the line: marked by shape, not by colour alone. */
function DecisiveDot({ cx, cy, payload }: DotProps) {
  if (!payload?.decisive || cx === undefined || cy === undefined) return <g />
  const r = 5
  return (
    <path
      d={`M${cx},${cy - r}L${cx + r},${cy}L${cx},${cy + r}L${cx - r},${cy}Z`}
      fill="var(--background)"
      stroke="var(--foreground)"
      strokeWidth={1.5}
    />
  )
}

/** recharts lives only in this module, loaded with React.lazy: it stays out of the first bundle. */
export function WinProbabilityChart({ points, labels }: WinProbabilityChartProps) {
  // The line starts from the chance before the first point, then follows the chance after each point (x = its seq).
  const first = points[0]
  const data = [
    ...(first ? [{ n: first.seq - 1, chance: first.before * 100, decisive: false }] : []),
    ...points.map((p) => ({ n: p.seq, chance: p.after * 100, decisive: p.decisive })),
  ]
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis
          dataKey="n"
          type="number"
          domain={['dataMin', 'dataMax']}
          tick={{ fontSize: 11 }}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tick={{ fontSize: 11 }}
          tickLine={false}
          width={48}
          tickFormatter={(v: number) => labels.percent(v / 100)}
        />
        <ReferenceLine y={50} strokeDasharray="4 4" className="stroke-muted-foreground" />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(n) => labels.point(Number(n))}
          formatter={(value) => [labels.percent(Number(value) / 100), labels.chance]}
          contentStyle={CHART_TOOLTIP_STYLE}
        />
        <Line
          type="linear"
          dataKey="chance"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={DecisiveDot}
          activeDot={{ r: 4 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
