import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createClient } from '../../db/factories/client.ts';
import { createUser } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { specialities } from '../../db/schema/catalogues.ts';
import { agencies } from '../../db/schema/identity.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { clients } from '../../db/schema/organisation.ts';
import { arrangeOrganisation, type Cast, EVERY_ROLE, type Organisation } from './organisation.fixtures.ts';

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'ag');
  await t.db.insert(specialities).values([{ name: 'Branding' }, { name: 'Animation' }]);
});
afterAll(() => t.close());

const call = (...args: Parameters<Organisation['call']>) => org.call(...args);
const others = (allowed: Cast[]) => EVERY_ROLE.filter((role) => !allowed.includes(role));
const agencyRow = async (id: number) => (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
const activity = (action: string, entityId: number) =>
  t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, action), eq(activityLog.entityId, entityId)));

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function multipart(fields: Record<string, string | string[]>, file?: { name: string; bytes: Buffer; type: string }) {
  const boundary = '----issue3boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('specialities and clients', () => {
  test('every role reads the specialities, sorted by name', async () => {
    for (const who of EVERY_ROLE) {
      const response = await call(who, 'GET', '/api/agency/specialities');
      expect(response.statusCode, who).toBe(200);
      expect(response.json().data.map((s: { name: string }) => s.name)).toEqual(['Animation', 'Branding']);
    }
  });

  test('an agency user searches only its own clients; admin searches all', async () => {
    await createClient(t.db, { agencyId: org.own.id, name: 'Hafenbahn AG' });
    await createClient(t.db, { agencyId: org.other.id, name: 'Hafenmeister GmbH' });
    const own = await call('am', 'GET', '/api/agency/clients?keyword=%20hafen%20');
    expect(own.json().data.map((c: { client: string }) => c.client)).toEqual(['Hafenbahn AG']);
    const all = await call('admin', 'GET', '/api/agency/clients?keyword=hafen');
    expect(all.json().data.map((c: { client: string }) => c.client)).toEqual(['Hafenbahn AG', 'Hafenmeister GmbH']);
  });

  test('an agency user adds a client; the same name returns the existing one', async () => {
    const created = await call('am', 'POST', '/api/agency/clients', { name: 'Elbe Werft' });
    expect(created.statusCode).toBe(200);
    const again = await call('md', 'POST', '/api/agency/clients', { name: 'elbe werft' });
    expect(again.json().data).toEqual(created.json().data);
    const rows = await t.db.select().from(clients).where(eq(clients.agencyId, org.own.id));
    expect(rows.filter((row) => row.name.toLowerCase() === 'elbe werft')).toHaveLength(1);
  });

  test('admin names the agency; finance and freelancers may not add clients', async () => {
    const withoutAgency = await call('admin', 'POST', '/api/agency/clients', { name: 'Admin Client' });
    expect(withoutAgency.statusCode).toBe(400);
    expect(withoutAgency.json().errors.agency_id).toBeDefined();
    const withAgency = await call('admin', 'POST', '/api/agency/clients', {
      name: 'Admin Client',
      agency_id: org.other.id,
    });
    expect(withAgency.statusCode).toBe(200);
    for (const who of ['cfo', 'finance', 'freelancer'] as const) {
      expect((await call(who, 'POST', '/api/agency/clients', { name: 'Nope' })).statusCode, who).toBe(403);
    }
    expect((await call('am', 'POST', '/api/agency/clients', { name: 'X', agency_id: org.other.id })).statusCode).toBe(
      404,
    );
  });

  test('an empty or too long client name is refused and nothing is added', async () => {
    const before = (await t.db.select().from(clients)).length;
    const empty = await call('am', 'POST', '/api/agency/clients', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.name).toBeDefined();
    const long = await call('am', 'POST', '/api/agency/clients', { name: 'x'.repeat(1000) });
    expect(long.statusCode).toBe(400);
    expect((await t.db.select().from(clients)).length).toBe(before);
  });
});

