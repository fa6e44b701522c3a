import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { specialities } from '../../db/schema/catalogues.ts';
import { agencies } from '../../db/schema/identity.ts';
import { agencySpecialities } from '../../db/schema/organisation.ts';
import { arrangeOrganisation, type Organisation } from './organisation.fixtures.ts';

let t: TestApp;
let org: Organisation;
let spec: Record<'branding' | 'animation' | 'corporate', { id: number; name: string }>;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'spec');
  const rows = await t.db
    .insert(specialities)
    .values([{ name: 'Branding' }, { name: 'Animation' }, { name: 'Corporate Design' }])
    .returning({ id: specialities.id, name: specialities.name });
  spec = { branding: rows[0]!, animation: rows[1]!, corporate: rows[2]! };
});
afterAll(() => t.close());

const call = (...args: Parameters<Organisation['call']>) => org.call(...args);
const storedIds = async (agencyId: number) =>
  (await t.db.select().from(agencySpecialities).where(eq(agencySpecialities.agencyId, agencyId)))
    .map((row) => row.specialityId)
    .sort((a, b) => a - b);

describe('agency specialities', () => {
  test('the managing director’s profile save replaces the set only when speciality_ids is sent', async () => {
    const saved = await call('md', 'PUT', '/api/agency/profile', {
      speciality_ids: [spec.corporate.id, spec.animation.id, spec.animation.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.specialities).toEqual([spec.animation, spec.corporate]);

    await call('md', 'PUT', '/api/agency/profile', { website: 'nordlicht.example' });
    const read = await call('md', 'GET', '/api/agency/profile');
    expect(read.json().data.specialities).toEqual([spec.animation, spec.corporate]);

    const replaced = await call('md', 'PUT', '/api/agency/profile', { speciality_ids: [spec.branding.id] });
    expect(replaced.json().data.specialities).toEqual([spec.branding]);
    expect(await storedIds(org.own.id)).toEqual([spec.branding.id]);
    expect(await storedIds(org.other.id)).toEqual([]);

    // An agency offers at least one service: an empty set is refused and the saved one stays.
    const emptied = await call('md', 'PUT', '/api/agency/profile', { speciality_ids: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors.speciality_ids).toEqual(['At least one service should be selected']);
    expect(await storedIds(org.own.id)).toEqual([spec.branding.id]);
  });

  test('an unknown speciality is 404 and the set stays as it was', async () => {
    await call('md', 'PUT', '/api/agency/profile', { speciality_ids: [spec.branding.id] });
    const refused = await call('md', 'PUT', '/api/agency/profile', {
      speciality_ids: [spec.animation.id, 999_999],
      name: 'Should Not Stick',
    });
    expect(refused.statusCode).toBe(404);
    expect(await storedIds(org.own.id)).toEqual([spec.branding.id]);
    expect((await t.db.select().from(agencies).where(eq(agencies.id, org.own.id)))[0]!.name).not.toBe(
      'Should Not Stick',
    );
  });

  test('admin onboarding stores them and the agency detail shows them', async () => {
    const fresh = await createAgency(t.db, { name: 'Spec Onboard', isProfileComplete: false });
    const onboarded = await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh.id,
      speciality_ids: [spec.branding.id, spec.corporate.id],
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    expect(onboarded.json().data.specialities).toEqual([spec.branding, spec.corporate]);
    const detail = await call('finance', 'GET', `/api/agency/agency-details/${fresh.id}`);
    expect(detail.json().data.specialities).toEqual([spec.branding, spec.corporate]);
  });

  test('an admin onboarding an agency without any service is refused with the field named, and nothing changes', async () => {
    const fresh = await createAgency(t.db, { name: 'Spec None', isProfileComplete: false });
    const refused = await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh.id,
      website: 'https://none.example',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'catalogue.atLeastOneService',
      errors: { speciality_ids: ['At least one service should be selected'] },
    });
    const row = (await t.db.select().from(agencies).where(eq(agencies.id, fresh.id)))[0]!;
    expect(row).toMatchObject({ isProfileComplete: false, website: null });

    const emptied = await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh.id,
      speciality_ids: [],
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors.speciality_ids).toBeDefined();

    // Once it offers a service, a later save need not send the list again.
    await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh.id,
      speciality_ids: [spec.branding.id],
    });
    const later = await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: fresh.id,
      website: null,
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  test('the join rows go with their agency and with their catalogue entry', async () => {
    const doomed = await createAgency(t.db, { name: 'Spec Doomed' });
    const temporary = (await t.db.insert(specialities).values({ name: 'Temporary' }).returning())[0]!;
    await call('admin', 'PUT', '/api/agency/admin/agency/onboard', {
      agency_id: doomed.id,
      speciality_ids: [spec.branding.id, temporary.id],
    });
    expect(await storedIds(doomed.id)).toEqual([spec.branding.id, temporary.id].sort((a, b) => a - b));
    await t.db.delete(specialities).where(eq(specialities.id, temporary.id));
    expect(await storedIds(doomed.id)).toEqual([spec.branding.id]);
    await t.db.delete(agencies).where(eq(agencies.id, doomed.id));
    expect(await storedIds(doomed.id)).toEqual([]);
  });
});

describe('the agency profile read prefills every field the edit page saves', () => {
  test('website, credit note texts and specialities, for the agency and for the admin', async () => {
    const saved = await call('md', 'PUT', '/api/agency/profile', {
      website: 'https://prefill.example',
      credit_note_header: 'Nordlicht GmbH · Hafenstraße 1',
      credit_note_footer: 'Vielen Dank',
      speciality_ids: [spec.corporate.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      website: 'https://prefill.example',
      credit_note_header: 'Nordlicht GmbH · Hafenstraße 1',
      credit_note_footer: 'Vielen Dank',
      specialities: [spec.corporate],
    };
    expect(saved.json().data).toMatchObject(expected);
    expect((await call('am', 'GET', '/api/agency/profile')).json().data).toMatchObject(expected);
    const admin = await call('admin', 'GET', `/api/agency/admin/profile?agency_id=${org.own.id}`);
    expect(admin.json().data.agency).toMatchObject(expected);

    await call('md', 'PUT', '/api/agency/profile', { website: null, credit_note_footer: null });
    expect((await call('md', 'GET', '/api/agency/profile')).json().data).toMatchObject({
      website: null,
      credit_note_header: 'Nordlicht GmbH · Hafenstraße 1',
      credit_note_footer: null,
    });
  });
});
