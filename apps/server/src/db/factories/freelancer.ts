import type { DbOrTx } from '../client.ts';
import {
  freelancerAbsences,
  freelancerJobTitles,
  freelancerSkills,
  freelancerSpecialities,
  freelancerSpokenLanguages,
  freelancers,
} from '../schema/freelancers.ts';
import { firstRow, pad } from './sequence.ts';
import { createUser, type User, type UserOverrides } from './user.ts';

export type Freelancer = typeof freelancers.$inferSelect;
export type FreelancerOverrides = Omit<UserOverrides, 'realm' | 'role' | 'agencyIds'> & {
  /** false: a fresh registration that lands on onboarding (no address, rates, bank or vendor number). */
  isComplete?: boolean;
  profile?: Partial<Omit<typeof freelancers.$inferInsert, 'id'>>;
  skillIds?: number[];
  jobTitleIds?: number[];
  specialityIds?: number[];
  spokenLanguageIds?: number[];
  absentDates?: string[];
};
export type CreatedFreelancer = { user: User; freelancer: Freelancer };

function completeProfile(n: number): Partial<typeof freelancers.$inferInsert> {
  return {
    isProfileComplete: true,
    isTaxableInGermany: true,
    hasAcceptedCreditMemoProcedure: true,
    creditMemoProcedureAcceptedAt: new Date('2026-01-15T09:00:00Z'),
    phone: `+49 30 555 ${pad(n, 4)}`,
    residentialStreet: `Lindenallee ${n}`,
    residentialPostalCode: '10115',
    residentialCity: 'Berlin',
    isInvoiceAddressSameResidential: true,
    dayRateCents: 64_000,
    hourlyRateCents: 8_000,
    experienceStartYear: 2015,
    taxNumber: `27/${pad(n, 3)}/${pad(n * 7, 5)}`,
    iban: `DE89370400440532${pad(n, 6)}`,
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    vendorNumber: `V-${pad(n, 6)}`,
  };
}

/** A freelancer-realm user with a profile (complete by default) and optional catalogue links and absences. */
export async function createFreelancer(db: DbOrTx, overrides: FreelancerOverrides = {}): Promise<CreatedFreelancer> {
  const {
    isComplete = true,
    profile = {},
    skillIds = [],
    jobTitleIds = [],
    specialityIds = [],
    spokenLanguageIds = [],
    absentDates = [],
    ...userOverrides
  } = overrides;
  const user = await createUser(db, { ...userOverrides, realm: 'freelancer', role: 'freelancer' });
  const freelancer = firstRow(
    await db
      .insert(freelancers)
      .values({ ...(isComplete ? completeProfile(user.id) : {}), ...profile, id: user.id })
      .returning(),
  );
  const freelancerId = user.id;
  if (skillIds.length) await db.insert(freelancerSkills).values(skillIds.map((skillId) => ({ freelancerId, skillId })));
  if (jobTitleIds.length) {
    await db.insert(freelancerJobTitles).values(jobTitleIds.map((jobTitleId) => ({ freelancerId, jobTitleId })));
  }
  if (specialityIds.length) {
    await db
      .insert(freelancerSpecialities)
      .values(specialityIds.map((specialityId) => ({ freelancerId, specialityId })));
  }
  if (spokenLanguageIds.length) {
    await db
      .insert(freelancerSpokenLanguages)
      .values(spokenLanguageIds.map((spokenLanguageId) => ({ freelancerId, spokenLanguageId })));
  }
  if (absentDates.length) {
    await db.insert(freelancerAbsences).values(absentDates.map((date) => ({ freelancerId, date })));
  }
  return { user, freelancer };
}
