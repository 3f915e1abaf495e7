import { describe, expect, it } from 'vitest'
import { videoLinkOf } from '../src/components/video-player/video-link'

// Which player a linked video needs (docs/decisions/0069-embedded-video-players.md).

describe('videoLinkOf', () => {
  it('reads YouTube ids from watch, youtu.be, shorts, embed and live links', () => {
    const youtube = { kind: 'youtube', id: 'dQw4w9WgXcQ' }
    expect(videoLinkOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(youtube)
    expect(videoLinkOf('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toEqual(youtube)
    expect(videoLinkOf('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual(youtube)
    expect(videoLinkOf('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(youtube)
    expect(videoLinkOf('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(youtube)
    expect(videoLinkOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(youtube)
    expect(videoLinkOf('https://www.youtube.com/live/dQw4w9WgXcQ')).toEqual(youtube)
    expect(videoLinkOf('  https://youtu.be/dQw4w9WgXcQ  ')).toEqual(youtube)
  })

  it('reads Vimeo ids and an unlisted video hash', () => {
    expect(videoLinkOf('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871', hash: null })
    expect(videoLinkOf('https://vimeo.com/76979871/8272103f6e')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: '8272103f6e',
    })
    expect(videoLinkOf('https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: '8272103f6e',
    })
    expect(videoLinkOf('https://vimeo.com/channels/staffpicks/76979871')).toEqual({
      kind: 'vimeo',
      id: '76979871',
      hash: null,
    })
  })

  it('plays an .m3u8 address as HLS and anything else as a file', () => {
    expect(videoLinkOf('https://cdn.example/match/index.m3u8?token=1')).toEqual({
      kind: 'hls',
      src: 'https://cdn.example/match/index.m3u8?token=1',
    })
    expect(videoLinkOf('https://cdn.example/final.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example/final.mp4' })
    expect(videoLinkOf('blob:http://localhost/1234-5678')).toEqual({
      kind: 'file',
      src: 'blob:http://localhost/1234-5678',
    })
    // Not a video page of the site, or an id of the wrong shape: nothing to embed.
    expect(videoLinkOf('https://www.youtube.com/@club').kind).toBe('file')
    expect(videoLinkOf('https://www.youtube.com/watch?v=short').kind).toBe('file')
    expect(videoLinkOf('https://vimeo.com/channels/staffpicks').kind).toBe('file')
    expect(videoLinkOf('https://notyoutube.com/watch?v=dQw4w9WgXcQ').kind).toBe('file')
    expect(videoLinkOf('not a url').kind).toBe('file')
  })
})
