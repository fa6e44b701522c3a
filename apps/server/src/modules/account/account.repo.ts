import type { NotificationCategory } from '@fm/contract/enums';
import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import type { SettingsInput } from '@fm/contract/schemas/account';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { berlinToday } from '../../db/berlin-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import { countEachUpToCap } from '../../db/list-query.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencyBudgets } from '../../db/schema/budget.ts';
import {
  freelancerProjectTitles,
  jobTitles,
  skills,
  specialities,
  spokenLanguages,
  vatRates,
} from '../../db/schema/catalogues.ts';
import {
  freelancerAbsences,
  freelancerJobTitles,
  freelancerProjects,
  freelancerSkills,
  freelancerSpecialities,
  freelancerSpokenLanguages,
  freelancers,
} from '../../db/schema/freelancers.ts';
import { agencies, agencyUsers, users } from '../../db/schema/identity.ts';
import { conversationParticipants, messages } from '../../db/schema/messaging.ts';
import { notifications } from '../../db/schema/notifications.ts';
import {
  agencySpecialities,
  agencyUserReplacements,
  budgetNotificationMembers,
  clients,
} from '../../db/schema/organisation.ts';
import { liveNotifications } from '../activity/activity.repo.ts';

/** Queries behind the profile reads and settings saves of every realm. */

export function listMemberships(db: DbOrTx, userId: number) {
  return db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(and(eq(agencyUsers.userId, userId), eq(agencies.isActive, true)))
    .orderBy(asc(agencies.name));
}

export function listAgencyClients(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: clients.id, client: clients.name })
    .from(clients)
    .where(eq(clients.agencyId, agencyId))
    .orderBy(asc(clients.name));
}

export function listAgencySpecialities(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: specialities.id, name: specialities.name })
    .from(agencySpecialities)
    .innerJoin(specialities, eq(specialities.id, agencySpecialities.specialityId))
    .where(eq(agencySpecialities.agencyId, agencyId))
    .orderBy(asc(specialities.name), asc(specialities.id));
}

export function listAgencyMembers(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: users.id, role: users.role, first_name: users.firstName, last_name: users.lastName })
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function listOpenReplacements(db: DbOrTx, agencyId: number, userId: number) {
  return db
    .select({
      id: agencyUserReplacements.id,
      replacement_id: agencyUserReplacements.replacementId,
      type: agencyUserReplacements.type,
    })
    .from(agencyUserReplacements)
    .where(
      and(
        eq(agencyUserReplacements.agencyId, agencyId),
        eq(agencyUserReplacements.userId, userId),
        isNull(agencyUserReplacements.endedAt),
        sql`(${agencyUserReplacements.endDate} is null or ${agencyUserReplacements.endDate} >= ${berlinToday})`,
      ),
    );
}

/** Budget notification members as the agency settings show them: the member id and the user's e-mail, name and image. */
export function selectNotificationMembers(db: DbOrTx) {
  return db
    .select({
      id: budgetNotificationMembers.id,
      email: users.email,
      displayName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      image: users.profileImage,
    })
    .from(budgetNotificationMembers)
    .innerJoin(users, eq(users.id, budgetNotificationMembers.userId));
}

