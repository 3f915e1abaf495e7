import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SHOT_SPEEDS, type ShotSpeed } from '@courtside/domain'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'

export function SpeedPicker({
  value,
  onChange,
  label,
}: {
  value: ShotSpeed | null
  onChange(v: ShotSpeed | null): void
  label: string
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" id={labelId}>
        {label}
      </p>
      <ToggleGroup
        type="single"
        value={value ?? ''}
        onValueChange={(v) => onChange(v ? (v as ShotSpeed) : null)}
        aria-labelledby={labelId}
        className="w-full"
      >
        {SHOT_SPEEDS.map((speed) => (
          <ToggleGroupItem
            key={speed}
            value={speed}
            className="h-11 flex-1 md:h-10 data-[state=on]:bg-primary data-[state=on]:text-primary-foreground"
          >
            {t(`shots.speeds.${speed}`)}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </div>
  )
}
