import { describe, expect, it } from 'vitest';
import type { Role } from './enums.ts';
import { ROLES } from './enums.ts';
import type { Permission } from './roles.ts';
import { deriveRoleFlags, hasPermission, PERMISSIONS, ROLE_PERMISSIONS, rolesFromClaims } from './roles.ts';

/** DESIGN §6 "Permissions", written out by hand so that a change to the table has to change this too. */
const DESIGN_PERMISSIONS: Record<Role, readonly Permission[]> = {
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

describe('role → permission table (DESIGN §6)', () => {
  it.each(ROLES)('%s holds exactly the keys of DESIGN §6', (role) => {
    expect([...ROLE_PERMISSIONS[role]].sort()).toEqual([...DESIGN_PERMISSIONS[role]].sort());
  });

  it('knows the 22 permission keys of document 1 §6, each once', () => {
    expect(PERMISSIONS).toHaveLength(22);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('gives admin every key and nobody else invite-admin or delete-freelancer-profile', () => {
    for (const permission of PERMISSIONS) expect(hasPermission(['admin'], permission)).toBe(true);
    const others = ROLES.filter((role) => role !== 'admin');
    expect(hasPermission(others, 'invite-admin')).toBe(false);
    expect(hasPermission(others, 'delete-freelancer-profile')).toBe(false);
    expect(hasPermission(others, 'manage-agency-clusters')).toBe(false);
  });

  it('combines the keys of several roles', () => {
    expect(hasPermission(['agency-manager'], 'approve-booking')).toBe(false);
    expect(hasPermission(['agency-manager', 'managing-director'], 'approve-booking')).toBe(true);
    expect(hasPermission([], 'invite-freelancer')).toBe(false);
  });
});

describe('role claims and flags', () => {
  it('maps Keycloak’s default-roles-freelancer to freelancer and ignores unknown roles', () => {
    expect(rolesFromClaims(['default-roles-freelancer', 'offline_access'])).toEqual(['freelancer']);
    expect(rolesFromClaims(['managing-director', 'uma_authorization'])).toEqual(['managing-director']);
  });

  it('derives the flags of document 1 §6', () => {
    expect(deriveRoleFlags(['finance-cfo-global'])).toMatchObject({
      isLoggedIn: true,
      isFinance: true,
      isCfo: true,
      isGlobalCfo: true,
      isAgency: false,
    });
    expect(deriveRoleFlags(['agency-manager'])).toMatchObject({
      isAgency: true,
      isAccountManager: true,
      isManagingDirector: false,
    });
    expect(deriveRoleFlags([]).isLoggedIn).toBe(false);
  });
});
