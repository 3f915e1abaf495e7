import { useTranslation } from 'react-i18next'
import { ChevronRightIcon } from 'lucide-react'
import type { SocialSession } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { useNextSocialRound } from '../api/use-social-session-mutations'

/**
 * "Next round" at a Mexicano's newest round: makes the round from the standings and moves to it. Enabled only when
 * `ready` (the organizer or an admin, every result in); otherwise `reasonId` names the line that says why.
 */
export function NextRoundButton({
  session,
  organizationId,
  ready,
  reasonId,
  onMade,
}: {
  session: SocialSession
  organizationId: number
  ready: boolean
  reasonId: string | undefined
  onMade: (number: number) => void
}) {
  const { t } = useTranslation()
  const next = useNextSocialRound(organizationId, session.id)

  const make = async () => {
    try {
      const made = await next.mutateAsync()
      onMade(made.rounds.at(-1)?.number ?? 1)
    } catch (error) {
      toast.error(errorText(t, error, 'social.round.nextFailed'))
    }
  }

  return (
    <Button
      variant={session.can_manage ? 'default' : 'outline'}
      disabled={!ready || next.isPending}
      onClick={() => void make()}
      aria-describedby={reasonId}
      data-testid="next-round"
    >
      {t('social.round.next')}
      {next.isPending ? <Spinner /> : <ChevronRightIcon aria-hidden="true" />}
    </Button>
  )
}
