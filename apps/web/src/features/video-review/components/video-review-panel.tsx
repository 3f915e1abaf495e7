import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { FilmIcon, Unlink2Icon } from 'lucide-react'
import type { Ball, Match, UpdateMatchVideoInput } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormAlert } from '@/components/ui/form-field'
import { VideoPlayer, type VideoPlayerHandle } from '@/components/video-player/video-player'
import { errorText } from '@/lib/error-text'
import { isTypingTarget } from '@/lib/typing-target'
import { deleteMatchVideo, putMatchVideo } from '../api/match-video-api'
import { withAnchor, withoutAnchor } from '../lib/anchor-list'
import { anchorsOf, ralliesOf, stepFrom, type Rally } from '../lib/rally-navigation'
import { videoInputWith } from '../lib/video-input'
import { RallyStepper } from './rally-stepper'
import { VideoAnchors } from './video-anchors'
import { VideoFileButton } from './video-file-button'
import { VideoLinkForm } from './video-link-form'

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

/**
 * Video review (ADR 0037, ADR 0068): the match's video, a web address (YouTube, Vimeo, mp4, webm, HLS) or a file
 * opened from this device (never uploaded), synced to the taps at one or more points; then any point plays its
 * rally, and P / N step point by point.
 */
export function VideoReviewPanel({ match, balls, onMatchUpdated, onReadyChange, ref }: VideoReviewPanelProps) {
  const { t } = useTranslation()
  const player = useRef<VideoPlayerHandle>(null)
  const panel = useRef<HTMLDivElement>(null)
  const [localFile, setLocalFile] = useState<{ name: string; src: string } | null>(null)
  const linked = match.video
  const anchors = anchorsOf(linked)
  const [syncSeq, setSyncSeq] = useState<number>(anchors[0]?.seq ?? balls[0]?.seq ?? 1)
  const [current, setCurrent] = useState<number | null>(null)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const stopAt = useRef<number | null>(null)
  const rallies: Rally[] = ralliesOf(balls, anchors)

  const src = linked?.source === 'url' ? linked.url : linked?.source === 'file' ? (localFile?.src ?? null) : null
  useEffect(() => () => (localFile ? URL.revokeObjectURL(localFile.src) : undefined), [localFile])
  const failed = src !== null && failedSrc === src
  const ready = src !== null && rallies.length > 0
  useEffect(() => onReadyChange?.(ready), [ready, onReadyChange])

  const save = useMutation({
    mutationFn: (input: UpdateMatchVideoInput | null) =>
      input ? putMatchVideo(match.id, input) : deleteMatchVideo(match.id),
    onSuccess: onMatchUpdated,
  })
  const saveAnchors = (next: ReturnType<typeof anchorsOf>) => {
    const input = videoInputWith(linked, next)
    if (input) save.mutate(input)
  }

  const play = (rally: Rally) => {
    const video = player.current
    if (!video) return
    setCurrent(rally.seq)
    setSyncSeq(rally.seq)
    stopAt.current = rally.end
    video.seek(rally.start)
    video.play()
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
    const next = stepFrom(rallies, player.current?.currentTime() ?? 0, current, direction)
    if (next) play(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || isTypingTarget(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const key = event.key.toLowerCase()
    if (key !== 'n' && key !== 'p') return
    event.preventDefault()
    step(key === 'n' ? 1 : -1)
  }
  const openFile = (file: File) => {
    setLocalFile({ name: file.name, src: URL.createObjectURL(file) })
    // Only the name is saved (by an editor), so the coach knows which file to open next time; the video stays on
    // the device. A watcher opening their own copy changes nothing. The same file keeps its anchors.
    if (match.can_edit && (linked?.source !== 'file' || linked.file_name !== file.name))
      save.mutate({ source: 'file', file_name: file.name, syncs: linked?.source === 'file' ? anchors : [] })
  }

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
            <VideoLinkForm
              pending={save.isPending}
              onLink={(url) => save.mutate({ source: 'url', url })}
              onFile={openFile}
            />
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
                <VideoFileButton label={t('video.openNamed', { name: linked.file_name })} onFile={openFile} />
              </div>
            )}
            {src !== null && (
              <VideoPlayer
                ref={player}
                src={src}
                title={t('video.player')}
                className="max-h-[70vh]"
                onError={() => setFailedSrc(src)}
                onTimeUpdate={(seconds) => {
                  if (stopAt.current !== null && seconds >= stopAt.current) {
                    stopAt.current = null
                    player.current?.pause()
                  }
                }}
              />
            )}
            {failed && <FormAlert>{t('video.cannotPlay')}</FormAlert>}
            <VideoAnchors
              anchors={anchors}
              points={balls.map((b) => b.seq)}
              placed={rallies.length > 0}
              canEdit={match.can_edit}
              seq={syncSeq}
              onSeqChange={setSyncSeq}
              saving={save.isPending}
              playing={src !== null}
              onSync={() => saveAnchors(withAnchor(anchors, syncSeq, player.current?.currentTime() ?? 0))}
              onRemove={(seq) => saveAnchors(withoutAnchor(anchors, seq))}
            />
            {ready && <RallyStepper current={current} onStep={step} />}
          </>
        )}
      </CardContent>
    </Card>
  )
}
