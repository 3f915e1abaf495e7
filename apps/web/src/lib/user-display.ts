/** Two letters for the avatar: first and last name initials, or the email's first letter. */
export function userInitials(user: { first_name: string; last_name: string; email: string }): string {
  const letters = [user.first_name, user.last_name].map((part) => part.trim().charAt(0)).join('')
  return (letters || user.email.trim().charAt(0) || '?').toUpperCase()
}

/** The full name, falling back to the email. */
export function userDisplayName(user: { first_name: string; last_name: string; email: string }): string {
  return (
    [user.first_name, user.last_name]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || user.email
  )
}
