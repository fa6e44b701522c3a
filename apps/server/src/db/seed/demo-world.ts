import type { DbOrTx } from '../client.ts';
import { type Agency, createAgency } from '../factories/agency.ts';
import { type Client, createClient } from '../factories/client.ts';
import { createFreelancer } from '../factories/freelancer.ts';
import { type CreatedProject, createProject } from '../factories/project.ts';
import { createUser, type User } from '../factories/user.ts';
import {
  freelancerProjectTitles,
  jobTitles,
  skills,
  specialities,
  spokenLanguages,
  vatRates,
} from '../schema/catalogues.ts';
import { freelancerProjects } from '../schema/freelancers.ts';
import { maconomyProjects } from '../schema/projects.ts';
import { at, dayOffset } from './demo-calendar.ts';
import {
  AGENCIES,
  type AgencyKey,
  JOB_TITLES,
  PORTFOLIO_PROJECTS,
  PROJECTS,
  SKILLS,
  SPECIALITIES,
  SPOKEN_LANGUAGES,
  VAT_RATES,
} from './demo-catalogue.ts';
import { DEMO_PASSWORD, FREELANCERS, STAFF } from './demo-people.ts';

export type DemoWorld = {
  agencies: Record<AgencyKey, Agency>;
  clients: Record<AgencyKey, Client[]>;
  staff: Record<string, User>;
  freelancers: Record<string, User>;
  projects: Record<string, CreatedProject>;
};

type Named = { id: number; name: string };
const idsInOrder = (rows: Named[], names: readonly string[]) =>
  names.map((name) => rows.find((row) => row.name === name)!.id);

async function seedCatalogues(db: DbOrTx) {
  const insertNames = async (table: typeof skills, names: readonly string[]) =>
    idsInOrder(
      await db
        .insert(table)
        .values(names.map((name) => ({ name })))
        .returning(),
      names,
    );
  const vat = await db
    .insert(vatRates)
    .values([...VAT_RATES])
    .returning();
  return {
    skills: await insertNames(skills, SKILLS),
    jobTitles: await insertNames(jobTitles, JOB_TITLES),
    specialities: await insertNames(specialities, SPECIALITIES),
    languages: await insertNames(spokenLanguages, SPOKEN_LANGUAGES),
    portfolio: await insertNames(freelancerProjectTitles, PORTFOLIO_PROJECTS),
    vat: idsInOrder(
      vat,
      VAT_RATES.map((rate) => rate.name),
    ),
  };
}

async function seedAgencies(db: DbOrTx, specialityIds: number[]) {
  const agencies = {} as Record<AgencyKey, Agency>;
  const clients = {} as Record<AgencyKey, Client[]>;
  let index = 0;
  for (const [key, spec] of Object.entries(AGENCIES) as [AgencyKey, (typeof AGENCIES)[AgencyKey]][]) {
    index += 1;
    const agency = await createAgency(db, {
      name: spec.name,
      street: spec.street,
      postalCode: spec.postalCode,
      city: spec.city,
      website: `https://www.${key}.example`,
      description: `${spec.name} – Agentur für Kommunikation und Design in ${spec.city}.`,
      isActive: spec.isActive ?? true,
      isProfileComplete: spec.isProfileComplete ?? true,
      isBookingApprovalRequired: spec.isBookingApprovalRequired ?? false,
      isBookingFreezed: spec.isBookingFreezed ?? false,
      isMaconomyDataExchangeRequired: spec.isMaconomyDataExchangeRequired ?? false,
      freelancerFeeBasisPoints: spec.feeBasisPoints,
      allowedEmailDomains: key === 'nordlicht' ? ['demo.test', 'nordlicht.example'] : [],
      creditNoteHeader: `${spec.name} GmbH · ${spec.street} · ${spec.postalCode} ${spec.city}`,
      creditNoteFooter: `Gutschrift im Gutschriftverfahren (§ 14 Abs. 2 UStG) · ${spec.name} GmbH · Amtsgericht ${spec.city} HRB ${10_000 + index * 137}`,
      createdAt: at(dayOffset(-900 + index * 40)),
      specialityIds: spec.specialities.map((position) => specialityIds[position]!),
    });
    agencies[key] = agency;
    clients[key] = [];
    for (const name of spec.clients) clients[key].push(await createClient(db, { agencyId: agency.id, name }));
  }
  return { agencies, clients };
}

async function seedStaff(db: DbOrTx, agencies: Record<AgencyKey, Agency>) {
  const staff: Record<string, User> = {};
  for (const [index, spec] of STAFF.entries()) {
    staff[spec.key] = await createUser(db, {
      email: spec.email,
      role: spec.role,
      firstName: spec.firstName,
      lastName: spec.lastName,
      language: spec.language ?? 'en',
      password: DEMO_PASSWORD,
      agencyIds: (spec.agencies ?? []).map((key) => agencies[key].id),
      createdAt: at(dayOffset(-800 + index * 20)),
      lastLoginAt: at(dayOffset(-1 - (index % 5)), 8 + (index % 9)),
    });
  }
  return staff;
}

