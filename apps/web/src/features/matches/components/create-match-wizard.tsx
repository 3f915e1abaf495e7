import { useEffect, useRef, useState, type ReactNode } from 'react'
import { get, useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react'
import type { Sport } from '@courtside/domain'
import {
  createMatchSchema,
  DEFAULT_MATCH_DEFAULTS,
  type CreateMatchInput,
  type License,
  type MatchDefaults,
  type MatchLicense,
  type QuotaExceeded,
} from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogHeading } from '@/components/dialog-heading'
import { DialogShell, type DialogOpenProps } from '@/components/dialog-shell'
import { FormAlert } from '@/components/ui/form-field'
import { errorText } from '@/lib/error-text'
import { translateMessage } from '@/lib/i18n'
import { getOrganizationScope } from '@/lib/organization-scope'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { organizationOptionsQueryOptions } from '../api/match-queries'
import { QuotaExceededError, useCreateMatch, type CreateMatchValues } from '../api/use-match-mutations'
import { DetailsSection } from './create-match/details-section'
import { PairsSection } from './create-match/pairs-section'
import { QuotaAlert } from './create-match/quota-alert'
import { SharingSection } from './create-match/sharing-section'
import { emptyValues, serverOrderFrom, type Slot } from './create-match/wizard-values'
import { LicenseStep, proAvailability } from './license-step'
import { RulesFields } from './rules-fields'

export interface CreateAthleteSlotArgs extends DialogOpenProps {
  /** What the coach had typed in the picker. */
  initialName: string
  onCreated: (athlete: { id: number; name: string }) => void
}

export interface CreateMatchWizardProps extends DialogOpenProps {
  /** The current licence (composed in app/ from the licence feature). */
  license: License | undefined
  licenseLoading?: boolean
  /** Full coaches pick from their athletes; coach viewers type names. */
  canPickAthletes: boolean
  /** The athlete modal, composed in app/ from the athletes feature. */
  renderCreateAthlete?: (args: CreateAthleteSlotArgs) => ReactNode
  /** The coach's defaults for a new match (settings, composed in app/); the product's own when absent. */
  matchDefaults?: MatchDefaults | undefined
  /** A court's QR start: the organization and the court the new match begins with. */
  initialOrganizationId?: number | undefined
  initialCourtId?: number | undefined
}

/** The create-match wizard: step 1 pro or free, step 2 details, rules, pairs, server, organization, visibility. */
export function CreateMatchWizard(props: CreateMatchWizardProps) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('matches.wizard.close')}
      testId="create-match-wizard"
      className="max-h-dvh overflow-y-auto max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:content-start max-sm:rounded-none max-sm:border-0 sm:max-h-[calc(100dvh-2rem)] sm:max-w-2xl"
    >
      {props.open && <WizardBody {...props} />}
    </DialogShell>
  )
}

function WizardBody({
  license,
  licenseLoading = false,
  canPickAthletes,
  renderCreateAthlete,
  onOpenChange,
  matchDefaults,
  initialOrganizationId,
  initialCourtId,
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
    defaultValues: {
      ...emptyValues(choice, matchDefaults),
      ...(initialOrganizationId ? { organization_id: initialOrganizationId } : {}),
      ...(initialCourtId ? { court_id: initialCourtId } : {}),
    },
  })
  const { register, control, handleSubmit, setValue, setError, getValues, formState } = form
  const { errors, isSubmitting } = formState
  const sport = useWatch({ control, name: 'sport' }) as Sport
  const doubles = useWatch({ control, name: 'match_type' }) !== 'singles'

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
      if (applyServerFieldErrors(error, setError)) return
      setError('root', { type: 'server', message: errorText(t, error, 'messages.anErrorOccurred') })
    }
  }
  const submit = handleSubmit(onValid(choice))
  // Past the pro limit, the same match can still be created as a free one.
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
        <DialogHeading
          eyebrow={t('matches.wizard.stepOf', { step: 1, steps: 2 })}
          title={t('matches.wizard.title')}
          description={t('matches.wizard.step1Description')}
        />
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
      <DialogHeading
        eyebrow={t('matches.wizard.stepOf', { step: 2, steps: 2 })}
        title={t('matches.wizard.detailsTitle')}
        description={
          <>
            {choice === 'pro' ? t('matches.wizard.creatingPro') : t('matches.wizard.creatingFree')}{' '}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-4"
              onClick={() => setStep(1)}
            >
              {t('matches.wizard.changeType')}
            </button>
          </>
        }
      />

      <form noValidate onSubmit={submit} className="grid gap-6" data-testid="create-match-form">
        {quota && <QuotaAlert ref={alertRef} quota={quota} onCreateFree={createAsFree} />}
        {rootError && !quota && (
          <div ref={alertRef}>
            <FormAlert>{rootError}</FormAlert>
          </div>
        )}
        <DetailsSection form={form} errorAt={errorAt} onMatchTypeChange={changeMatchType} />
        <PairsSection
          form={form}
          errorAt={errorAt}
          athleteNames={athleteNames}
          onAthleteSeen={(id, name) => setAthleteNames((names) => ({ ...names, [id]: name }))}
          canPickAthletes={canPickAthletes}
          onCreateAthlete={renderCreateAthlete ? setCreatingFor : undefined}
          firstServer={firstServer}
          onFirstServerChange={setFirstServer}
        />
        <section className="grid gap-4" aria-labelledby="wizard-rules">
          <h3 id="wizard-rules" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('matches.wizard.sections.rules')}
          </h3>
          <RulesFields control={control} register={register} setValue={setValue} sport={sport} errorAt={errorAt} />
        </section>

        <SharingSection form={form} errorAt={errorAt} />

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
