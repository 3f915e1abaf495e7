import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { QueryErrorView } from '@/components/query-error-view'
import { Skeleton } from '@/components/ui/skeleton'
import { dashboardQueryOptions } from '@/features/dashboard/api/dashboard-queries'
import { DashboardCounts, DashboardMatchesCard } from '@/features/dashboard/components/dashboard-cards'
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome'
import { FirstStepsCard } from '@/features/dashboard/components/first-steps-card'
import { MatchSummaryList } from '@/features/matches/components/match-summary-list'
import { useCurrentUser } from '@/lib/auth-session'
import { useOrganizationScope } from '@/lib/organization-scope'

export function DashboardPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const scope = useOrganizationScope()
  const dashboard = useQuery(dashboardQueryOptions(scope?.id))
  const data = dashboard.data
  const isNew =
    data !== undefined &&
    data.counts.recent_matches === 0 &&
    data.finished_matches.length === 0 &&
    data.ongoing_matches.length === 0

  return (
    <div className="grid gap-6">
      <DashboardWelcome firstName={user.first_name} />
      <QueryErrorView query={dashboard} />
      <DashboardCounts counts={data?.counts} coachViewer={user.coach_viewer} />
      {isNew && <FirstStepsCard coachViewer={user.coach_viewer} />}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <DashboardMatchesCard kind="ongoing" viewAllTo="/matches?status=ongoing">
          {data ? (
            <MatchSummaryList
              matches={data.ongoing_matches}
              empty={t('dashboard.lists.ongoing.empty')}
              testId="dashboard-ongoing-list"
            />
          ) : (
            <Skeleton className="h-28" />
          )}
        </DashboardMatchesCard>
        <DashboardMatchesCard kind="finished" viewAllTo="/matches?status=finished">
          {data ? (
            <MatchSummaryList
              matches={data.finished_matches}
              empty={t('dashboard.lists.finished.empty')}
              testId="dashboard-finished-list"
            />
          ) : (
            <Skeleton className="h-28" />
          )}
        </DashboardMatchesCard>
      </div>
    </div>
  )
}
