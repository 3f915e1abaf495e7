import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm'

/**
 * A table's row from its `row_to_json` form (database column names, JSON values), mapped the way drizzle maps a
 * selected row: each column's own `mapFromDriverValue`. For statements drizzle's builders cannot say, such as a
 * row handed back from a data-modifying CTE.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as InferSelectModel<T>
}
