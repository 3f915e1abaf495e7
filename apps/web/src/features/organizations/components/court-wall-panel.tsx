import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { ExternalLinkIcon, MonitorIcon, RefreshCwIcon, Link2OffIcon } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CopyableLink } from '@/components/copyable-link'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { courtWallLinkQueryOptions } from '../api/organization-queries'
import { useCourtWallLink } from '../api/use-court-mutations'

/**
 * The court wall's link for the hall's screen (admins): made on request, copied or opened, replaced (the old screen
 * stops at once) or ended. What a guest sees on it is in docs/decisions/0065-club-courts-and-the-court-wall.md.
 */
export function CourtWallPanel({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const link = useQuery(courtWallLinkQueryOptions(organizationId))
  const { create, revoke } = useCourtWallLink(organizationId)
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null)
  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action()
      setConfirming(null)
      if (done) toast.success(done)
    } catch (error) {
      toast.error(t('clubCourts.wall.failed'), { description: errorText(t, error) || undefined })
    }
  }

  return (
    <section className="grid gap-3 rounded-xl border border-border p-4" aria-labelledby="court-wall-title">
      <div className="grid gap-1">
        <h3 id="court-wall-title" className="flex items-center gap-2 text-sm font-semibold">
          <MonitorIcon className="size-4" aria-hidden="true" />
          {t('clubCourts.wall.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('clubCourts.wall.description')}</p>
      </div>
      {link.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : link.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, link.error, 'clubCourts.wall.failed')}
        </p>
      ) : link.data ? (
        <div className="grid gap-2">
          <CopyableLink url={link.data.url} label={t('clubCourts.wall.linkLabel')} testId="wall-url" />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={link.data.url} target="_blank" rel="noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                {t('clubCourts.wall.open')}
              </a>
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => setConfirming('regenerate')}>
              <RefreshCwIcon aria-hidden="true" />
              {t('clubCourts.wall.regenerate')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming('revoke')}>
              <Link2OffIcon aria-hidden="true" />
              {t('clubCourts.wall.stop')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          className="w-fit"
          disabled={create.isPending}
          onClick={() => void run(() => create.mutateAsync())}
          data-testid="create-wall-link"
        >
          <MonitorIcon aria-hidden="true" />
          {t('clubCourts.wall.create')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'revoke' ? t('clubCourts.wall.stopTitle') : t('clubCourts.wall.regenerateTitle')}
        description={t('clubCourts.wall.oldLinkStops')}
        confirmLabel={confirming === 'revoke' ? t('clubCourts.wall.stop') : t('clubCourts.wall.regenerate')}
        busy={create.isPending || revoke.isPending}
        onConfirm={() =>
          void (confirming === 'revoke'
            ? run(() => revoke.mutateAsync(), t('clubCourts.wall.stopped'))
            : run(() => create.mutateAsync()))
        }
        testId="wall-confirm"
      />
    </section>
  )
}
