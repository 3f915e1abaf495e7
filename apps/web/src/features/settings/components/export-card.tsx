import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { DownloadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import * as endpoints from '@courtside/contracts/endpoints'
import { endpointUrl } from '@/lib/api/call-endpoint'
import { downloadFile } from '@/lib/download-file'
import { Spinner } from '@/components/ui/spinner'

const EXPORTS = [
  {
    kind: 'json',
    path: endpointUrl(endpoints.exportAccount),
    accept: 'application/json',
    name: 'courtside-export.json',
  },
  { kind: 'csv', path: endpointUrl(endpoints.exportAccountPoints), accept: 'text/csv', name: 'courtside-points.csv' },
] as const

/** Everything the coach owns, to take along: all data as JSON, every point as CSV (ADR 0031). */
export function ExportCard() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  const run = async (item: (typeof EXPORTS)[number]) => {
    setBusy(item.kind)
    try {
      await downloadFile(item.path, { accept: item.accept, fallbackName: item.name })
    } catch {
      toast.error(t('messages.failedToExport'))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Card data-testid="export-card">
      <CardHeader>
        <CardTitle>{t('settings.export.title')}</CardTitle>
        <CardDescription>{t('settings.export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {EXPORTS.map((item) => (
          <Button
            key={item.kind}
            variant="outline"
            onClick={() => void run(item)}
            disabled={busy !== null}
            data-testid={`export-${item.kind}`}
          >
            {busy === item.kind ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
            {t(`settings.export.${item.kind}`)}
          </Button>
        ))}
      </CardContent>
    </Card>
  )
}
