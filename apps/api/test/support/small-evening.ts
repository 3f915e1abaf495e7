/** A new evening's body for tests that only need one to exist: four players on one court, to 16. */
export const smallEvening = (name: string, format: 'americano' | 'mexicano' = 'americano') => ({
  name,
  format,
  players: ['A', 'B', 'C', 'D'].map((player) => ({ name: player })),
  courts: 1,
  points_per_match: 16,
})
