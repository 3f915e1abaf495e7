/**
 * PATCH /api/v2/user/me, fetched with the endpoint table when first needed: the language picker and the account's
 * language live on the guest's first screen, which must not carry the table's schemas and zod (ADR 0042).
 */
export const updateMeEndpoint = async () => (await import('@courtside/contracts/endpoints')).updateMe
