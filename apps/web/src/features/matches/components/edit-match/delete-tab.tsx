import { useTranslation } from 'react-i18next'
import { useMatch, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Trash2Icon } from 'lucide-react'
import { type Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { useDeleteMatch } from '../../api/use-match-mutations'
import { useFailureToast } from './use-failure-toast'

export function DeleteTab({ match, onDeleted }: { match: Match; onDeleted: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // From the match's own page, go back to the list; from the list, stay (and keep its filters).
  const onMatchPage = useMatch('/matches/:id') !== null
  const remove = useDeleteMatch(match.id)
  const fail = useFailureToast()
  const onDelete = async () => {
    try {
      await remove.mutateAsync()
      toast.success(t('matches.edit.delete.done', { title: match.title }))
      onDeleted()
      if (onMatchPage) void navigate('/matches')
    } catch (error) {
      fail('matchDeleteFailed', error)
    }
  }
  return (
    <div className="grid gap-4 pt-2" data-testid="edit-delete">
      <div className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="font-medium">{t('matches.edit.delete.warning', { title: match.title })}</p>
        <p className="mt-1 text-muted-foreground">
          {match.license === 'pro' ? t('matches.edit.delete.proNote') : t('matches.edit.delete.note')}
        </p>
      </div>
      <DialogFooter>
        <Button
          variant="destructive"
          onClick={() => void onDelete()}
          disabled={remove.isPending}
          data-testid="confirm-delete"
        >
          <Trash2Icon aria-hidden="true" />
          {t('matches.edit.delete.confirm')}
        </Button>
      </DialogFooter>
    </div>
  )
}
