import { AthletesScreen } from '@/features/athletes/components/athletes-screen'

export function UsersPage() {
  return <AthletesScreen />
}
