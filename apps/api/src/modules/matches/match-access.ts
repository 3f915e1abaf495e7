import type { MembershipStatus, OrganizationRole } from '../../db/schema/index.ts'

export interface ViewerMembership {
  role: OrganizationRole
  status: MembershipStatus
}

export interface MatchAccessFields {
  userId: number
  visibility: 'public' | 'internal' | 'private'
  startShowingAt: Date | null
  stopShowingAt: Date | null
}

export interface MatchAccess {
  canView: boolean
  canEdit: boolean
}

export const isOrganizationAdmin = (m: ViewerMembership | null | undefined): boolean =>
  !!m && m.status === 'connected' && (m.role === 'admin' || m.role === 'superadmin')

/** Within [start_showing_at, stop_showing_at): hidden before the start and from the stop on. */
export function isInShowingWindow(
  match: Pick<MatchAccessFields, 'startShowingAt' | 'stopShowingAt'>,
  now: Date,
): boolean {
  const t = now.getTime()
  return (
    (!match.startShowingAt || match.startShowingAt.getTime() <= t) &&
    (!match.stopShowingAt || t < match.stopShowingAt.getTime())
  )
}

/**
 * Who may open and who may change a match (ADR 0012). The owner and the admins of its organization always may;
 * everyone else only inside the showing window: public → any signed-in user, internal → connected members of its
 * organization, private → nobody more. `membership` is the viewer's in the match's organization (null without one).
 * The list query (listVisibleMatches) applies the same rule in SQL, restricted to the viewer's organizations.
 */
export function matchAccess(
  match: MatchAccessFields,
  viewerId: number,
  membership: ViewerMembership | null,
  now: Date,
): MatchAccess {
  if (match.userId === viewerId || isOrganizationAdmin(membership)) return { canView: true, canEdit: true }
  if (!isInShowingWindow(match, now)) return { canView: false, canEdit: false }
  switch (match.visibility) {
    case 'public':
      return { canView: true, canEdit: false }
    case 'internal':
      return { canView: membership?.status === 'connected', canEdit: false }
    case 'private':
      return { canView: false, canEdit: false }
  }
}
