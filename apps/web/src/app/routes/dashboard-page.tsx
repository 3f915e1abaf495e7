import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome'
import { FirstStepsCard } from '@/features/dashboard/components/first-steps-card'
import { useCurrentUser } from '@/lib/auth-session'

export function DashboardPage() {
  const user = useCurrentUser()
  return (
    <div className="grid gap-6">
      <DashboardWelcome firstName={user.first_name} />
      <FirstStepsCard coachViewer={user.coach_viewer} />
    </div>
  )
}