describe('agency profile and onboarding', () => {
  test('a managing director saves the profile; others get 403', async () => {
    const client = await createClient(t.db, { agencyId: org.own.id, name: 'Profile Client' });
    const response = await call('md', 'PUT', '/api/agency/profile', {
      website: 'nordlicht.example',
      is_booking_approval_required: true,
      credit_note_header: 'Nordlicht GmbH',
      client_ids: [client.id],
      logo: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: org.own.id, is_booking_approval_required: true });
    const row = await agencyRow(org.own.id);
    expect(row.website).toContain('nordlicht.example');
    expect(row.logo).toMatch(/^\/api\/files\//);
    expect(await activity('AGENCY_PROFILE_UPDATED', org.own.id)).toHaveLength(1);
    for (const who of others(['md'])) {
      expect((await call(who, 'PUT', '/api/agency/profile', { website: 'x.example' })).statusCode, who).toBe(403);
    }
  });

  test('bad profile input changes nothing: bad website, other agency’s client, a PDF as logo', async () => {
    const before = await agencyRow(org.own.id);
    const website = await call('md', 'PUT', '/api/agency/profile', { website: 'not a website' });
    expect(website.statusCode).toBe(400);
    expect(website.json().errors.website).toBeDefined();
    const foreign = await createClient(t.db, { agencyId: org.other.id });
    expect(
      (await call('md', 'PUT', '/api/agency/profile', { client_ids: [foreign.id], name: 'Renamed' })).statusCode,
    ).toBe(404);
    const pdf = Buffer.from('%PDF-1.7 not an image at all');
    const logo = await call('md', 'PUT', '/api/agency/profile', {
      name: 'Renamed',
      logo: `data:image/png;base64,${pdf.toString('base64')}`,
    });
    expect(logo.statusCode).toBe(415);
    const after = await agencyRow(org.own.id);
    expect(after.name).toBe(before.name);
    expect(after.logo).toBe(before.logo);
  });

  test('admin onboards an agency on its behalf', async () => {
    const fresh = await t.db.insert(agencies).values({ name: 'Onboard Me' }).returning();
    const [service] = await t.db.insert(specialities).values({ name: 'Onboard Service' }).returning();
    const response = await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh[0]!.id,
      is_maconomy_data_exchange_required: true,
      speciality_ids: [service!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_profile_complete: true, is_maconomy_data_exchange_required: true });
    expect((await call('admin', 'PUT', '/api/agency/admin/agency/onboard', { agency_id: 999_999 })).statusCode).toBe(
      404,
    );
    for (const who of others(['admin'])) {
      expect((await call(who, 'PUT', '/api/agency/admin/agency/onboard', { agency_id: fresh[0]!.id })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('create and edit agencies (admin)', () => {
  test('admin creates an agency and its managing director is invited by mail', async () => {
    const response = await call('admin', 'POST', '/api/agency/create-agency', {
      name: 'Brandneu Studio',
      managing_director: { email: 'Chefin@Brandneu.test', first_name: 'Clara', last_name: 'Chef' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Brandneu Studio',
      is_active: true,
      is_profile_complete: false,
    });
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'chefin@brandneu.test'));
    expect(mail?.text).toContain('/sso-register?t=');
    expect(await activity('AGENCY_CREATED', response.json().data.id)).toHaveLength(1);
  });

  test('duplicate name, bad e-mail and other roles change nothing', async () => {
    const count = async () => (await t.db.select().from(agencies)).length;
    const before = await count();
    const duplicate = await call('admin', 'POST', '/api/agency/create-agency', {
      name: 'brandneu studio',
      managing_director: { email: 'x@brandneu.test', first_name: 'X', last_name: 'Y' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('brandneu studio already exists.');
    const badMail = await call('admin', 'POST', '/api/agency/create-agency', {
      name: 'Another',
      managing_director: { email: 'not-an-email', first_name: 'X', last_name: 'Y' },
    });
    expect(badMail.statusCode).toBe(400);
    expect(Object.keys(badMail.json().errors)[0]).toContain('email');
    const empty = await call('admin', 'POST', '/api/agency/create-agency', {});
    expect(empty.statusCode).toBe(400);
    for (const who of others(['admin'])) {
      const refused = await call(who, 'POST', '/api/agency/create-agency', {
        name: `By ${who}`,
        managing_director: { email: `${who}@x.test`, first_name: 'X', last_name: 'Y' },
      });
      expect(refused.statusCode, who).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  test('admin updates an agency with a logo through multipart', async () => {
    const form = multipart(
      { id: String(org.other.id), name: `${org.other.name} Neu`, is_booking_approval_required: 'true' },
      { name: 'logo.png', bytes: PNG, type: 'image/png' },
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/agency/agency/update',
      headers: { ...(await org.as('admin')), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ name: `${org.other.name} Neu`, is_booking_approval_required: true });
    expect(response.json().data.logo_url).toMatch(/^\/api\/files\//);
    const stored = await t.app.platform.files.read(t.db, response.json().data.logo_url.split('/').at(-1));
    expect(stored?.bytes.equals(PNG)).toBe(true);
  });

  test('a wrong file type is 415, a too large file 413, and nothing changes', async () => {
    const before = await agencyRow(org.other.id);
    const send = async (bytes: Buffer, name: string) => {
      const form = multipart({ id: String(org.other.id), name: 'Changed' }, { name, bytes, type: 'image/png' });
      return t.app.inject({
        method: 'PUT',
        url: '/api/agency/agency/update',
        headers: { ...(await org.as('admin')), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const text = await send(Buffer.from('just text, named like an image'), 'logo.png');
    expect(text.statusCode).toBe(415);
    const huge = await send(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
    expect(huge.statusCode).toBe(413);
    const after = await agencyRow(org.other.id);
    expect(after.name).toBe(before.name);
    expect(after.logo).toBe(before.logo);
  });

  test('a NUL character in a form field or a file name is a 400 naming the field, and nothing changes', async () => {
    const before = await agencyRow(org.other.id);
    const send = async (fields: Record<string, string>, logoName = 'logo.png') => {
      const form = multipart(
        { id: String(org.other.id), ...fields },
        { name: logoName, bytes: PNG, type: 'image/png' },
      );
      return t.app.inject({
        method: 'PUT',
        url: '/api/agency/agency/update',
        headers: { ...(await org.as('admin')), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const inName = await send({ name: 'Nord\u0000licht' });
    expect(inName.statusCode, inName.body).toBe(400);
    expect(Object.keys(inName.json().errors)).toEqual(['name']);
    const inFileName = await send({ name: 'Nordlicht' }, 'lo\u0000go.png');
    expect(inFileName.statusCode, inFileName.body).toBe(400);
    expect(await agencyRow(org.other.id)).toEqual(before);
  });

  test('an emptied website or credit-note text clears it', async () => {
    const send = async (fields: Record<string, string>) => {
      const form = multipart({ id: String(org.other.id), ...fields });
      return t.app.inject({
        method: 'PUT',
        url: '/api/agency/agency/update',
        headers: { ...(await org.as('admin')), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    await send({ website: 'https://other.example', credit_note_header: 'Kopf' });
    const cleared = await send({ website: '', credit_note_header: ' ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ website: null, credit_note_header: null });
    const after = await agencyRow(org.other.id);
    expect(after.website).toBeNull();
  });

  test('agency/update: unknown agency 404, other roles 403', async () => {
    const form = multipart({ id: '999999', name: 'Ghost' });
    const headers = async (who: Cast) => ({ ...(await org.as(who)), 'content-type': form.contentType });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/agency/agency/update',
      headers: await headers('admin'),
      payload: form.payload,
    });
    expect(missing.statusCode).toBe(404);
    for (const who of others(['admin'])) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/agency/agency/update',
        headers: await headers(who),
        payload: form.payload,
      });
      expect(refused.statusCode, who).toBe(403);
    }
  });
});

describe('agency list and detail (admin and finance)', () => {
  test('admin and finance list agencies sorted by name with filters; others 403', async () => {
    for (const who of ['admin', 'cfo', 'finance'] as const) {
      const response = await call(who, 'GET', '/api/agency/admin/agency-list?items=200');
      expect(response.statusCode, who).toBe(200);
      const names = response.json().data.data.map((a: { name: string }) => a.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    }
    const filtered = await call('admin', 'GET', '/api/agency/admin/agency-list?keyword[]=nordlicht');
    expect(filtered.json().data).toMatchObject({ total: 1, page: 1, last_page: 1 });
    expect(
      filtered
        .json()
        .data.data[0].managing_directors.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([org.people.md.id, org.people.md2.id].sort());
    for (const who of ['md', 'am', 'freelancer'] as const) {
      expect((await call(who, 'GET', '/api/agency/admin/agency-list')).statusCode, who).toBe(403);
    }
    const badDates = await call(
      'admin',
      'GET',
      '/api/agency/admin/agency-list?start_date=2026-05-01&end_date=2026-01-01',
    );
    expect(badDates.statusCode).toBe(400);
  });

  test('admin and finance read one agency; unknown is 404; agency users 403', async () => {
    const response = await call('cfo', 'GET', `/api/agency/agency-details/${org.own.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.users.map((u: { email: string }) => u.email)).toContain(org.people.am.email);
    expect((await call('admin', 'GET', '/api/agency/agency-details/999999')).statusCode).toBe(404);
    for (const who of ['md', 'am', 'freelancer'] as const) {
      expect((await call(who, 'GET', `/api/agency/agency-details/${org.own.id}`)).statusCode, who).toBe(403);
    }
  });
});

describe('deactivation and booking freeze (admin only, logged)', () => {
  test('deactivating ends the agency users’ sessions; reactivating restores access', async () => {
    const target = org.other;
    const memberHeaders = await org.as('otherAm');
    const directorHeaders = await org.as('otherMd');
    for (const headers of [memberHeaders, directorHeaders]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers })).statusCode).toBe(200);
    }
    const off = await call('admin', 'PATCH', `/api/agency/admin/deactivate-agency/${target.id}`, { is_active: false });
    expect(off.json().data).toEqual({ id: target.id, is_active: false });
    // Every member's sessions end, not just one.
    for (const headers of [memberHeaders, directorHeaders]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers })).statusCode).toBe(401);
    }
    const list = await call('admin', 'GET', '/api/agency/admin/agency-list?is_active=false');
    expect(list.json().data.data.map((a: { id: number }) => a.id)).toContain(target.id);
    const back = await call('admin', 'PATCH', `/api/agency/admin/deactivate-agency/${target.id}`);
    expect(back.json().data).toEqual({ id: target.id, is_active: true });
    org.forget('otherAm');
    org.forget('otherMd');
    const fresh = await org.as('otherAm');
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: fresh })).statusCode).toBe(200);
    expect(await activity('AGENCY_DEACTIVATED', target.id)).toHaveLength(1);
    expect(await activity('AGENCY_REACTIVATED', target.id)).toHaveLength(1);
  });

  test('deactivation: unknown agency 404, other roles 403', async () => {
    expect((await call('admin', 'PATCH', '/api/agency/admin/deactivate-agency/999999')).statusCode).toBe(404);
    for (const who of others(['admin'])) {
      expect((await call(who, 'PATCH', `/api/agency/admin/deactivate-agency/${org.own.id}`)).statusCode, who).toBe(403);
    }
    expect((await agencyRow(org.own.id)).isActive).toBe(true);
  });

  test('admin freezes and unfreezes an agency’s booking', async () => {
    const frozen = await call('admin', 'PUT', '/api/agency/booking/freeze', {
      agency_id: org.own.id,
      is_booking_freezed: true,
    });
    expect(frozen.json().data).toEqual({ id: org.own.id, is_booking_freezed: true });
    expect((await agencyRow(org.own.id)).isBookingFreezed).toBe(true);
    await call('admin', 'PUT', '/api/agency/booking/freeze', { agency_id: org.own.id, is_booking_freezed: false });
    expect((await agencyRow(org.own.id)).isBookingFreezed).toBe(false);
    expect(await activity('AGENCY_BOOKINGS_FROZEN', org.own.id)).toHaveLength(1);
    expect(
      (await call('admin', 'PUT', '/api/agency/booking/freeze', { agency_id: 999999, is_booking_freezed: true }))
        .statusCode,
    ).toBe(404);
    expect((await call('admin', 'PUT', '/api/agency/booking/freeze', { agency_id: org.own.id })).statusCode).toBe(400);
    for (const who of others(['admin'])) {
      const refused = await call(who, 'PUT', '/api/agency/booking/freeze', {
        agency_id: org.own.id,
        is_booking_freezed: true,
      });
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await agencyRow(org.own.id)).isBookingFreezed).toBe(false);
  });
});

describe('budget notification members', () => {
  test('a managing director adds and removes a member of the own agency', async () => {
    const added = await call('md', 'POST', '/api/agency/notification/members/add', {
      email: org.people.am.email,
      agency_id: org.own.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ email: org.people.am.email, displayName: 'Anton Manager' });
    const removed = await call('md', 'DELETE', `/api/agency/notification/members/remove/${added.json().data.id}`);
    expect(removed.json().data).toEqual({ id: added.json().data.id });
  });

  test('another agency is 404, unknown e-mail 400, other roles 403', async () => {
    expect(
      (
        await call('md', 'POST', '/api/agency/notification/members/add', {
          email: org.people.otherAm.email,
          agency_id: org.other.id,
        })
      ).statusCode,
    ).toBe(404);
    const unknown = await call('md', 'POST', '/api/agency/notification/members/add', {
      email: 'nobody@test.test',
      agency_id: org.own.id,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No user account was found for this e-mail address.');
    // A deactivated colleague receives no mail, so cannot be added either.
    const inactive = await createUser(t.db, {
      email: 'inactive-member@test.test',
      role: 'agency-manager',
      agencyIds: [org.own.id],
      isActive: false,
    });
    const refusedInactive = await call('md', 'POST', '/api/agency/notification/members/add', {
      email: inactive.email,
      agency_id: org.own.id,
    });
    expect(refusedInactive.statusCode).toBe(400);
    const badMail = await call('md', 'POST', '/api/agency/notification/members/add', {
      email: 'x',
      agency_id: org.own.id,
    });
    expect(badMail.statusCode).toBe(400);
    const foreign = await call('admin', 'POST', '/api/agency/notification/members/add', {
      email: org.people.otherMd.email,
      agency_id: org.other.id,
    });
    expect(foreign.statusCode).toBe(200);
    expect(
      (await call('md', 'DELETE', `/api/agency/notification/members/remove/${foreign.json().data.id}`)).statusCode,
    ).toBe(404);
    for (const who of others(['admin', 'md'])) {
      const refused = await call(who, 'POST', '/api/agency/notification/members/add', {
        email: org.people.am.email,
        agency_id: org.own.id,
      });
      expect(refused.statusCode, who).toBe(403);
    }
  });
});
