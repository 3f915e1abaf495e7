import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { toast as sonner } from 'sonner'
import { toast } from '@/lib/toast'
import { AppProvider } from './test-provider'

// sonner keeps its toasts between renders and replays them to the next Toaster: each test starts with none.
afterEach(() => {
  sonner.dismiss()
  vi.useRealTimers()
})

async function renderToaster() {
  render(
    <AppProvider>
      <p>page</p>
    </AppProvider>,
  )
  // The Toaster is mounted when the first toast asks for it.
  toast.success('First')
  const region = await screen.findByRole('region', { name: /Notifications/ })
  await within(region).findByText('First')
  return region
}

const toastItems = (region: HTMLElement) => within(region).queryAllByRole('listitem')

describe("the app's toasts", () => {
  it('stay 4 seconds, then go', async () => {
    const region = await renderToaster()
    sonner.dismiss()
    await waitFor(() => expect(toastItems(region)).toHaveLength(0))
    // The Toaster is in place: from here the clock only moves when told.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    toast.success('Timed')
    await act(() => vi.advanceTimersByTimeAsync(0))
    const item = within(region).getByText('Timed').closest('li')!
    act(() => vi.advanceTimersByTime(3_999))
    expect(item).toHaveAttribute('data-removed', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(item).toHaveAttribute('data-removed', 'true')
    // sonner's own exit animation, then it is gone.
    act(() => vi.advanceTimersByTime(200))
    expect(screen.queryByText('Timed')).not.toBeInTheDocument()
  })

  it('show at most 3 at once, the newest in front', async () => {
    const region = await renderToaster()
    toast.error('Second')
    toast.error('Third')
    toast.success('Fourth')
    await within(region).findByText('Fourth')
    const items = toastItems(region)
    expect(items).toHaveLength(4)
    const visible = items.filter((item) => item.getAttribute('data-visible') === 'true')
    expect(visible.map((item) => item.textContent)).toEqual(['Fourth', 'Third', 'Second'])
  })

  it('keep 14 px between toasts, in colours that say success or failure, with no close button', async () => {
    const region = await renderToaster()
    toast.error('Broken')
    const failure = (await within(region).findByText('Broken')).closest('li')!
    const list = region.querySelector('ol')!
    expect(list.style.getPropertyValue('--gap')).toBe('14px')
    expect(failure).toHaveAttribute('data-type', 'error')
    expect(failure).toHaveAttribute('data-rich-colors', 'true')
    expect(within(region).queryByRole('button', { name: /close/i })).not.toBeInTheDocument()
  })

  it('follow the theme the coach chose', async () => {
    localStorage.setItem('theme-preference', 'dark')
    const region = await renderToaster()
    expect(region.querySelector('ol')).toHaveAttribute('data-sonner-theme', 'dark')
  })
})
