import { useTranslation } from 'react-i18next'
import { RadioGroup } from 'radix-ui'
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme'

const ICONS = { light: SunIcon, system: MonitorIcon, dark: MoonIcon } satisfies Record<ThemePreference, unknown>

/**
 * Light / system / dark as a radio group (one choice, arrow keys move it). `showLabels` writes the names out;
 * otherwise each icon is named for assistive tech and by its tooltip-like title.
 */
export function ThemeSwitch({ showLabels = false, className }: { showLabels?: boolean; className?: string }) {
  const { t } = useTranslation()
  const { preference, setPreference } = useTheme()
  return (
    <RadioGroup.Root
      value={preference}
      onValueChange={(value) => setPreference(value as ThemePreference)}
      aria-label={t('theme.label')}
      orientation="horizontal"
      data-testid="theme-switch"
      className={cn(
        'inline-flex w-full items-center gap-0.5 rounded-lg border border-border bg-muted/60 p-0.5',
        className,
      )}
    >
      {THEME_PREFERENCES.map((value) => {
        const Icon = ICONS[value]
        return (
          <RadioGroup.Item
            key={value}
            value={value}
            aria-label={showLabels ? undefined : t(`theme.${value}`)}
            title={showLabels ? undefined : t(`theme.${value}`)}
            className={cn(
              'inline-flex h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 md:h-8',
              'data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {showLabels && <span>{t(`theme.${value}`)}</span>}
          </RadioGroup.Item>
        )
      })}
    </RadioGroup.Root>
  )
}
