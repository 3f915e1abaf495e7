import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts'
import type { Focus } from '@courtside/contracts'

export interface FocusLineProps {
  points: Focus['progress']['points']
  target: number
  format(value: number): string
  dateLabel(date: string): string
  targetLabel: string
}

/** recharts lives only in this module, loaded with React.lazy: a focus's matches since its start, and its target. */
export function FocusLine({ points, target, format, dateLabel, targetLabel }: FocusLineProps) {
  const data = points.map((p) => ({ label: dateLabel(p.date), value: p.value }))
  return (
    <ResponsiveContainer width="100%" height={140}>
      <LineChart data={data} margin={{ top: 12, right: 12, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11 }}
          tickLine={false}
          interval="preserveStartEnd"
          padding={{ left: 16, right: 16 }}
        />
        <YAxis
          tick={{ fontSize: 11 }}
          tickLine={false}
          width={48}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => format(v)}
        />
        {/* The target differs from the line by pattern (dashed) and its label, not by colour alone. */}
        <ReferenceLine
          y={target}
          ifOverflow="extendDomain"
          stroke="var(--foreground)"
          strokeDasharray="6 4"
          label={{ value: targetLabel, position: 'insideTopRight', fontSize: 11, fill: 'var(--muted-foreground)' }}
        />
        <Line
          type="linear"
          dataKey="value"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={{ r: 3.5 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
