import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import QRCode from 'qrcode'
import type { Court } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import './court-qr-sheet.css'

/**
 * Where a court's QR code leads: the new-match wizard with the club and the court filled in. The address names the
 * court only (the app reads its club), so the code stays small and quick to scan.
 */
export function courtStartUrl(courtId: number): string {
  return `${window.location.origin}/courts/${courtId}/start`
}

/** Each court's QR code as an SVG data address, made once per set of courts. */
function useQrCodes(courts: readonly Court[]) {
  const [codes, setCodes] = useState<Record<number, string>>({})
  const ids = courts.map((court) => court.id).join(',')
  useEffect(() => {
    let current = true
    const ready = ids
      .split(',')
      .filter(Boolean)
      .map(async (id) => {
        const svg = await QRCode.toString(courtStartUrl(Number(id)), { type: 'svg', margin: 1 })
        return [Number(id), `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`] as const
      })
    void Promise.all(ready).then((pairs) => {
      if (current) setCodes(Object.fromEntries(pairs))
    })
    return () => {
      current = false
    }
  }, [ids])
  return codes
}

/** Smaller codes in more columns as the courts grow, so that even the most a club may have fit one A4 page. */
function sheetLayout(count: number) {
  if (count <= 12) return { grid: 'grid-cols-3', code: 'size-[45mm]' }
  if (count <= 20) return { grid: 'grid-cols-4', code: 'size-[34mm]' }
  return { grid: 'grid-cols-5', code: 'size-[25mm]' }
}

/**
 * One A4 page for the hall: every court's name over the QR code that starts a match on it. Shown only when printing;
 * it sits outside the app's root and hides that root while printing, as the social evening's schedule does.
 */
export function CourtQrSheet({ organizationName, courts }: { organizationName: string; courts: readonly Court[] }) {
  const { t } = useTranslation()
  const codes = useQrCodes(courts)
  const layout = sheetLayout(courts.length)
  const sheet = (
    <div
      className="hidden bg-white text-[10pt] text-black print:block print:[body:has(&)_#root]:hidden"
      aria-hidden="true"
      data-testid="court-qr-sheet"
    >
      <header className="mb-4 border-b border-black pb-2">
        <h1 className="text-[16pt] font-bold">{organizationName}</h1>
        <p>{t('clubCourts.sheet.instructions')}</p>
      </header>
      <div className={cn('grid gap-x-6 gap-y-3', layout.grid)}>
        {courts.map((court) => (
          <section key={court.id} className="grid break-inside-avoid justify-items-center gap-1 text-center">
            <h2 className="text-[13pt] font-bold break-words">{court.name}</h2>
            {codes[court.id] && (
              <img
                src={codes[court.id]}
                alt={t('clubCourts.sheet.codeFor', { name: court.name })}
                className={layout.code}
                data-testid={`court-qr-${court.id}`}
              />
            )}
          </section>
        ))}
      </div>
    </div>
  )
  return createPortal(sheet, document.body)
}
