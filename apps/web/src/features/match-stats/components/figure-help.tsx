import { useRef, useState, type ReactNode } from 'react'
import { Popover as PopoverPrimitive } from 'radix-ui'
import { InfoIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * A figure's name with a small "what is this" button: hover opens it with a mouse, tap or Enter/Space opens it on a
 * phone or keyboard (a tooltip alone never opens on touch), Escape closes it.
 */
export function FigureHelp({
  label,
  help,
  helpLabel,
  className,
}: {
  label: ReactNode
  help: ReactNode
  helpLabel: string
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const hoverTimer = useRef<number | undefined>(undefined)
  const openedByHover = useRef(false)
  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    window.clearTimeout(hoverTimer.current)
    if (next) {
      openedByHover.current = !open
      setOpen(true)
      return
    }
    // A short grace period on leaving lets the pointer travel from the button to the text.
    hoverTimer.current = window.setTimeout(() => {
      openedByHover.current = false
      setOpen(false)
    }, 120)
  }
  return (
    // Inline, so the button follows the label's last word when the label wraps.
    <span className={cn('inline', className)}>
      <span>{label}</span>{' '}
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        <PopoverPrimitive.Trigger
          type="button"
          aria-label={helpLabel}
          onPointerEnter={hover(true)}
          onPointerLeave={hover(false)}
          onClick={(event) => {
            // A click right after hovering it open keeps it open (the click would otherwise toggle it shut).
            if (openedByHover.current) {
              event.preventDefault()
              openedByHover.current = false
            }
          }}
          className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full align-middle text-muted-foreground outline-none hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/50 md:size-6"
        >
          <InfoIcon className="size-3.5" aria-hidden="true" />
        </PopoverPrimitive.Trigger>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            onPointerEnter={hover(true)}
            onPointerLeave={hover(false)}
            className="z-50 max-w-64 rounded-md bg-foreground px-3 py-2 text-left text-xs font-normal text-balance text-background normal-case shadow-md animate-pop-in"
          >
            {help}
            <PopoverPrimitive.Arrow className="fill-foreground" />
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    </span>
  )
}
