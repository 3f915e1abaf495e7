import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useCreateAthlete, useUpdateAthlete } from '@/features/athletes/api/use-save-athlete'
import { playerOptionsQueryOptions } from '@/features/matches/api/match-queries'
import { shareableAthletesQueryOptions } from '@/features/organizations/api/organization-queries'
import { json, mockApi } from './api-mock'
import { aPlayer, meta } from './match-fixtures'

// an athlete saved on the athletes screen shows up in the new-match wizard's suggestions at once.

afterEach(() => vi.unstubAllGlobals())

const suggestionsKey = (search: string) => playerOptionsQueryOptions(search).queryKey

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })
  client.setQueryData(suggestionsKey(''), { players: [], meta: meta(0, 1, 8) })
  client.setQueryData(suggestionsKey('Ana'), { players: [], meta: meta(0, 1, 8) })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, wrapper }
}
const stale = (client: QueryClient, search: string) => client.getQueryState(suggestionsKey(search))?.isInvalidated

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

  it("makes an organization's shareable athletes stale too: a consent given shows up there at once", async () => {
    mockApi({ 'PATCH /api/v2/players/20': () => json({ player: aPlayer({ id: 20, can_save_games: true }) }) })
    const { client, wrapper } = setup()
    const shareable = shareableAthletesQueryOptions().queryKey
    client.setQueryData(shareable, { players: [], meta: meta(0, 1, 100) })
    const update = renderHook(() => useUpdateAthlete(20), { wrapper })
    await act(() => update.result.current.mutateAsync({ first_name: 'Ana', can_save_games: true } as never))
    await waitFor(() => expect(client.getQueryState(shareable)?.isInvalidated).toBe(true))
  })
})
