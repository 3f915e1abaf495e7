import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import type { Clip } from '@courtside/contracts'
import type { VideoPlayerHandle } from '@/components/video-player/video-player-handle'
import { clipKey } from '../lib/clip-key'

/** A clip with the address its match's video plays from here (a web address or a blob: of a file opened here). */
export type PlayableClip = Clip & { src: string }

/** Slow motion is half speed. */
export const SLOW_RATE = 0.5
/** A time this far before the clip's start still counts as "in the clip" once a seek has landed. */
const SEEK_SLACK = 1

export interface ClipPlayback {
  clips: PlayableClip[]
  index: number
  current: PlayableClip | null
  time: number
  playing: boolean
  loop: boolean
  slow: boolean
  goTo(index: number): void
  next(): void
  previous(): void
  replay(): void
  togglePlay(): void
  pause(): void
  /** The video's time now, read from the player (the `time` state lags a report behind). */
  timeNow(): number
  toggleLoop(): void
  toggleSlow(): void
  /** For the player: its source is ready to seek (once per source). */
  onReady(): void
  /** For the player: its time as it plays. */
  onTimeUpdate(seconds: number): void
}

/**
 * Plays clips back to back in one player: when the time passes a clip's end it seeks to the next clip's start (or
 * back to the same clip's start while looping). A new source is sought once the player says it is ready. Right after
 * a seek the player may still report times of the old position; those are ignored until a time inside the clip
 * arrives, so a stale time past the end never skips a clip.
 */
export function useClipPlayback(clips: PlayableClip[], player: RefObject<VideoPlayerHandle | null>): ClipPlayback {
  const [key, setKey] = useState<string | null>(null)
  const [time, setTime] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [loop, setLoop] = useState(false)
  const [slow, setSlow] = useState(false)
  const readySrc = useRef<string | null>(null)
  const settling = useRef(true)

  const found = clips.findIndex((c) => clipKey(c) === key)
  const index = found === -1 ? 0 : found
  const current = clips[index] ?? null

  const start = (clip: PlayableClip, play: boolean) => {
    settling.current = true
    const handle = player.current
    if (!handle || readySrc.current !== clip.src) return // the new source seeks once ready (onReady)
    handle.seek(clip.start)
    if (play) handle.play()
  }
  const goTo = (i: number) => {
    const clip = clips[i]
    if (!clip) return
    setKey(clipKey(clip))
    setPlaying(true)
    start(clip, true)
  }

  const state = {
    clips,
    index,
    current,
    time,
    playing,
    loop,
    slow,
    goTo,
    next: () => goTo(Math.min(index + 1, clips.length - 1)),
    previous: () => goTo(Math.max(index - 1, 0)),
    replay: () => goTo(index),
    togglePlay: () => {
      if (playing) player.current?.pause()
      else player.current?.play()
      setPlaying(!playing)
    },
    timeNow: () => player.current?.currentTime() ?? time,
    pause: () => {
      player.current?.pause()
      setPlaying(false)
    },
    toggleLoop: () => setLoop(!loop),
    toggleSlow: () => {
      player.current?.setPlaybackRate(slow ? 1 : SLOW_RATE)
      setSlow(!slow)
    },
    onReady: () => {
      if (!current) return
      readySrc.current = current.src
      player.current?.setPlaybackRate(slow ? SLOW_RATE : 1)
      start(current, playing)
    },
    onTimeUpdate: (seconds: number) => {
      setTime(seconds)
      if (!current) return
      if (settling.current) {
        if (seconds < current.start - SEEK_SLACK || seconds >= current.end) return
        settling.current = false
      }
      if (seconds < current.end) return
      if (loop) start(current, true)
      else if (index + 1 < clips.length) goTo(index + 1)
      else {
        settling.current = true
        player.current?.pause()
        setPlaying(false)
      }
    },
  }
  // The player keeps the callbacks it was first given: they read the newest state through this ref.
  const latest = useRef(state)
  useLayoutEffect(() => {
    latest.current = state
  })
  const [stable] = useState(() => ({
    onReady: () => latest.current.onReady(),
    onTimeUpdate: (seconds: number) => latest.current.onTimeUpdate(seconds),
  }))
  return { ...state, ...stable }
}
