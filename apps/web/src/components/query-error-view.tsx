import type { ComponentType, ReactNode, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { RotateCwIcon, ShieldXIcon } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'

/** What the view reads of a query: a TanStack `useQuery` result fits, or `{ error, refetch }` for a failure alone. */
export interface ViewedQuery {
  status?: 'pending' | 'error' | 'success'
  error: unknown
  isFetching?: boolean
  refetch: () => unknown
}

/** A screen's own answer to a 404: what is missing, and usually a way back. */
export interface NotFoundState {
  icon: ComponentType<SVGProps<SVGSVGElement>>
  title: string
  description: string
  action?: ReactNode
}

export interface QueryErrorViewProps {
  query: ViewedQuery
  /** Shown while the query has nothing yet (the screen's skeleton). */
  pending?: ReactNode
  /** The screen's not-found state; without it a 404 is shown like any other failure. */
  notFound?: NotFoundState
  /** What could not be loaded, the alert's first line ("Matches could not be loaded."). */
  title?: string
  /** The text (an i18n key) under the title when the answer carried no code; 'messages.anErrorOccurred' by default. */
  fallbackKey?: string
  /** A screen's own line under the title instead of the error's (e.g. the licence's "refresh the page" prompt). */
  description?: string
  /** The retry button's label when the screen's own retry is not a plain "Try again". */
  retryLabel?: string
  /** A whole screen passes 1: its failure is then the page's heading. Without it the title is a paragraph. */
  headingLevel?: 1 | 2 | 3
  /** On the title line, for tests. */
  testId?: string
  className?: string
}

/**
 * Every screen's failure to load, in one place: the skeleton while pending, the screen's not-found state for a 404,
 * "no access" for a 403, "offline" when no answer came, and otherwise what failed and why (the server's code in the
 * user's language, ADR 0024), each with a Try again button that refetches.
 */
export function QueryErrorView({
  query,
  pending,
  notFound,
  title,
  fallbackKey = 'messages.anErrorOccurred',
  description,
  retryLabel,
  headingLevel,
  testId,
  className,
}: QueryErrorViewProps) {
  const { t } = useTranslation()
  if (query.status === 'pending') return pending ?? null
  const { error } = query
  if (query.status === 'success' || !error) return null
  const status = error instanceof ApiError ? error.status : undefined

  if (status === 404 && notFound) {
    return <EmptyState headingLevel={headingLevel ?? 2} className={className} {...notFound} />
  }
  if (status === 403) {
    return (
      <EmptyState
        icon={ShieldXIcon}
        headingLevel={headingLevel ?? 2}
        title={t('queryError.forbiddenTitle')}
        description={errorText(t, error, 'queryError.forbiddenBody')}
        className={className}
      />
    )
  }
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p'
  return (
    <FormAlert className={className}>
      <Title className="font-medium" data-testid={testId}>
        {title ?? t('queryError.title')}
      </Title>
      <p className="text-xs">{description ?? errorText(t, error, fallbackKey)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
        {query.isFetching ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
        {retryLabel ?? t('queryError.retry')}
      </Button>
    </FormAlert>
  )
}
