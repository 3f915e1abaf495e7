/**
 * The iframe of a YouTube or Vimeo embed, made here rather than by the site's script so its attributes are set
 * before it loads. Our pages send no referrer (the API's Referrer-Policy), and YouTube's embed refuses to play
 * without one (Vimeo's domain-restricted videos too): the frame sends our origin, never a path
 * (docs/decisions/0069-embedded-video-players.md).
 */
export function embedIframe(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin')
  frame.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture')
  frame.setAttribute('allowfullscreen', '')
  frame.title = title
  frame.className = 'size-full border-0'
  frame.src = src
  return frame
}
