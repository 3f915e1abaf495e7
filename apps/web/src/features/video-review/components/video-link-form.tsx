import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { VideoFileButton } from './video-file-button'

export interface VideoLinkFormProps {
  pending: boolean
  onLink(url: string): void
  onFile(file: File): void
}

/** How an editor links the match's video: a web address (YouTube, Vimeo, mp4, webm, HLS) or a file of this device. */
export function VideoLinkForm({ pending, onLink, onFile }: VideoLinkFormProps) {
  const { t } = useTranslation()
  const ids = { url: useId(), hint: useId() }
  const [url, setUrl] = useState('')
  return (
    <div className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (url.trim()) onLink(url.trim())
        }}
      >
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <Label htmlFor={ids.url}>{t('video.url')}</Label>
          <Input
            id={ids.url}
            type="url"
            inputMode="url"
            placeholder="https://youtu.be/…"
            aria-describedby={ids.hint}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            data-testid="video-url"
          />
          <p id={ids.hint} className="text-xs text-muted-foreground">
            {t('video.urlHint')}
          </p>
        </div>
        <Button type="submit" disabled={pending || !url.trim()} data-testid="video-link">
          <LinkIcon aria-hidden="true" />
          {t('video.link')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>{t('video.or')}</span>
        <VideoFileButton label={t('video.openFile')} onFile={onFile} />
      </div>
    </div>
  )
}
