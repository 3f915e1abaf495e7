import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon } from 'lucide-react'
import type { Focus } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { focusesQueryOptions } from '@/lib/queries/focus-queries'
import { focusTitle } from '@courtside/contracts'
import { toast } from '@/lib/toast'
import { errorText } from '@/lib/error-text'
import { useDeleteFocus } from '../api/focus-mutations'
import { focusFormOf } from '../lib/focus-form'
import { FocusItem } from './focus-item'
import type { FocusDraft } from './use-focus-draft'

export interface FocusesSectionProps {
  playerId: number
  /** Opens the focus dialog (owned by the page: the progress card opens it too). */
  onOpen: (draft: FocusDraft) => void
  onAdd: () => void
}

/** The athlete's focuses (docs/focuses.md): each with its line, target, current level and status. */
export function FocusesSection({ playerId, onOpen, onAdd }: FocusesSectionProps) {
  const { t, i18n } = useTranslation()
  const focuses = useQuery(focusesQueryOptions(playerId))
  const [deleting, setDeleting] = useState<Focus | null>(null)
  const remove = useDeleteFocus(playerId)

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      toast.success(t('focuses.deleted'))
      setDeleting(null)
    } catch (error) {
      toast.error(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  return (
    <Card data-testid="athlete-focuses">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('focuses.title.section')}</CardTitle>
          <CardDescription>{t('focuses.description')}</CardDescription>
        </div>
        <Button variant="outline" onClick={onAdd} data-testid="add-focus">
          <PlusIcon aria-hidden="true" />
          {t('focuses.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {focuses.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : focuses.isError ? (
          <QueryErrorView query={focuses} />
        ) : focuses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="focuses-empty">
            {t('focuses.empty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {focuses.data.map((focus) => (
              <FocusItem
                key={focus.id}
                focus={focus}
                onEdit={() => onOpen({ focus, initial: focusFormOf(focus) })}
                onDelete={() => setDeleting(focus)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('focuses.deleteTitle')}
        description={deleting ? focusTitle(t, deleting, i18n.language) : ''}
        confirmLabel={t('focuses.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        testId="focus-delete-dialog"
      />
    </Card>
  )
}
