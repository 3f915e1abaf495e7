import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useCreateAthlete, useUpdateAthlete } from '@/features/athletes/api/use-save-athlete'
import { matchKeys } from '@/features/matches/api/match-keys'
import { json, mockApi } from './api-mock'
import { aPlayer } from './match-fixtures'

// an athlete saved on the athletes screen shows up in the new-match wizard's suggestions at once.

afterEach(() => vi.unstubAllGlobals())

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
  client.setQueryData(matchKeys.playerOptions(''), { players: [] })
  client.setQueryData(matchKeys.playerOptions('Ana'), { players: [] })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}
const stale = (client: QueryClient, search: string) =>
  client.getQueryState(matchKeys.playerOptions(search))?.isInvalidated

describe('saving an athlete', () => {
  it('makes every cached wizard suggestion list stale, on create and on update', async () => {
    mockApi({
      'POST /api/v2/players': () => json({ player: aPlayer({ id: 20, first_name: 'Ana' }) }, { status: 201 }),
      'PATCH /api/v2/players/20': () => json({ player: aPlayer({ id: 20, first_name: 'Anna' }) }),
    })
    const created = setup()
    const create = renderHook(() => useCreateAthlete(), { wrapper: created.wrapper })
    await act(() => create.result.current.mutateAsync({ first_name: 'Ana', last_name: 'Ortiz' } as never))
    await waitFor(() => expect(stale(created.client, '')).toBe(true))
    expect(stale(created.client, 'Ana')).toBe(true)

    const updated = setup()
    const update = renderHook(() => useUpdateAthlete(20), { wrapper: updated.wrapper })
    await act(() => update.result.current.mutateAsync({ first_name: 'Anna', last_name: 'Ortiz' } as never))
    await waitFor(() => expect(stale(updated.client, 'Ana')).toBe(true))
  })
})
