import type { Realm } from '@fm/contract/enums';
import type { TestApp } from '../../../test/test-app.ts';
import { createAgency } from '../../db/factories/agency.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';

/** Two agencies with their people, plus admin, finance and a freelancer: the cast of issue 3's tests. */
export async function arrangeOrganisation(t: TestApp, prefix: string) {
  const own = await createAgency(t.db, { name: `${prefix} Nordlicht` });
  const other = await createAgency(t.db, { name: `${prefix} Other` });
  const people = {
    admin: await createUser(t.db, { email: `${prefix}-admin@test.test`, role: 'admin' }),
    cfo: await createUser(t.db, { email: `${prefix}-cfo@test.test`, role: 'finance-cfo' }),
    finance: await createUser(t.db, { email: `${prefix}-finance@test.test`, role: 'finance-user' }),
    md: await createUser(t.db, {
      email: `${prefix}-md@test.test`,
      role: 'managing-director',
      agencyIds: [own.id],
      firstName: 'Maria',
      lastName: 'Direktor',
    }),
    md2: await createUser(t.db, { email: `${prefix}-md2@test.test`, role: 'managing-director', agencyIds: [own.id] }),
    am: await createUser(t.db, {
      email: `${prefix}-am@test.test`,
      role: 'agency-manager',
      agencyIds: [own.id],
      firstName: 'Anton',
      lastName: 'Manager',
    }),
    otherMd: await createUser(t.db, {
      email: `${prefix}-other-md@test.test`,
      role: 'managing-director',
      agencyIds: [other.id],
    }),
    otherAm: await createUser(t.db, {
      email: `${prefix}-other-am@test.test`,
      role: 'agency-manager',
      agencyIds: [other.id],
    }),
    freelancer: (await createFreelancer(t.db, { email: `${prefix}-fl@test.test` })).user,
  };
  const realmOf: Record<keyof typeof people, Realm> = {
    admin: 'admin',
    cfo: 'finance',
    finance: 'finance',
    md: 'agency',
    md2: 'agency',
    am: 'agency',
    otherMd: 'agency',
    otherAm: 'agency',
    freelancer: 'freelancer',
  };
  const cache = new Map<string, Record<string, string>>();
  /** API headers of one of the cast (signed in once per test file through the embedded IdP). */
  async function as(who: keyof typeof people) {
    let headers = cache.get(who);
    if (!headers) {
      headers = await t.signIn(people[who].email, realmOf[who], { password: FACTORY_PASSWORD });
      cache.set(who, headers);
    }
    return headers;
  }
  /** One API call as one of the cast, with `payload` as its JSON body. */
  async function call(
    who: keyof typeof people,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: await as(who),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  return { own, other, people, as, call, forget: (who: keyof typeof people) => cache.delete(who) };
}
export type Organisation = Awaited<ReturnType<typeof arrangeOrganisation>>;

export type Cast = keyof Awaited<ReturnType<typeof arrangeOrganisation>>['people'];
export const EVERY_ROLE: Cast[] = ['admin', 'cfo', 'finance', 'md', 'am', 'freelancer'];
