import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { sendMatchPageRequests } from '@/features/matches/api/send-match-page-requests'
import { loadLegalTexts } from '@/lib/i18n'
import { GuestRoute } from './guards/guest-route'
import { ProtectedRoute } from './guards/protected-route'
import { AuthLayout } from './layouts/auth-layout'
import { RootLayout, type RouteHandle } from './layouts/root-layout'
import { LoginPage } from './routes/login-page'
import { RouteErrorPage } from './routes/route-error-page'

const title = (titleKey: string): RouteHandle => ({ titleKey })

/**
 * Only the guest's first screen is in the first download (ADR 0042): the login page and what every page needs. The
 * signed-in shell and each screen behind it, the other guest pages and the public pages load on first visit.
 */
function lazyScreen<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  // The object form: a route's own loader (the match page's prefetch) runs at once, beside the code's download,
  // instead of after it.
  return { lazy: { Component: async () => (await load())[name] as ComponentType } }
}

/** The path the document was opened at, until the first match page's loader has run (ADR 0045). */
let openingPath: string | null = window.location.pathname

/** The query client given (tests) or the app's own, loaded with TanStack Query when first needed. */
async function clientOf(queryClient: QueryClient | undefined): Promise<QueryClient> {
  return queryClient ?? (await import('./layouts/query-layout')).appQueryClient()
}

/** A pathless route whose screens have server state: TanStack Query loads with the first of them (ADR 0042). */
function withQueries(queryClient: QueryClient | undefined, children: RouteObject[]): RouteObject {
  return {
    lazy: {
      element: async () => {
        const [{ QueryLayout }, client] = await Promise.all([import('./layouts/query-layout'), clientOf(queryClient)])
        return <QueryLayout client={client} />
      },
    },
    children,
  }
}

