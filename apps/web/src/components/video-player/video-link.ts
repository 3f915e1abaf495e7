/**
 * Which player a video address needs (docs/decisions/0069-embedded-video-players.md): a YouTube or Vimeo link plays
 * in that site's own embed, an HLS playlist (.m3u8) through the browser or hls.js, anything else (mp4, webm, a
 * blob: address of a file on this device) in a plain <video>.
 */
export type VideoLink =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; /** An unlisted video's private hash. */ hash: string | null }
  | { kind: 'hls'; src: string }
  | { kind: 'file'; src: string }

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com'])
/** Paths whose next segment is the video id: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const YOUTUBE_ID_PATHS = new Set(['shorts', 'embed', 'live', 'v'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const HLS_PATH = /\.m3u8$/i

function parse(src: string): URL | null {
  try {
    return new URL(src)
  } catch {
    return null
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null = null
  if (host === 'youtu.be') id = segments[0] ?? null
  else if (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v')
    else if (segments[0] && YOUTUBE_ID_PATHS.has(segments[0])) id = segments[1] ?? null
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null
}

function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null
  const segments = url.pathname.split('/').filter(Boolean)
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), player.vimeo.com/video/123?h=abcdef,
  // vimeo.com/channels/name/123, vimeo.com/showcase/9/video/123: the id is the last all-digit segment.
  const index = segments.findLastIndex((s) => /^\d+$/.test(s))
  if (index < 0) return null
  const next = segments[index + 1]
  const hash = url.searchParams.get('h') ?? (next && /^[\da-f]+$/i.test(next) ? next : null)
  return { id: segments[index]!, hash: hash && /^[\da-f]+$/i.test(hash) ? hash : null }
}

/** Classifies a video address; a YouTube or Vimeo address it cannot read an id from plays as a file. */
export function videoLinkOf(src: string): VideoLink {
  const url = parse(src.trim())
  if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
    const youtube = youtubeId(url)
    if (youtube) return { kind: 'youtube', id: youtube }
    const vimeo = vimeoVideo(url)
    if (vimeo) return { kind: 'vimeo', ...vimeo }
    if (HLS_PATH.test(url.pathname)) return { kind: 'hls', src }
  }
  return { kind: 'file', src }
}
