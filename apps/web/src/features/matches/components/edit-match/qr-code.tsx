import { useEffect, useState } from 'react'

/**
 * A QR code of `value`, drawn as SVG by the `qrcode` library (loaded on first use). Dark modules on white in both
 * themes: phones read that best.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn))
    return () => {
      current = false
    }
  }, [value])
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="share-qr"
      className={className}
      // The SVG is the library's drawing of our own link, never user markup.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  )
}
