import type { Ref } from 'react'

/**
 * One player for every video a coach links (ADR 0068): mp4/webm and HLS addresses, a file opened on this device
 * (a blob: address), and YouTube and Vimeo links through their official embed players, loaded only when such a link
 * is played. Times are seconds of the video.
 */
export interface VideoPlayerHandle {
  play(): void
  pause(): void
  seek(seconds: number): void
  /** The video's time now, in seconds (0 before it is ready). */
  currentTime(): number
  /** 1 is normal speed; 0.5 is slow motion. */
  setPlaybackRate(rate: number): void
}

export interface VideoPlayerProps {
  /** A web address (mp4, webm, HLS, YouTube, Vimeo) or a blob: address of a file on this device. */
  src: string
  /** The player's accessible name. */
  title: string
  /** Called as the video plays, a few times a second, with its time. */
  onTimeUpdate?(seconds: number): void
  /** Called once the video can be sought and played. */
  onReady?(): void
  /** Called when the browser or the embed cannot play the source. */
  onError?(): void
  className?: string
  ref?: Ref<VideoPlayerHandle>
}
