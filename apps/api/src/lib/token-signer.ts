// A port: what the app hands services and the auth hook for session tokens; modules/auth implements it.

export interface TokenClaims {
  userId: number
  jti: string
  issuedAt: Date
  expiresAt: Date
}

export interface TokenSigner {
  issue(userId: number): Promise<{ token: string; claims: TokenClaims }>
  /** Null for anything not a valid, unexpired token of ours. */
  verify(token: string): Promise<TokenClaims | null>
}
