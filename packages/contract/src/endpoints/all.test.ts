import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { fillPath, fullPath } from '../endpoint.ts';
import { ALL_MESSAGES, CATALOGUE_MESSAGES } from '../messages.ts';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../roles.ts';
import * as activity from './activity.ts';
import * as agencies from './agencies.ts';
import { ALL_ENDPOINTS } from './all.ts';
import * as bookings from './bookings.ts';
import * as budget from './budget.ts';
import * as creditNotes from './credit-notes.ts';
import * as flatRatePayments from './flat-rate-payments.ts';
import * as freelancers from './freelancers.ts';
import * as inmail from './inmail.ts';
import * as projects from './projects.ts';
import * as reports from './reports.ts';
import * as shell from './shell.ts';
import * as timeRecords from './time-records.ts';
import * as users from './users.ts';

const MODULES = {
  activity,
  agencies,
  bookings,
  budget,
  creditNotes,
  flatRatePayments,
  freelancers,
  inmail,
  projects,
  reports,
  shell,
  timeRecords,
  users,
};
const endpoints: readonly Endpoint[] = ALL_ENDPOINTS;
const label = (endpoint: Endpoint) => `${endpoint.method} ${fullPath(endpoint)}`;

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'base' in value &&
    'path' in value &&
    !('viewOf' in value)
  );
}

/** Every call of docs/product.md §10.4–10.7 as "METHOD base/path". */
const SPEC_CALLS = `
POST freelancer/forgot-password|POST freelancer/create-password|GET freelancer/profile|PUT freelancer/profile
PUT freelancer/settings|GET freelancer/list|GET freelancer/user|POST freelancer/bookmark/add|POST freelancer/bookmark/remove
PUT freelancer/vendor-number/update|DELETE freelancer/delete-user|DELETE freelancer/delete-account|POST freelancer/absence
DELETE freelancer/absence|GET freelancer/title|POST freelancer/title|GET freelancer/skill|POST freelancer/skill
GET freelancer/spoken-languages|POST freelancer/spoken-language|GET freelancer/projects|POST freelancer/project
GET freelancer/income/chart/yearly/:year|GET freelancer/income/chart/monthly/:month/year/:year|GET freelancer/vat
GET freelancer/time-record|POST freelancer/time-record|PUT freelancer/time-record|DELETE freelancer/time-record
POST freelancer/time-record/split|GET freelancer/time-review-list|GET freelancer/credit-note
GET agency/specialities|GET agency/clients|POST agency/clients|POST agency/azure/search|PUT agency/profile
PUT agency/admin/agency/onboard|GET agency/profile|GET agency/admin/profile|GET agency/finance/profile|PUT agency/settings
PUT agency/settings/admin|PUT agency/settings/finance|POST agency/users/invite|POST agency/users/replace|DELETE agency/users/replace
POST agency/freelancer-fee|POST agency/financial-year/close|GET agency/consumption/yearly/:year
GET agency/consumption/monthly/:month/year/:year|GET agency/agency/budget|GET agency/budget/:type|POST agency/role/switch
GET agency/user/agency/list|GET agency/user/agency/members|GET agency/freelancer/email/:email/exists|POST agency/cfo-agency-group
POST agency/create-agency|PUT agency/agency/update|GET agency/admin/agency-list|GET agency/agency-details/:id
PATCH agency/admin/deactivate-agency/:id|PUT agency/booking/freeze|POST agency/increase/budget|POST agency/notification/members/add
DELETE agency/notification/members/remove/:id|GET agency/user|GET agency/cluster|POST agency/cluster|PUT agency/cluster|DELETE agency/cluster
POST agency/admin/user-list|GET agency/admin/user-list-download|GET agency/reports|POST agency/reports|PUT agency/reports
DELETE agency/reports|GET agency/reports/download|GET agency/finance/dashboard|GET agency/finance/dashboard/download
GET agency/project|GET agency/project/maconomy|POST agency/project|PUT agency/project|POST agency/project/bookmark/add
POST agency/project/bookmark/remove|POST agency/project/status/update|POST agency/booking|PUT agency/booking|PUT agency/booking/extend
GET agency/booking|PATCH agency/booking/approve|PATCH agency/booking/accept|PATCH agency/booking/decline|PATCH agency/booking/cancel
PATCH agency/booking/close|GET agency/bookings|POST agency/booking/flatrate/split|PUT agency/flatrate-payment
DELETE agency/flatrate-payment|GET agency/booking/flatrate/list|GET agency/flatrate-review-list|POST agency/update-time-record
POST agency/credit-note/cancel
GET inmail/conversation/user_list|POST inmail/conversation/messages|POST inmail/send/message|GET inmail/users/search
GET activity/activitylog|GET activity/notifications|DELETE activity/notification/:id|DELETE activity/notifications
PATCH activity/notifications/read/:id`
  .split(/[|\n]/)
  .map((call) => call.trim())
  .filter(Boolean);

