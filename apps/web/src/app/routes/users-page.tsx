import { UsersIcon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function UsersPage() {
  return <PlaceholderPage section="users" icon={UsersIcon} />
}
