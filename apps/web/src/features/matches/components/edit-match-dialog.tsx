import { useState } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useMatch, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { EyeIcon, PaletteIcon, PencilIcon, RepeatIcon, Trash2Icon } from 'lucide-react'
import { validateServerOrder } from '@courtside/domain'
import { updateMatchSchema, VISIBILITIES, type Background, type Match } from '@courtside/contracts'
import { SortableList } from '@/components/sortable-list'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { errorMessage } from '@/lib/api-error'
import { translateMessage } from '@/lib/i18n'
import {
  useDeleteMatch,
  useUpdateMatch,
  useUpdateServerOrder,
  type UpdateMatchValues,
} from '../api/use-match-mutations'
import { DEFAULT_GRADIENT } from './match-background'
import { fromLocalInput, toLocalInput } from './match-format'
import { RadioCard, Switch } from './form-controls'
import { MiniScoreboard } from './mini-scoreboard'

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

/** The edit dialog of SPEC §2: general, visibility, background, server settings and delete, each saved on its own. */
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

function useFailureToast() {
  const { t } = useTranslation()
  return (
    key: 'matchUpdateFailed' | 'backgroundUpdateFailed' | 'serverSettingsUpdateFailed' | 'matchDeleteFailed',
    error: unknown,
  ) => {
    const detail = translateMessage(t, errorMessage(error, ''))
    toast.error(t(`messages.${key}`), detail ? { description: detail } : undefined)
  }
}

function GeneralTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const form = useForm<UpdateMatchValues>({
    resolver: zodResolver(updateMatchSchema),
    defaultValues: { title: match.title, description: match.description },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ title: values.title, description: values.description })
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('matchUpdateFailed', error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 pt-2" data-testid="edit-general-form">
      <FormField
        label={t('matches.fields.title')}
        error={errors.title?.message ? translateMessage(t, errors.title.message) : undefined}
      >
        {(field) => <Input {...field} {...form.register('title')} />}
      </FormField>
      <FormField label={t('matches.fields.description')} hint={t('matches.fields.optional')}>
        {(field) => <Textarea {...field} rows={3} {...form.register('description')} />}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={isSubmitting} data-testid="save-general">
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}

function VisibilityTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const form = useForm<{ visibility: Match['visibility']; start: string; stop: string }>({
    defaultValues: {
      visibility: match.visibility,
      start: toLocalInput(match.start_showing_at),
      stop: toLocalInput(match.stop_showing_at),
    },
  })
  const [windowError, setWindowError] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(async (values) => {
    const patch = {
      visibility: values.visibility,
      start_showing_at: fromLocalInput(values.start),
      stop_showing_at: fromLocalInput(values.stop),
    }
    const parsed = updateMatchSchema.safeParse(patch)
    if (!parsed.success) {
      setWindowError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setWindowError(null)
    try {
      await update.mutateAsync(patch)
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('matchUpdateFailed', error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 pt-2" data-testid="edit-visibility-form">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('matches.fields.visibility')}</legend>
        {VISIBILITIES.map((value) => (
          <RadioCard
            key={value}
            value={value}
            label={t(`matches.visibility.${value}.label`)}
            description={t(`matches.visibility.${value}.description`)}
            {...form.register('visibility')}
          />
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('matches.fields.startShowing')} hint={t('matches.fields.startShowingHint')}>
          {(field) => <Input {...field} type="datetime-local" {...form.register('start')} />}
        </FormField>
        <FormField label={t('matches.fields.stopShowing')} hint={t('matches.fields.stopShowingHint')}>
          {(field) => <Input {...field} type="datetime-local" {...form.register('stop')} />}
        </FormField>
      </div>
      {windowError && <FieldError>{translateMessage(t, windowError)}</FieldError>}
      <DialogFooter>
        <Button type="submit" disabled={form.formState.isSubmitting} data-testid="save-visibility">
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}

const HEX = /^#[0-9a-fA-F]{6}$/

function ColorField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId: string
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value)
  const invalid = !HEX.test(text)
  return (
    <FormField label={label} error={invalid ? t('messages.invalidColor') : undefined}>
      {(field) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            value={HEX.test(value) ? value : '#000000'}
            onChange={(e) => {
              setText(e.target.value)
              onChange(e.target.value)
            }}
            aria-label={t('matches.edit.background.picker', { label })}
            className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1 md:h-10"
          />
          <Input
            {...field}
            value={text}
            maxLength={7}
            spellCheck={false}
            className="font-mono uppercase"
            data-testid={testId}
            onChange={(e) => {
              const next = `#${e.target.value.replace(/[^0-9a-fA-F]/g, '').slice(0, 6)}`
              setText(next)
              if (HEX.test(next)) onChange(next.toLowerCase())
            }}
          />
        </div>
      )}
    </FormField>
  )
}

function BackgroundTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const initialGradient =
    match.background.style === 'gradient' ? match.background : { style: 'gradient' as const, ...DEFAULT_GRADIENT }
  const [style, setStyle] = useState<Background['style']>(match.background.style)
  const [from, setFrom] = useState(initialGradient.from)
  const [to, setTo] = useState(initialGradient.to)
  const [saving, setSaving] = useState(false)
  const background: Background = style === 'gradient' ? { style, from, to } : { style: 'default' }

  const save = async () => {
    setSaving(true)
    try {
      await update.mutateAsync({ background })
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('backgroundUpdateFailed', error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="grid gap-4 pt-2" data-testid="edit-background">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t('matches.edit.background.style')}</legend>
        <RadioCard
          name="background-style"
          value="default"
          checked={style === 'default'}
          onChange={() => setStyle('default')}
          label={t('matches.edit.background.default')}
          description={t('matches.edit.background.defaultHint')}
        />
        <RadioCard
          name="background-style"
          value="gradient"
          checked={style === 'gradient'}
          onChange={() => setStyle('gradient')}
          label={t('matches.edit.background.gradient')}
          description={t('matches.edit.background.gradientHint')}
        />
      </fieldset>
      {style === 'gradient' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            label={t('matches.edit.background.from')}
            value={from}
            onChange={setFrom}
            testId="gradient-from"
          />
          <ColorField label={t('matches.edit.background.to')} value={to} onChange={setTo} testId="gradient-to" />
        </div>
      )}
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{t('matches.edit.background.preview')}</p>
        <MiniScoreboard match={match} background={background} showServer={match.show_server_indicator} />
      </div>
      <DialogFooter>
        <Button onClick={() => void save()} disabled={saving} data-testid="save-background">
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </div>
  )
}

function ServerTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const updateOrder = useUpdateServerOrder(match.id)
  const fail = useFailureToast()
  const [indicator, setIndicator] = useState(match.show_server_indicator)
  const [order, setOrder] = useState<number[]>(match.server_order)
  const [orderError, setOrderError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const players = match.pairs.flatMap((pair) => pair.players.map((player) => ({ ...player, team: pair.team })))
  const byId = new Map(players.map((p) => [p.id, p]))
  const orderChanged = order.join(',') !== match.server_order.join(',')
  const finished = match.status === 'finished'

  const items = order.map((id) => {
    const player = byId.get(id)
    return {
      id: String(id),
      label: player?.name ?? `#${id}`,
      description: player ? t('matches.wizard.pair', { pair: player.team === 0 ? 'A' : 'B' }) : undefined,
    }
  })

  const save = async () => {
    if (orderChanged) {
      const check = validateServerOrder(order.map((id) => ({ id: String(id), team: byId.get(id)?.team ?? 0 })))
      if (!check.ok) {
        setOrderError(check.message)
        return
      }
    }
    setOrderError(null)
    setSaving(true)
    try {
      if (indicator !== match.show_server_indicator) await update.mutateAsync({ show_server_indicator: indicator })
      if (orderChanged) await updateOrder.mutateAsync(order)
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('serverSettingsUpdateFailed', error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="grid gap-5 pt-2" data-testid="edit-server">
      <Switch
        checked={indicator}
        onCheckedChange={setIndicator}
        label={t('matches.edit.server.indicator')}
        description={t('matches.edit.server.indicatorHint')}
        testId="server-indicator-switch"
      />
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('matches.edit.server.order')}</p>
        <p className="text-sm text-muted-foreground">
          {finished ? t('matches.edit.server.finished') : t('matches.edit.server.orderHint')}
        </p>
        {!finished && (
          <SortableList
            items={items}
            label={t('matches.edit.server.order')}
            onReorder={(ids) => {
              setOrder(ids.map(Number))
              setOrderError(null)
            }}
          />
        )}
        {orderError && <FieldError>{translateMessage(t, orderError)}</FieldError>}
      </div>
      <DialogFooter>
        <Button
          onClick={() => void save()}
          disabled={saving || (!orderChanged && indicator === match.show_server_indicator)}
          data-testid="save-server"
        >
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </div>
  )
}

function DeleteTab({ match, onDeleted }: { match: Match; onDeleted: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  // From the match's own page, go back to the list; from the list, stay (and keep its filters).
  const onMatchPage = useMatch('/matches/:id') !== null
  const remove = useDeleteMatch(match.id)
  const fail = useFailureToast()
  const onDelete = async () => {
    try {
      await remove.mutateAsync()
      toast.success(t('matches.edit.delete.done', { title: match.title }))
      onDeleted()
      if (onMatchPage) void navigate('/matches')
    } catch (error) {
      fail('matchDeleteFailed', error)
    }
  }
  return (
    <div className="grid gap-4 pt-2" data-testid="edit-delete">
      <div className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <p className="font-medium">{t('matches.edit.delete.warning', { title: match.title })}</p>
        <p className="mt-1 text-muted-foreground">
          {match.license === 'pro' ? t('matches.edit.delete.proNote') : t('matches.edit.delete.note')}
        </p>
      </div>
      <DialogFooter>
        <Button
          variant="destructive"
          onClick={() => void onDelete()}
          disabled={remove.isPending}
          data-testid="confirm-delete"
        >
          <Trash2Icon aria-hidden="true" />
          {t('matches.edit.delete.confirm')}
        </Button>
      </DialogFooter>
    </div>
  )
}
