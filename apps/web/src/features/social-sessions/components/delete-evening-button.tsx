import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trash2Icon } from 'lucide-react'
import type { SocialSession } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { errorText } from '@/lib/error-text'
import { socialSessionKey } from '@/lib/queries/social-session-queries'
import { toast } from '@/lib/toast'
import { useDeleteSocialSession } from '../api/use-social-session-mutations'

/** Delete the evening (its organizer and the admins), after a confirmation; then back to the list. */
export function DeleteEveningButton({ session, organizationId }: { session: SocialSession; organizationId: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useDeleteSocialSession(organizationId, session.id)
  const [open, setOpen] = useState(false)

  const confirm = async () => {
    try {
      await remove.mutateAsync()
      setOpen(false)
      toast.success(t('social.session.deleted', { name: session.name }))
      await navigate(`/organizations/${organizationId}/social`)
      // Only now that nothing watches it: dropped earlier, the page would ask for it again and meet a 404.
      queryClient.removeQueries({ queryKey: socialSessionKey(organizationId, session.id) })
    } catch (error) {
      setOpen(false)
      toast.error(t('social.session.deleteFailed'), { description: errorText(t, error) || undefined })
    }
  }

  return (
    <>
      <Button
        variant="outline"
        className="text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
        data-testid="delete-evening"
      >
        <Trash2Icon aria-hidden="true" />
        {t('social.session.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('social.session.deleteTitle', { name: session.name })}
        description={t('social.session.deleteBody')}
        confirmLabel={t('social.session.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        testId="delete-evening-dialog"
      />
    </>
  )
}
