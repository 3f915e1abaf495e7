import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { describeViolations, seriousA11yViolations } from './axe.ts'

export interface Coach {
  firstName: string
  lastName: string
  email: string
  password: string
}

let counter = 0
/** A new coach with a unique address per call. */
export function newCoach(firstName = 'Iida', lastName = 'Koski'): Coach {
  counter += 1
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`,
    password: 'court-side-6',
  }
}

/** Fails the test on serious or critical axe-core violations of the current screen. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousA11yViolations(page)
  expect(violations, `${screen}:\n${describeViolations(violations)}`).toEqual([])
}

export async function signUp(page: Page, coach: Coach): Promise<void> {
  await page.goto('/signup')
  await page.getByLabel('First name').fill(coach.firstName)
  await page.getByLabel('Last name').fill(coach.lastName)
  await page.getByLabel('Email').fill(coach.email)
  await page.getByLabel('Password', { exact: true }).fill(coach.password)
  await page.getByLabel('Confirm password').fill(coach.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL('**/dashboard')
}

export async function signIn(page: Page, coach: Pick<Coach, 'email' | 'password'>): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(coach.email)
  await page.getByLabel('Password', { exact: true }).fill(coach.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL('**/dashboard')
}

/** The toast region's text, for checking the messages. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 })
}

/**
 * After a submit that showed field errors, before typing into a field other than the first invalid one:
 * react-hook-form focuses the first invalid field a second time from a zero-delay timer (its handleSubmit runs
 * `_focusError(); setTimeout(_focusError)` before the errors render). Text typed before that timer has run can lose
 * its field's focus, or land in the invalid field — the wizard's suggestions that never opened and the athlete saved
 * without the email typed first, seen on loaded CI machines. This waits until the timers the page queued so far have
 * run, so the next keystrokes go where the test puts them.
 */
export async function afterFormErrorsFocused(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}
