import { useState } from 'react'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import type { Match, UpdateServerInput } from '@courtside/contracts'
import { validateServerOrder } from '@courtside/domain'
import { SortableList } from '@/components/sortable-list'
import { Button } from '@/components/ui/button'
import { Dialog, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { translateMessage } from '@/lib/i18n'
import { cn } from '@/lib/cn'
import { orderInForce, servingOrder } from '../lib/server-order'
import { allPlayers, teamOfPlayer } from '@/lib/match-teams'
import { RecorderDialogContent } from './recorder-dialog'
import { TeamLetter } from './team-letter'

export interface ChangeServerDialogProps {
  match: Match
  open: boolean
  onOpenChange(open: boolean): void
  /** Who serves the active ball now, as shown. */
  serverId: number | null
  /** Queues the change (the outbox sends it after the points before it, at the point the coach sees now). */
  onSave(change: UpdateServerInput): void
}

/** "Change server": pick the next server, or redefine the whole order by dragging. */
export function ChangeServerDialog({ match, open, onOpenChange, serverId, onSave }: ChangeServerDialogProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'next' | 'order'>('next')
  const [picked, setPicked] = useState<number | null>(null)
  const [order, setOrder] = useState<number[]>(() => orderInForce(match))
  const [error, setError] = useState<string | null>(null)
  const players = allPlayers(match)
  const nameOf = (id: number) => players.find((p) => p.id === id)?.name ?? String(id)

  const handleOpenChange = (next: boolean) => {
    if (next) {
      setPicked(null)
      setOrder(orderInForce(match))
      setError(null)
      setTab('next')
    }
    onOpenChange(next)
  }

  const orderCheck = validateServerOrder(servingOrder(match, order))
  const orderError = orderCheck.ok ? null : translateMessage(t, orderCheck.message)

  const submit = () => {
    setError(null)
    if (match.score.winner_team !== null) {
      toast.error(t('messages.noActiveBall'))
      return
    }
    let body: { player_id: number } | { server_order: number[] }
    if (tab === 'next') {
      if (picked === null) {
        setError(t('messages.invalidServer'))
        return
      }
      body = { player_id: picked }
    } else {
      if (!orderCheck.ok) {
        setError(orderError)
        return
      }
      body = { server_order: order }
    }
    onSave(body)
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <RecorderDialogContent closeLabel={t('scoring.close')} className="md:max-w-lg" data-testid="change-server-dialog">
        <DialogHeader className="border-b border-border px-4 pt-4 pb-3 text-left md:px-6">
          <DialogTitle className="pr-10">{t('scoring.server.title')}</DialogTitle>
          <DialogDescription>
            {serverId !== null
              ? t('scoring.server.current', { name: nameOf(serverId) })
              : t('scoring.server.description')}
          </DialogDescription>
        </DialogHeader>
        <div className="flex-1 overflow-y-auto px-4 py-4 md:px-6">
          <Tabs
            value={tab}
            onValueChange={(v) => {
              setTab(v as 'next' | 'order')
              setError(null)
            }}
          >
            <TabsList className="mb-4 grid w-full grid-cols-2">
              <TabsTrigger value="next">{t('scoring.server.nextTab')}</TabsTrigger>
              <TabsTrigger value="order">{t('scoring.server.orderTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="next">
              <fieldset>
                <legend className="mb-3 text-sm text-muted-foreground">{t('scoring.server.nextHelp')}</legend>
                <RadioGroup className="flex flex-col gap-2" aria-label={t('scoring.server.nextTab')}>
                  {orderInForce(match).map((id) => {
                    const team = teamOfPlayer(match, id) ?? 0
                    return (
                      <label
                        key={id}
                        className={cn(
                          'flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/60',
                        )}
                      >
                        <RadioGroupItem
                          name="next-server"
                          value={id}
                          checked={picked === id}
                          onChange={() => {
                            setPicked(id)
                            setError(null)
                          }}
                          className="size-5"
                        />
                        <TeamLetter team={team} />
                        <span className="flex-1 font-medium">{nameOf(id)}</span>
                        {id === serverId && (
                          <span className="text-xs text-muted-foreground">{t('scoring.server.servingNow')}</span>
                        )}
                      </label>
                    )
                  })}
                </RadioGroup>
              </fieldset>
            </TabsContent>
            <TabsContent value="order">
              <p className="mb-3 text-sm text-muted-foreground">{t('scoring.server.orderHelp')}</p>
              <SortableList
                label={t('scoring.server.orderLabel')}
                items={order.map((id) => {
                  const team = teamOfPlayer(match, id) ?? 0
                  return {
                    id: String(id),
                    label: nameOf(id),
                    description: t('scoring.teamN', { letter: team === 0 ? 'A' : 'B' }),
                  }
                })}
                onReorder={(ids) => {
                  setOrder(ids.map(Number))
                  setError(null)
                }}
              />
              {orderError && !error && (
                <p className="mt-3 text-sm text-destructive" data-testid="order-warning">
                  {orderError}
                </p>
              )}
            </TabsContent>
          </Tabs>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-destructive" data-testid="server-error">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2 border-t border-border px-4 py-3 md:px-6">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('scoring.cancel')}
          </Button>
          <Button onClick={submit} data-testid="server-save">
            {t('scoring.server.save')}
          </Button>
        </div>
      </RecorderDialogContent>
    </Dialog>
  )
}
