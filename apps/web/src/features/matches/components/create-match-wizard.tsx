import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { Controller, get, useForm, useWatch, type Path } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ArrowLeftIcon, ArrowRightIcon, CrownIcon } from 'lucide-react'
import { defaultRules, type Sport } from '@courtside/domain'
import {
  createMatchSchema,
  fromDomainRules,
  VISIBILITIES,
  type CreateMatchInput,
  type License,
  type MatchLicense,
  type QuotaExceeded,
  DEFAULT_MATCH_DEFAULTS,
  type MatchDefaults,
} from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { UpgradeButton } from '@/components/upgrade-button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { ApiError, errorMessage } from '@/lib/api-error'
import { getOrganizationScope } from '@/lib/organization-scope'
import { translateMessage } from '@/lib/i18n'
import { organizationOptionsQueryOptions } from '../api/match-queries'
import { QuotaExceededError, useCreateMatch, type CreateMatchValues } from '../api/use-match-mutations'
import { fromLocalInput } from './match-format'
import { NativeSelect } from '@/components/ui/native-select'
import { RadioCard } from './form-controls'
import { LicenseStep, proAvailability } from './license-step'
import { PlayerPicker } from './player-picker'
import { RulesFields } from './rules-fields'

export interface CreateAthleteSlotArgs {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the coach had typed in the picker. */
  initialName: string
  onCreated: (athlete: { id: number; name: string }) => void
}

export interface CreateMatchWizardProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The current licence (composed in app/ from the licence feature). */
  license: License | undefined
  licenseLoading?: boolean
  /** Full coaches pick from their athletes; coach viewers type names. */
  canPickAthletes: boolean
  /** The athlete modal, composed in app/ from the athletes feature. */
  renderCreateAthlete?: (args: CreateAthleteSlotArgs) => ReactNode
  /** The coach's defaults for a new match (settings, composed in app/); the product's own when absent. */
  matchDefaults?: MatchDefaults | undefined
}

type Slot = `${0 | 1}:${0 | 1}`

function emptyValues(license: MatchLicense, defaults: MatchDefaults = DEFAULT_MATCH_DEFAULTS): CreateMatchInput {
  const slots = defaults.match_type === 'singles' ? [null] : [null, null]
  return {
    title: '',
    description: '',
    organization_id: undefined as unknown as number,
    sport: defaults.sport,
    match_type: defaults.match_type,
    license,
    rules: {
      ...fromDomainRules(defaultRules(defaults.sport)),
      golden_point: defaults.golden_point,
      star_point: defaults.star_point,
      super_tie_break: defaults.super_tie_break,
    },
    pairs: [{ players: [...slots] }, { players: [...slots] }],
    server_order: null,
    visibility: defaults.visibility,
    start_showing_at: null,
    stop_showing_at: null,
    background: { style: 'default' },
    show_server_indicator: true,
  }
}

/** The serving order from the first server: teams alternate, and so do the players of each team. */
function serverOrderFrom(first: Slot, doubles: boolean): CreateMatchValues['server_order'] {
  if (first === '0:0') return null
  const team = Number(first[0]) as 0 | 1
  const index = Number(first[2])
  const other = (1 - team) as 0 | 1
  if (!doubles)
    return [
      { team, index: 0 },
      { team: other, index: 0 },
    ]
  return [
    { team, index },
    { team: other, index: 0 },
    { team, index: 1 - index },
    { team: other, index: 1 },
  ]
}

/** The create-match wizard of SPEC §2: step 1 pro or free, step 2 details, rules, pairs, server, organization, visibility. */
export function CreateMatchWizard(props: CreateMatchWizardProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        closeLabel={t('matches.wizard.close')}
        data-testid="create-match-wizard"
        className="max-h-dvh overflow-y-auto max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0 sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl"
      >
        {props.open && <WizardBody {...props} />}
      </DialogContent>
    </Dialog>
  )
}

