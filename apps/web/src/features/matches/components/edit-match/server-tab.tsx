import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { validateServerOrder } from '@courtside/domain'
import { type Match } from '@courtside/contracts'
import { SortableList } from '@/components/sortable-list'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FieldError } from '@/components/ui/form-field'
import { translateMessage } from '@/lib/i18n'
import { useUpdateMatch, useUpdateServerOrder } from '../../api/use-match-mutations'
import { Switch } from '../form-controls'
import { useFailureToast } from './use-failure-toast'

export function ServerTab({ match }: { match: Match }) {
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
