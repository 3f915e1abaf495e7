import { useTranslation } from 'react-i18next'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Previous / next with "Page 2 of 5": shown only when there is more than one page. */
export function Pagination({
  page,
  perPage,
  total,
  onPageChange,
  label,
  testId,
}: {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  /** What the pages are of ("Athlete pages"), for the navigation landmark. */
  label: string
  testId?: string
}) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3" data-testid={testId}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {t('common.pagination.previous')}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('common.pagination.status', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('common.pagination.next')}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  )
}