/**
 * The route table: public, guest-only and protected groups; `/` → /dashboard; anything else → 404. With the
 * app's query client, pages that can start their data before their code has arrived do so.
 */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // While the first screen's code arrives (a deep link to a lazy page).
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },

      // Public: the legal pages bring their own header; the checkout results use the slim public layout.
      {
        path: 'terms',
        ...lazyScreen(() => import('./routes/terms-page'), 'TermsPage'),
        loader: () => loadLegalTexts(),
        handle: title('legalLinks.terms'),
      },
      {
        path: 'privacy',
        ...lazyScreen(() => import('./routes/privacy-page'), 'PrivacyPage'),
        loader: () => loadLegalTexts(),
        handle: title('legalLinks.privacy'),
      },
      withQueries(queryClient, [
        // The public scoreboard of a shared match: its own guest layout (and a TV mode without any chrome).
        {
          path: 'live/:token',
          ...lazyScreen(() => import('./routes/live-match-page'), 'LiveMatchPage'),
          handle: title('scoreboard.title'),
        },
        // A club's court wall: every court on one screen, for the hall's TV; no account, the wall token only.
        {
          path: 'wall/:token',
          ...lazyScreen(() => import('./routes/court-wall-page'), 'CourtWallPage'),
          handle: title('courtWall.title'),
        },
        // A coach's shared playlist of clips: the player alone, no account, the share token only (ADR 0068).
        {
          path: 'clips/:token',
          ...lazyScreen(() => import('./routes/shared-clips-page'), 'SharedClipsPage'),
          handle: title('playlists.guest.title'),
        },
        {
          ...lazyScreen(() => import('./layouts/public-layout'), 'PublicLayout'),
          children: [
            {
              path: 'subscription/success',
              ...lazyScreen(() => import('./routes/subscription-success-page'), 'SubscriptionSuccessPage'),
              handle: title('subscription.success.title'),
            },
            {
              path: 'subscription/cancel',
              ...lazyScreen(() => import('./routes/subscription-cancel-page'), 'SubscriptionCancelPage'),
              handle: title('subscription.cancel.title'),
            },
          ],
        },
      ]),

      {
        element: <GuestRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'login', element: <LoginPage />, handle: title('auth.login.title') },
              withQueries(queryClient, [
                {
                  path: 'signup',
                  ...lazyScreen(() => import('./routes/signup-page'), 'SignupPage'),
                  handle: title('auth.signup.title'),
                },
                {
                  path: 'forgot-password',
                  ...lazyScreen(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage'),
                  handle: title('auth.forgot.title'),
                },
                {
                  path: 'reset-password',
                  ...lazyScreen(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
                  handle: title('auth.reset.title'),
                },
              ]),
            ],
          },
        ],
      },

      withQueries(queryClient, [
        {
          element: <ProtectedRoute />,
          children: [
            {
              ...lazyScreen(() => import('./layouts/sidebar-layout'), 'SidebarLayout'),
              children: [
                {
                  path: 'dashboard',
                  ...lazyScreen(() => import('./routes/dashboard-page'), 'DashboardPage'),
                  handle: title('nav.dashboard'),
                },
                {
                  path: 'profile',
                  ...lazyScreen(() => import('./routes/profile-page'), 'ProfilePage'),
                  handle: title('profile.title'),
                },
                {
                  ...lazyScreen(() => import('./guards/coach-only-route'), 'CoachOnlyRoute'),
                  children: [
                    {
                      path: 'users',
                      ...lazyScreen(() => import('./routes/users-page'), 'UsersPage'),
                      handle: title('nav.myAthletes'),
                    },
                    {
                      path: 'users/:id',
                      ...lazyScreen(() => import('./routes/user-detail-page'), 'UserDetailPage'),
                      handle: title('screens.userDetail.title'),
                    },
                    {
                      path: 'organizations',
                      ...lazyScreen(() => import('./routes/organizations-page'), 'OrganizationsPage'),
                      handle: title('nav.organizations'),
                    },
                    {
                      path: 'organizations/:id',
                      ...lazyScreen(() => import('./routes/organization-detail-page'), 'OrganizationDetailPage'),
                      handle: title('screens.organizationDetail.title'),
                    },
                  ],
                },
                // A club's social evenings: every member follows them and enters results, coach viewers too.
                {
                  path: 'organizations/:id/social',
                  ...lazyScreen(() => import('./routes/social-sessions-page'), 'SocialSessionsPage'),
                  handle: title('social.list.title'),
                },
                {
                  path: 'organizations/:id/social/:sessionId',
                  ...lazyScreen(() => import('./routes/social-session-page'), 'SocialSessionPage'),
                  handle: title('social.session.title'),
                },
                // A court's QR code: the new-match wizard with the club and the court filled in. The code names the
                // court only, so it stays small enough to scan at arm's length (ADR 0065).
                {
                  path: 'courts/:court_id/start',
                  ...lazyScreen(() => import('./routes/court-start-page'), 'CourtStartPage'),
                  handle: title('clubCourts.start.title'),
                },
                {
                  path: 'matches',
                  ...lazyScreen(() => import('./routes/matches-page'), 'MatchesPage'),
                  handle: title('nav.matches'),
                },
                {
                  path: 'playlists',
                  ...lazyScreen(() => import('./routes/playlists-page'), 'PlaylistsPage'),
                  handle: title('nav.playlists'),
                },
                {
                  path: 'playlists/:id',
                  ...lazyScreen(() => import('./routes/playlist-page'), 'PlaylistPage'),
                  handle: title('playlists.player.title'),
                },
                {
                  path: 'matches/:id',
                  ...lazyScreen(() => import('./routes/match-detail-page'), 'MatchDetailPage'),
                  loader: async ({ params, request }) => {
                    const id = Number(params.id)
                    // The page the app opened on sends its requests before any of its code has arrived (ADR 0045);
                    // later visits have the code, and the cache's freshness decides whether to ask.
                    const opening = openingPath === new URL(request.url).pathname
                    openingPath = null
                    const sent = opening ? sendMatchPageRequests(id) : null
                    // Awaited, the prefetch's module and the client (not the answers): the page's queries, which
                    // render after this loader, must find those requests instead of sending their own.
                    await Promise.all([import('@/features/matches/api/prefetch-match'), clientOf(queryClient)])
                      .then(([m, client]) => m.prefetchMatchPage(client, id, sent))
                      // No copy of the module (offline, a deploy replaced it): the page asks for itself.
                      .catch(() => undefined)
                    return null
                  },
                  handle: title('screens.matchDetail.title'),
                },
                {
                  path: 'matches/:id/scores',
                  ...lazyScreen(() => import('./routes/match-scores-page'), 'MatchScoresPage'),
                  handle: title('screens.matchScores.title'),
                },
                {
                  path: 'settings',
                  ...lazyScreen(() => import('./routes/settings-page'), 'SettingsPage'),
                  handle: title('settings.title'),
                },
              ],
            },
          ],
        },
      ]),

      {
        path: '*',
        ...lazyScreen(() => import('./routes/not-found-page'), 'NotFoundPage'),
        handle: title('notFound.title'),
      },
    ],
  },
]

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient))
}
