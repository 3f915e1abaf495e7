import { useImperativeHandle, type Ref, type RefObject } from 'react'
import type { VideoPlayerHandle } from './video-player-handle'

/** What an embed's script does for the handle, once its player is ready. */
export interface EmbedControls {
  play(): void
  pause(): void
  seek(seconds: number): void
  setPlaybackRate(rate: number): void
}

/** Asked of the handle before the embed was ready: done on ready, the last of each kind. */
export interface PendingCalls {
  seek?: number
  playing?: boolean
  rate?: number
}

export interface EmbedState {
  controls: EmbedControls | null
  pending: PendingCalls
  /** The time last read (polled, or sought to), since an embed answers its time asynchronously. */
  time: number
}

export const newEmbedState = (): EmbedState => ({ controls: null, pending: {}, time: 0 })

/** Makes the embed's controls live and does what was asked before. */
export function embedReady(state: EmbedState, controls: EmbedControls) {
  state.controls = controls
  const { seek, playing, rate } = state.pending
  state.pending = {}
  if (rate !== undefined) controls.setPlaybackRate(rate)
  if (seek !== undefined) controls.seek(seek)
  if (playing === true) controls.play()
  if (playing === false) controls.pause()
}

/** The VideoPlayerHandle of an embedded player: calls before it is ready wait for it. */
export function useEmbedHandle(ref: Ref<VideoPlayerHandle> | undefined, state: RefObject<EmbedState>) {
  useImperativeHandle(ref, () => ({
    play() {
      const { controls, pending } = state.current
      if (controls) controls.play()
      else pending.playing = true
    },
    pause() {
      const { controls, pending } = state.current
      if (controls) controls.pause()
      else pending.playing = false
    },
    seek(seconds: number) {
      const at = Math.max(0, seconds)
      state.current.time = at
      const { controls, pending } = state.current
      if (controls) controls.seek(at)
      else pending.seek = at
    },
    currentTime: () => state.current.time,
    setPlaybackRate(rate: number) {
      const { controls, pending } = state.current
      if (controls) controls.setPlaybackRate(rate)
      else pending.rate = rate
    },
  }))
}
