import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ShieldAlert } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'

/**
 * A court's QR start for a member who is not an admin of the court's club: only admins link matches to a club
 * (docs/product.md, roles), so the court cannot be filled in. Says so and whom to ask, and offers a match of the
 * coach's own, without the court, rather than a wizard that would refuse at the end.
 */
export function CourtStartRefusal({
  courtName,
  clubName,
  onOwnMatch,
}: {
  courtName: string
  clubName: string
  onOwnMatch: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8">
      <EmptyState
        icon={ShieldAlert}
        headingLevel={1}
        title={t('clubCourts.start.notAdminTitle', { court: courtName })}
        description={t('clubCourts.start.notAdminBody', { club: clubName })}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onOwnMatch} data-testid="court-start-own-match">
              {t('clubCourts.start.ownMatch')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">{t('clubCourts.start.back')}</Link>
            </Button>
          </div>
        }
      />
    </div>
  )
}
