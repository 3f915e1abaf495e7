import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyableLink } from '@/components/copyable-link'
import { NativeSelect } from '@/components/ui/native-select'

const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const

/**
 * The stream overlay's address of a shared match: the share link with `overlay=1` and the corner the score bug sits
 * in, for a browser source in OBS or vMix (a see-through 1920 × 1080 page that follows the score live).
 */
export function OverlayAddress({ shareUrl }: { shareUrl: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [corner, setCorner] = useState<(typeof CORNERS)[number]>('top-left')
  return (
    <div className="grid gap-2" data-testid="overlay-address">
      <p className="text-sm text-muted-foreground">{t('matches.share.overlayHint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('matches.share.overlayCorner')}
        </label>
        <NativeSelect
          id={id}
          value={corner}
          onChange={(e) => setCorner(e.target.value as (typeof CORNERS)[number])}
          className="w-auto"
        >
          {CORNERS.map((c) => (
            <option key={c} value={c}>
              {t(`matches.share.corners.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <CopyableLink
        url={`${shareUrl}?overlay=1&corner=${corner}`}
        label={t('matches.share.overlayLabel')}
        testId="overlay-url"
      />
    </div>
  )
}
