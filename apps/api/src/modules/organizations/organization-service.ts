import type { ListMeta, OrganizationSummary } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { listUserOrganizations } from './organization-repository.ts'

export async function listOrganizationsOf(
  db: Database,
  userId: number,
  query: { page: number; per_page: number },
): Promise<{ organizations: OrganizationSummary[]; meta: ListMeta }> {
  const { rows, total } = await listUserOrganizations(db, userId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  return {
    organizations: rows.map((row) => ({
      id: row.id,
      name: row.name,
      subdomain: row.subdomain,
      license_status: row.licenseStatus,
      // Players arrive with the athletes issue; until then an organization has none.
      player_count: 0,
      created_at: row.createdAt.toISOString(),
      role: row.role,
      coach_status: row.status,
    })),
    meta: { page: query.page, per_page: query.per_page, total },
  }
}
