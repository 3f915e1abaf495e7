import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { FilmIcon, FolderOpenIcon, LinkIcon, SkipBackIcon, SkipForwardIcon, Unlink2Icon } from 'lucide-react'
import type { Ball, Match, UpdateMatchVideoInput, VideoSync } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormAlert } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { errorText } from '@/lib/error-text'
import { isTypingTarget } from '@/lib/typing-target'
import { deleteMatchVideo, putMatchVideo } from '../api/match-video-api'
import { useVideoSource } from '../hooks/use-video-source'
import { ralliesOf, stepFrom, type Rally } from '../lib/rally-navigation'

/** What the pages around the panel may ask of it: play a point's rally. */
export interface VideoReviewHandle {
  playPoint(seq: number): void
}

export interface VideoReviewPanelProps {
  match: Match
  balls: readonly Ball[]
  onMatchUpdated(match: Match): void
  /** Told whether a point can be played now (a synced video the browser has). */
  onReadyChange?(ready: boolean): void
  ref?: Ref<VideoReviewHandle>
}

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}

/**
 * Video review (ADR 0037): the match's video, a web address or a file opened from this device (never
 * uploaded), synced once to a point's tap; then any point plays its rally, and P / N step point by point.
 */
export function VideoReviewPanel({ match, balls, onMatchUpdated, onReadyChange, ref }: VideoReviewPanelProps) {
  const { t } = useTranslation()
  const ids = { url: useId(), point: useId(), file: useId() }
  const video = useRef<HTMLVideoElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const [url, setUrl] = useState('')
  const [localFile, setLocalFile] = useState<{ name: string; src: string } | null>(null)
  const [syncSeq, setSyncSeq] = useState<number>(match.video?.sync?.seq ?? 1)
  const [current, setCurrent] = useState<number | null>(null)
  const stopAt = useRef<number | null>(null)
  const linked = match.video
  const sync: VideoSync | null = linked?.sync ?? null
  const rallies: Rally[] = ralliesOf(balls, sync)

  const src = linked?.source === 'url' ? linked.url : linked?.source === 'file' ? (localFile?.src ?? null) : null
  useVideoSource(video, src)
  useEffect(() => () => (localFile ? URL.revokeObjectURL(localFile.src) : undefined), [localFile])
  const ready = src !== null && rallies.length > 0
  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange])

  const save = useMutation({
    mutationFn: (input: UpdateMatchVideoInput | null) =>
      input ? putMatchVideo(match.id, input) : deleteMatchVideo(match.id),
    onSuccess: onMatchUpdated,
  })
  const linkInput = (s: VideoSync | null): UpdateMatchVideoInput | null =>
    linked?.source === 'url' && linked.url
      ? { source: 'url', url: linked.url, sync: s }
      : linked?.source === 'file' && linked.file_name
        ? { source: 'file', file_name: linked.file_name, sync: s }
        : null

  const play = (rally: Rally) => {
    const element = video.current
    if (!element) return
    setCurrent(rally.seq)
    stopAt.current = rally.end
    element.currentTime = rally.start
    void element.play().catch(() => {})
  }
  useImperativeHandle(ref, () => ({
    playPoint(seq: number) {
      const rally = rallies.find((r) => r.seq === seq)
      if (!rally) return
      panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
      play(rally)
    },
  }))
  const step = (direction: 1 | -1) => {
    const next = stepFrom(rallies, video.current?.currentTime ?? 0, current, direction)
    if (next) play(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const key = event.key.toLowerCase()
    if (key !== 'n' && key !== 'p') return
    event.preventDefault()
    step(key === 'n' ? 1 : -1)
  }
  const openFile = (file: File | undefined) => {
    if (!file) return
    setLocalFile({ name: file.name, src: URL.createObjectURL(file) })
    // Only the name is saved (by an editor), so the coach knows which file to open next time; the video stays on
    // the device. A watcher opening their own copy changes nothing.
    if (match.can_edit && (linked?.source !== 'file' || linked.file_name !== file.name))
      save.mutate({ source: 'file', file_name: file.name, sync: linked?.source === 'file' ? sync : null })
  }

  const fileInput = (label: string) => (
    <>
      <input
        id={ids.file}
        type="file"
        accept="video/*"
        className="sr-only"
        onChange={(e) => openFile(e.target.files?.[0])}
        data-testid="video-file"
      />
      <Label
        htmlFor={ids.file}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted focus-within:ring-3 focus-within:ring-ring/50 md:h-9"
      >
        <FolderOpenIcon className="size-4" aria-hidden="true" />
        {label}
      </Label>
    </>
  )

  return (
    <Card ref={panel} data-testid="video-review">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FilmIcon className="size-5" aria-hidden="true" />
          {t('video.title')}
        </CardTitle>
        <CardDescription>{t('video.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4" onKeyDown={onKeyDown}>
        {save.isError && <FormAlert>{errorText(t, save.error, 'video.saveFailed')}</FormAlert>}
        {!linked ? (
          match.can_edit && (
            <div className="grid gap-3">
              <form
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault()
                  if (url.trim()) save.mutate({ source: 'url', url: url.trim() })
                }}
              >
                <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
                  <Label htmlFor={ids.url}>{t('video.url')}</Label>
                  <Input
                    id={ids.url}
                    type="url"
                    inputMode="url"
                    placeholder="https://…/match.mp4"
                    value={url}
                    onChange={(e) => setUrl(e.target.value)}
                    data-testid="video-url"
                  />
                </div>
                <Button type="submit" disabled={save.isPending || !url.trim()} data-testid="video-link">
                  <LinkIcon aria-hidden="true" />
                  {t('video.link')}
                </Button>
              </form>
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                <span>{t('video.or')}</span>
                {fileInput(t('video.openFile'))}
              </div>
            </div>
          )
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p className="min-w-0 break-all text-muted-foreground" data-testid="video-source">
                {linked.source === 'url'
                  ? t('video.fromUrl', { url: linked.url })
                  : t('video.fromFile', { name: linked.file_name })}
              </p>
              {match.can_edit && (
                <Button variant="ghost" size="sm" onClick={() => save.mutate(null)} disabled={save.isPending}>
                  <Unlink2Icon aria-hidden="true" />
                  {t('video.unlink')}
                </Button>
              )}
            </div>
            {linked.source === 'file' && !localFile && (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className="text-muted-foreground">{t('video.fileNotOpen')}</span>
                {fileInput(t('video.openNamed', { name: linked.file_name }))}
              </div>
            )}
            <video
              ref={video}
              controls
              playsInline
              preload="metadata"
              className="aspect-video max-h-[70vh] w-full rounded-lg bg-black"
              aria-label={t('video.player')}
              data-testid="review-video"
              onTimeUpdate={(e) => {
                if (stopAt.current !== null && e.currentTarget.currentTime >= stopAt.current) {
                  stopAt.current = null
                  e.currentTarget.pause()
                }
              }}
            />
            {match.can_edit && balls.length > 0 && (
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid gap-1.5">
                  <Label htmlFor={ids.point}>{t('video.syncPoint')}</Label>
                  <NativeSelect
                    id={ids.point}
                    className="w-28"
                    value={syncSeq}
                    onChange={(e) => setSyncSeq(Number(e.target.value))}
                  >
                    {balls.map((b) => (
                      <option key={b.seq} value={b.seq}>
                        #{b.seq}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button
                  variant="outline"
                  disabled={save.isPending || src === null}
                  onClick={() => {
                    const input = linkInput({ seq: syncSeq, time: video.current?.currentTime ?? 0 })
                    if (input) save.mutate(input)
                  }}
                  data-testid="video-sync"
                >
                  {t('video.syncHere', { seq: syncSeq })}
                </Button>
              </div>
            )}
            <p className="text-sm text-muted-foreground" data-testid="video-sync-status">
              {sync
                ? rallies.length > 0
                  ? t('video.synced', { seq: sync.seq, time: clock(sync.time) })
                  : t('video.syncLost', { seq: sync.seq })
                : t('video.notSynced')}
            </p>
            {ready && (
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="outline" onClick={() => step(-1)} aria-keyshortcuts="P" data-testid="video-previous">
                  <SkipBackIcon aria-hidden="true" />
                  {t('video.previous')}
                </Button>
                <span className="min-w-20 text-center text-sm font-medium tabular-nums" aria-live="polite">
                  {current === null ? '' : t('video.pointN', { seq: current })}
                </span>
                <Button variant="outline" onClick={() => step(1)} aria-keyshortcuts="N" data-testid="video-next">
                  {t('video.next')}
                  <SkipForwardIcon aria-hidden="true" />
                </Button>
                <span className="text-xs text-muted-foreground">{t('video.keys')}</span>
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
