import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card'

/** The one card every sign-in screen uses: a title, a line of context, the form, and links to the sibling screens. */
export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <Card className="w-full gap-6 shadow-xl shadow-primary/5">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-semibold tracking-tight">{title}</h1>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
      {footer && <CardFooter className="justify-center text-center text-sm text-muted-foreground">{footer}</CardFooter>}
    </Card>
  )
}
