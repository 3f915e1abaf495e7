import { useTranslation } from 'react-i18next'
import { SHOT_SPEEDS, type ShotSpeed } from '@courtside/domain'
import { ToggleChoice } from './toggle-choice'

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
  const options = SHOT_SPEEDS.map((speed) => ({ value: speed, label: t(`shots.speeds.${speed}`) }))
  return <ToggleChoice label={label} options={options} value={value} onChange={onChange} />
}
