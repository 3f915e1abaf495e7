import { Building2Icon, LayoutDashboardIcon, ListVideoIcon, TrophyIcon, UsersIcon, type LucideIcon } from 'lucide-react'

export interface NavItem {
  to: string
  labelKey: string
  icon: LucideIcon
}

export interface NavGroup {
  id: string
  /** i18n key of the group heading; none for the top group. */
  labelKey?: string
  items: NavItem[]
}

/**
 * The sidebar: Dashboard, Matches and Playlists for everyone; the 'Athletes management' group (My athletes,
 * Organizations) only for full coaches, never for a coach viewer.
 */
export function navGroupsFor(user: { coach_viewer: boolean }): NavGroup[] {
  const groups: NavGroup[] = [
    {
      id: 'main',
      items: [
        { to: '/dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboardIcon },
        { to: '/matches', labelKey: 'nav.matches', icon: TrophyIcon },
        { to: '/playlists', labelKey: 'nav.playlists', icon: ListVideoIcon },
      ],
    },
  ]
  if (!user.coach_viewer) {
    groups.push({
      id: 'athletes',
      labelKey: 'nav.athletesManagement',
      items: [
        { to: '/users', labelKey: 'nav.myAthletes', icon: UsersIcon },
        { to: '/organizations', labelKey: 'nav.organizations', icon: Building2Icon },
      ],
    })
  }
  return groups
}
