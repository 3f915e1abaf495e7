import type { ComponentType, ReactNode, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Building2Icon, ChevronRightIcon, TrophyIcon, UsersIcon } from 'lucide-react'
import { RECENT_MATCHES_DAYS, type Dashboard } from '@courtside/contracts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

interface CountCard {
  key: 'activeAthletes' | 'recentMatches' | 'organizations'
  value: number
  to: string | null
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

/** The dashboard's three count cards; each links where its number comes from (coach viewers have no athletes page). */
export function DashboardCounts({
  counts,
  coachViewer,
}: {
  counts: Dashboard['counts'] | undefined
  coachViewer: boolean
}) {
  const { t } = useTranslation()
  const cards: CountCard[] = [
    {
      key: 'activeAthletes',
      value: counts?.active_athletes ?? 0,
      to: coachViewer ? null : '/users?filter=coached',
      icon: UsersIcon,
    },
    { key: 'recentMatches', value: counts?.recent_matches ?? 0, to: '/matches', icon: TrophyIcon },
    {
      key: 'organizations',
      value: counts?.organization_connections ?? 0,
      to: coachViewer ? null : '/organizations',
      icon: Building2Icon,
    },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-3" data-testid="dashboard-counts">
      {cards.map(({ key, value, to, icon: Icon }) => {
        const body = (
          <>
            <span className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-muted-foreground">
                {t(`dashboard.cards.${key}.title`, { days: RECENT_MATCHES_DAYS })}
              </span>
              <span className="flex size-9 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-4.5" aria-hidden="true" />
              </span>
            </span>
            {counts ? (
              <span className="text-3xl font-semibold tabular-nums" data-testid={`count-${key}`}>
                {value}
              </span>
            ) : (
              <Skeleton className="h-9 w-14" />
            )}
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              {t(`dashboard.cards.${key}.hint`, { count: value, days: RECENT_MATCHES_DAYS })}
              {to && <ChevronRightIcon className="ml-auto size-4" aria-hidden="true" />}
            </span>
          </>
        )
        const className = 'flex h-full min-h-32 flex-col gap-2 rounded-2xl border border-border bg-card p-5 shadow-sm'
        return (
          <li key={key} data-testid={`dashboard-card-${key}`}>
            {to ? (
              <Link
                to={to}
                className={`${className} outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-3 focus-visible:ring-ring/50`}
              >
                {body}
              </Link>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** A card listing matches of one kind (recently finished, ongoing) with a "View all" link to the filtered list. */
export function DashboardMatchesCard({
  kind,
  viewAllTo,
  children,
}: {
  kind: 'finished' | 'ongoing'
  viewAllTo: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Card data-testid={`dashboard-${kind}`}>
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>{t(`dashboard.lists.${kind}.title`)}</CardTitle>
          <CardDescription>{t(`dashboard.lists.${kind}.description`)}</CardDescription>
        </div>
        <Link
          to={viewAllTo}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50 md:min-h-8"
          data-testid={`view-all-${kind}`}
        >
          {t('dashboard.lists.viewAll')}
          <span className="sr-only">: {t(`dashboard.lists.${kind}.title`)}</span>
          <ChevronRightIcon className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
