import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { MapPinOff } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { LoadingBlock } from '@/components/loading-block'
import { QueryErrorView } from '@/components/query-error-view'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { CreateMatchWizard } from '@/features/matches/components/create-match-wizard'
import { courtQueryOptions, organizationListQueryOptions } from '@/features/organizations/api/organization-queries'
import { CourtStartRefusal } from '@/features/organizations/components/court-start-refusal'
import { useMatchWizardProps } from './use-match-wizard-props'

const isAdmin = (role: string | null) => role === 'admin' || role === 'superadmin'

/**
 * /courts/:court_id/start, the address of a court's QR code: for an admin of the court's club, the new-match wizard
 * with the club and the court filled in; for another member, why not and a match of their own instead; for anyone
 * else, the court reads as missing (docs/decisions/0065-club-courts-and-the-court-wall.md). Closing the wizard leads
 * to the matches.
 */
export function CourtStartPage() {
  const { t } = useTranslation()
  const params = useParams()
  const navigate = useNavigate()
  const wizardProps = useMatchWizardProps()
  const [ownMatch, setOwnMatch] = useState(false)
  const courtId = Number(params.court_id)
  const valid = Number.isSafeInteger(courtId) && courtId > 0
  const court = useQuery({ ...courtQueryOptions(courtId), enabled: valid })
  const organizations = useQuery(organizationListQueryOptions())

  if (!valid || !court.data || !organizations.data) {
    const notFound = {
      icon: MapPinOff,
      title: t('clubCourts.start.notFoundTitle'),
      description: t('clubCourts.start.notFoundBody'),
      action: (
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('clubCourts.start.back')}</Link>
        </Button>
      ),
    }
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-8">
        {valid ? (
          <QueryErrorView
            query={court.error ? court : organizations}
            headingLevel={1}
            pending={
              <LoadingBlock>
                <Skeleton className="h-40 w-full rounded-2xl" />
              </LoadingBlock>
            }
            notFound={notFound}
          />
        ) : (
          <EmptyState {...notFound} headingLevel={1} />
        )}
      </div>
    )
  }

  const { organization } = court.data
  const admin = organizations.data.organizations.some((o) => o.id === organization.id && isAdmin(o.role))
  if (!admin && !ownMatch) {
    return (
      <CourtStartRefusal
        courtName={court.data.name}
        clubName={organization.name}
        onOwnMatch={() => setOwnMatch(true)}
      />
    )
  }
  return (
    <CreateMatchWizard
      open
      onOpenChange={(open) => {
        if (!open) void navigate('/matches', { replace: true })
      }}
      {...wizardProps}
      initialOrganizationId={admin ? organization.id : undefined}
      initialCourtId={admin ? court.data.id : undefined}
    />
  )
}
