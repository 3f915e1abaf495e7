import { UserRoundIcon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function UserDetailPage() {
  return <PlaceholderPage section="userDetail" icon={UserRoundIcon} />
}
