import { describe, expect, it } from 'vitest'
import { DASHBOARD_ROOT_KEY as athletesDashboardRoot } from '@/features/athletes/api/athlete-keys'
import { athleteKeys } from '@/features/athletes/api/athlete-keys'
import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys'
import { licenseKeys } from '@/features/license/api/license-keys'
import {
  DASHBOARD_ROOT_KEY as organizationsDashboardRoot,
  MATCHES_ROOT_KEY as organizationsMatchesRoot,
} from '@/features/organizations/api/organization-keys'
import { matchKeys } from '@/features/matches/api/match-keys'
import { ATHLETES_ROOT_KEY, DASHBOARD_ROOT_KEY, LICENSE_ROOT_KEY } from '@/features/matches/api/match-keys'

describe('cross-feature cache roots', () => {
  it('name the real roots of the dashboard, licence and athletes key factories', () => {
    expect(DASHBOARD_ROOT_KEY).toEqual(dashboardKeys.all)
    expect(athletesDashboardRoot).toEqual(dashboardKeys.all)
    expect(LICENSE_ROOT_KEY).toEqual(licenseKeys.all)
    expect(ATHLETES_ROOT_KEY).toEqual(athleteKeys.all)
    expect(organizationsDashboardRoot).toEqual(dashboardKeys.all)
    expect(organizationsMatchesRoot).toEqual(matchKeys.all)
  })
})
