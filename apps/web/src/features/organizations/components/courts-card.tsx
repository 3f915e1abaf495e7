import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon, PrinterIcon } from 'lucide-react'
import { MAX_COURTS_PER_ORGANIZATION } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-text'
import { courtListQueryOptions } from '@/lib/queries/court-queries'
import { toast } from '@/lib/toast'
import { useCreateCourt } from '../api/use-court-mutations'
import { CourtQrSheet } from './court-qr-sheet'
import { CourtRow } from './court-row'
import { CourtWallPanel } from './court-wall-panel'

/**
 * The club's courts in order with what is on each now (docs/decisions/0065-club-courts-and-the-court-wall.md). Every
 * member reads them; admins add, rename, move and remove them, and print the sheet of QR codes that start a match.
 */
export function CourtsCard({
  organizationId,
  organizationName,
  admin,
}: {
  organizationId: number
  organizationName: string
  admin: boolean
}) {
  const { t } = useTranslation()
  const query = useQuery(courtListQueryOptions(organizationId))
  const courts = query.data ?? []

  return (
    <Card data-testid="courts-card">
      <CardHeader>
        <CardTitle>{t('clubCourts.title')}</CardTitle>
        <CardDescription>{admin ? t('clubCourts.adminHint') : t('clubCourts.memberHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(t, query.error, 'clubCourts.loadFailed')}
          </p>
        ) : courts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('clubCourts.empty')}</p>
        ) : (
          <ol className="divide-y divide-border" aria-label={t('clubCourts.title')}>
            {courts.map((court, index) => (
              <CourtRow
                key={court.id}
                organizationId={organizationId}
                court={court}
                admin={admin}
                first={index === 0}
                last={index === courts.length - 1}
              />
            ))}
          </ol>
        )}
        {admin && courts.length < MAX_COURTS_PER_ORGANIZATION && <AddCourtForm organizationId={organizationId} />}
        {admin && courts.length > 0 && (
          <>
            <Button variant="outline" className="justify-self-start" onClick={() => window.print()}>
              <PrinterIcon aria-hidden="true" />
              {t('clubCourts.printQr')}
            </Button>
            <CourtQrSheet organizationName={organizationName} courts={courts} />
          </>
        )}
        {admin && <CourtWallPanel organizationId={organizationId} />}
      </CardContent>
    </Card>
  )
}

/** A new court goes last; the API refuses a name the club already has (its message shows under the field). */
function AddCourtForm({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation()
  const create = useCreateCourt(organizationId)
  const [name, setName] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('messages.fieldRequired'))
      return
    }
    create.mutate(name.trim(), {
      onSuccess: (court) => {
        setName('')
        setError(undefined)
        toast.success(t('clubCourts.added', { name: court.name }))
      },
      onError: (failure) => setError(errorText(t, failure, 'clubCourts.failed')),
    })
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
      <FormField label={t('clubCourts.newName')} error={error} className="min-w-0 flex-1">
        {(field) => (
          <Input
            {...field}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('clubCourts.newNamePlaceholder')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        <PlusIcon aria-hidden="true" />
        {t('clubCourts.add')}
      </Button>
    </form>
  )
}
