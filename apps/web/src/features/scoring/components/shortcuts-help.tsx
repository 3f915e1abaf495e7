import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { KeyboardIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'

export const RECORDER_SHORTCUTS = [
  { keys: ['1'], action: 'pointA' },
  { keys: ['2'], action: 'pointB' },
  { keys: ['D'], action: 'details' },
  { keys: ['U'], action: 'undo' },
  { keys: ['S'], action: 'server' },
  { keys: ['?'], action: 'help' },
  { keys: ['1', '…', '9'], action: 'inFlow' },
] as const

/**
 * "?" popover listing the desktop shortcuts; its trigger has a tooltip with the same short list. Memoised: the
 * recorder re-renders at every tap, this (Radix popover and tooltip) only when opened or closed.
 */
export const ShortcutsHelp = memo(function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange(open: boolean): void
}) {
  const { t } = useTranslation()
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip>
        <TooltipTrigger asChild>
          <PopoverPrimitive.Trigger asChild>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('scoring.shortcuts.open')}
              className="hidden md:inline-flex md:size-12"
              data-testid="shortcuts-button"
            >
              <KeyboardIcon aria-hidden="true" />
            </Button>
          </PopoverPrimitive.Trigger>
        </TooltipTrigger>
        <TooltipContent>{t('scoring.shortcuts.tooltip')}</TooltipContent>
      </Tooltip>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          className="z-50 w-72 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-lg animate-pop-in"
          data-testid="shortcuts-help"
        >
          <p className="mb-2 font-semibold">{t('scoring.shortcuts.title')}</p>
          <dl className="flex flex-col gap-1.5 text-sm">
            {RECORDER_SHORTCUTS.map(({ keys, action }) => (
              <div key={action} className="flex items-center justify-between gap-3">
                <dt className="text-muted-foreground">{t(`scoring.shortcuts.${action}`)}</dt>
                <dd className="flex gap-1">
                  {keys.map((key) => (
                    <kbd key={key} className="rounded border border-border bg-muted px-1.5 font-mono text-xs">
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-muted-foreground">{t('scoring.shortcuts.note')}</p>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  )
})
