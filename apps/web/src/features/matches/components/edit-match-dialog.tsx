import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EyeIcon, PaletteIcon, PencilIcon, RepeatIcon, Trash2Icon } from 'lucide-react'
import { type Match } from '@courtside/contracts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { BackgroundTab } from './edit-match/background-tab'
import { DeleteTab } from './edit-match/delete-tab'
import { GeneralTab } from './edit-match/general-tab'
import { ServerTab } from './edit-match/server-tab'
import { VisibilityTab } from './edit-match/visibility-tab'

export const EDIT_TABS = ['general', 'visibility', 'background', 'server', 'delete'] as const
export type EditTab = (typeof EDIT_TABS)[number]

const TAB_ICONS = {
  general: PencilIcon,
  visibility: EyeIcon,
  background: PaletteIcon,
  server: RepeatIcon,
  delete: Trash2Icon,
} as const

export interface EditMatchDialogProps {
  match: Match
  open: boolean
  onOpenChange: (open: boolean) => void
  initialTab?: EditTab
}

/** The match's edit dialog: general, visibility, background, server settings and delete, each saved on its own. */
export function EditMatchDialog({ match, open, onOpenChange, initialTab = 'general' }: EditMatchDialogProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<EditTab>(initialTab)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('matches.edit.close')}
        data-testid="edit-match-dialog"
        className="max-h-dvh overflow-y-auto max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0 sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle>{t('matches.edit.title')}</DialogTitle>
          <DialogDescription className="truncate">{match.title}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value as EditTab)} className="min-w-0">
          <TabsList className="h-auto w-full justify-start overflow-x-auto max-sm:-mx-1">
            {EDIT_TABS.map((value) => {
              const Icon = TAB_ICONS[value]
              return (
                <TabsTrigger
                  key={value}
                  value={value}
                  className="min-h-10 flex-none px-2.5 sm:flex-1"
                  data-testid={`edit-tab-${value}`}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`matches.edit.tabs.${value}`)}
                </TabsTrigger>
              )
            })}
          </TabsList>
          {open && (
            <>
              <TabsContent value="general">
                <GeneralTab match={match} />
              </TabsContent>
              <TabsContent value="visibility">
                <VisibilityTab match={match} />
              </TabsContent>
              <TabsContent value="background">
                <BackgroundTab match={match} />
              </TabsContent>
              <TabsContent value="server">
                <ServerTab match={match} />
              </TabsContent>
              <TabsContent value="delete">
                <DeleteTab match={match} onDeleted={() => onOpenChange(false)} />
              </TabsContent>
            </>
          )}
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
