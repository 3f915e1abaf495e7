import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Building2Icon, LogOutIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { CourtsideMark } from '@/components/courtside-logo'
import { ThemeSwitch } from '@/components/theme-switch'
import { Avatar, AvatarFallback } from '@/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { useLogout } from '@/features/auth/api/use-logout'
import { waitingOnDevice } from '@/features/scoring/lib/outbox'
import { SidebarLicenseBadge, SidebarLicenseMeters } from '@/features/license/components/sidebar-license-summary'
import { OrganizationScopeSwitcher } from '@/features/organizations/components/organization-scope-switcher'
import { errorText } from '@/lib/error-text'
import { useCurrentUser } from '@/lib/auth-session'
import { useOrganizationScope } from '@/lib/organization-scope'
import { THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme'
import { userDisplayName, userInitials } from '@/lib/user-display'
import { navGroupsFor } from './nav-items'

export function AppSidebar() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const organization = useOrganizationScope()
  const { isMobile, setOpenMobile } = useSidebar()
  const location = useLocation()
  // On a phone the sheet closes once a link is followed.
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false)
  }

  return (
    <Sidebar mobileTitle={t('nav.menu')} mobileDescription={t('nav.menuDescription')}>
      <SidebarHeader className="gap-1 border-b border-sidebar-border py-3">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="Courtside" className="h-12 md:h-11 group-data-[collapsible=icon]:p-0!">
              <Link to="/dashboard" onClick={closeOnMobile}>
                {/* Wrapped so the menu button's icon sizing (direct svg children) leaves the mark at full size. */}
                <span className="flex size-8 shrink-0">
                  <CourtsideMark className="size-8" />
                </span>
                <span className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
                  <span className="truncate text-base font-semibold tracking-tight">Courtside</span>
                  {organization && (
                    <span
                      className="flex items-center gap-1 truncate text-xs font-normal text-muted-foreground"
                      data-testid="sidebar-organization"
                    >
                      <Building2Icon className="size-3 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{t('nav.organizationScope')}: </span>
                      <span className="truncate">{organization.name ?? organization.subdomain}</span>
                    </span>
                  )}
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
        <OrganizationScopeSwitcher className="px-1 pt-1 group-data-[collapsible=icon]:hidden" />
      </SidebarHeader>

      <SidebarContent>
        <nav aria-label={t('nav.primary')}>
          {navGroupsFor(user).map((group) => (
            <SidebarGroup
              key={group.id}
              role={group.labelKey ? 'group' : undefined}
              aria-labelledby={group.labelKey ? `nav-group-${group.id}` : undefined}
            >
              {group.labelKey && (
                <SidebarGroupLabel id={`nav-group-${group.id}`}>{t(group.labelKey)}</SidebarGroupLabel>
              )}
              <SidebarGroupContent>
                <SidebarMenu>
                  {group.items.map((item) => {
                    const label = t(item.labelKey)
                    const active = location.pathname === item.to || location.pathname.startsWith(`${item.to}/`)
                    return (
                      <SidebarMenuItem key={item.to}>
                        <SidebarMenuButton asChild isActive={active} tooltip={label}>
                          <NavLink to={item.to} onClick={closeOnMobile}>
                            <item.icon aria-hidden="true" />
                            <span>{label}</span>
                          </NavLink>
                        </SidebarMenuButton>
                      </SidebarMenuItem>
                    )
                  })}
                </SidebarMenu>
              </SidebarGroupContent>
            </SidebarGroup>
          ))}
        </nav>
      </SidebarContent>

      <SidebarFooter className="gap-3 border-t border-sidebar-border pt-3">
        <div className="group-data-[collapsible=icon]:hidden">
          <ThemeSwitch />
        </div>
        <CollapsedThemeMenu />
        <SidebarSeparator className="mx-0 group-data-[collapsible=icon]:hidden" />
        <UserCard onNavigate={closeOnMobile} />
        <SignOutButton />
      </SidebarFooter>
    </Sidebar>
  )
}

