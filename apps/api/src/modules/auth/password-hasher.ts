import argon2 from 'argon2'

export interface PasswordHashing {
  memoryCost: number
  timeCost: number
  parallelism: number
}

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost })
}

export async function verifyPassword(digest: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(digest, password)
  } catch {
    return false // a malformed digest never authenticates
  }
}
