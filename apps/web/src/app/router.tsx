import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader.tsx';
import { AppRoot } from './app-root.tsx';
import type { RouteHandle } from './guards/guard-rules.ts';
import { LOGIN_PATH } from './guards/paths.ts';
import { RedirectIfSignedIn, RequireRegisterToken, RequireSsoType } from './guards/public-guards.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { lazyPage, loadChunk } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

/**
 * The signed-in frame, as route modules the router loads with the page's own (route `lazy`, loaded in parallel for
 * every matched route before the first render): the session guard with the shell's providers (the contract's route
 * table, role enums and zod, the query client and dates), and the layout (navigation, top bar, live stream). The
 * login page and the other public pages download none of it. As route modules rather than React.lazy components
 * they do not suspend: a signed-in first load renders guard, frame and page in one commit, without a spinner in
 * between that React would keep on screen for at least 300 ms per boundary (its fallback throttling).
 */
const signedInRoot = lazyPage(() => import('./guards/signed-in-root.tsx'), 'SignedInRoot');
function appLayout(hasNavigation: boolean): RouteObject['lazy'] {
  return async () => {
    const { AppLayout } = await loadChunk(() => import('./layout/app-layout.tsx'));
    return { Component: hasNavigation ? AppLayout : () => <AppLayout hasNavigation={false} /> };
  };
}

/**
 * /login is a page of its own (login.html, decision 038): arriving there inside the app (a guard, the sign-out, a
 * link) loads it from the server, in place of the page being left. The navigation never settles, so the app keeps
 * showing that page until the browser has left it.
 */
function loadSignInPage(): Promise<never> {
  window.location.replace(LOGIN_PATH);
  return new Promise<never>(() => undefined);
}

