import type { Player } from '@courtside/contracts'
import type { PlayerRow } from '../../db/schema/index.ts'

export function presentPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: row.displayName,
    email: row.email,
    can_save_games: row.canSaveGames,
    permission_date: row.permissionDate,
    is_coached: row.isCoached,
    coaching_start_date: row.coachingStartDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
