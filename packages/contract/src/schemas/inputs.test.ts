import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freelancerListQuery } from '../endpoints/freelancers.ts';
import { ALL_MESSAGES } from '../messages.ts';
import { bookingCreateInput, bookingsListQuery } from './booking.ts';
import { flatRatePaymentUpdateInput, flatRateSplitInput, sumAmounts } from './flat-rate-payment.ts';
import { projectCreateInput, projectGetQuery } from './project.ts';
import { decodeReportLists, reportInput, reportsGetQuery } from './report.ts';
import { timeRecordSplitInput, timeRecordStatusUpdateInput } from './time-record.ts';
import { userListInput } from './user.ts';

const SRC = join(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );

describe('message keys in schemas', () => {
  it('exist for every validation. and catalogue. key the sources use', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'((?:validation|catalogue|rule)\.[A-Za-z]+)'/g)) {
        used.add(match[1]!);
      }
    }
    const missing = [...used].filter((key) => !(key in ALL_MESSAGES));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });
});

const booking = {
  project_id: 1,
  freelancer_id: 2,
  title: ' Launch campaign ',
  start_date: '2026-09-01',
  end_date: '2026-09-30',
  rate_type: 'HOURLY',
  rate_per_hour: 85,
  hours: 40,
  allocation_ids: [7],
};

describe('booking input', () => {
  it('accepts an hourly booking and trims the title', () => {
    const parsed = bookingCreateInput.parse(booking);
    expect(parsed.title).toBe('Launch campaign');
    expect(parsed.it_requirements).toEqual([]);
  });
  it('needs rate and hours for HOURLY and an amount for FLAT', () => {
    const hourly = bookingCreateInput.safeParse({ ...booking, hours: undefined });
    expect(hourly.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hours', 'validation.required'],
    ]);
    const flat = bookingCreateInput.safeParse({ ...booking, rate_type: 'FLAT' });
    expect(flat.error?.issues[0]?.path).toEqual(['flat_amount']);
    expect(bookingCreateInput.safeParse({ ...booking, rate_type: 'FLAT', flat_amount: 4999.99 }).success).toBe(true);
  });
  it('refuses an end before the start and a booking without allocation', () => {
    expect(bookingCreateInput.safeParse({ ...booking, end_date: '2026-08-31' }).error?.issues[0]?.message).toBe(
      'validation.endBeforeStart',
    );
    expect(bookingCreateInput.safeParse({ ...booking, allocation_ids: [] }).error?.issues[0]?.message).toBe(
      'catalogue.atLeastOneActiveAllocation',
    );
  });
  it('parses the list query with the default sort and name[] arrays', () => {
    const query = bookingsListQuery.parse({ status: ['PENDING', 'BOOKED'], freelancers: '4', tab: 'OPEN' });
    expect(query).toMatchObject({ page: 1, items: 25, sortBy: 'id', sort: 'desc', freelancers: [4], agencies: [] });
    expect(bookingsListQuery.safeParse({ items: '500' }).success).toBe(false);
  });
});

