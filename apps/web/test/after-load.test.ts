import { describe, expect, it, vi } from 'vitest'
import { afterLoad } from '@/lib/after-load'

describe('work kept off the first paint (ADR 0045)', () => {
  it('runs a task once the loaded page is idle, and not at all when cancelled first', async () => {
    const task = vi.fn()
    const cancelled = vi.fn()
    afterLoad(task)
    afterLoad(cancelled)()
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledOnce())
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('asks for the Toaster as soon as a toast is waiting for it, and tells later listeners at once', async () => {
    // A page that has shown no toast yet: the module as first loaded (the project's files share their modules).
    vi.resetModules()
    const { onToasterWanted, toast } = await import('@/lib/toast')
    const early = vi.fn()
    const unsubscribe = onToasterWanted(early)
    expect(early).not.toHaveBeenCalled()
    toast.success('Saved')
    expect(early).toHaveBeenCalledOnce()
    unsubscribe()
    const late = vi.fn()
    onToasterWanted(late)
    expect(late).toHaveBeenCalledOnce()
  })
})