/** A signed-in page: its contract route pattern (role table) and whether it uses reduced padding. */
function page(
  path: string,
  lazy: RouteObject['lazy'],
  options: { pattern?: string; isDense?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = { pattern: options.pattern ?? `/${path}`, isDense: options.isDense };
  return { path, lazy, handle } as RouteObject;
}

const auth = {
  adminLogin: () => import('../features/auth/routes/admin-login-page.tsx'),
  sso: () => import('../features/auth/routes/sso-page.tsx'),
  ssoRegister: () => import('../features/auth/routes/sso-register-page.tsx'),
  register: () => import('../features/auth/routes/register-page.tsx'),
  resetPassword: () => import('../features/auth/routes/reset-password-page.tsx'),
  chooseAgency: () => import('../features/auth/routes/choose-agency-page.tsx'),
};
const info = () => import('../features/info/routes/info-pages.tsx');

/** Every route of docs/product.md §3. Pages are code-split; guards and layouts are route elements. */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      { path: 'login', loader: loadSignInPage },
      // Public pages.
      {
        element: <PublicLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                element: <RedirectIfSignedIn />,
                children: [
                  { path: 'admin-login', lazy: lazyPage(auth.adminLogin, 'AdminLoginPage') },
                  {
                    path: 'sso',
                    element: <RequireSsoType />,
                    children: [{ index: true, lazy: lazyPage(auth.sso, 'SsoPage') }],
                  },
                  { path: 'sso-register', lazy: lazyPage(auth.ssoRegister, 'SsoRegisterPage') },
                  {
                    path: 'register',
                    element: <RequireRegisterToken />,
                    children: [{ index: true, lazy: lazyPage(auth.register, 'RegisterPage') }],
                  },
                ],
              },
              { path: 'reset-password', lazy: lazyPage(auth.resetPassword, 'ResetPasswordPage') },
              { path: 'about', lazy: lazyPage(info, 'AboutPage') },
              { path: 'terms-and-conditions', lazy: lazyPage(info, 'TermsPage') },
              { path: 'data-privacy', lazy: lazyPage(info, 'DataPrivacyPage') },
              { path: 'imprint', lazy: lazyPage(info, 'ImprintPage') },
              { path: 'contact', lazy: lazyPage(info, 'ContactPage') },
              { path: 'maintenance', lazy: lazyPage(info, 'MaintenancePage') },
            ],
          },
        ],
      },
      {
        path: 'design-system',
        lazy: lazyPage(() => import('./routes/design-system-route.tsx'), 'DesignSystemRoute'),
      },
      // Signed-in pages.
      {
        lazy: signedInRoot,
        children: [
          {
            lazy: appLayout(false),
            errorElement: <RouteError />,
            children: [
              page(
                'credit-memo-procedure',
                lazyPage(() => import('./routes/credit-memo-procedure-page.tsx'), 'CreditMemoProcedurePage'),
              ),
              page('choose-agency', lazyPage(auth.chooseAgency, 'ChooseAgencyPage')),
            ],
          },
          {
            lazy: appLayout(true),
            children: [
              {
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <Navigate to="/dashboard" replace />, handle: { pattern: '/' } },
                  page(
                    'dashboard',
                    lazyPage(() => import('./routes/dashboard-page.tsx'), 'DashboardPage'),
                  ),
                  page(
                    'onboarding/welcome',
                    lazyPage(
                      () => import('../features/onboarding/routes/onboarding-welcome-page.tsx'),
                      'OnboardingWelcomePage',
                    ),
                  ),
                  page(
                    'onboarding',
                    lazyPage(() => import('./routes/onboarding-page.tsx'), 'OnboardingPage'),
                  ),
                  page(
                    'edit-agency-profile',
                    lazyPage(
                      () => import('../features/onboarding/routes/edit-agency-profile-page.tsx'),
                      'EditAgencyProfilePage',
                    ),
                  ),
                  page(
                    'create-profile/welcome',
                    lazyPage(
                      () => import('../features/freelancer-profile/routes/create-profile-welcome-page.tsx'),
                      'CreateProfileWelcomePage',
                    ),
                  ),
                  page(
                    'create-profile',
                    lazyPage(
                      () => import('../features/freelancer-profile/routes/create-profile-page.tsx'),
                      'CreateProfilePage',
                    ),
                  ),
                  page(
                    'edit-profile',
                    lazyPage(
                      () => import('../features/freelancer-profile/routes/edit-profile-page.tsx'),
                      'EditProfilePage',
                    ),
                  ),
                  page(
                    'projects',
                    lazyPage(() => import('../features/projects/routes/projects-page.tsx'), 'ProjectsPage'),
                  ),
                  page(
                    'projects/:id',
                    lazyPage(() => import('../features/projects/routes/project-detail-page.tsx'), 'ProjectDetailPage'),
                    { isDense: true },
                  ),
                  page(
                    'bookings',
                    lazyPage(() => import('../features/bookings/routes/bookings-page.tsx'), 'BookingsPage'),
                  ),
                  page(
                    'bookings/:id',
                    lazyPage(() => import('./routes/booking-detail-page.tsx'), 'BookingDetailPage'),
                    { isDense: true },
                  ),
                  page(
                    'freelancers',
                    lazyPage(() => import('../features/freelancers/routes/freelancers-page.tsx'), 'FreelancersPage'),
                  ),
                  page(
                    'freelancers/:id',
                    lazyPage(
                      () => import('../features/freelancers/routes/freelancer-detail-page.tsx'),
                      'FreelancerDetailPage',
                    ),
                    { isDense: true },
                  ),
                  page(
                    'agencies',
                    lazyPage(() => import('../features/agencies/routes/agencies-page.tsx'), 'AgenciesPage'),
                  ),
                  page(
                    'agencies/:id',
                    lazyPage(() => import('./routes/agency-detail-page.tsx'), 'AgencyDetailPage'),
                    { isDense: true },
                  ),
                  page(
                    'agencies/:id/edit',
                    lazyPage(() => import('../features/agencies/routes/agency-edit-page.tsx'), 'AgencyEditPage'),
                  ),
                  page(
                    'time-recording',
                    lazyPage(
                      () => import('../features/time-recording/routes/time-recording-page.tsx'),
                      'TimeRecordingPage',
                    ),
                  ),
                  page(
                    'flat-rate-payments',
                    lazyPage(
                      () => import('../features/flat-rate-payments/routes/flat-rate-payments-page.tsx'),
                      'FlatRatePaymentsPage',
                    ),
                  ),
                  page(
                    'credit-notes',
                    lazyPage(() => import('../features/credit-notes/routes/credit-notes-page.tsx'), 'CreditNotesPage'),
                  ),
                  page(
                    'users',
                    lazyPage(() => import('../features/users/routes/users-page.tsx'), 'UsersPage'),
                  ),
                  page(
                    'users/:id',
                    lazyPage(() => import('../features/users/routes/user-detail-page.tsx'), 'UserDetailPage'),
                  ),
                  page(
                    'profile',
                    lazyPage(() => import('./routes/profile-page.tsx'), 'ProfilePage'),
                  ),
                  page(
                    'settings',
                    lazyPage(() => import('../features/settings/routes/settings-page.tsx'), 'SettingsPage'),
                  ),
                  page(
                    'reports',
                    lazyPage(() => import('../features/reports/routes/reports-page.tsx'), 'ReportsPage'),
                  ),
                  page(
                    'agency-groups',
                    lazyPage(
                      () => import('../features/agency-groups/routes/agency-groups-page.tsx'),
                      'AgencyGroupsPage',
                    ),
                  ),
                  { path: '*', element: <Navigate to="/dashboard" replace />, handle: { pattern: '*' } },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(APP_ROUTES);
}
