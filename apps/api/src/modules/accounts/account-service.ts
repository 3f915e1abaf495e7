import { ACCOUNT_RETENTION_DAYS, messages, type Locale, type RegisterInput } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { PaymentProviderError } from '../../lib/payment-provider.ts'
import { isUniqueViolation } from '../../lib/pg-error.ts'
import { hashPassword, notifySessionEnded, revokeToken, verifyPassword } from '../auth/index.ts'
import { findLicenseByUser, insertFreeLicense } from '../licenses/index.ts'
import { endShareLinksOf } from '../matches/index.ts'
import {
  insertMembership,
  insertOrganizationWithFreeSubdomain,
  subdomainSlug,
  type MemberLocale,
} from '../organizations/index.ts'
import { displayName, findLiveUserByEmail, insertUser, markUserDeleted } from '../users/index.ts'
import { accountClosedMail } from './account-mail.ts'

const emailTaken = () => new HttpError(422, 'validationFailed', { email: [messages.emailTaken] })

/**
 * Signup: the user, a free active licence and the personal organization (the coach as its superadmin,
 * ADR 0011) in one transaction, so a failure leaves nothing half-made.
 */
export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
  requestLocale: Locale | null,
): Promise<UserRow> {
  const email = input.email.toLowerCase()
  // Hash outside the transaction: it is slow, and PGlite serializes transactions.
  const passwordDigest = await hashPassword(input.password, ctx.config.passwordHashing)
  const now = ctx.config.now()
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await findLiveUserByEmail(tx, email)) throw emailTaken()
      const user = await insertUser(tx, {
        email,
        passwordDigest,
        firstName: input.first_name,
        lastName: input.last_name,
        locale: input.locale ?? null,
        signupLocale: requestLocale,
        now,
      })
      await insertFreeLicense(tx, user.id, now)
      const name = `${input.first_name} ${input.last_name}`.trim()
      const organization = await insertOrganizationWithFreeSubdomain(tx, {
        name,
        baseSubdomain: subdomainSlug(name),
        now,
      })
      await insertMembership(tx, {
        organizationId: organization.id,
        userId: user.id,
        role: 'superadmin',
        status: 'connected',
        now,
      })
      return user
    })
  } catch (error) {
    // Two signups with one address at the same moment: the unique index decides, the loser gets the same 422.
    if (isUniqueViolation(error)) throw emailTaken()
    throw error
  }
}

/**
 * Closes the account (ADR 0031): the coach confirmed by typing their address and gave their current password
 * (ADR 0051; wrong guesses count against the address's failed logins); a running subscription is ended
 * first (if the provider cannot be reached, nothing changes and the coach is told to try later); then the account
 * is refused everywhere at once, its tokens and sockets die, and an email confirms it. The purge deletes its data
 * 30 days later (ADR 0031).
 */
export async function deleteMe(
  ctx: AppContext,
  user: UserRow,
  token: { jti: string; expiresAt: Date },
  confirmation: { confirmEmail: string; password: string },
  locale: MemberLocale,
): Promise<void> {
  if (confirmation.confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new HttpError(422, 'validationFailed', { confirm_email: [messages.deleteConfirmMismatch] })
  }
  // Counted like a login attempt on the address (429 past the limit), so a taken session cannot guess the password.
  await ctx.rateLimiter.hit('login', 'address', user.email)
  if (!(await verifyPassword(user.passwordDigest, confirmation.password))) {
    throw new HttpError(422, 'deletePasswordIncorrect', { password: [messages.deletePasswordIncorrect] })
  }
  const license = await findLicenseByUser(ctx.db, user.id)
  if (license?.subscriptionId && license.licenseType === 'pro') {
    try {
      await ctx.payments.cancelSubscription(license.subscriptionId)
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpError(503, 'billingUnavailable')
      throw error
    }
  }
  const now = ctx.config.now()
  await ctx.db.transaction(async (tx) => {
    await markUserDeleted(tx, user.id, now)
    // Its public matches disappear at once: no share link of the account opens anything any more.
    await endShareLinksOf(tx, user.id)
    await revokeToken(tx, token.jti, token.expiresAt)
    await notifySessionEnded(tx, { user_id: user.id })
  })
  const purgeOn = new Date(now.getTime() + ACCOUNT_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10)
  ctx.mailer
    .send(accountClosedMail(user.locale ?? locale, user.email, displayName(user), purgeOn))
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'account closed mail failed'))
}