export function listNotificationMembers(db: DbOrTx, agencyId: number) {
  return selectNotificationMembers(db)
    .where(eq(budgetNotificationMembers.agencyId, agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** Booking counts of the agency profile: confirmed (BOOKED), pending (awaiting an approval), completed. */
export async function countAgencyBookings(db: DbOrTx, agencyId: number) {
  const [counts] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${bookings.status} = 'BOOKED')::int`,
      pending: sql<number>`count(*) filter (where ${inArray(bookings.status, ['PENDING', 'APPROVED'])})::int`,
      completed: sql<number>`count(*) filter (where ${bookings.status} = 'FINISHED')::int`,
    })
    .from(bookings)
    .where(eq(bookings.agencyId, agencyId));
  return counts ?? { confirmed: 0, pending: 0, completed: 0 };
}

export async function updateUserSettings(db: DbOrTx, userId: number, settings: SettingsInput) {
  const [user] = await db
    .update(users)
    .set({
      ...(settings.theme ? { theme: settings.theme } : {}),
      ...(settings.account_language ? { language: settings.account_language } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ theme: users.theme, language: users.language });
  return user;
}

export async function isFinancialYearClosed(db: DbOrTx, agencyId: number, financialYearStart: number) {
  const [budget] = await db
    .select({ status: agencyBudgets.status })
    .from(agencyBudgets)
    .where(and(eq(agencyBudgets.agencyId, agencyId), eq(agencyBudgets.financialYearStart, financialYearStart)))
    .limit(1);
  return budget?.status === 'CLOSED';
}

/**
 * Unread to-dos, infos and messages: the badges of the top bar, in one statement. Each is counted up to
 * LIST_COUNT_CAP, so that a finance user asked to review every time record of a large group (millions) costs what
 * the badge shows (99+), not what they were sent; the unread notifications are an index of their own. A badge this
 * instance lately found above the cap is not counted again (countEachUpToCap).
 */
export async function countUnread(db: DbOrTx, userId: number) {
  const unreadNotifications = (category: NotificationCategory) => ({
    key: `unread notifications\u0000${userId}\u0000${category}`,
    rows: () =>
      sql`select 1 from ${notifications} where ${liveNotifications(userId, category)} and not ${notifications.isRead}`,
  });
  const unreadMessages = {
    key: `unread messages\u0000${userId}`,
    rows: () => sql`select 1 from ${messages}
      left join ${conversationParticipants} on ${conversationParticipants.conversationId} = ${messages.conversationId}
        and ${conversationParticipants.userId} = ${userId}
      where ${messages.receiverId} = ${userId}
        and (${conversationParticipants.lastReadAt} is null or ${messages.createdAt} > ${conversationParticipants.lastReadAt})`,
  };
  const [toDos = 0, infos = 0, unreadMessageCount = 0] = await countEachUpToCap(db, [
    unreadNotifications('to_do'),
    unreadNotifications('info'),
    unreadMessages,
  ]);
  return {
    unread_to_do_count: Math.min(toDos, LIST_COUNT_CAP),
    unread_info_count: Math.min(infos, LIST_COUNT_CAP),
    unread_message_count: Math.min(unreadMessageCount, LIST_COUNT_CAP),
  };
}

/** The agencies of a user for /choose-agency, with the user's role (one role per user). */
export function listUserAgencies(db: DbOrTx, userId: number) {
  return db
    .select({
      id: agencies.id,
      name: agencies.name,
      logo_url: agencies.logo,
      role: users.role,
      is_active: agencies.isActive,
    })
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(agencyUsers.userId, userId), eq(agencies.isActive, true)))
    .orderBy(asc(agencies.name));
}

const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);
const euros = (cents: number | null) => (cents === null ? null : cents / 100);

function catalogueNames(db: DbOrTx, freelancerId: number, join: CatalogueJoin) {
  return db
    .select({ id: join.catalogue.id, name: join.catalogue.name })
    .from(join.link)
    .innerJoin(join.catalogue, eq(join.catalogue.id, join.linkTarget))
    .where(eq(join.linkFreelancer, freelancerId))
    .orderBy(asc(join.catalogue.name));
}

type CatalogueJoin = {
  link:
    | typeof freelancerSkills
    | typeof freelancerJobTitles
    | typeof freelancerSpecialities
    | typeof freelancerSpokenLanguages
    | typeof freelancerProjects;
  linkFreelancer: typeof freelancerSkills.freelancerId;
  linkTarget: typeof freelancerSkills.skillId;
  catalogue: typeof skills;
};

const CATALOGUE_JOINS = {
  skills: {
    link: freelancerSkills,
    linkFreelancer: freelancerSkills.freelancerId,
    linkTarget: freelancerSkills.skillId,
    catalogue: skills,
  },
  job_titles: {
    link: freelancerJobTitles,
    linkFreelancer: freelancerJobTitles.freelancerId,
    linkTarget: freelancerJobTitles.jobTitleId,
    catalogue: jobTitles,
  },
  specialities: {
    link: freelancerSpecialities,
    linkFreelancer: freelancerSpecialities.freelancerId,
    linkTarget: freelancerSpecialities.specialityId,
    catalogue: specialities,
  },
  spoken_languages: {
    link: freelancerSpokenLanguages,
    linkFreelancer: freelancerSpokenLanguages.freelancerId,
    linkTarget: freelancerSpokenLanguages.spokenLanguageId,
    catalogue: spokenLanguages,
  },
  projects: {
    link: freelancerProjects,
    linkFreelancer: freelancerProjects.freelancerId,
    linkTarget: freelancerProjects.projectTitleId,
    catalogue: freelancerProjectTitles,
  },
} as unknown as Record<'skills' | 'job_titles' | 'specialities' | 'spoken_languages' | 'projects', CatalogueJoin>;

/** A freelancer's own profile without the account parts (user, settings, counts), which the service adds. */
export async function findFreelancerProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ freelancer: freelancers, user: users, vat: vatRates })
    .from(freelancers)
    .innerJoin(users, eq(users.id, freelancers.id))
    .leftJoin(vatRates, eq(vatRates.id, freelancers.vatRateId))
    .where(and(eq(freelancers.id, userId), isNull(freelancers.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const { freelancer: f, user, vat } = row;
  const [catalogues, absence] = await Promise.all([
    Promise.all(
      Object.entries(CATALOGUE_JOINS).map(async ([key, join]) => [key, await catalogueNames(db, f.id, join)] as const),
    ),
    db
      .select({ id: freelancerAbsences.id, dates: freelancerAbsences.date })
      .from(freelancerAbsences)
      .where(eq(freelancerAbsences.freelancerId, f.id))
      .orderBy(asc(freelancerAbsences.date)),
  ]);
  const address = (street: string | null, postalCode: string | null, city: string | null, country: string | null) =>
    street && postalCode && city ? { street, postal_code: postalCode, city, country: country ?? 'DE' } : null;
  return {
    id: f.id,
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    image_url: fileUrl(f.imageFileId),
    image_thumb: fileUrl(f.thumbnailFileId),
    is_profile_complete: f.isProfileComplete,
    is_taxable_in_germany: f.isTaxableInGermany,
    has_accepted_credit_memo_procedure: f.hasAcceptedCreditMemoProcedure,
    is_invoice_address_same_residential: f.isInvoiceAddressSameResidential,
    rate: euros(f.dayRateCents),
    hourly_rate: euros(f.hourlyRateCents),
    experience_start_year: f.experienceStartYear,
    exclude_vat: f.excludeVat,
    include_company_name: f.includeCompanyName,
    company_name: f.companyName,
    company_id: f.companyId,
    tax_number: f.taxNumber,
    iban: f.iban,
    bic: f.bic,
    bank_name: f.bankName,
    vendor_number: f.vendorNumber,
    vat: vat ? { id: vat.id, name: vat.name, percentage: vat.percentageBasisPoints / 100 } : null,
    residential_address: address(f.residentialStreet, f.residentialPostalCode, f.residentialCity, f.residentialCountry),
    invoice_address: address(f.invoiceStreet, f.invoicePostalCode, f.invoiceCity, f.invoiceCountry),
    portfolio_links: f.portfolioLinks,
    ...(Object.fromEntries(catalogues) as Record<keyof typeof CATALOGUE_JOINS, { id: number; name: string }[]>),
    absence,
  };
}
