import { useParams } from 'react-router'
import { AthleteDetail } from '@/features/athletes/components/athlete-detail'

export function UserDetailPage() {
  const { id } = useParams()
  const playerId = Number(id)
  return <AthleteDetail key={playerId} id={playerId} />
}
