import { ClipboardListIcon } from 'lucide-react'
import { PlaceholderPage } from './placeholder-page'

export function MatchDetailPage() {
  return <PlaceholderPage section="matchDetail" icon={ClipboardListIcon} />
}
