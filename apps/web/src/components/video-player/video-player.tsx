import { Html5VideoPlayer } from './html5-video-player'
import { videoLinkOf } from './video-link'
import type { VideoPlayerProps } from './video-player-handle'
import { VimeoPlayer } from './vimeo-player'
import { YouTubePlayer } from './youtube-player'

export type { VideoPlayerHandle, VideoPlayerProps } from './video-player-handle'

/**
 * One player for every video a coach links (docs/decisions/0069-embedded-video-players.md): YouTube and Vimeo
 * links in their sites' official embeds (their scripts loaded only then), HLS through the browser or hls.js, and
 * mp4, webm or a file of this device in a <video>. A new source is a new player, so nothing of the last one stays.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const link = videoLinkOf(props.src)
  const { src, ...rest } = props
  switch (link.kind) {
    case 'youtube':
      return <YouTubePlayer key={src} videoId={link.id} {...rest} />
    case 'vimeo':
      return <VimeoPlayer key={src} videoId={link.id} hash={link.hash} {...rest} />
    case 'hls':
      return <Html5VideoPlayer key={src} src={src} hls {...rest} />
    case 'file':
      return <Html5VideoPlayer key={src} src={src} hls={false} {...rest} />
  }
}
