import type { Realm } from '@fm/contract/enums';
import { BASE_URL, type DemoAccount, requestTokens } from './browser.ts';

/** Arranging a journey's own data through the API, as the demo accounts (so no seeded data is changed). */

export const ADMIN: DemoAccount = { email: 'admin@demo.test', realm: 'admin', role: 'admin' };
/** A managing director of two agencies: chooses one after signing in. */
export const MD: DemoAccount = { email: 'md@demo.test', realm: 'agency', role: 'managing-director' };
export const AM: DemoAccount = { email: 'am@demo.test', realm: 'agency', role: 'agency-manager' };
export const MD2: DemoAccount = { email: 'md2@demo.test', realm: 'agency', role: 'managing-director' };
export const FINANCE: DemoAccount = { email: 'finance@demo.test', realm: 'finance', role: 'finance-user' };
export const FREELANCER: DemoAccount = { email: 'freelancer@demo.test', realm: 'freelancer', role: 'freelancer' };
export const CFO: DemoAccount = { email: 'cfo@demo.test', realm: 'finance', role: 'finance-cfo' };
const PASSWORD = 'demo1234!';
/** A project of the seed that journeys book on. */
export const SEEDED_PROJECT = 'Kampagne Winterzauber';

/** A name no other journey (or earlier run on the same server) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function tokenOf(account: DemoAccount): Promise<string> {
  const response = await requestTokens(account, PASSWORD);
  if (!response.ok) throw new Error(`sign-in of ${account.email} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

type Call = { method?: string; query?: Record<string, string | string[] | number>; body?: unknown };
export async function api<T>(
  account: DemoAccount,
  path: string,
  { method = 'GET', query = {}, body }: Call = {},
): Promise<T> {
  const url = new URL(`${BASE_URL()}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${name}[]`, item);
    else url.searchParams.set(name, String(value));
  }
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${await tokenOf(account)}`,
      'X-Realm': account.realm as Realm,
      'Accept-Language': 'en',
      'X-Country-Code': 'DE',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

export type BookingSpec = { title: string; rate: { HOURLY: { hours: number; perHour: number } } | { FLAT: number } };

/** The account manager asks to book Lena Fischer on the seeded project, naming the approver if one is given. */
export async function requestLena({
  title,
  rate,
  approverId,
}: BookingSpec & { approverId?: number }): Promise<{ id: number; code: string; status: string }> {
  const projects = await api<{ data: { id: number; name: string }[] }>(AM, '/api/agency/project', {
    query: { keyword: [SEEDED_PROJECT], items: 5 },
  });
  const projectId = projects.data.find((project) => project.name === SEEDED_PROJECT)?.id;
  if (!projectId) throw new Error(`${SEEDED_PROJECT} not found`);
  const project = await api<{ allocations: { id: number; is_active: boolean }[] }>(AM, '/api/agency/project', {
    query: { id: projectId },
  });
  const freelancers = await api<{ data: { id: number; first_name: string; last_name: string }[] }>(
    AM,
    '/api/freelancer/list',
    { query: { keyword: ['Lena'], available: 'false', items: 10 } },
  );
  const lena = freelancers.data.find((freelancer) => freelancer.last_name === 'Fischer');
  if (!lena) throw new Error('Lena Fischer not found');
  const pricing =
    'HOURLY' in rate
      ? { rate_type: 'HOURLY', rate_per_hour: rate.HOURLY.perHour, hours: rate.HOURLY.hours }
      : { rate_type: 'FLAT', flat_amount: rate.FLAT };
  const booking = await api<{ id: number; booking_code: string; status: string }>(AM, '/api/agency/booking', {
    method: 'POST',
    body: {
      title,
      project_id: projectId,
      freelancer_id: lena.id,
      approver_id: approverId,
      start_date: '2026-11-02',
      end_date: '2026-12-18',
      allocation_ids: [project.allocations.find((allocation) => allocation.is_active)?.id],
      ...pricing,
    },
  });
  return { id: booking.id, code: booking.booking_code, status: booking.status };
}

/** The account manager books Lena Fischer on the seeded project, the approver approves, she accepts: BOOKED. */
export async function bookLena(spec: BookingSpec): Promise<{ id: number; code: string }> {
  const booking = await requestLena(spec);
  if (booking.status === 'PENDING')
    await api(MD2, '/api/agency/booking/approve', { method: 'PATCH', body: { booking_id: booking.id } });
  await api(FREELANCER, '/api/agency/booking/accept', { method: 'PATCH', body: { booking_id: booking.id } });
  return { id: booking.id, code: booking.code };
}
