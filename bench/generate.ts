/**
 * Fills a fresh PostgreSQL database at a scale factor through the product's own migrations and demo seed, then
 * adds the bulk in set-based SQL (generate_series / INSERT … SELECT), not row by row. 1x = 200 agencies,
 * 5 000 freelancers, 5 000 projects, 100 000 bookings, 500 000 time records, 50 000 flat-rate payments and a
 * credit note for each finance-approved record and payment (about 200 000), an activity-log entry for each booking
 * and time record (600 000), and the notifications of the records that reached finance: a to-do for each active
 * finance user and an info for the record's freelancer (about 1.4 M). The demo people (am@, freelancer@,
 * finance@demo.test) get an ordinary share: the demo agency is one of the agencies and the demo freelancer one of the freelancers.
 * The bookings' costs per month (cost_months, decision 044) are kept by the database's own triggers as the bulk goes in.
 *
 * With `--shape uneven` the same amounts are spread as a real group's would be, not evenly by row number (see
 * Shape): the lists then meet data whose matches no order or row number lines up.
 *
 * Run alone: `npx tsx bench/generate.ts --scale 0.1 [--shape uneven] [--url postgres://…/dbname]` (creates or
 * replaces the database).
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo-seed.ts';

export type Sizes = {
  agencies: number;
  freelancers: number;
  bookings: number;
  timeRecords: number;
  flatRatePayments: number;
};

export function sizesAt(scale: number): Sizes {
  return {
    agencies: Math.max(10, Math.round(200 * scale)),
    freelancers: Math.max(100, Math.round(5_000 * scale)),
    bookings: Math.max(1_000, Math.round(100_000 * scale)),
    timeRecords: Math.max(5_000, Math.round(500_000 * scale)),
    flatRatePayments: Math.max(500, Math.round(50_000 * scale)),
  };
}

/**
 * How the bulk is spread. `even`: by row number (the n-th booking to the n-th agency in turn, a freelancer's name
 * and rate from their id, each record's text numbered in the order of its creation), so that every agency and
 * freelancer gets an ordinary share; its regularities line some matches up with the lists' orders (a keyword's
 * matches trailing an order, a first name that shares its rates). `uneven`: hashed, with no such alignment, and
 * skewed: an agency's share of the bookings falls with its rank (the first of n agencies, the demo agency, holds
 * 1/√n of them: 7 % at 1x, 2.2 % at 10x; the median one about 70 % of the average share, the last half of it),
 * bookings start near when they were made, records
 * fall on random bookings with texts of two words from a vocabulary and a number, and names, rates and experience
 * are hashed from the freelancer's id independently.
 */
export type Shape = 'even' | 'uneven';

/** The shape a `--shape` argument names: `uneven`, or else the even one. */
export const shapeOf = (argument: string | undefined): Shape => (argument === 'uneven' ? 'uneven' : 'even');

/** The generated database's name: fm_bench_<scale>x, with `_uneven` after it for that shape. */
export const benchDatabaseName = (scale: number, shape: Shape = 'even') =>
  `fm_bench_${String(scale).replace('.', '_')}x${shape === 'even' ? '' : `_${shape}`}`;

/** A pseudo-random integer in [0, n) from an SQL integer expression (PostgreSQL's hashint4), salted. */
const hashed = (expression: string, n: number | string, salt: number) =>
  `(abs(hashint4(((${expression}) * ${salt} + ${salt})::int)) % ${n})`;

/** Words of a time record's text in the uneven shape. */
const WORDS = `'{Konzept,Layout,Abstimmung,Korrektur,Recherche,Schnitt,Entwurf,Kampagne,Präsentation,Fotografie,Text,Lektorat,Storyboard,Animation,Reinzeichnung,Meeting,Briefing,Übersetzung,Grafik,Illustration,Website,Social,Newsletter,Druckvorlage}'`;

/** Drops and creates the database of `url` on its server. */
export async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

