import type { License } from '@courtside/contracts'
import type { Database } from '../../db/database.ts'
import { countGamesThisMonth, findLicenseByUser } from './license-repository.ts'
import { presentLicense } from './license-presenter.ts'

export async function currentLicense(
  db: Database,
  userId: number,
  options: Parameters<typeof presentLicense>[2],
): Promise<License | null> {
  const row = await findLicenseByUser(db, userId)
  if (!row) return null
  const usage = await countGamesThisMonth(db, userId, options.now)
  return presentLicense(row, usage, options)
}
