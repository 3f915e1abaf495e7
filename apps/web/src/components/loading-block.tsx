import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Skeletons standing in for a section while it loads, announced once as "Loading…". The status role is what lets
 * the block carry a name (a plain div may not have an aria-label: axe's aria-prohibited-attr).
 */
export function LoadingBlock({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')} className={className}>
      {children}
    </div>
  )
}