const FIRST_NAMES = `'{Anna,Jörg,Lena,Jürgen,Sophie,Maximilian,Özlem,Lukas,Marie,Björn,Hannah,Felix,Käthe,Paul,Emma,Günther,Mia,Jonas,Lea,Sören}'`;
const LAST_NAMES = `'{Müller,Schmidt,Schneider,Fischer,Weber,Meyer,Wagner,Becker,Schulz,Hoffmann,Schäfer,Koch,Bauer,Richter,Klein,Wolf,Schröder,Neumann,Schwarz,Zimmermann,Böhm,Krüger}'`;

/** The bulk inserts, in order; each a statement of its own. */
export function bulkStatements(sizes: Sizes, shape: Shape = 'even'): string[] {
  const uneven = shape === 'uneven';
  const bookingStart = uneven
    ? `date '2024-01-01' + (g::bigint * 1400 / ${sizes.bookings})::int + ${hashed('g', 90, 3)}`
    : `date '2024-01-01' + (g % 1400)`;
  const workDate = `b.start_date + (g % (b.end_date - b.start_date + 1))`;
  return [
    `insert into agencies (name, is_active, is_profile_complete)
       select 'Bench Agency ' || g, true, true
       from generate_series(1, greatest(0, ${sizes.agencies} - (select count(*) from agencies))) g`,
    // One agency manager per agency without members (books for it).
    `insert into users (email, realm, role, first_name, last_name)
       select 'bench.am.' || a.id || '@bench.test', 'agency', 'agency-manager', 'Bench', 'Manager ' || a.id
       from agencies a where not exists (select 1 from agency_users au where au.agency_id = a.id)`,
    `insert into agency_users (agency_id, user_id)
       select a.id, u.id from agencies a join users u on u.email = 'bench.am.' || a.id || '@bench.test'`,
    `insert into clients (agency_id, name)
       select a.id, 'Bench Client ' || c from agencies a, generate_series(1, 5) c
       on conflict do nothing`,
    `insert into projects (agency_id, client_id, name, status, start_date, due_date)
       select a.id, (select min(id) from clients cl where cl.agency_id = a.id) , 'Bench Project ' || a.id || '-' || p,
         'ONGOING', date '2024-01-01', date '2028-12-31'
       from agencies a, generate_series(1, 10) p`,
    `insert into users (email, realm, role, first_name, last_name)
       select 'bench.fl.' || g || '@bench.test', 'freelancer', 'freelancer',
         ${
           uneven
             ? `(${FIRST_NAMES}::text[])[1 + ${hashed('g', 20, 5)}], (${LAST_NAMES}::text[])[1 + ${hashed('g', 22, 7)}]`
             : `(${FIRST_NAMES}::text[])[1 + g % 20], (${LAST_NAMES}::text[])[1 + (g / 20) % 22]`
         } || ' ' || g
       from generate_series(1, greatest(0, ${sizes.freelancers} - (select count(*) from freelancers))) g`,
    `insert into freelancers (id, is_profile_complete, day_rate_cents, hourly_rate_cents, experience_start_year)
       select u.id, true, ${
         uneven
           ? `40000 + ${hashed('u.id', 80, 11)} * 1000, 5000 + ${hashed('u.id', 80, 11)} * 125, 1990 + ${hashed('u.id', 30, 13)}`
           : '40000 + (u.id % 80) * 1000, 5000 + (u.id % 80) * 125, 1990 + u.id % 30'
       }
       from users u where u.email like 'bench.fl.%@bench.test'`,
    `insert into freelancer_skills (freelancer_id, skill_id)
       select f.id, s.id from freelancers f
       join lateral (select id from skills order by (id * 7919 + f.id) % 101 limit 3) s on true
       where not exists (select 1 from freelancer_skills x where x.freelancer_id = f.id)
       on conflict do nothing`,
    `insert into freelancer_absences (freelancer_id, date)
       select f.id, current_date + ((f.id * 13 + d * 37) % 365)
       from freelancers f, generate_series(1, 8) d
       on conflict do nothing`,
    // Bookings spread evenly over agencies (each through one of its projects and its booker) and freelancers; the
    // status hashed from the row number, so that no agency or freelancer gets one status only.
    `with ag as (select id, row_number() over (order by id) - 1 as n from agencies),
          agc as (select count(*) as c from ag),
          fl as (select id, row_number() over (order by id) - 1 as n from freelancers),
          flc as (select count(*) as c from fl),
          pr as (select id, agency_id, row_number() over (partition by agency_id order by id) - 1 as n from projects),
          bk as (select distinct on (agency_id) agency_id, user_id from agency_users order by agency_id, user_id)
     insert into bookings (agency_id, project_id, freelancer_id, created_by, title, booking_code, start_date, end_date,
       rate_type, status, day_rate_cents, rate_per_hour_cents, booked_minutes, minutes_left, total_cost_cents,
       approved_at, created_at)
     select ag.id, pr.id, fl.id, bk.user_id, 'Bench booking ' || g, 'BENCH-' || g,
       ${bookingStart}, ${bookingStart} + (g % 60),
       'HOURLY', (array['PENDING','APPROVED','BOOKED','BOOKED','FINISHED','FINISHED','CANCELLED','APPROVER_DECLINED'])[1 + abs(hashint4(g)) % 8],
       60000, 8000, 9600, 9600, 8000 * 9600 / 60,
       case when abs(hashint4(g)) % 8 = 0 then null else now() end,
       timestamptz '2024-01-01' + g * interval '17 minutes'
     from generate_series(1, ${sizes.bookings}) g
     cross join agc cross join flc
     join ag on ag.n = ${uneven ? `floor(agc.c * power(${hashed('g', 1_000_000, 17)} / 1e6, 2))::bigint` : 'g % agc.c'}
     join fl on fl.n = ${uneven ? hashed('g', 'flc.c', 19) : '(g * 7) % flc.c'}
     join pr on pr.agency_id = ag.id and pr.n = g % 10
     join bk on bk.agency_id = ag.id`,
    // Time records on the booked and finished bookings, several per booking, the statuses spread over the tabs.
    `with b as (select id, agency_id, freelancer_id, start_date, end_date, row_number() over (order by id) - 1 as n
                from bookings where status in ('BOOKED','FINISHED') and booking_code like 'BENCH-%'),
          bc as (select count(*) as c from b)
     insert into time_records (booking_id, freelancer_id, agency_id, work_date, minutes, description, status,
       submitted_date, created_at)
     select b.id, b.freelancer_id, b.agency_id, ${workDate}, 60 + (g % 8) * 60,
       ${
         uneven
           ? `'Bench work ' || (${WORDS}::text[])[1 + ${hashed('g', 24, 23)}] || ' ' || (${WORDS}::text[])[1 + ${hashed('g', 24, 29)}] || ' ' || ${hashed('g', 10_000, 31)}`
           : `'Bench work ' || g`
       },
       (array['PENDING','APPROVED','APPROVED','FINANCE_APPROVED','FINANCE_APPROVED','FINANCE_APPROVED','DECLINED','FINANCE_REJECTED'])[1 + abs(hashint4(g)) % 8],
       ${workDate},
       ${
         uneven
           ? `(${workDate})::timestamptz + ${hashed('g', 200, 37)} * interval '1 hour'`
           : `timestamptz '2024-01-01' + g * interval '3 minutes'`
       }
     from generate_series(1, ${sizes.timeRecords}) g cross join bc
     join b on b.n = ${uneven ? hashed('g', 'bc.c', 41) : 'g % bc.c'}`,
    // More projects per agency, spread over the statuses and due dates (the bookings above use the first ten).
    `insert into projects (agency_id, client_id, name, status, start_date, due_date)
       select a.id, (select max(id) from clients cl where cl.agency_id = a.id), 'Bench Campaign ' || a.id || '-' || p,
         (array['ONGOING','ONGOING','PAUSED','DONE'])[1 + p % 4], date '2024-01-01' + p * 20, date '2024-06-01' + p * 40
       from agencies a, generate_series(1, 15) p`,
    // Flat-rate payments on every fifth booked or finished booking, the statuses spread over the tabs.
    `with b as (select id, agency_id, freelancer_id, created_by, start_date, row_number() over (order by id) - 1 as n
                from bookings where status in ('BOOKED','FINISHED') and booking_code like 'BENCH-%'),
          bc as (select count(*) as c from b)
     insert into flat_rate_payments (booking_id, agency_id, freelancer_id, created_by, amount_cents, payment_date,
       description, status, submitted_date, created_at)
     select b.id, b.agency_id, b.freelancer_id, b.created_by, 10000 + (g % 50) * 1000, b.start_date + g % 30,
       'Bench flat rate ' || g,
       (array['FINANCE_PENDING','FINANCE_APPROVED','FINANCE_APPROVED','FINANCE_REJECTED','DELETED'])[1 + g % 5],
       b.start_date + g % 30, timestamptz '2024-01-01' + g * interval '29 minutes'
     from generate_series(1, ${sizes.flatRatePayments}) g cross join bc
     join b on b.n = ${uneven ? hashed('g', 'bc.c', 43) : '(g * 5) % bc.c'}`,
    // A credit note for every finance-approved time record and flat-rate payment; one in ten cancelled.
    `with sources as (
       select agency_id, freelancer_id, booking_id, id as time_record_id, null::int as flat_rate_payment_id,
         minutes * 8000 / 60 as net_cents, created_at, work_date as service_start, work_date as service_end
       from time_records t where status = 'FINANCE_APPROVED'
         and not exists (select 1 from credit_notes c where c.time_record_id = t.id)
       union all
       select p.agency_id, p.freelancer_id, p.booking_id, null, p.id, p.amount_cents, p.created_at, b.start_date,
         b.end_date
       from flat_rate_payments p join bookings b on b.id = p.booking_id where p.status = 'FINANCE_APPROVED'
         and not exists (select 1 from credit_notes c where c.flat_rate_payment_id = p.id)),
     numbered as (select s.*, row_number() over (partition by agency_id order by created_at) as sequence from sources s)
     insert into credit_notes (agency_id, freelancer_id, booking_id, time_record_id, flat_rate_payment_id, number, year,
       sequence, net_cents, vat_basis_points, vat_cents, gross_cents, status, issued_at, cancellation_number,
       cancelled_at, cancellation_reason, created_at, service_start, service_end)
     select agency_id, freelancer_id, booking_id, time_record_id, flat_rate_payment_id,
       'BENCH-GS-' || agency_id || '-' || sequence, 2023, sequence, net_cents, 1900, net_cents * 19 / 100,
       net_cents + net_cents * 19 / 100, case when sequence % 10 = 0 then 'CANCELLED' else 'REVIEWED' end,
       created_at + interval '2 days',
       case when sequence % 10 = 0 then 'BENCH-GS-' || agency_id || '-' || sequence || '-S' end,
       case when sequence % 10 = 0 then created_at + interval '5 days' end,
       case when sequence % 10 = 0 then 'Bench correction' end,
       created_at + interval '2 days', service_start, service_end
     from numbered`,
    // The activity log: an entry for each booking's creation and each time record's, by its booker or freelancer.
    `insert into activity_log (actor_id, agency_id, action, entity_type, entity_id, after_status, details, created_at)
       select created_by, agency_id, 'BOOKING_CREATED', 'booking', id, 'PENDING',
         jsonb_build_object('bookingCode', booking_code), created_at
       from bookings where booking_code like 'BENCH-%'
       union all
       select freelancer_id, agency_id, 'CREATED', 'time_record', id, 'PENDING',
         jsonb_build_object('timeRecord', 'TR-' || id), created_at
       from time_records where description like 'Bench work %'`,
    // Notifications: every active finance user is asked to review each time record that reached finance (the
    // finance-approved ones read), and each record's freelancer hears of the agency's approval. The product dates a
    // notification when it sends it, so none is dated after now (records are dated up to years ahead).
    `insert into notifications (user_id, category, type, message_key, params, entity_type, entity_id, agency_id,
       is_read, created_at)
       select u.id, 'to_do', 'TIME_RECORD_FINANCE_REVIEW_REQUESTED', 'notifications.timeRecordFinanceReviewRequested',
         jsonb_build_object('record', 'TR-' || t.id, 'booking', 'BENCH-' || t.booking_id, 'date', t.work_date),
         'time_record', t.id, t.agency_id, t.status <> 'APPROVED', least(t.created_at + interval '1 hour', now())
       from time_records t cross join users u
       where t.status in ('APPROVED', 'FINANCE_APPROVED', 'FINANCE_REJECTED') and t.description like 'Bench work %'
         and u.realm = 'finance' and u.is_active
       union all
       select t.freelancer_id, 'info', 'TIME_RECORD_APPROVED', 'notifications.timeRecordApproved',
         jsonb_build_object('record', 'TR-' || t.id, 'booking', 'BENCH-' || t.booking_id, 'date', t.work_date),
         'time_record', t.id, t.agency_id, t.id % 3 <> 0, least(t.created_at + interval '1 hour', now())
       from time_records t
       where t.status in ('APPROVED', 'FINANCE_APPROVED', 'FINANCE_REJECTED') and t.description like 'Bench work %'`,
    // Saved reports: a few per agency manager and for the demo finance user.
    `insert into reports (created_by, agency_id, topic, title, timeframe_start, timeframe_end, created_at)
       select au.user_id, au.agency_id, (array['CREDIT_NOTE','COST_ALLOCATION','BOOKING_DETAILS'])[1 + r % 3],
         'Bench report ' || au.agency_id || '-' || r, date '2025-01-01', date '2025-12-31',
         timestamptz '2025-01-01' + r * interval '1 day'
       from agency_users au, generate_series(1, 5) r`,
  ];
}