describe('time record and flat-rate inputs', () => {
  it('wants split hours to add up', () => {
    const split = {
      booking_id: 1,
      date: '2026-09-02',
      hours: 7.5,
      description: 'Design',
      allocations: [
        { allocation_id: 1, hours: 5 },
        { allocation_id: 2, hours: 2.5 },
      ],
    };
    expect(timeRecordSplitInput.safeParse(split).success).toBe(true);
    const wrong = timeRecordSplitInput.safeParse({ ...split, hours: 8 });
    expect(wrong.error?.issues[0]?.message).toBe('validation.allocationsSum');
  });
  it('allows only review statuses on update-time-record', () => {
    expect(
      timeRecordStatusUpdateInput.safeParse({ id: 1, status: 'FINANCE_REJECTED', comment: 'Wrong day' }).success,
    ).toBe(true);
    expect(timeRecordStatusUpdateInput.safeParse({ id: 1, status: 'PENDING' }).success).toBe(false);
  });
  it('records a flat-rate payment over allocations, summed in cents', () => {
    const payment = flatRateSplitInput.parse({
      booking_id: 3,
      payment_date: '2026-10-01',
      description: 'Milestone 1',
      allocations: [
        { allocation_id: 1, amount: 0.1 },
        { allocation_id: 2, amount: 0.2 },
      ],
    });
    expect(sumAmounts(payment.allocations)).toBe(0.3);
    expect(
      flatRateSplitInput.safeParse({ ...payment, allocations: [{ allocation_id: 1, amount: 10.001 }] }).success,
    ).toBe(false);
  });
  it('takes either a finance review or an agency correction on flatrate-payment PUT', () => {
    expect(flatRatePaymentUpdateInput.safeParse({ id: 1, status: 'FINANCE_APPROVED' }).success).toBe(true);
    expect(flatRatePaymentUpdateInput.safeParse({ id: 1, description: 'Corrected' }).success).toBe(true);
    expect(flatRatePaymentUpdateInput.safeParse({ id: 1 }).success).toBe(false);
    expect(flatRatePaymentUpdateInput.safeParse({ id: 1, status: 'FINANCE_APPROVED', description: 'x' }).success).toBe(
      false,
    );
  });
});

describe('projects and reports', () => {
  it('tells a detail read from a list read', () => {
    expect(projectGetQuery.parse({ id: '5' })).toEqual({ id: 5 });
    expect(projectGetQuery.parse({ my_projects: 'true' })).toMatchObject({ my_projects: true, page: 1, status: [] });
    expect(reportsGetQuery.parse({})).toMatchObject({ sortBy: 'created_at', sort: 'desc' });
  });
  it('needs an active allocation when a project has allocations', () => {
    const project = {
      name: 'Relaunch',
      client_id: 1,
      due_date: '2027-03-31',
      allocations: [{ number: 'KST-1', is_active: false }],
    };
    expect(projectCreateInput.safeParse(project).error?.issues[0]?.message).toBe(
      'catalogue.atLeastOneActiveAllocation',
    );
    expect(projectCreateInput.safeParse({ ...project, allocations: [] }).success).toBe(true);
  });
  it('reads JSON-encoded report lists from a form and decodes them on read', () => {
    const input = reportInput.parse({
      topic: 'BOOKING_DETAILS',
      title: 'Q3',
      agencies: '[1,2]',
      status: '["PENDING"]',
    });
    expect(input).toMatchObject({ agencies: [1, 2], bookers: [], status: ['PENDING'] });
    expect(reportInput.safeParse({ topic: 'BOOKING_DETAILS', title: 'Q3', agencies: 'nope' }).success).toBe(false);
    expect(
      decodeReportLists({
        agencies: '[{"id":1,"name":"Nordlicht"}]',
        bookers: null,
        freelancers: 'broken',
        projects: null,
        clients: null,
        status: '["DONE"]',
      }),
    ).toEqual({
      agencies: [{ id: 1, name: 'Nordlicht' }],
      bookers: [],
      freelancers: [],
      projects: [],
      clients: [],
      status: ['DONE'],
    });
  });
});

describe('list inputs', () => {
  it('parses the form-encoded user list with defaults', () => {
    const parsed = userListInput.parse({ page: '2', roles: 'admin', languages: ['de'], keyword: 'anna' });
    expect(parsed).toMatchObject({
      page: 2,
      items: 25,
      sortBy: 'firstName',
      sort: 'asc',
      roles: ['admin'],
      keyword: ['anna'],
    });
    expect(userListInput.safeParse({ start_date: '2026-02-01', end_date: '2026-01-01' }).success).toBe(false);
  });
  it('defaults the freelancer list to 36 available freelancers and a two-value rate range', () => {
    expect(freelancerListQuery.parse({})).toMatchObject({ items: 36, available: true, rate: [] });
    expect(freelancerListQuery.parse({ rate: ['400', '900'], available: 'false' })).toMatchObject({
      rate: [400, 900],
      available: false,
    });
    expect(freelancerListQuery.safeParse({ rate: '400' }).success).toBe(false);
  });
});
