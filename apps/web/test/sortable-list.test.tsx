import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SortableList } from '@/components/sortable-list'
import { CourtDrawing } from '@/components/court-drawing'
import { AppProvider } from './test-provider'

const ITEMS = [
  { id: 'a', label: 'Iida Koski', description: 'Team A' },
  { id: 'b', label: 'Lea Virta', description: 'Team B' },
  { id: 'c', label: 'Ana Ortiz', description: 'Team A' },
]

// jsdom lays nothing out: give each row a place so dnd-kit's keyboard sensor can find its neighbours.
function layOutRows() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('[data-testid="sortable-item"]')]
    const row = this.closest('[data-testid="sortable-item"]')
    const index = row ? rows.indexOf(row) : 0
    const top = index * 60
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + 56,
      width: 300,
      height: 56,
      toJSON: () => ({}),
    } as DOMRect
  })
}

describe('SortableList', () => {
  it('reorders with the keyboard: Space picks up, arrow moves, Space drops', async () => {
    layOutRows()
    const onReorder = vi.fn()
    render(
      <AppProvider>
        <SortableList items={ITEMS} onReorder={onReorder} label="Serving order" />
      </AppProvider>,
    )
    const handle = screen.getByRole('button', { name: 'Move Iida Koski, position 1 of 3' })
    handle.focus()
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10))
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' })
      await tick()
    })
    await act(async () => {
      fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' })
      await tick()
    })
    await act(async () => {
      fireEvent.keyDown(document, { code: 'Space', key: ' ' })
      await tick()
    })
    expect(onReorder).toHaveBeenCalledWith(['b', 'a', 'c'])
    // the screen reader hears it, in the app's language
    expect(document.body).toHaveTextContent('Iida Koski dropped at position 2 of 3.')
  })

  it('offers up/down buttons as a non-dragging alternative, and names the list', async () => {
    const onReorder = vi.fn()
    render(
      <AppProvider>
        <SortableList items={ITEMS} onReorder={onReorder} label="Serving order" />
      </AppProvider>,
    )
    const list = screen.getByRole('list', { name: 'Serving order' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Move Iida Koski up' })).toBeDisabled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move Ana Ortiz up' }))
    expect(onReorder).toHaveBeenCalledWith(['a', 'c', 'b'])
  })
})

describe('CourtDrawing', () => {
  it('picks a spot with the arrow keys and Enter, as fractions of the court', async () => {
    const onPick = vi.fn()
    render(
      <AppProvider>
        <CourtDrawing sport="padel" orientation="vertical" label="Where the shot was hit from" onPick={onPick} />
      </AppProvider>,
    )
    const court = screen.getByRole('application', { name: 'Where the shot was hit from' })
    court.focus()
    const user = userEvent.setup()
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{Enter}')
    expect(onPick).toHaveBeenCalledWith({ x: 0.55, y: 0.4 })
    expect(screen.getByTestId('court-cursor-position')).toHaveTextContent("team A's half, centre, 2.0 m from the net")
  })

  it('draws a tennis court as a picture when nothing can be picked, with its marks', () => {
    render(
      <AppProvider>
        <CourtDrawing
          sport="tennis"
          orientation="horizontal"
          label="Court map"
          marks={[{ id: '1', x: 0.2, y: 0.8, tone: 'winner', text: 'W' }]}
        />
      </AppProvider>,
    )
    expect(screen.getByRole('img', { name: 'Court map' })).toHaveAttribute('data-sport', 'tennis')
    expect(screen.getAllByTestId('court-mark')).toHaveLength(1)
  })
})
