import type { Realm, Role } from './enums.ts';

/** Which realm each role signs in through. */
export const ROLE_REALM = {
  admin: 'admin',
  'finance-cfo-global': 'finance',
  'finance-cfo': 'finance',
  'finance-user': 'finance',
  'managing-director': 'agency',
  'agency-manager': 'agency',
  freelancer: 'freelancer',
} as const satisfies Record<Role, Realm>;

/** Keycloak names the freelancer realm's default role `default-roles-freelancer`; the product calls it freelancer. */
export const TOKEN_ROLE_NAMES = {
  admin: 'admin',
  'finance-cfo-global': 'finance-cfo-global',
  'finance-cfo': 'finance-cfo',
  'finance-user': 'finance-user',
  'managing-director': 'managing-director',
  'agency-manager': 'agency-manager',
  freelancer: 'default-roles-freelancer',
} as const satisfies Record<Role, string>;

/** The product roles found in a token's `realm_access.roles` (unknown Keycloak roles are ignored). */
export function rolesFromClaims(tokenRoles: readonly string[]): Role[] {
  return (Object.entries(TOKEN_ROLE_NAMES) as [Role, string][])
    .filter(([role, name]) => tokenRoles.includes(name) || tokenRoles.includes(role))
    .map(([role]) => role);
}

export const PERMISSIONS = [
  'invite-admin',
  'invite-finance',
  'invite-managing-director',
  'invite-account-manager',
  'invite-freelancer',
  'update-freelancer-profile',
  'update-agency-profile',
  'manage-project',
  'project-owner',
  'approve-booking',
  'authorize-flat-rate-payment',
  'agency-manage',
  'manage-agency-budget',
  'agency-user-vacation-replacement',
  'update-budget-notification-list',
  'update-agency-user-role',
  'deactivate-agency-user',
  'update-freelancer-fee',
  'close-financial-year',
  'freelancer-vendor-number-update',
  'delete-freelancer-profile',
  'manage-agency-clusters',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The role → permission table of docs/product.md §14. Admin holds every key. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  'finance-cfo-global': [
    'authorize-flat-rate-payment',
    'manage-agency-budget',
    'close-financial-year',
    'freelancer-vendor-number-update',
    'update-freelancer-fee',
  ],
  'finance-cfo': [
    'authorize-flat-rate-payment',
    'manage-agency-budget',
    'close-financial-year',
    'freelancer-vendor-number-update',
    'update-freelancer-fee',
  ],
  'finance-user': ['authorize-flat-rate-payment', 'freelancer-vendor-number-update'],
  'managing-director': [
    'invite-managing-director',
    'invite-account-manager',
    'invite-freelancer',
    'update-agency-profile',
    'manage-project',
    'project-owner',
    'approve-booking',
    'agency-manage',
    'agency-user-vacation-replacement',
    'update-budget-notification-list',
    'update-agency-user-role',
    'deactivate-agency-user',
  ],
  'agency-manager': ['invite-freelancer', 'manage-project', 'project-owner'],
  freelancer: ['update-freelancer-profile'],
};

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

export const FINANCE_ROLES = ['finance-cfo-global', 'finance-cfo', 'finance-user'] as const satisfies readonly Role[];
export const AGENCY_ROLES = ['managing-director', 'agency-manager'] as const satisfies readonly Role[];
export const CFO_ROLES = ['finance-cfo-global', 'finance-cfo'] as const satisfies readonly Role[];

/** Derived flags of docs/product.md §2. */
export type RoleFlags = {
  isLoggedIn: boolean;
  isFreelancer: boolean;
  isAgency: boolean;
  isManagingDirector: boolean;
  isAccountManager: boolean;
  isAdmin: boolean;
  isFinance: boolean;
  isCfo: boolean;
  isGlobalCfo: boolean;
};

export function deriveRoleFlags(roles: readonly Role[]): RoleFlags {
  const has = (role: Role) => roles.includes(role);
  return {
    isLoggedIn: roles.length > 0,
    isFreelancer: has('freelancer'),
    isAgency: has('managing-director') || has('agency-manager'),
    isManagingDirector: has('managing-director'),
    isAccountManager: has('agency-manager'),
    isAdmin: has('admin'),
    isFinance: FINANCE_ROLES.some(has),
    isCfo: CFO_ROLES.some(has),
    isGlobalCfo: has('finance-cfo-global'),
  };
}

/**
 * Who sees which dashboard widget (decision 014; docs/product.md §3 leaves the pending time records' roles open).
 * The web app fetches a widget's code only for the roles that see it.
 */
export const DASHBOARD_WIDGET_ROLES = {
  pendingApprovals: ['admin', 'managing-director', 'agency-manager'],
  bookingsChart: ['admin', 'finance-user', 'managing-director', 'agency-manager', 'freelancer'],
  pendingTimeRecords: ['managing-director', 'agency-manager', 'finance-user', 'finance-cfo', 'finance-cfo-global'],
  incomeCharts: ['freelancer'],
  /** The finance dashboard, the charts summed over the caller's scope and top consumptions with the agency tab. */
  financeBudget: ['admin', 'finance-cfo-global', 'finance-cfo', 'finance-user'],
  /** The agency's budget widget, charts and top consumptions. */
  agencyBudget: ['managing-director', 'agency-manager'],
} as const satisfies Record<string, readonly Role[]>;
export type DashboardWidget = keyof typeof DASHBOARD_WIDGET_ROLES;

export function seesWidget(roles: readonly Role[], widget: DashboardWidget): boolean {
  const seers: readonly Role[] = DASHBOARD_WIDGET_ROLES[widget];
  return roles.some((role) => seers.includes(role));
}
