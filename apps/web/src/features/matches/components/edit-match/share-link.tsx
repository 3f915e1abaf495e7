import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link2Icon, RefreshCwIcon, Link2OffIcon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CopyableLink } from '@/components/copyable-link'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { matchShareQueryOptions, useCreateShareLink, useRevokeShareLink } from '../../api/match-share'
import { OverlayAddress } from './overlay-address'
import { QrCode } from './qr-code'

/**
 * The public scoreboard's link of a public match (ADR 0033): made on request, copied or scanned, replaced (the old
 * one stops working) or ended. Private and internal matches have none.
 */
export function ShareLink({ match }: { match: Match }) {
  const { t } = useTranslation()
  const isPublic = match.visibility === 'public'
  const share = useQuery({ ...matchShareQueryOptions(match.id), enabled: isPublic && match.can_edit })
  const create = useCreateShareLink(match.id)
  const revoke = useRevokeShareLink(match.id)
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null)
  const failed = (error: unknown) =>
    toast.error(t('matches.share.failed'), {
      description: errorText(t, error) || undefined,
    })

  const makeNew = async () => {
    try {
      await create.mutateAsync()
      setConfirming(null)
    } catch (error) {
      failed(error)
    }
  }
  const stop = async () => {
    try {
      await revoke.mutateAsync()
      setConfirming(null)
      toast.success(t('matches.share.stopped'))
    } catch (error) {
      failed(error)
    }
  }

  return (
    <section className="grid gap-3 rounded-xl border border-border p-4" aria-labelledby="share-link-title">
      <div className="grid gap-1">
        <h3 id="share-link-title" className="flex items-center gap-2 text-sm font-semibold">
          <Link2Icon className="size-4" aria-hidden="true" />
          {t('matches.share.title')}
        </h3>
        <p className="text-sm text-muted-foreground">
          {isPublic ? t('matches.share.description') : t('matches.share.notPublic')}
        </p>
      </div>
      {isPublic &&
        (share.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : share.data ? (
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
            <div className="grid gap-2">
              <CopyableLink url={share.data.url} label={t('matches.share.linkLabel')} testId="share-url" />
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" size="sm" onClick={() => setConfirming('regenerate')}>
                  <RefreshCwIcon aria-hidden="true" />
                  {t('matches.share.regenerate')}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming('revoke')}>
                  <Link2OffIcon aria-hidden="true" />
                  {t('matches.share.stop')}
                </Button>
              </div>
              <OverlayAddress shareUrl={share.data.url} />
            </div>
            <QrCode
              value={share.data.url}
              label={t('matches.share.qrLabel')}
              className="size-32 justify-self-center rounded-lg bg-white p-1 sm:justify-self-end"
            />
          </div>
        ) : (
          <Button
            type="button"
            className="w-fit"
            disabled={create.isPending}
            onClick={() => void makeNew()}
            data-testid="create-share-link"
          >
            <Link2Icon aria-hidden="true" />
            {t('matches.share.create')}
          </Button>
        ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'revoke' ? t('matches.share.stopTitle') : t('matches.share.regenerateTitle')}
        description={t('matches.share.oldLinkStops')}
        confirmLabel={confirming === 'revoke' ? t('matches.share.stop') : t('matches.share.regenerate')}
        busy={create.isPending || revoke.isPending}
        onConfirm={() => void (confirming === 'revoke' ? stop() : makeNew())}
        testId="share-confirm"
      />
    </section>
  )
}
