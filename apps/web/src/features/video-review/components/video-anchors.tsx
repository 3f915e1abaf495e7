import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CrosshairIcon, XIcon } from 'lucide-react'
import { MAX_VIDEO_SYNCS, type VideoSync } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { clock } from '../lib/anchor-list'

export interface VideoAnchorsProps {
  anchors: readonly VideoSync[]
  /** The recorded points' seqs, in order. */
  points: readonly number[]
  /** Whether any rally can be placed (some anchor's point is still recorded). */
  placed: boolean
  canEdit: boolean
  /** The point the sync button would anchor. */
  seq: number
  onSeqChange(seq: number): void
  /** While a change is saved, nothing else changes. */
  saving: boolean
  /** Whether a video plays here: syncing reads its time. */
  playing: boolean
  onSync(): void
  onRemove(seq: number): void
}

/**
 * The video's sync anchors (docs/decisions/0068-video-syncs-and-playlists.md): each point synced and where, each
 * removable, and the control that syncs a point at the video's time now (one more anchor after a break or a camera
 * restart fixes the drift from there on).
 */
export function VideoAnchors(props: VideoAnchorsProps) {
  const { anchors, points, placed, canEdit, seq, onSeqChange, saving, playing, onSync, onRemove } = props
  const { t } = useTranslation()
  const pointId = useId()
  const recorded = new Set(points)
  const full = anchors.length >= MAX_VIDEO_SYNCS && !anchors.some((a) => a.seq === seq)
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="video-sync-status">
        {anchors.length === 0
          ? t('video.notSynced')
          : placed
            ? t('video.synced', { count: anchors.length })
            : t('video.syncLost')}
      </p>
      {anchors.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('video.anchors')} data-testid="video-anchors">
          {anchors.map((a) => (
            <li
              key={a.seq}
              className="inline-flex items-center gap-1 rounded-lg border border-border py-0.5 pr-0.5 pl-2.5 text-sm"
            >
              <span className="tabular-nums">{t('video.anchor', { seq: a.seq, time: clock(a.time) })}</span>
              {!recorded.has(a.seq) && <span className="text-muted-foreground">{t('video.anchorGone')}</span>}
              {canEdit && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 md:size-7"
                  disabled={saving}
                  onClick={() => onRemove(a.seq)}
                  aria-label={t('video.removeAnchor', { seq: a.seq })}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && points.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor={pointId}>{t('video.syncPoint')}</Label>
            <NativeSelect
              id={pointId}
              className="w-28"
              value={seq}
              onChange={(e) => onSeqChange(Number(e.target.value))}
            >
              {points.map((s) => (
                <option key={s} value={s}>
                  #{s}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button variant="outline" disabled={saving || !playing || full} onClick={onSync} data-testid="video-sync">
            <CrosshairIcon aria-hidden="true" />
            {t('video.syncHere')}
          </Button>
          <p className="basis-full text-xs text-muted-foreground">
            {full ? t('video.anchorsFull', { count: MAX_VIDEO_SYNCS }) : t('video.syncHint')}
          </p>
        </div>
      )}
    </div>
  )
}
