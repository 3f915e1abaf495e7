import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SearchXIcon } from 'lucide-react'
import { QueryErrorView } from '@/components/query-error-view'
import { ApiError } from '@/lib/api-error'
import { i18n } from '@/lib/i18n'

afterEach(async () => {
  await i18n.changeLanguage('en')
})

const failed = (error: unknown) => ({ status: 'error' as const, error, refetch: vi.fn<() => void>() })
const notFound = { icon: SearchXIcon, title: 'Match not found', description: 'This match does not exist.' }

describe('QueryErrorView', () => {
  it("shows the screen's own not-found state for a 404, as the page's heading", () => {
    render(
      <QueryErrorView
        query={failed(new ApiError('Not found', 404, undefined, 'notFound'))}
        notFound={notFound}
        headingLevel={1}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument()
    expect(screen.getByText('This match does not exist.')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says there is no access for a 403, with the reason the code gives, and offers no retry', () => {
    const error = new ApiError('Coach viewer…', 403, undefined, 'coachViewerForbidden')
    render(<QueryErrorView query={failed(error)} notFound={notFound} />)
    expect(screen.getByRole('heading', { name: 'You do not have access to this' })).toBeInTheDocument()
    expect(screen.getByText('Coach viewer accounts cannot manage athletes or organizations')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('says the device is offline when fetch got no answer, and tries again from the keyboard', async () => {
    const query = failed(new TypeError('Failed to fetch'))
    render(<QueryErrorView query={query} title="Matches could not be loaded." testId="load-error" />)
    const alert = screen.getByRole('alert')
    expect(screen.getByTestId('load-error')).toHaveTextContent('Matches could not be loaded.')
    expect(alert).toHaveTextContent('You are offline. Check the connection, then try again.')
    const user = userEvent.setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(query.refetch).toHaveBeenCalledTimes(1)
  })

  it('counts any failure as offline while the browser says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<QueryErrorView query={failed(new Error('aborted'))} />)
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.')
  })

  it("shows other failures with the code's text and a retry that refetches, in Finnish too", async () => {
    const query = failed(new ApiError('Service unavailable', 503, undefined, 'serviceUnavailable'))
    const { rerender } = render(<QueryErrorView query={query} notFound={notFound} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This could not be loaded.')
    expect(alert).toHaveTextContent('Service unavailable')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    expect(query.refetch).toHaveBeenCalledTimes(1)

    await i18n.changeLanguage('fi')
    rerender(<QueryErrorView query={query} notFound={notFound} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Tätä ei voitu ladata.')
    expect(screen.getByRole('alert')).toHaveTextContent('Palvelu ei ole käytettävissä')
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument()
  })

  it('a 404 without a not-found state is a failure like any other; no code and no text means the fallback', () => {
    render(<QueryErrorView query={failed(new ApiError('', 404))} />)
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it("shows the screen's skeleton while pending and nothing once loaded", () => {
    const pending = { status: 'pending' as const, error: null, refetch: vi.fn() }
    const { rerender, container } = render(<QueryErrorView query={pending} pending={<p>Loading matches</p>} />)
    expect(screen.getByText('Loading matches')).toBeInTheDocument()
    rerender(<QueryErrorView query={{ ...pending, status: 'success' }} pending={<p>Loading matches</p>} />)
    expect(container).toBeEmptyDOMElement()
  })
})
