import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRef } from 'react'
import { VideoPlayer, type VideoPlayerHandle } from '../src/components/video-player/video-player'
import { POLL_MS } from '../src/components/video-player/poll-time'

// One player for every source (docs/decisions/0069-embedded-video-players.md): YouTube's API script only for a
// YouTube link, Vimeo's package only for a Vimeo link, each embed's frame sending our origin as its referrer.

const vimeo = vi.hoisted(() => ({ frames: [] as HTMLIFrameElement[] }))
vi.mock('@vimeo/player', () => ({
  default: class FakeVimeoPlayer {
    constructor(frame: HTMLIFrameElement) {
      vimeo.frames.push(frame)
    }
    on() {}
    ready = () => new Promise(() => {})
    destroy = () => Promise.resolve()
  },
}))

const API = 'https://www.youtube.com/iframe_api'
const apiScripts = () => document.querySelectorAll(`script[src="${API}"]`)

interface FakeEvents {
  onReady?(): void
  onStateChange?(event: { data: number }): void
}
function fakeYouTube() {
  const calls: string[] = []
  const made: { element: HTMLElement; events: FakeEvents }[] = []
  let time = 0
  window.YT = {
    PlayerState: { PLAYING: 1 },
    Player: class {
      constructor(element: HTMLElement, options: { events: FakeEvents }) {
        made.push({ element, events: options.events })
      }
      playVideo = () => calls.push('play')
      pauseVideo = () => calls.push('pause')
      seekTo = (s: number) => calls.push(`seek ${s}`)
      getCurrentTime = () => time
      setPlaybackRate = (r: number) => calls.push(`rate ${r}`)
      destroy = () => calls.push('destroy')
    },
  }
  return { calls, made, setTime: (s: number) => (time = s) }
}

afterEach(() => {
  vi.useRealTimers()
  delete window.YT
})

describe('VideoPlayer', () => {
  it('plays a file or HLS address in a <video>, and loads no embed script', () => {
    const onError = vi.fn()
    const { unmount } = render(
      <VideoPlayer src="https://cdn.example/final.mp4" title="Match video" onError={onError} />,
    )
    const video = screen.getByTestId('video-player')
    fireEvent.error(video)
    expect(onError).toHaveBeenCalledOnce()
    expect(video.tagName).toBe('VIDEO')
    expect(video).toHaveAttribute('src', 'https://cdn.example/final.mp4')
    expect(video).toHaveAccessibleName('Match video')
    unmount()
    render(<VideoPlayer src="blob:http://localhost/1234" title="Match video" />)
    expect(screen.getByTestId('video-player').tagName).toBe('VIDEO')
    expect(apiScripts()).toHaveLength(0)
    expect(vimeo.frames).toHaveLength(0)
  })

  it('a Vimeo link gets Vimeo’s player frame, and still no YouTube script', async () => {
    render(<VideoPlayer src="https://vimeo.com/76979871/8272103f6e" title="Match video" />)
    await waitFor(() => expect(vimeo.frames).toHaveLength(1))
    const frame = vimeo.frames[0]!
    expect(frame.src).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e&playsinline=1&dnt=1')
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(frame).toHaveAttribute('title', 'Match video')
    expect(apiScripts()).toHaveLength(0)
  })

  it('a YouTube link injects the IFrame API once and drives a youtube-nocookie frame through it', async () => {
    const ref = createRef<VideoPlayerHandle>()
    const times: number[] = []
    const onReady = vi.fn()
    const { unmount } = render(
      <VideoPlayer
        ref={ref}
        src="https://youtu.be/dQw4w9WgXcQ"
        title="Match video"
        onReady={onReady}
        onTimeUpdate={(s) => times.push(s)}
      />,
    )
    expect(apiScripts()).toHaveLength(1)
    // Asked before the player is ready: done once it is.
    ref.current!.seek(62)
    ref.current!.play()
    expect(ref.current!.currentTime()).toBe(62)

    const yt = fakeYouTube()
    act(() => window.onYouTubeIframeAPIReady?.())
    await waitFor(() => expect(yt.made).toHaveLength(1))
    const { element, events } = yt.made[0]!
    expect(element.tagName).toBe('IFRAME')
    const src = new URL((element as HTMLIFrameElement).src)
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(src.searchParams.get('enablejsapi')).toBe('1')
    expect(src.searchParams.get('origin')).toBe(location.origin)
    expect(element).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
    expect(element).toHaveAttribute('title', 'Match video')

    act(() => events.onReady?.())
    expect(onReady).toHaveBeenCalledOnce()
    expect(yt.calls).toEqual(['seek 62', 'play'])

    // While playing, the time is polled about 4 times a second.
    vi.useFakeTimers()
    yt.setTime(63)
    act(() => events.onStateChange?.({ data: 1 }))
    yt.setTime(63.25)
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS))
    yt.setTime(63.5)
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS))
    expect(times).toEqual([63, 63.25, 63.5])
    expect(ref.current!.currentTime()).toBe(63.5)
    // Paused: its time once, then no more polling.
    yt.setTime(64)
    act(() => events.onStateChange?.({ data: 2 }))
    yt.setTime(70)
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 4))
    expect(times).toEqual([63, 63.25, 63.5, 64])

    vi.useRealTimers()
    ref.current!.setPlaybackRate(0.5)
    expect(yt.calls.at(-1)).toBe('rate 0.5')
    unmount()
    expect(yt.calls.at(-1)).toBe('destroy')
    expect(element.isConnected).toBe(false)

    // A second YouTube video reuses the loaded API.
    render(<VideoPlayer src="https://www.youtube.com/watch?v=aqz-KE-bpKQ" title="Match video" />)
    await waitFor(() => expect(yt.made).toHaveLength(2))
    expect(apiScripts()).toHaveLength(1)
  })
})
