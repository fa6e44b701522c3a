import { describe, expect, it } from 'vitest';
import type { Role } from './enums.ts';
import { ROLES } from './enums.ts';
import type { Permission } from './roles.ts';
import { deriveRoleFlags, hasPermission, PERMISSIONS, ROLE_PERMISSIONS, rolesFromClaims } from './roles.ts';

/** docs/product.md §2, stated as rules about the table rather than as a second copy of it. */
const ADMIN_ONLY: Permission[] = [
  'invite-admin',
  'invite-finance',
  'delete-freelancer-profile',
  'manage-agency-clusters',
];
const CFO_KEYS: Permission[] = [
  'authorize-flat-rate-payment',
  'manage-agency-budget',
  'close-financial-year',
  'freelancer-vendor-number-update',
  'update-freelancer-fee',
];
const sorted = (keys: readonly Permission[]) => [...keys].sort();
const keysOf = (role: Role) => sorted(ROLE_PERMISSIONS[role]);

describe('role → permission table (docs/product.md §14)', () => {
  it('gives both CFO roles the same five finance keys', () => {
    expect(keysOf('finance-cfo-global')).toEqual(sorted(CFO_KEYS));
    expect(keysOf('finance-cfo')).toEqual(sorted(CFO_KEYS));
  });

  it('gives the finance user and the account manager a part of their seniors’ keys', () => {
    expect(keysOf('finance-user')).toEqual(sorted(['authorize-flat-rate-payment', 'freelancer-vendor-number-update']));
    expect(keysOf('agency-manager')).toEqual(sorted(['invite-freelancer', 'manage-project', 'project-owner']));
    for (const key of ROLE_PERMISSIONS['agency-manager']) {
      expect(ROLE_PERMISSIONS['managing-director']).toContain(key);
    }
  });

  it('gives the freelancer only the own profile', () => {
    expect(keysOf('freelancer')).toEqual(['update-freelancer-profile']);
  });

  it('gives the managing director every key that is neither admin-only, finance’s nor the freelancer’s', () => {
    const elsewhere = new Set<Permission>([...ADMIN_ONLY, ...CFO_KEYS, 'update-freelancer-profile']);
    expect(keysOf('managing-director')).toEqual(sorted(PERMISSIONS.filter((key) => !elsewhere.has(key))));
    expect(ROLE_PERMISSIONS['managing-director']).toHaveLength(12);
  });

  it('knows the 22 permission keys of docs/product.md §2, each once', () => {
    expect(PERMISSIONS).toHaveLength(22);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('gives admin every key and nobody else invite-admin, invite-finance or delete-freelancer-profile', () => {
    expect(keysOf('admin')).toEqual(sorted(PERMISSIONS));
    for (const permission of PERMISSIONS) expect(hasPermission(['admin'], permission)).toBe(true);
    const others = ROLES.filter((role) => role !== 'admin');
    for (const permission of ADMIN_ONLY) expect(hasPermission(others, permission)).toBe(false);
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

  it('derives the flags of docs/product.md §2', () => {
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