function WizardBody({
  license,
  licenseLoading = false,
  canPickAthletes,
  renderCreateAthlete,
  onOpenChange,
  matchDefaults,
}: CreateMatchWizardProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateMatch()
  const pro = proAvailability(license)
  const [step, setStep] = useState<1 | 2>(1)
  const [picked, setChoice] = useState<MatchLicense>(
    pro.canCreate ? (matchDefaults?.license ?? DEFAULT_MATCH_DEFAULTS.license) : 'free',
  )
  // The licence may arrive after the wizard opened: never leave pro chosen when none are left.
  const choice: MatchLicense = !pro.canCreate && picked === 'pro' ? 'free' : picked
  const [quota, setQuota] = useState<QuotaExceeded | null>(null)
  const [firstServer, setFirstServer] = useState<Slot>('0:0')
  const [athleteNames, setAthleteNames] = useState<Record<number, string>>({})
  const [creatingFor, setCreatingFor] = useState<{ team: 0 | 1; index: number; typed: string } | null>(null)
  const organizations = useQuery(organizationOptionsQueryOptions())

  const form = useForm<CreateMatchInput, unknown, CreateMatchValues>({
    resolver: zodResolver(createMatchSchema),
    defaultValues: emptyValues(choice, matchDefaults),
  })
  const { register, control, handleSubmit, setValue, setError, getValues, formState } = form
  const { errors, isSubmitting } = formState
  const sport = useWatch({ control, name: 'sport' }) as Sport
  const matchType = useWatch({ control, name: 'match_type' })
  const pairs = useWatch({ control, name: 'pairs' })
  const doubles = matchType !== 'singles'
  const pickedAthletes = (pairs ?? []).flatMap((pair) =>
    (pair?.players ?? []).flatMap((p) => (p && 'player_id' in p ? [p.player_id] : [])),
  )

  // Default organization: the one the app is scoped to, else the first the coach administers.
  useEffect(() => {
    const options = organizations.data
    if (!options?.length || getValues('organization_id')) return
    const scoped = getOrganizationScope()
    const preferred = options.find((o) => scoped && o.subdomain === scoped.subdomain) ?? options[0]!
    setValue('organization_id', preferred.id)
  }, [organizations.data, getValues, setValue])

  const message = (text: unknown) => (typeof text === 'string' && text ? translateMessage(t, text) : undefined)
  const errorAt = (path: string) => message(get(errors, `${path}.message`) ?? get(errors, `${path}.name.message`))

  const slotLabel = (team: 0 | 1, index: number) => {
    const value = pairs?.[team]?.players?.[index]
    const name =
      value && 'player_id' in value ? athleteNames[value.player_id] : value && 'name' in value ? value.name.trim() : ''
    const position = t('matches.wizard.slot', { pair: team === 0 ? 'A' : 'B', number: index + 1 })
    return name ? `${position} · ${name}` : position
  }

  const changeSport = (next: Sport) => {
    setValue('sport', next)
    setValue('rules', fromDomainRules(defaultRules(next)), { shouldValidate: false })
  }

  const changeMatchType = (next: 'singles' | 'doubles') => {
    setValue('match_type', next)
    for (const team of [0, 1] as const) {
      const players = getValues(`pairs.${team}.players`) ?? []
      setValue(
        `pairs.${team}.players`,
        next === 'singles' ? [players[0] ?? null] : [players[0] ?? null, players[1] ?? null],
      )
    }
    if (next === 'singles' && firstServer.endsWith(':1')) setFirstServer('0:0')
  }

  const onValid = (license: MatchLicense) => async (values: CreateMatchValues) => {
    setQuota(null)
    try {
      const match = await create.mutateAsync({
        ...values,
        license,
        server_order: serverOrderFrom(firstServer, doubles),
      })
      toast.success(t('matches.wizard.created', { title: match.title }))
      onOpenChange(false)
      void navigate(`/matches/${match.id}`)
    } catch (error) {
      if (error instanceof QuotaExceededError) {
        setQuota(error.quota)
        return
      }
      if (error instanceof ApiError && error.errors) {
        let applied = false
        for (const [field, list] of Object.entries(error.errors)) {
          const text = list[0]
          if (!text) continue
          const path = field.replace(/\[(\d+)\]/g, '.$1') as Path<CreateMatchInput>
          setError(path, { type: 'server', message: text }, { shouldFocus: !applied })
          applied = true
        }
        if (applied) return
      }
      setError('root', { type: 'server', message: errorMessage(error, t('messages.anErrorOccurred')) })
    }
  }
  const submit = handleSubmit(onValid(choice))
  // SPEC §2 / issue 4: past the pro limit, the same match can still be created as a free one.
  const createAsFree = () => {
    setChoice('free')
    void handleSubmit(onValid('free'))()
  }

  // A refusal shows above the form while the coach is at the submit button, far below on a phone: bring it into view.
  const alertRef = useRef<HTMLDivElement>(null)
  const rootMessage = errors.root?.message
  useEffect(() => {
    const alert = alertRef.current
    if ((quota || rootMessage) && alert && typeof alert.scrollIntoView === 'function')
      alert.scrollIntoView({ block: 'nearest' })
  }, [quota, rootMessage])

  if (step === 1) {
    return (
      <>
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">
            {t('matches.wizard.stepOf', { step: 1, steps: 2 })}
          </p>
          <DialogTitle>{t('matches.wizard.title')}</DialogTitle>
          <DialogDescription>{t('matches.wizard.step1Description')}</DialogDescription>
        </DialogHeader>
        <LicenseStep license={license} loading={licenseLoading} value={choice} onChange={setChoice} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('matches.wizard.cancel')}
          </Button>
          <Button onClick={() => setStep(2)} data-testid="wizard-continue">
            {t('matches.wizard.continue')}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </DialogFooter>
      </>
    )
  }

  const rootError = errors.root?.message
  return (
    <>
      <DialogHeader>
        <p className="text-xs font-medium text-muted-foreground">{t('matches.wizard.stepOf', { step: 2, steps: 2 })}</p>
        <DialogTitle>{t('matches.wizard.detailsTitle')}</DialogTitle>
        <DialogDescription>
          {choice === 'pro' ? t('matches.wizard.creatingPro') : t('matches.wizard.creatingFree')}{' '}
          <button
            type="button"
            className="font-medium text-primary underline underline-offset-4"
            onClick={() => setStep(1)}
          >
            {t('matches.wizard.changeType')}
          </button>
        </DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={submit} className="grid gap-6" data-testid="create-match-form">
        {quota && (
          <div
            ref={alertRef}
            role="alert"
            className="grid gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm"
            data-testid="quota-exceeded"
          >
            <p className="flex items-start gap-2 font-medium">
              <CrownIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {translateMessage(t, quota.message)}
            </p>
            <p className="text-muted-foreground">
              {t('matches.wizard.resetsIn', { count: quota.license.days_until_reset })}
            </p>
            <div className="flex flex-wrap gap-2">
              <UpgradeButton size="sm" data-testid="quota-upgrade" label={t('matches.wizard.upgrade')} />
              <Button variant="outline" size="sm" onClick={createAsFree} data-testid="quota-create-free">
                {t('matches.wizard.createAsFree')}
              </Button>
            </div>
          </div>
        )}
        {rootError && !quota && (
          <div ref={alertRef}>
            <FormAlert>{message(rootError)}</FormAlert>
          </div>
        )}

        <section className="grid gap-4" aria-labelledby="wizard-details">
          <h3 id="wizard-details" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('matches.wizard.sections.details')}
          </h3>
          <FormField label={t('matches.fields.title')} error={errorAt('title')}>
            {(field) => (
              <Input {...field} autoFocus placeholder={t('matches.fields.titlePlaceholder')} {...register('title')} />
            )}
          </FormField>
          <FormField
            label={t('matches.fields.description')}
            hint={t('matches.fields.optional')}
            error={errorAt('description')}
          >
            {(field) => <Textarea {...field} rows={2} {...register('description')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <span className="text-sm font-medium" id="sport-label">
                {t('matches.fields.sport')}
              </span>
              <ToggleGroup
                type="single"
                value={sport}
                onValueChange={(v) => v && changeSport(v as Sport)}
                aria-labelledby="sport-label"
                className="w-full"
                data-testid="sport-toggle"
              >
                <ToggleGroupItem value="padel" className="flex-1">
                  {t('matches.sport.padel')}
                </ToggleGroupItem>
                <ToggleGroupItem value="tennis" className="flex-1">
                  {t('matches.sport.tennis')}
                </ToggleGroupItem>
              </ToggleGroup>
            </div>
            <div className="grid gap-2">
              <span className="text-sm font-medium" id="match-type-label">
                {t('matches.fields.matchType')}
              </span>
              <ToggleGroup
                type="single"
                value={matchType ?? 'doubles'}
                onValueChange={(v) => v && changeMatchType(v as 'singles' | 'doubles')}
                aria-labelledby="match-type-label"
                className="w-full"
                data-testid="match-type-toggle"
              >
                <ToggleGroupItem value="singles" className="flex-1">
                  {t('matches.matchType.singles')}
                </ToggleGroupItem>
                <ToggleGroupItem value="doubles" className="flex-1">
                  {t('matches.matchType.doubles')}
                </ToggleGroupItem>
              </ToggleGroup>
            </div>
          </div>
        </section>

        <section className="grid gap-4" aria-labelledby="wizard-pairs">
          <h3 id="wizard-pairs" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('matches.wizard.sections.pairs')}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {([0, 1] as const).map((team) => (
              <fieldset
                key={team}
                className="grid content-start gap-3 rounded-xl border border-border p-3"
                data-testid={`pair-${team}`}
              >
                <legend className="px-1 text-sm font-semibold">
                  {t('matches.wizard.pair', { pair: team === 0 ? 'A' : 'B' })}
                </legend>
                {(doubles ? [0, 1] : [0]).map((index) => (
                  <Controller
                    key={index}
                    control={control}
                    name={`pairs.${team}.players.${index}`}
                    render={({ field }) => (
                      <PlayerPicker
                        label={t('matches.wizard.player', { number: index + 1 })}
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value)}
                        athleteName={(id) => athleteNames[id]}
                        onAthleteSeen={(id, name) => setAthleteNames((names) => ({ ...names, [id]: name }))}
                        canPickAthletes={canPickAthletes}
                        onCreateAthlete={
                          renderCreateAthlete ? (typed) => setCreatingFor({ team, index, typed }) : undefined
                        }
                        error={errorAt(`pairs.${team}.players.${index}`)}
                        testId={`player-${team}-${index}`}
                        pickedIds={pickedAthletes}
                      />
                    )}
                  />
                ))}
              </fieldset>
            ))}
          </div>
          {message(get(errors, 'pairs.message') ?? get(errors, 'pairs.root.message')) && (
            <FormAlert>{message(get(errors, 'pairs.message') ?? get(errors, 'pairs.root.message'))}</FormAlert>
          )}
          <FormField
            label={t('matches.fields.firstServer')}
            hint={t('matches.fields.firstServerHint')}
            error={errorAt('server_order')}
          >
            {(field) => (
              <NativeSelect
                {...field}
                value={firstServer}
                onChange={(e) => setFirstServer(e.target.value as Slot)}
                data-testid="first-server"
              >
                {(doubles ? (['0:0', '1:0', '0:1', '1:1'] as const) : (['0:0', '1:0'] as const)).map((slot) => (
                  <option key={slot} value={slot}>
                    {slotLabel(Number(slot[0]) as 0 | 1, Number(slot[2]))}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </section>

        <section className="grid gap-4" aria-labelledby="wizard-rules">
          <h3 id="wizard-rules" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('matches.wizard.sections.rules')}
          </h3>
          <RulesFields control={control} register={register} setValue={setValue} sport={sport} errorAt={errorAt} />
        </section>

        <section className="grid gap-4" aria-labelledby="wizard-sharing">
          <h3 id="wizard-sharing" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('matches.wizard.sections.sharing')}
          </h3>
          <FormField
            label={t('matches.fields.organization')}
            hint={t('matches.fields.organizationHint')}
            error={errorAt('organization_id')}
          >
            {(field) => (
              <NativeSelect
                {...field}
                data-testid="organization-select"
                {...register('organization_id', {
                  setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
                })}
              >
                <option value="">
                  {organizations.isPending ? t('common.loading') : t('matches.fields.organizationPlaceholder')}
                </option>
                {(organizations.data ?? []).map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('matches.fields.visibility')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {VISIBILITIES.map((value) => (
                <RadioCard
                  key={value}
                  value={value}
                  label={t(`matches.visibility.${value}.label`)}
                  description={t(`matches.visibility.${value}.description`)}
                  {...register('visibility')}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('matches.fields.startShowing')}
              hint={t('matches.fields.startShowingHint')}
              error={errorAt('start_showing_at')}
            >
              {(field) => (
                <Input
                  {...field}
                  type="datetime-local"
                  {...register('start_showing_at', { setValueAs: fromLocalInput })}
                />
              )}
            </FormField>
            <FormField
              label={t('matches.fields.stopShowing')}
              hint={t('matches.fields.stopShowingHint')}
              error={errorAt('stop_showing_at')}
            >
              {(field) => (
                <Input
                  {...field}
                  type="datetime-local"
                  {...register('stop_showing_at', { setValueAs: fromLocalInput })}
                />
              )}
            </FormField>
          </div>
        </section>

        <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row justify-end border-t border-border bg-background px-6 py-3 [&>*]:flex-1 sm:[&>*]:flex-none">
          <Button variant="outline" onClick={() => setStep(1)}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('matches.wizard.back')}
          </Button>
          <Button type="submit" disabled={isSubmitting} data-testid="wizard-submit">
            {isSubmitting ? t('matches.wizard.creating') : t('matches.wizard.create')}
          </Button>
        </DialogFooter>
      </form>

      {renderCreateAthlete?.({
        open: creatingFor !== null,
        onOpenChange: (open) => !open && setCreatingFor(null),
        initialName: creatingFor?.typed ?? '',
        onCreated: (athlete) => {
          if (!creatingFor) return
          setAthleteNames((names) => ({ ...names, [athlete.id]: athlete.name }))
          setValue(
            `pairs.${creatingFor.team}.players.${creatingFor.index}`,
            { player_id: athlete.id },
            { shouldValidate: formState.isSubmitted },
          )
          setCreatingFor(null)
        },
      })}
    </>
  )
}
