import { describe, expect, it } from 'vitest';
import type { Role } from './enums.ts';
import { ROLES } from './enums.ts';
import type { NavItem } from './routes.ts';
import { allowedRolesFor, canVisit, isRememberedPath, NAV_ITEMS, ROUTE_ROLES, SIDE_NAV, sideNavFor } from './routes.ts';

const FINANCE: Role[] = ['finance-cfo-global', 'finance-cfo', 'finance-user'];
const AGENCY: Role[] = ['managing-director', 'agency-manager'];

describe('side navigation per role (docs/product.md §3)', () => {
  it('matches the spec item by item and in order', () => {
    expect(NAV_ITEMS.join(' ')).toBe(
      'agencies users freelancers projects bookings time-recording flat-rate-payments credit-notes reports agency-groups',
    );
    const without = (...hidden: NavItem[]) => NAV_ITEMS.filter((item) => !hidden.includes(item));
    expect(SIDE_NAV.admin).toEqual(without('freelancers'));
    expect(SIDE_NAV['finance-user']).toEqual(without('users', 'agency-groups'));
    expect(SIDE_NAV['managing-director']).toEqual(without('agencies', 'users', 'agency-groups'));
    expect(SIDE_NAV['agency-manager']).toEqual(SIDE_NAV['managing-director']);
    expect(SIDE_NAV.freelancer).toEqual(['projects', 'bookings', 'time-recording', 'credit-notes']);
    expect(SIDE_NAV['finance-cfo']).toEqual([]);
    expect(SIDE_NAV['finance-cfo-global']).toEqual([]);
  });

  it('uses the first role with a menu entry order for users with several roles', () => {
    expect(sideNavFor(['freelancer'])).toEqual(SIDE_NAV.freelancer);
    expect(sideNavFor(['agency-manager', 'admin'])).toEqual(SIDE_NAV.admin);
    expect(sideNavFor([])).toEqual([]);
  });
});

describe('route access (docs/product.md §3.2)', () => {
  /** The spec's table, grouped by who may open the page. */
  const SPEC_GROUPS: [readonly Role[], string[]][] = [
    [['admin'], ['/agencies/:id/edit', '/users', '/users/:id', '/agency-groups']],
    [['admin', ...FINANCE], ['/agencies']],
    [
      ['admin', ...FINANCE, ...AGENCY],
      ['/freelancers/:id', '/flat-rate-payments', '/reports'],
    ],
    [[...AGENCY, ...FINANCE], ['/freelancers']],
    [AGENCY, ['/choose-agency']],
    [[...AGENCY, 'freelancer'], ['/profile']],
    [['managing-director'], ['/onboarding/welcome', '/onboarding', '/edit-agency-profile']],
    [['freelancer'], ['/create-profile/welcome', '/create-profile', '/edit-profile', '/credit-memo-procedure']],
  ];
  const SPEC_TABLE: Record<string, readonly Role[]> = Object.fromEntries(
    SPEC_GROUPS.flatMap(([roles, routes]) => routes.map((route) => [route, roles])),
  );

  it.each(Object.entries(SPEC_TABLE))('%s is open to exactly the roles of the spec', (route, roles) => {
    expect([...allowedRolesFor(route)].sort()).toEqual([...roles].sort());
    for (const role of ROLES) expect(canVisit(route, [role])).toBe(roles.includes(role));
  });

  it('restricts nothing beyond the spec except the agency detail, whose API is staff-only', () => {
    const extra = Object.keys(ROUTE_ROLES).filter((route) => !(route in SPEC_TABLE));
    expect(extra).toEqual(['/agencies/:id']);
    expect([...allowedRolesFor('/agencies/:id')].sort()).toEqual(['admin', ...FINANCE].sort());
  });

  it.each(['/dashboard', '/projects', '/projects/:id', '/bookings', '/time-recording', '/credit-notes', '/settings'])(
    '%s is open to any signed-in role',
    (route) => {
      for (const role of ROLES) expect(canVisit(route, [role])).toBe(true);
    },
  );

  it('keeps the remembered target only for the listed sections', () => {
    expect(isRememberedPath('/projects/12')).toBe(true);
    expect(isRememberedPath('/settings')).toBe(true);
    expect(isRememberedPath('/reports')).toBe(false);
    expect(isRememberedPath('/projectsx')).toBe(false);
  });
});
