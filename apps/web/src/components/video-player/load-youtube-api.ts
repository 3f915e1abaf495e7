/** The official loader of YouTube's IFrame Player API; it pulls the player script from www.youtube.com. */
export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api'

/** The part of the IFrame Player API we use (developers.google.com/youtube/iframe_api_reference). */
export interface YouTubePlayerApi {
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  getCurrentTime(): number
  setPlaybackRate(rate: number): void
  destroy(): void
}

export interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      events: {
        onReady?(): void
        onStateChange?(event: { data: number }): void
        onError?(event: { data: number }): void
      }
    },
  ) => YouTubePlayerApi
  PlayerState: { PLAYING: number }
}

declare global {
  interface Window {
    YT?: YouTubeNamespace
    onYouTubeIframeAPIReady?: () => void
  }
}

let loading: Promise<YouTubeNamespace> | null = null

/**
 * Injects the API's script once, the first time a YouTube link is played, and resolves when it is ready. A failed
 * load (offline, blocked) rejects and lets the next YouTube link try again.
 */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT)
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady
    window.onYouTubeIframeAPIReady = () => {
      previous?.()
      if (window.YT) resolve(window.YT)
    }
    const script = document.createElement('script')
    script.src = YOUTUBE_API_SRC
    script.async = true
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('The YouTube player API did not load'))
    }
    document.head.append(script)
  })
  return loading
}
