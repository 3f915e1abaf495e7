import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { useMatchListFilters } from '@/features/matches/hooks/use-match-list-filters'
import { useSearchParamUpdates } from '@/hooks/use-search-param-updates'

// Finding 10 of the hardening issue: two URL updates before React re-renders must both survive.

function Probe() {
  const location = useLocation()
  return <output data-testid="search">{location.search}</output>
}

// The hooks' setters, handed out of the render through an effect.
let updates: ReturnType<typeof useSearchParamUpdates>[1]
let setFilters: ReturnType<typeof useMatchListFilters>['setFilters']
const keepUpdates = (value: typeof updates) => (updates = value)
const keepSetFilters = (value: typeof setFilters) => (setFilters = value)

function Updater() {
  const [, update] = useSearchParamUpdates()
  useEffect(() => void keepUpdates(update), [update])
  return <Probe />
}

function MatchFilters() {
  const { setFilters: set } = useMatchListFilters()
  useEffect(() => void keepSetFilters(set), [set])
  return <Probe />
}

function renderAt(url: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

describe('useSearchParamUpdates', () => {
  it('applies every update made before a re-render, in order', () => {
    renderAt('/?keep=1', <Updater />)
    act(() => {
      updates((next) => next.set('a', '1'))
      updates((next) => next.set('b', '2'))
      updates((next) => next.set('a', '3'))
    })
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').toString()).toBe('keep=1&a=3&b=2')
  })

  it('starts from a URL that came from elsewhere (a link, Back) instead of replaying old writes', async () => {
    const router = renderAt('/?a=1', <Updater />)
    act(() => updates((next) => next.set('b', '2')))
    await act(() => router.navigate('/?c=3'))
    act(() => updates((next) => next.set('d', '4')))
    expect(screen.getByTestId('search').textContent).toBe('?c=3&d=4')
  })
})

describe('the match list filters', () => {
  it('keep a search and two filters set in one burst, and start again from page 1', () => {
    renderAt('/?page=3', <MatchFilters />)
    act(() => {
      setFilters({ search: 'Lea Virta' })
      setFilters({ status: 'not_started' })
      setFilters({ source: 'coach' })
    })
    const params = new URLSearchParams(screen.getByTestId('search').textContent ?? '')
    expect(Object.fromEntries(params)).toEqual({ search: 'Lea Virta', status: 'not_started', source: 'coach' })
  })
})
