import { SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createJobTitle, createSkill, createSpokenLanguage, createVatRate } from '../../db/factories/catalogue.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { skills } from '../../db/schema/catalogues.ts';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const password = FACTORY_PASSWORD;

beforeAll(async () => {
  t = await createTestApp();
  await createFreelancer(t.db, { email: 'fl@cat.test' });
  await createUser(t.db, { email: 'am@cat.test', role: 'agency-manager' });
  await createUser(t.db, { email: 'admin@cat.test', role: 'admin' });
  await createUser(t.db, { email: 'fin@cat.test', role: 'finance-user' });
  as.freelancer = await t.signIn('fl@cat.test', 'freelancer', { password });
  as.agency = await t.signIn('am@cat.test', 'agency', { password });
  as.admin = await t.signIn('admin@cat.test', 'admin', { password });
  as.finance = await t.signIn('fin@cat.test', 'finance', { password });
  for (let i = 0; i < 60; i++) await createSkill(t.db, { name: `Skill ${String(i).padStart(2, '0')}` });
  await createSkill(t.db, { name: 'TypeScript' });
  await createSkill(t.db, { name: '100% Kotlin' });
  await createJobTitle(t.db, { name: 'Art Director' });
  await createSpokenLanguage(t.db, { name: 'Englisch' });
  await createVatRate(t.db, { name: 'Reduced', percentageBasisPoints: 700 });
  await createVatRate(t.db, { name: 'Standard', percentageBasisPoints: 1900 });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const names = (response: { json: () => { data: { name: string }[] } }) => response.json().data.map((row) => row.name);

describe('catalogue lookups', () => {
  test('search trims the keyword, matches case-insensitively and returns at most 50 entries', async () => {
    expect(names(await get('/api/freelancer/skill?keyword=%20typescript%20', as.freelancer!))).toEqual(['TypeScript']);
    const all = await get('/api/freelancer/skill', as.agency!);
    expect(all.json().data).toHaveLength(SEARCH_LOOKUP_SIZE);
    expect(names(await get('/api/freelancer/skill?keyword=%25', as.admin!))).toEqual(['100% Kotlin']);
    expect(names(await get('/api/freelancer/title?keyword=direct', as.finance!))).toEqual(['Art Director']);
    expect(names(await get('/api/freelancer/spoken-languages?keyword=engl', as.freelancer!))).toEqual(['Englisch']);
  });

  test('creating an entry returns the existing one of the same name; new ones are found afterwards', async () => {
    const existing = await post('/api/freelancer/skill', as.freelancer!, { name: '  typescript ' });
    expect(existing.json().data.name).toBe('TypeScript');
    const created = await post('/api/freelancer/skill', as.freelancer!, { name: '  Motion   Design ' });
    expect(created.json().data).toMatchObject({ name: 'Motion Design' });
    expect(names(await get('/api/freelancer/skill?keyword=motion', as.agency!))).toEqual(['Motion Design']);
    const title = await post('/api/freelancer/title', as.admin!, { name: 'Texter' });
    expect(title.statusCode).toBe(200);
    const language = await post('/api/freelancer/spoken-language', as.freelancer!, { language: 'Plattdeutsch' });
    expect(language.json().data.name).toBe('Plattdeutsch');
    const project = await post('/api/freelancer/project', as.freelancer!, { title: 'Kampagne Sommer 2026' });
    expect(project.json().data.name).toBe('Kampagne Sommer 2026');
    expect(names(await get('/api/freelancer/projects?keyword=sommer', as.agency!))).toEqual(['Kampagne Sommer 2026']);
  });

  test('agency and finance users may search but not add; blank names get a clear message', async () => {
    const before = await t.db.select().from(skills);
    expect((await post('/api/freelancer/skill', as.agency!, { name: 'Agency Skill' })).statusCode).toBe(403);
    expect((await post('/api/freelancer/title', as.finance!, { name: 'Finance Title' })).statusCode).toBe(403);
    const blank = await post('/api/freelancer/skill', as.freelancer!, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toEqual(['Name is required']);
    expect(await t.db.select().from(skills)).toHaveLength(before.length);
    expect((await get('/api/freelancer/skill', {})).statusCode).toBe(401);
  });

  test('VAT rates are listed with their percentage', async () => {
    const response = await get('/api/freelancer/vat', as.freelancer!);
    expect(response.json().data).toEqual([
      expect.objectContaining({ name: 'Reduced', percentage: 7 }),
      expect.objectContaining({ name: 'Standard', percentage: 19 }),
    ]);
  });
});
