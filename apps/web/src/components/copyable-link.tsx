import { useTranslation } from 'react-i18next'
import { CopyIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'

/** A link to hand out (a share link, a wall link, an overlay address): shown whole, selected on focus, copied. */
export function CopyableLink({ url, label, testId }: { url: string; label: string; testId?: string }) {
  const { t } = useTranslation()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('links.copied'))
    } catch {
      toast.error(t('links.copyFailed'))
    }
  }
  return (
    <div className="flex gap-2">
      <Input readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} data-testid={testId} />
      <Button type="button" variant="outline" onClick={() => void copy()}>
        <CopyIcon aria-hidden="true" />
        {t('links.copy')}
      </Button>
    </div>
  )
}
