import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { toast } from '@/lib/toast'
import { AppProvider } from './test-provider'

// No afterEach here on purpose: the shared setup (test/setup.ts) is what clears the toasts between tests.

async function showToast(text: string) {
  render(
    <AppProvider>
      <p>page</p>
    </AppProvider>,
  )
  toast.success(text)
  const region = await screen.findByRole('region', { name: /Notifications/ })
  await within(region).findByText(text)
  return region
}

describe('toasts between web tests', () => {
  it('a test shows a toast', async () => {
    await showToast('From the first test')
  })

  it('the next test starts with none of them', async () => {
    const region = await showToast('From the second test')
    expect(within(region).queryByText('From the first test')).not.toBeInTheDocument()
  })
})
