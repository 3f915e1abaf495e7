import type { ComponentType, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Building2Icon, ChevronRightIcon, TrophyIcon, UsersIcon } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

interface Step {
  key: 'athletes' | 'match' | 'organization' | 'follow'
  to: string
  icon: ComponentType<SVGProps<SVGSVGElement>>
}

const COACH_STEPS: Step[] = [
  { key: 'athletes', to: '/users', icon: UsersIcon },
  { key: 'match', to: '/matches', icon: TrophyIcon },
  { key: 'organization', to: '/organizations', icon: Building2Icon },
]
// A coach viewer follows matches only, so the athlete and organization steps would lead nowhere.
const VIEWER_STEPS: Step[] = [{ key: 'follow', to: '/matches', icon: TrophyIcon }]

/** Until the dashboard has numbers to show, it points a new coach to the first useful things to do. */
export function FirstStepsCard({ coachViewer }: { coachViewer: boolean }) {
  const { t } = useTranslation()
  const steps = coachViewer ? VIEWER_STEPS : COACH_STEPS
  return (
    <Card data-testid="first-steps">
      <CardHeader>
        <CardTitle>{t('dashboard.firstSteps.title')}</CardTitle>
        <CardDescription>{t('dashboard.firstSteps.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {steps.map(({ key, to, icon: Icon }, index) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex min-h-16 items-center gap-4 rounded-xl border border-border bg-background px-4 py-3 transition-colors outline-none hover:border-primary/40 hover:bg-accent/60 focus-visible:ring-3 focus-visible:ring-ring/50"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">
                    <span className="sr-only">{t('dashboard.firstSteps.stepNumber', { number: index + 1 })} </span>
                    {t(`dashboard.firstSteps.${key}.title`)}
                  </span>
                  <span className="text-sm text-muted-foreground">{t(`dashboard.firstSteps.${key}.body`)}</span>
                </span>
                <ChevronRightIcon
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
