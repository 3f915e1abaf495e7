import { SubscriptionResultPage } from './subscription-result-page'

export function SubscriptionSuccessPage() {
  return <SubscriptionResultPage outcome="success" />
}