/** On the icon rail the three-way switch does not fit; one button opens the same three choices. */
function CollapsedThemeMenu() {
  const { t } = useTranslation()
  const { preference, setPreference } = useTheme()
  const Icon = preference === 'dark' ? MoonIcon : preference === 'light' ? SunIcon : MonitorIcon
  return (
    <div className="hidden group-data-[collapsible=icon]:block">
      <DropdownMenu>
        <Tooltip>
          <TooltipTrigger asChild>
            <DropdownMenuTrigger asChild>
              <SidebarMenuButton aria-label={`${t('theme.label')}: ${t(`theme.${preference}`)}`}>
                <Icon aria-hidden="true" />
              </SidebarMenuButton>
            </DropdownMenuTrigger>
          </TooltipTrigger>
          <TooltipContent side="right">{t('theme.label')}</TooltipContent>
        </Tooltip>
        <DropdownMenuContent side="right" align="end">
          <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={preference} onValueChange={(value) => setPreference(value as ThemePreference)}>
            {THEME_PREFERENCES.map((value) => (
              <DropdownMenuRadioItem key={value} value={value}>
                {t(`theme.${value}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}

function UserCard({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser()
  const location = useLocation()
  const name = userDisplayName(user)
  return (
    <div className="grid gap-3" data-testid="sidebar-user-card">
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton
            asChild
            tooltip={name}
            isActive={location.pathname === '/profile'}
            className="h-auto py-2 md:h-auto group-data-[collapsible=icon]:p-0!"
          >
            {/* Named by its visible text (name, plan, email), so speech input users can say what they see. */}
            <NavLink to="/profile" onClick={onNavigate}>
              <Avatar className="size-8 rounded-lg" aria-hidden="true">
                <AvatarFallback
                  className="rounded-lg bg-primary text-xs text-primary-foreground"
                  data-testid="user-initials"
                >
                  {userInitials(user)}
                </AvatarFallback>
              </Avatar>
              <span className="grid min-w-0 flex-1 gap-0.5 text-left leading-tight">
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="truncate font-semibold" data-testid="user-name">
                    {name}
                  </span>
                  <SidebarLicenseBadge />
                </span>
                <span className="truncate text-xs text-muted-foreground" data-testid="user-email">
                  {user.email}
                </span>
              </span>
            </NavLink>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
      <div className="px-2 group-data-[collapsible=icon]:hidden">
        <SidebarLicenseMeters />
      </div>
    </div>
  )
}

function SignOutButton() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const logout = useLogout()
  const [waiting, setWaiting] = useState(0)

  // Logout always ends the session (the hook clears everything); the toast only says whether the server agreed.
  const signOut = async () => {
    setWaiting(0)
    try {
      await logout.mutateAsync()
      toast.success(t('messages.loggedOut'))
    } catch (error) {
      toast.error(errorText(t, error, 'messages.somethingWentWrong'))
    } finally {
      navigate('/login', { replace: true })
    }
  }
  // Points recorded offline leave the device with the session (ADR 0038): the coach is told before, not after.
  const askFirst = () => {
    const count = waitingOnDevice()
    if (count > 0) setWaiting(count)
    else void signOut()
  }

  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton
          tooltip={t('nav.signOut')}
          onClick={askFirst}
          disabled={logout.isPending}
          data-testid="sign-out"
        >
          <LogOutIcon aria-hidden="true" />
          <span>{t('nav.signOut')}</span>
        </SidebarMenuButton>
        <ConfirmDialog
          open={waiting > 0}
          onOpenChange={(open) => !open && setWaiting(0)}
          title={t('nav.signOutWaiting.title', { count: waiting })}
          description={t('nav.signOutWaiting.description', { count: waiting })}
          confirmLabel={t('nav.signOutWaiting.confirm')}
          busy={logout.isPending}
          onConfirm={() => void signOut()}
          testId="sign-out-waiting"
        />
      </SidebarMenuItem>
    </SidebarMenu>
  )
}
