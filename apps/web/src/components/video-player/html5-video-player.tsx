import { useImperativeHandle, useRef } from 'react'
import { cn } from '@/lib/cn'
import type { VideoPlayerProps } from './video-player-handle'
import { useVideoSource } from './use-video-source'

/** The browser's own <video>: mp4, webm, a blob: file of this device, and HLS (natively or through hls.js). */
export function Html5VideoPlayer({
  src,
  hls,
  title,
  onTimeUpdate,
  onReady,
  onError,
  className,
  ref,
}: VideoPlayerProps & { hls: boolean }) {
  const video = useRef<HTMLVideoElement>(null)
  useVideoSource(video, src, hls)
  useImperativeHandle(ref, () => ({
    play() {
      void video.current?.play().catch(() => {})
    },
    pause() {
      video.current?.pause()
    },
    seek(seconds: number) {
      if (video.current) video.current.currentTime = Math.max(0, seconds)
    },
    currentTime: () => video.current?.currentTime ?? 0,
    setPlaybackRate(rate: number) {
      if (video.current) video.current.playbackRate = rate
    },
  }))
  return (
    <video
      ref={video}
      controls
      playsInline
      preload="metadata"
      className={cn('aspect-video w-full rounded-lg bg-black', className)}
      aria-label={title}
      data-testid="video-player"
      data-backend="html5"
      onTimeUpdate={(e) => onTimeUpdate?.(e.currentTarget.currentTime)}
      onLoadedMetadata={() => onReady?.()}
      onError={() => onError?.()}
    />
  )
}