describe('ALL_ENDPOINTS', () => {
  it('holds every call of docs/product.md §10.4–10.7 and nothing else', () => {
    const defined = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.base}/${endpoint.path}`);
    expect([...defined].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('has a unique method + path per endpoint', () => {
    const keys = endpoints.map(label);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('includes every endpoint the endpoint files export, each once', () => {
    const exported = Object.values(MODULES).flatMap((module) => Object.values(module).filter(isEndpoint));
    expect(new Set(endpoints).size).toBe(endpoints.length);
    for (const endpoint of exported) expect(endpoints, label(endpoint)).toContain(endpoint);
    expect(exported).toHaveLength(endpoints.length);
  });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))('%s is well described', (_, endpoint) => {
    expect(endpoint.summary.trim().length).toBeGreaterThan(10);
    expect(endpoint.path).not.toMatch(/^\/|\/$/);
    if (endpoint.roles !== 'public') {
      expect(endpoint.roles.length).toBeGreaterThan(0);
      expect(new Set(endpoint.roles).size).toBe(endpoint.roles.length);
    }
    if (endpoint.permission) {
      expect(PERMISSIONS).toContain(endpoint.permission);
      expect(endpoint.roles).not.toBe('public');
      // every allowed role must be able to hold the key, or the route would refuse it always
      for (const role of endpoint.roles as readonly string[]) {
        expect(
          ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS],
          `${role} lacks ${endpoint.permission}`,
        ).toContain(endpoint.permission);
      }
    }
    expect(endpoint.errorKey, 'errorKey').toBeDefined();
    expect(Object.keys(CATALOGUE_MESSAGES)).toContain(endpoint.errorKey);
    if (endpoint.isDownload) expect(endpoint.output).toBeUndefined();
    else expect(endpoint.output, 'output').toBeDefined();
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect(endpoint.body).toBeUndefined();
  });

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s declares exactly its path parameters',
    (_, endpoint) => {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]).sort();
      const declared = endpoint.params ? Object.keys((endpoint.params as z.ZodObject).shape).sort() : [];
      expect(declared).toEqual(inPath);
    },
  );

  it.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s converts to JSON schema for the API docs',
    (_, endpoint) => {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      if (endpoint.output) expect(() => z.toJSONSchema(endpoint.output as z.ZodType, { io: 'output' })).not.toThrow();
    },
  );

  it('marks the form-encoded, multipart and download calls', () => {
    const byEncoding = (encoding: string) =>
      endpoints
        .filter((endpoint) => endpoint.encoding === encoding)
        .map(label)
        .sort();
    expect(byEncoding('form')).toEqual([
      'POST /api/agency/admin/user-list',
      'POST /api/agency/reports',
      'PUT /api/agency/reports',
    ]);
    expect(byEncoding('multipart')).toEqual(['PUT /api/agency/agency/update']);
    expect(
      endpoints
        .filter((endpoint) => endpoint.isDownload)
        .map(label)
        .sort(),
    ).toEqual([
      'GET /api/agency/admin/user-list-download',
      'GET /api/agency/finance/dashboard/download',
      'GET /api/agency/reports/download',
    ]);
  });

  it('fills path parameters', () => {
    expect(fillPath(agencies.agencyDetailGet, { id: 3 })).toBe('/api/agency/agency-details/3');
    expect(fillPath(budget.consumptionChartMonthlyGet, { month: 9, year: 2026 })).toBe(
      '/api/agency/consumption/monthly/9/year/2026',
    );
    expect(fillPath(users.freelancerEmailExists, { email: 'a+b@x.de' })).toBe(
      '/api/agency/freelancer/email/a%2Bb%40x.de/exists',
    );
  });

  it('refers only to known message keys', () => {
    for (const endpoint of endpoints) expect(ALL_MESSAGES).toHaveProperty([endpoint.errorKey as string]);
  });
});

describe('roles per call (docs/product.md §14, docs/product.md §3/§2)', () => {
  const rolesOf = (endpoint: Endpoint) => [...(endpoint.roles as readonly string[])].sort();

  it('lets managing directors, account managers, finance and admin list freelancers', () => {
    expect(rolesOf(freelancers.freelancerList)).toEqual(
      ['admin', 'agency-manager', 'finance-cfo', 'finance-cfo-global', 'finance-user', 'managing-director'].sort(),
    );
  });

  it('lets only freelancers record time and accept bookings', () => {
    for (const endpoint of [timeRecords.timeRecordCreate, timeRecords.timeRecordSplit, bookings.bookingAccept]) {
      expect(rolesOf(endpoint)).toEqual(['freelancer']);
    }
  });

  it('lets agency and finance roles review time records, never freelancers', () => {
    expect(rolesOf(timeRecords.timeRecordStatusUpdate)).not.toContain('freelancer');
    expect(timeRecords.TIME_RECORD_REVIEW_ROLES.APPROVED).toContain('agency-manager');
    expect(timeRecords.TIME_RECORD_REVIEW_ROLES.FINANCE_APPROVED).toContain('finance-user');
    expect(timeRecords.TIME_RECORD_REVIEW_ROLES.FINANCE_REJECTED).not.toContain('managing-director');
  });

  it('keeps user and agency-group administration for admins', () => {
    for (const endpoint of [
      users.usersList,
      users.usersDownload,
      users.userDetailGet,
      agencies.clustersList,
      agencies.clusterCreate,
    ]) {
      expect(rolesOf(endpoint)).toEqual(['admin']);
    }
  });

  it('lets account managers reach booking approval only for the per-booking stand-in check', () => {
    expect(rolesOf(bookings.bookingApprove)).toEqual(['admin', 'agency-manager', 'managing-director']);
    expect('permission' in bookings.bookingApprove).toBe(false);
    expect(rolesOf(bookings.bookingDecline)).toEqual(['admin', 'agency-manager', 'freelancer', 'managing-director']);
  });

  it('opens only the password calls to the public', () => {
    expect(
      endpoints
        .filter((endpoint) => endpoint.roles === 'public')
        .map(label)
        .sort(),
    ).toEqual(['POST /api/freelancer/create-password', 'POST /api/freelancer/forgot-password']);
  });
});
