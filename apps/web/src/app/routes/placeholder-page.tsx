import type { ComponentType, SVGProps } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty-state'

/** A screen whose content arrives with a later feature: its heading and an honest empty state. */
export function PlaceholderPage({ section, icon }: { section: string; icon: ComponentType<SVGProps<SVGSVGElement>> }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t(`screens.${section}.title`)}</h1>
        <p className="text-muted-foreground">{t(`screens.${section}.subtitle`)}</p>
      </header>
      <EmptyState
        icon={icon}
        title={t(`screens.${section}.emptyTitle`)}
        description={t(`screens.${section}.emptyBody`)}
      />
    </div>
  )
}
