import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link2Icon, Link2OffIcon } from 'lucide-react'
import { CopyableLink } from '@/components/copyable-link'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormAlert } from '@/components/ui/form-field'
import { errorText } from '@/lib/error-text'
import { toast } from '@/lib/toast'
import { useSharePlaylist } from '../api/use-playlist-mutations'

/**
 * The guests' link (ADR 0068): made here and shown to copy while it lasts (a new one replaces the old), and ended.
 */
export function SharePanel({ playlistId, sharedUrl }: { playlistId: number; sharedUrl: string | null }) {
  const { t } = useTranslation()
  const { share, unshare } = useSharePlaylist(playlistId)
  const [url, setUrl] = useState<string | null>(sharedUrl)
  const failed = share.isError ? share.error : unshare.isError ? unshare.error : null
  return (
    <Card data-testid="share-panel">
      <CardHeader>
        <CardTitle>{t('playlists.share.title')}</CardTitle>
        <CardDescription>{t('playlists.share.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {url && <CopyableLink url={url} label={t('playlists.share.link')} testId="share-url" />}
        {failed !== null && <FormAlert>{errorText(t, failed, 'playlists.share.failed')}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          <Button
            variant={url ? 'outline' : 'default'}
            disabled={share.isPending}
            onClick={() => share.mutate(undefined, { onSuccess: (s) => setUrl(s.url) })}
            data-testid="share-make"
          >
            <Link2Icon aria-hidden="true" />
            {url ? t('playlists.share.remake') : t('playlists.share.make')}
          </Button>
          {url && (
            <Button
              variant="ghost"
              disabled={unshare.isPending}
              onClick={() =>
                unshare.mutate(undefined, {
                  onSuccess: () => {
                    setUrl(null)
                    toast.success(t('playlists.share.revoked'))
                  },
                })
              }
              data-testid="share-revoke"
            >
              <Link2OffIcon aria-hidden="true" />
              {t('playlists.share.revoke')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