/** Runs one statement and answers its rows and row count: a pg client's or the embedded database's. */
export type Execute = (statement: string) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

/**
 * Adds the bulk to a migrated, demo-seeded database. Secondary indexes are built once after the inserts instead
 * of updated row by row (the trigram ones above all): their definitions are read from the catalogue, dropped,
 * and created again afterwards.
 */
export async function fillBulk(
  execute: Execute,
  scale: number,
  log: (line: string) => void = console.log,
  shape: Shape = 'even',
) {
  const { rows: indexes } = await execute(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     join pg_class c on c.relname = i.indexname
     where i.schemaname = 'public' and not exists (select 1 from pg_constraint k where k.conindid = c.oid)`,
  );
  for (const index of indexes) await execute(`drop index "${String(index.name)}"`);
  for (const statement of [
    ...bulkStatements(sizesAt(scale), shape),
    ...indexes.map((index) => String(index.definition)),
    'vacuum analyze',
  ]) {
    const at = Date.now();
    const result = await execute(statement);
    log(`${statement.trim().split(/\s+/).slice(0, 4).join(' ')} … ${result.rowCount} rows, ${Date.now() - at} ms`);
  }
  const { rows } = await execute(
    `select (select count(*) from agencies)::int as agencies, (select count(*) from freelancers)::int as freelancers,
       (select count(*) from bookings)::int as bookings, (select count(*) from time_records)::int as time_records`,
  );
  return rows[0] as { agencies: number; freelancers: number; bookings: number; time_records: number };
}

export async function generate(
  url: string,
  scale: number,
  log: (line: string) => void = console.log,
  shape: Shape = 'even',
) {
  const started = Date.now();
  await recreateDatabase(url);
  const database = await openDatabase({ kind: 'postgres', url }, { statementTimeoutMs: 0 });
  await database.migrate();
  await seedDemo(database.db);
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set synchronous_commit = off');
  const counts = await fillBulk(
    async (statement) => {
      const result = await client.query(statement);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    scale,
    log,
    shape,
  );
  await client.end();
  log(
    `generated at scale ${scale}${shape === 'even' ? '' : `, ${shape}`} in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`,
  );
  return counts;
}

function argument(name: string) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = Number(argument('scale') ?? '1');
  const shape = shapeOf(argument('shape'));
  const url = argument('url') ?? `postgres://postgres@127.0.0.1:5432/${benchDatabaseName(scale, shape)}`;
  generate(url, scale, console.log, shape).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
