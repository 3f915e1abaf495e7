import { Navigate, createBrowserRouter, type RouteObject } from 'react-router'
import { CoachOnlyRoute } from './guards/coach-only-route'
import { GuestRoute } from './guards/guest-route'
import { ProtectedRoute } from './guards/protected-route'
import { AuthLayout } from './layouts/auth-layout'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout, type RouteHandle } from './layouts/root-layout'
import { SidebarLayout } from './layouts/sidebar-layout'
import { DashboardPage } from './routes/dashboard-page'
import { ForgotPasswordPage } from './routes/forgot-password-page'
import { LoginPage } from './routes/login-page'
import { MatchScoresPage } from './routes/match-scores-page'
import { NotFoundPage } from './routes/not-found-page'
import { OrganizationDetailPage } from './routes/organization-detail-page'
import { OrganizationsPage } from './routes/organizations-page'
import { PrivacyPage } from './routes/privacy-page'
import { ProfilePage } from './routes/profile-page'
import { ResetPasswordPage } from './routes/reset-password-page'
import { RouteErrorPage } from './routes/route-error-page'
import { SettingsPage } from './routes/settings-page'
import { SignupPage } from './routes/signup-page'
import { SubscriptionCancelPage } from './routes/subscription-cancel-page'
import { SubscriptionSuccessPage } from './routes/subscription-success-page'
import { TermsPage } from './routes/terms-page'

const title = (titleKey: string): RouteHandle => ({ titleKey })

// The athletes and matches screens (wizard, edit dialog, drag-and-drop) load on first visit, off the first screen.

/** SPEC §2's route table: public, guest-only and protected groups; `/` → /dashboard; anything else → 404. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },

      // Public: the legal pages bring their own header; the checkout results use the slim public layout.
      { path: 'terms', element: <TermsPage />, handle: title('legalLinks.terms') },
      { path: 'privacy', element: <PrivacyPage />, handle: title('legalLinks.privacy') },
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'subscription/success',
            element: <SubscriptionSuccessPage />,
            handle: title('subscription.success.title'),
          },
          {
            path: 'subscription/cancel',
            element: <SubscriptionCancelPage />,
            handle: title('subscription.cancel.title'),
          },
        ],
      },

      {
        element: <GuestRoute />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'login', element: <LoginPage />, handle: title('auth.login.title') },
              { path: 'signup', element: <SignupPage />, handle: title('auth.signup.title') },
              { path: 'forgot-password', element: <ForgotPasswordPage />, handle: title('auth.forgot.title') },
              { path: 'reset-password', element: <ResetPasswordPage />, handle: title('auth.reset.title') },
            ],
          },
        ],
      },

      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <SidebarLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage />, handle: title('nav.dashboard') },
              { path: 'profile', element: <ProfilePage />, handle: title('profile.title') },
              {
                element: <CoachOnlyRoute />,
                children: [
                  {
                    path: 'users',
                    lazy: async () => ({ Component: (await import('./routes/users-page')).UsersPage }),
                    handle: title('nav.myAthletes'),
                  },
                  {
                    path: 'users/:id',
                    lazy: async () => ({ Component: (await import('./routes/user-detail-page')).UserDetailPage }),
                    handle: title('screens.userDetail.title'),
                  },
                  { path: 'organizations', element: <OrganizationsPage />, handle: title('nav.organizations') },
                  {
                    path: 'organizations/:id',
                    element: <OrganizationDetailPage />,
                    handle: title('screens.organizationDetail.title'),
                  },
                ],
              },
              {
                path: 'matches',
                lazy: async () => ({ Component: (await import('./routes/matches-page')).MatchesPage }),
                handle: title('nav.matches'),
              },
              {
                path: 'matches/:id',
                lazy: async () => ({ Component: (await import('./routes/match-detail-page')).MatchDetailPage }),
                handle: title('screens.matchDetail.title'),
              },
              { path: 'matches/:id/scores', element: <MatchScoresPage />, handle: title('screens.matchScores.title') },
              { path: 'settings', element: <SettingsPage />, handle: title('settings.title') },
            ],
          },
        ],
      },

      { path: '*', element: <NotFoundPage />, handle: title('notFound.title') },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
