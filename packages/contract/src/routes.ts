import { ROLES, type Role } from './enums.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from './roles.ts';

/** Routes of docs/product.md §3. */
export const PUBLIC_ROUTES = [
  '/login',
  '/admin-login',
  '/sso',
  '/sso-register',
  '/register',
  '/reset-password',
  '/about',
  '/terms-and-conditions',
  '/data-privacy',
  '/imprint',
  '/contact',
  '/maintenance',
  '/design-system',
] as const;

/** Pages a signed-in user is sent away from (to home). */
export const LOGIN_ROUTES = ['/login', '/admin-login', '/sso', '/sso-register', '/register'] as const;

/** After a forced login the target path is kept only for these sections. */
export const REMEMBERED_PATH_PREFIXES = [
  '/projects',
  '/freelancers',
  '/agencies',
  '/time-recording',
  '/credit-notes',
  '/users',
  '/profile',
  '/settings',
] as const;

export function isRememberedPath(pathname: string): boolean {
  return REMEMBERED_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Route access of docs/product.md §3.2: the route pattern and the roles allowed.
 * Routes not listed here are open to any signed-in user.
 */
export const ROUTE_ROLES: Record<string, readonly Role[]> = {
  '/freelancers': [...AGENCY_ROLES, ...FINANCE_ROLES],
  '/freelancers/:id': ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  '/agencies': ['admin', ...FINANCE_ROLES],
  '/agencies/:id': ['admin', ...FINANCE_ROLES],
  '/agencies/:id/edit': ['admin'],
  '/flat-rate-payments': ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  '/users': ['admin'],
  '/users/:id': ['admin'],
  '/profile': [...AGENCY_ROLES, 'freelancer'],
  '/reports': ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES],
  '/agency-groups': ['admin'],
  '/onboarding/welcome': ['managing-director'],
  '/onboarding': ['managing-director'],
  '/edit-agency-profile': ['managing-director'],
  '/create-profile/welcome': ['freelancer'],
  '/create-profile': ['freelancer'],
  '/edit-profile': ['freelancer'],
  '/credit-memo-procedure': ['freelancer'],
  '/choose-agency': AGENCY_ROLES,
};

export function allowedRolesFor(pattern: string): readonly Role[] {
  return ROUTE_ROLES[pattern] ?? ROLES;
}

export function canVisit(pattern: string, roles: readonly Role[]): boolean {
  return allowedRolesFor(pattern).some((role) => roles.includes(role));
}

/** The work lists that every staff and agency menu holds, in this order. */
const WORK_ITEMS = ['projects', 'bookings', 'time-recording', 'flat-rate-payments', 'credit-notes', 'reports'] as const;
export const NAV_ITEMS = ['agencies', 'users', 'freelancers', ...WORK_ITEMS, 'agency-groups'] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

/** Both agency roles see the same menu. */
const AGENCY_MENU: readonly NavItem[] = ['freelancers', ...WORK_ITEMS];

/** Side navigation per role, in the order of docs/product.md §3. The CFO roles have an empty menu. */
export const SIDE_NAV: Record<Role, readonly NavItem[]> = {
  admin: ['agencies', 'users', ...WORK_ITEMS, 'agency-groups'],
  'finance-user': ['agencies', ...AGENCY_MENU],
  'finance-cfo': [],
  'finance-cfo-global': [],
  'managing-director': AGENCY_MENU,
  'agency-manager': AGENCY_MENU,
  freelancer: ['projects', 'bookings', 'time-recording', 'credit-notes'],
};

/** The menu of a user with several roles: the first role that has one decides. */
export function sideNavFor(roles: readonly Role[]): readonly NavItem[] {
  const role = ROLES.find((candidate) => roles.includes(candidate));
  return role ? SIDE_NAV[role] : [];
}
