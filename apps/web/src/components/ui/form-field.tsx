import { useId, type ReactNode } from 'react'
import { CircleAlertIcon } from 'lucide-react'
import { cn } from '@/lib/cn'
import { Label } from './label'

/** Props a form control needs so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

export interface FormFieldProps {
  label: ReactNode
  /** Already translated error text; shown under the control and linked to it. */
  error?: string | undefined
  hint?: ReactNode
  /** Extra content beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

export function FieldError({
  id,
  children,
  className,
}: {
  id?: string | undefined
  children: ReactNode
  className?: string
}) {
  return (
    <p
      id={id}
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}
    >
      <CircleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}

/** A form-level error (e.g. from the server) announced as soon as it appears. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  )
}
