import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { TrendRow } from '../lib/trend-series'
import { CHART_TOOLTIP_STYLE } from '@/components/chart-tooltip-style'

export interface TrendChartProps {
  rows: readonly TrendRow[]
  /** One name per series (the athlete, then the one compared). */
  names: readonly string[]
  format(value: number): string
  dateLabel(date: string): string
}

// The compared athlete's line differs in pattern too (dashed), never by colour alone.
const COLOURS = ['var(--primary)', 'var(--foreground)']
const DASHES = [undefined, '6 4']

/** recharts lives only in this module, loaded with React.lazy when an athlete's progress is shown. */
export function TrendChart({ rows, names, format, dateLabel }: TrendChartProps) {
  const data = rows.map((row, i) => ({
    i,
    label: dateLabel(row.date),
    ...Object.fromEntries(row.values.map((v, s) => [`s${s}`, v ?? null])),
  }))
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fontSize: 11 }}
          tickLine={false}
          minTickGap={16}
          interval="preserveStartEnd"
          padding={{ left: 24, right: 24 }}
        />
        <YAxis tick={{ fontSize: 11 }} tickLine={false} width={44} tickFormatter={(v: number) => format(v)} />
        <Tooltip
          isAnimationActive={false}
          formatter={(value, name) => [format(Number(value)), names[Number(String(name).slice(1))] ?? '']}
          contentStyle={CHART_TOOLTIP_STYLE}
        />
        {names.length > 1 && <Legend formatter={(name: string) => names[Number(name.slice(1))] ?? ''} />}
        {names.map((_, s) => (
          <Line
            key={s}
            type="linear"
            dataKey={`s${s}`}
            stroke={COLOURS[s]}
            strokeWidth={2}
            strokeDasharray={DASHES[s]}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
