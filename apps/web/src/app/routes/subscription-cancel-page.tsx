import { SubscriptionResultPage } from './subscription-result-page'

export function SubscriptionCancelPage() {
  return <SubscriptionResultPage outcome="cancel" />
}
