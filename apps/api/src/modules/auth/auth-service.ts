import { createHash, randomBytes } from 'node:crypto'
import { messages, type ForgotPasswordInput, type LoginInput, type ResetPasswordInput } from '@courtside/contracts'
import type { AppContext } from '../../app-context.ts'
import type { OrganizationRow, UserRow } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findMembership, findOrganizationBySubdomain } from '../organizations/index.ts'
import { displayName, findClosedUserByEmail, findLiveUserByEmail, updateUser } from '../users/index.ts'
import { hashPassword, verifyPassword } from './password-hasher.ts'
import { notifySessionEnded } from './session-notice-repository.ts'
import { insertResetToken, invalidateResetTokensOf, useResetToken } from './password-reset-repository.ts'
import { revokeToken } from './revoked-token-repository.ts'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

// Verified against when the address is unknown, so a wrong address costs as much time as a wrong password.
let dummyDigest: Promise<string> | undefined

export interface LoginResult {
  user: UserRow
  organization?: Pick<OrganizationRow, 'id' | 'name' | 'subdomain'>
}

export async function login(ctx: AppContext, input: LoginInput): Promise<LoginResult> {
  const user = await findLiveUserByEmail(ctx.db, input.email)
  if (!user) {
    // A closed account (kept 30 days) is told so, but only to someone who knows its password.
    const closed = await findClosedUserByEmail(ctx.db, input.email)
    dummyDigest ??= hashPassword(randomBytes(16).toString('hex'), ctx.config.passwordHashing)
    if (await verifyPassword(closed?.passwordDigest ?? (await dummyDigest), input.password)) {
      if (closed) throw new HttpError(403, 'accountClosed')
    }
    throw new HttpError(401, 'invalidCredentials')
  }
  if (!(await verifyPassword(user.passwordDigest, input.password))) throw new HttpError(401, 'invalidCredentials')

  const subdomain = input.organization?.trim()
  if (!subdomain) return { user }
  const organization = await findOrganizationBySubdomain(ctx.db, subdomain)
  const membership = organization ? await findMembership(ctx.db, organization.id, user.id) : undefined
  if (!organization || membership?.status !== 'connected') {
    throw new HttpError(422, 'noOrganization', { organization: [messages.noOrganization] })
  }
  return { user, organization: { id: organization.id, name: organization.name, subdomain: organization.subdomain } }
}

export async function logout(ctx: AppContext, token: { jti: string; expiresAt: Date }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeToken(tx, token.jti, token.expiresAt)
    // This token's open sockets close now, on every instance (ADR 0022).
    await notifySessionEnded(tx, { jti: token.jti })
  })
}

/**
 * Sends a reset link when the address has an account. Answers identically either way; the mail is handed to the
 * transport without waiting, so a slow SMTP server does not reveal which addresses exist.
 */
export async function requestPasswordReset(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
  const token = randomBytes(32).toString('base64url')
  const tokenDigest = sha256(token)
  const user = await findLiveUserByEmail(ctx.db, input.email)
  if (!user) return
  const now = ctx.config.now()
  const ttlMinutes = ctx.config.resetTokenTtlMinutes
  await insertResetToken(ctx.db, {
    userId: user.id,
    tokenDigest,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
    now,
  })
  const link = `${ctx.config.appUrl}/reset-password?reset_password_token=${encodeURIComponent(token)}`
  const name = displayName(user)
  ctx.mailer
    .send({
      to: user.email,
      subject: 'Reset your Courtside password',
      text:
        `Hello ${name},\n\n` +
        `someone (hopefully you) asked to reset the password of your Courtside account.\n` +
        `Open this link within ${ttlMinutes} minutes to choose a new password:\n\n${link}\n\n` +
        `The link works once. If you did not ask for it, ignore this email: your password stays as it is.\n`,
    })
    .catch((error: unknown) => ctx.log.error({ err: error }, 'sending the password reset email failed'))
}

/**
 * Sets a new password with a reset token: single use, unexpired. The user's other links stop working and every
 * session signed in before the reset ends (a stolen token does not outlive a password change).
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<UserRow> {
  const passwordDigest = await hashPassword(input.password, ctx.config.passwordHashing)
  const now = ctx.config.now()
  const invalid = () => new HttpError(422, 'resetTokenInvalid', { reset_password_token: [messages.resetTokenInvalid] })
  return ctx.db.transaction(async (tx) => {
    const userId = await useResetToken(tx, sha256(input.reset_password_token), now)
    if (userId === undefined) throw invalid()
    // Whole seconds, like a token's iat: the token issued right after this reset stays valid, older ones do not.
    const tokensValidAfter = new Date(Math.floor(now.getTime() / 1000) * 1000)
    const user = await updateUser(tx, userId, { passwordDigest, tokensValidAfter }, now)
    if (!user) throw invalid() // the account was deleted meanwhile
    await invalidateResetTokensOf(tx, userId, now)
    await notifySessionEnded(tx, { user_id: userId })
    return user
  })
}
