import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { licenseSchema } from '@courtside/contracts'
import { LicenseUsage } from '@/features/license/components/license-usage'
import { aLicense } from './api-mock'

function renderUsage(overrides: Record<string, unknown>) {
  const license = licenseSchema.parse(aLicense(overrides))
  return render(<LicenseUsage license={license} />)
}

const pro = (used: number, limit: number) => ({
  pro_games: {
    used_this_month: used,
    limit,
    remaining: Math.max(0, limit - used),
    can_create: used < limit,
    unlimited: false,
  },
})

describe('licence meters', () => {
  it.each([
    [0, 10, 'orange', 0],
    [5, 10, 'orange', 50],
    [6, 10, 'yellow', 60],
    [7, 10, 'yellow', 70],
    [8, 10, 'red', 80],
    [10, 10, 'red', 100],
    [14, 10, 'red', 100],
  ])('%i of %i pro games → %s bar at %i %%', (used, limit, color, percent) => {
    renderUsage(pro(used, limit))
    const meter = screen.getByTestId('usage-meter-pro')
    expect(meter).toHaveAttribute('data-color', color)
    expect(meter).toHaveAttribute('data-percent', String(percent))
    expect(within(meter).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent))
    expect(meter).toHaveTextContent(`${used} / ${limit}`)
  })

  it("shows 'Unlimited' for the pro plan", () => {
    renderUsage({
      license_type: 'pro',
      is_pro: true,
      pro_games: { used_this_month: 12, limit: null, remaining: null, can_create: true, unlimited: true },
    })
    expect(screen.getByText('Unlimited')).toBeInTheDocument()
    expect(screen.queryByTestId('usage-meter-pro')).not.toBeInTheDocument()
  })

  it('shows ∞ for unlimited free games on the free plan', () => {
    renderUsage({})
    const free = screen.getByTestId('usage-meter-free')
    expect(free).toHaveAttribute('data-unlimited', 'true')
    expect(within(free).getByText('∞')).toBeInTheDocument()
  })

  it('meters limited free games like any allowance', () => {
    renderUsage({ free_games: { used_this_month: 2, limit: 5, remaining: 3, can_create: true, unlimited: false } })
    expect(screen.getByTestId('usage-meter-free')).toHaveTextContent('2 / 5')
  })

  it('warns when two or fewer pro games remain', () => {
    renderUsage(pro(1, 3))
    expect(screen.getByTestId('pro-games-warning')).toHaveTextContent('Only 2 pro games left this month')
  })

  it('says so when the last pro game remains, and when none do', () => {
    const { unmount } = renderUsage(pro(2, 3))
    expect(screen.getByTestId('pro-games-warning')).toHaveTextContent('Only 1 pro game left this month')
    unmount()
    renderUsage(pro(3, 3))
    expect(screen.getByTestId('pro-games-warning')).toHaveTextContent('No pro games left. More in 9 days')
  })

  it('does not warn with plenty left', () => {
    renderUsage(pro(1, 10))
    expect(screen.queryByTestId('pro-games-warning')).not.toBeInTheDocument()
  })
})
