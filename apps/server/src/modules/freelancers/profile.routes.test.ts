import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createJobTitle,
  createSkill,
  createSpeciality,
  createSpokenLanguage,
  createVatRate,
} from '../../db/factories/catalogue.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';

let t: TestApp;
let newcomer: Record<string, string>;
let skillId: number;
let titleId: number;
let specialityId: number;
let languageId: number;
let vatId: number;
const password = FACTORY_PASSWORD;

const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';
/** Right checksum shape for the contract's regex but wrong length for Germany: ibantools refuses it. */
const INVALID_IBAN = 'DE00 1234 5678 9012 3456 78';

const COMPLETE_PROFILE = {
  first_name: 'Greta',
  last_name: 'Neumann',
  is_taxable_in_germany: true,
  is_invoice_address_same_residential: true,
  residential_address: { street: 'Hafenstraße 5', postal_code: '20457', city: 'Hamburg', country: 'DE' },
  rate: 720.5,
  hourly_rate: 95,
  experience_start_year: '2012',
  exclude_vat: false,
  include_company_name: true,
  company_name: 'Neumann Design',
  company_id: '0421',
  tax_number: '22/815/08151',
  iban: VALID_IBAN,
  bic: 'COBADEFFXXX',
  bank_name: 'Commerzbank',
  portfolio_links: ['https://greta.example.com'],
};

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** A minimal 2×2 24-bit BMP (sharp cannot write BMP). */
function bmpBytes(): Buffer {
  const pixels = Buffer.alloc(16, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

beforeAll(async () => {
  t = await createTestApp();
  await createFreelancer(t.db, { email: 'new@test.test', isComplete: false, firstName: '', lastName: '' });
  await createFreelancer(t.db, { email: 'other@test.test' });
  await createUser(t.db, { email: 'am@test.test', role: 'agency-manager' });
  await createUser(t.db, { email: 'admin@test.test', role: 'admin' });
  skillId = (await createSkill(t.db, { name: 'Figma' })).id;
  titleId = (await createJobTitle(t.db, { name: 'UX Designer' })).id;
  specialityId = (await createSpeciality(t.db, { name: 'Branding' })).id;
  languageId = (await createSpokenLanguage(t.db, { name: 'Deutsch' })).id;
  vatId = (await createVatRate(t.db, { name: '19 %', percentageBasisPoints: 1900 })).id;
  newcomer = await t.signIn('new@test.test', 'freelancer', { password });
});
afterAll(() => t.close());

const getProfile = async (headers = newcomer) =>
  (await t.app.inject({ method: 'GET', url: '/api/freelancer/profile', headers })).json().data;
const putProfile = (payload: object, headers = newcomer) =>
  t.app.inject({ method: 'PUT', url: '/api/freelancer/profile', headers, payload });

describe('PUT /api/freelancer/profile', () => {
  test('onboarding saves step by step; the profile becomes complete only with everything a booking needs', async () => {
    const names = await putProfile({ first_name: 'Greta', last_name: 'Neumann', is_taxable_in_germany: true });
    expect(names.statusCode).toBe(200);
    expect(names.json().data).toMatchObject({ first_name: 'Greta', is_profile_complete: false });

    const { iban: _iban, ...withoutIban } = COMPLETE_PROFILE;
    expect((await putProfile(withoutIban)).json().data.is_profile_complete).toBe(false);

    const saved = await putProfile({
      ...COMPLETE_PROFILE,
      skill_ids: [skillId],
      job_title_ids: [titleId],
      speciality_ids: [specialityId],
      spoken_language_ids: [languageId],
      vat_id: vatId,
      has_accepted_credit_memo_procedure: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      is_profile_complete: true,
      rate: 720.5,
      hourly_rate: 95,
      experience_start_year: 2012,
      company_id: '0421',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      has_accepted_credit_memo_procedure: true,
      is_invoice_address_same_residential: true,
      residential_address: { street: 'Hafenstraße 5', postal_code: '20457', city: 'Hamburg', country: 'DE' },
      skills: [{ id: skillId, name: 'Figma' }],
      job_titles: [{ id: titleId, name: 'UX Designer' }],
      specialities: [{ id: specialityId, name: 'Branding' }],
      spoken_languages: [{ id: languageId, name: 'Deutsch' }],
      vat: { id: vatId, name: '19 %', percentage: 19 },
      portfolio_links: ['https://greta.example.com'],
    });
    expect(await getProfile()).toMatchObject({ is_profile_complete: true, first_name: 'Greta' });
  });

  test('a separate invoice address is required when it differs, and a non-numeric start year is kept empty', async () => {
    const separate = await putProfile({
      is_invoice_address_same_residential: false,
      experience_start_year: 'seit 2010',
    });
    expect(separate.json().data).toMatchObject({ is_profile_complete: false, experience_start_year: null });
    const withInvoice = await putProfile({
      invoice_address: { street: 'Postfach 12', postal_code: '20095', city: 'Hamburg', country: 'DE' },
      experience_start_year: 2012,
    });
    expect(withInvoice.json().data).toMatchObject({
      is_profile_complete: true,
      invoice_address: { street: 'Postfach 12', city: 'Hamburg' },
    });
    await putProfile({ is_invoice_address_same_residential: true });
  });

  test('a freelancer not taxable in Germany is refused with the explanation', async () => {
    const response = await putProfile({ is_taxable_in_germany: false, first_name: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rule.notTaxableInGermany',
      message: 'Only freelancers who are taxable in Germany can register.',
    });
    const german = await putProfile({ is_taxable_in_germany: false }, { ...newcomer, 'accept-language': 'de' });
    expect(german.json().message).toBe('Nur in Deutschland steuerpflichtige Freelancer können sich registrieren.');
    expect(await getProfile()).toMatchObject({ first_name: 'Greta', is_taxable_in_germany: true });
  });

  test.each([
    ['iban', { iban: INVALID_IBAN }, 'Invalid IBAN'],
    ['iban', { iban: 'not an iban' }, 'Invalid IBAN'],
    ['bic', { bic: 'XX1' }, 'Invalid BIC'],
    ['company_id', { company_id: '12345' }, 'The company ID must consist of four digits'],
    ['rate', { rate: 100.125 }, 'decimal places are allowed'],
    ['hourly_rate', { hourly_rate: -5 }, 'Invalid rate'],
    ['portfolio_links', { portfolio_links: ['javascript:alert(1)'] }, 'Invalid link'],
    ['skill_ids', { skill_ids: [999_999] }, 'Please choose a valid value'],
    ['vat_id', { vat_id: 999_999 }, 'Please choose a valid value'],
    ['tax_number', { tax_number: 'abc' }, 'The Tax number format is invalid'],
  ])('bad %s gets a clear message and changes nothing', async (field, payload, text) => {
    const before = await getProfile();
    const response = await putProfile({ first_name: 'Changed', ...payload });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
    expect(key, JSON.stringify(errors)).toBeDefined();
    expect(errors[key!]!.join(' ')).toContain(text);
    expect(await getProfile()).toEqual(before);
  });

  test('a profile image is stored with a thumbnail and served to signed-in users only', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const saved = await putProfile({ image: dataUrl('image/png', png) });
    expect(saved.statusCode).toBe(200);
    const { image_url: imageUrl, image_thumb: thumbUrl } = saved.json().data;
    expect(imageUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const original = await t.app.inject({ method: 'GET', url: imageUrl, headers: newcomer });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
    const agencyUser = await t.signIn('am@test.test', 'agency', { password });
    const thumb = await t.app.inject({ method: 'GET', url: thumbUrl, headers: agencyUser });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 200, height: 200, format: 'png' });
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000', headers: newcomer }))
        .statusCode,
    ).toBe(404);
  });

  test('the file route serves images only: a credit note PDF answers 404 even to its owner', async () => {
    const profile = await getProfile();
    const pdf = await t.app.platform.files.save(t.db, {
      kind: 'CREDIT_NOTE_PDF',
      ownerUserId: profile.id,
      originalName: 'GS-2026-0001.pdf',
      mime: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n'),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${pdf.id}`, headers: newcomer })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/files/not-a-uuid', headers: newcomer })).statusCode).toBe(
      400,
    );
  });

  test('jpg gets a jpg thumbnail; bmp keeps the original as its thumbnail; null removes the image', async () => {
    const jpg = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#aa2200' } })
      .jpeg()
      .toBuffer();
    const withJpg = (await putProfile({ image: dataUrl('image/jpeg', jpg) })).json().data;
    const jpgThumb = await t.app.inject({ method: 'GET', url: withJpg.image_thumb, headers: newcomer });
    expect(await sharp(jpgThumb.rawPayload).metadata()).toMatchObject({ width: 200, height: 200, format: 'jpeg' });

    const bmp = bmpBytes();
    const withBmp = (await putProfile({ image: dataUrl('image/bmp', bmp) })).json().data;
    const bmpThumb = await t.app.inject({ method: 'GET', url: withBmp.image_thumb, headers: newcomer });
    expect(bmpThumb.headers['content-type']).toBe('image/bmp');
    expect(bmpThumb.rawPayload.equals(bmp)).toBe(true);

    const removed = (await putProfile({ image: null })).json().data;
    expect(removed).toMatchObject({ image_url: null, image_thumb: null });
    expect((await t.app.inject({ method: 'GET', url: withBmp.image_url, headers: newcomer })).statusCode).toBe(404);
  });

  test('a PDF renamed to .png is refused with 415, a 20 MB image with 413, and nothing changes', async () => {
    const before = await getProfile();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const renamed = await putProfile({ image: dataUrl('image/png', pdf), first_name: 'Changed' });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toMatchObject({ status: 'error', message: 'This file type is not supported.' });

    const huge = Buffer.alloc(20 * 1024 * 1024, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(huge);
    const tooLarge = await putProfile({ image: dataUrl('image/png', huge), first_name: 'Changed' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ status: 'error', message: 'The file is too large.' });

    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    expect((await putProfile({ image: dataUrl('image/png', broken) })).statusCode).toBe(415);
    expect(await getProfile()).toEqual(before);
  });

  test('only freelancers save a profile; each saves only their own', async () => {
    for (const [email, realm] of [
      ['am@test.test', 'agency'],
      ['admin@test.test', 'admin'],
    ] as const) {
      const headers = await t.signIn(email, realm, { password });
      expect((await putProfile({ first_name: 'Mallory' }, headers)).statusCode).toBe(403);
    }
    const other = await t.signIn('other@test.test', 'freelancer', { password });
    await putProfile({ first_name: 'Otto' }, other);
    expect((await getProfile()).first_name).toBe('Greta');
    expect((await getProfile(other)).first_name).toBe('Otto');
  });
});