async function seedFreelancers(db: DbOrTx, catalogue: Awaited<ReturnType<typeof seedCatalogues>>) {
  const freelancers: Record<string, User> = {};
  for (const [index, spec] of FREELANCERS.entries()) {
    const isComplete = spec.isComplete ?? true;
    const pick = (ids: number[], positions: number[]) => positions.map((position) => ids[position]!);
    const { user } = await createFreelancer(db, {
      email: spec.email,
      firstName: spec.firstName,
      lastName: spec.lastName,
      language: spec.language ?? 'en',
      password: DEMO_PASSWORD,
      createdAt: at(dayOffset(isComplete ? -700 + index * 30 : -2)),
      isComplete,
      profile: isComplete
        ? {
            residentialStreet: spec.street,
            residentialPostalCode: spec.postalCode,
            residentialCity: spec.city,
            dayRateCents: spec.dayRate * 100,
            hourlyRateCents: spec.hourlyRate * 100,
            experienceStartYear: spec.since,
            excludeVat: spec.excludeVat ?? false,
            vatRateId: catalogue.vat[spec.vat ?? 0]!,
            companyName: spec.companyName ?? null,
            includeCompanyName: Boolean(spec.companyName),
            companyId: spec.companyId ?? null,
            vendorNumber: spec.hasVendorNumber === false ? null : `70${String(4100 + index * 7)}`,
            creditMemoProcedureAcceptedAt: at(dayOffset(-650 + index * 30)),
            phone: `+49 151 ${String(2345_6700 + index * 1111)}`,
            website: `https://${spec.firstName.toLowerCase()}-${spec.lastName.toLowerCase().replace(/[^a-z]/g, '')}.example`,
            about: `${spec.firstName} arbeitet seit ${spec.since} freiberuflich für Agenturen in ganz Deutschland.`,
            portfolioLinks: [`https://portfolio.example/${spec.key}`, `https://www.behance.net/${spec.key}-demo`],
          }
        : { isTaxableInGermany: true, residentialCity: spec.city, residentialPostalCode: spec.postalCode },
      skillIds: pick(catalogue.skills, spec.skills),
      jobTitleIds: pick(catalogue.jobTitles, [spec.jobTitle]).filter(() => isComplete),
      specialityIds: pick(catalogue.specialities, spec.specialities),
      spokenLanguageIds: pick(catalogue.languages, spec.languages),
      absentDates: (spec.absences ?? []).map((offset) => dayOffset(offset)),
    });
    if (isComplete) {
      await db.insert(freelancerProjects).values(
        [index % 6, (index + 2) % 6].map((position) => ({
          freelancerId: user.id,
          projectTitleId: catalogue.portfolio[position]!,
        })),
      );
    }
    freelancers[spec.key] = user;
  }
  return freelancers;
}

async function seedProjects(db: DbOrTx, world: Omit<DemoWorld, 'projects'>) {
  await db.insert(maconomyProjects).values([
    ...PROJECTS.filter((project) => project.maconomy).map((project) => ({
      number: project.maconomy!,
      name: project.name,
      agencyId: world.agencies[project.agency].id,
    })),
    { number: 'NM-26-1010', name: 'Nordsee Reederei Imagekampagne', agencyId: world.agencies.nordlicht.id },
    { number: 'NM-26-1011', name: 'Alsterbank Jahresplanung', agencyId: world.agencies.nordlicht.id },
    { number: 'GRP-0001', name: 'Gruppenweite Markenführung', agencyId: null },
  ]);
  const projects: Record<string, CreatedProject> = {};
  for (const [index, spec] of PROJECTS.entries()) {
    projects[spec.key] = await createProject(db, {
      agencyId: world.agencies[spec.agency].id,
      name: spec.name,
      status: spec.status,
      startDate: spec.startDate,
      dueDate: spec.dueDate,
      clientId: world.clients[spec.agency][spec.client]?.id ?? null,
      maconomyProjectNumber: spec.maconomy ?? null,
      maconomyProjectName: spec.maconomy ? spec.name : null,
      description: `${spec.name} für ${world.clients[spec.agency][spec.client]?.name ?? 'interne Zwecke'}.`,
      createdBy: world.staff[spec.owner]!.id,
      createdAt: at(spec.startDate, 8 + (index % 8)),
      allocations: spec.allocations,
    });
  }
  return projects;
}

/** Catalogues, agencies with clients, staff, freelancers and projects: everything bookings hang on. */
export async function seedWorld(db: DbOrTx): Promise<DemoWorld> {
  const catalogue = await seedCatalogues(db);
  const { agencies, clients } = await seedAgencies(db, catalogue.specialities);
  const staff = await seedStaff(db, agencies);
  const freelancers = await seedFreelancers(db, catalogue);
  const projects = await seedProjects(db, { agencies, clients, staff, freelancers });
  return { agencies, clients, staff, freelancers, projects };
}
