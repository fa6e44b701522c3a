import type { freelancerListQuery } from '@fm/contract/endpoints/freelancers';
import type { ListPage } from '@fm/contract/envelope';
import { SCROLL_LIST_COUNT_CAP } from '@fm/contract/envelope';
import type { FreelancerDetail, FreelancerListItem } from '@fm/contract/schemas/freelancer';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { findUser } from '../../db/finders.ts';
import type { IdentityDirectory } from '../../idp/identity-directory.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { pageOf } from '../../platform/paging.ts';
import { findFreelancerProfile } from '../account/account.repo.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as detailRepo from './detail.repo.ts';
import * as repo from './freelancers.repo.ts';
import * as listRepo from './list.repo.ts';

type ListQuery = z.infer<typeof freelancerListQuery>;

const euros = (cents: number | null) => (cents === null ? null : cents / 100);
const fileUrl = (fileId: string | null) => (fileId ? `/api/files/${fileId}` : null);
const isAgencyUser = (auth: RequestAuth) => auth.realm === 'agency';

/** The period availability is judged on: the chosen dates, one of them alone, or today. */
export function availabilityPeriod(startDate?: string, endDate?: string) {
  const start = startDate ?? endDate ?? today();
  const end = endDate ?? startDate ?? today();
  return start <= end ? { start, end } : { start: end, end: start };
}

/**
 * The list filters: every keyword matches a name, job title or skill; rate is a day-rate range in euros;
 * experience means at least that many years since the start year; skills must all be held; clients: worked for
 * any of them (booked or finished booking); bookmarked: by the caller; available (default true): neither absent
 * nor booked on any day of the period — false shows everyone. Only complete, not deleted profiles are listed.
 */
export function toListFilter(query: ListQuery, currentYear = new Date().getUTCFullYear()): listRepo.ListFilter {
  const [low = 0, high = 0] = query.rate;
  return {
    keywords: query.keyword,
    rateCents:
      query.rate.length === 2 ? [Math.round(Math.min(low, high) * 100), Math.round(Math.max(low, high) * 100)] : null,
    maxStartYear: query.experience === undefined ? null : currentYear - query.experience,
    period: availabilityPeriod(query.start_date, query.end_date),
    skillIds: query.skills,
    clientIds: query.clients,
    isBookmarkedOnly: query.bookmarked === true,
    isAvailableOnly: query.available,
  };
}

export async function listFreelancers(
  db: Db,
  auth: RequestAuth,
  query: ListQuery,
): Promise<ListPage<FreelancerListItem>> {
  const { total, rows } = await listRepo.listFreelancers(
    db,
    auth.userId,
    toListFilter(query),
    { column: query.sortBy, direction: query.sort },
    { page: query.page, items: query.items },
  );
  const tags = await listRepo.listTagsOf(
    db,
    rows.map((row) => row.id),
  );
  const tagsOf = (list: { freelancerId: number; id: number; name: string }[], id: number) =>
    list.filter((tag) => tag.freelancerId === id).map(({ id: tagId, name }) => ({ id: tagId, name }));
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      user_id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      image_thumb: fileUrl(row.thumbnailFileId),
      rate: euros(row.dayRateCents),
      hourly_rate: euros(row.hourlyRateCents),
      experience_start_year: row.experienceStartYear,
      job_titles: tagsOf(tags.jobTitles, row.id),
      skills: tagsOf(tags.skills, row.id),
      availability: row.isBusy ? 'BUSY' : 'AVAILABLE',
      bookmark_id: row.bookmarkId,
    })),
    total,
    query,
    SCROLL_LIST_COUNT_CAP,
  );
}

/** One freelancer as agencies (their own bookings and clients only), finance and admins see it. */
export async function getFreelancerDetail(db: Db, auth: RequestAuth, freelancerId: number): Promise<FreelancerDetail> {
  const agencyId = isAgencyUser(auth) ? requireActiveGroup(auth) : null;
  const [profile, found] = await Promise.all([
    findFreelancerProfile(db, freelancerId),
    repo.findFreelancer(db, freelancerId),
  ]);
  if (!profile || !found) throw notFound();
  const [bookings, clients, isBusy, bookmarkId] = await Promise.all([
    detailRepo.listVisibleBookings(db, freelancerId, agencyId),
    detailRepo.listWorkedClients(db, freelancerId, agencyId),
    detailRepo.isBusyOn(db, freelancerId, today()),
    detailRepo.findBookmarkId(db, auth.userId, freelancerId),
  ]);
  return {
    id: profile.id,
    user_id: profile.user_id,
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    image_thumb: profile.image_thumb,
    rate: profile.rate,
    hourly_rate: profile.hourly_rate,
    experience_start_year: profile.experience_start_year,
    job_titles: profile.job_titles,
    skills: profile.skills,
    specialities: profile.specialities,
    spoken_languages: profile.spoken_languages,
    projects: profile.projects,
    portfolio_links: profile.portfolio_links,
    absence: profile.absence,
    availability: isBusy ? 'BUSY' : 'AVAILABLE',
    bookmark_id: bookmarkId,
    is_active: found.user.isActive,
    is_profile_complete: profile.is_profile_complete,
    exclude_vat: profile.exclude_vat,
    include_company_name: profile.include_company_name,
    company_name: profile.company_name,
    vendor_number: isAgencyUser(auth) ? null : profile.vendor_number,
    clients,
    bookings,
    created_at: found.freelancer.createdAt.toISOString(),
  };
}

async function requireFreelancer(db: Db, freelancerId: number) {
  const found = await repo.findFreelancer(db, freelancerId);
  if (!found) throw notFound();
  return found;
}

export async function addBookmark(db: Db, auth: RequestAuth, freelancerId: number) {
  await requireFreelancer(db, freelancerId);
  return { id: await repo.addBookmark(db, auth.userId, freelancerId), freelancer_user_id: freelancerId };
}

/** Only the caller's own bookmarks can be removed; another user's bookmark id answers 404. */
export async function removeBookmark(db: Db, auth: RequestAuth, bookmarkId: number) {
  const removed = await repo.removeBookmark(db, auth.userId, bookmarkId);
  if (!removed) throw notFound();
  return { id: removed.id };
}

const vendorNumberTaken = (vendorNumber: string) =>
  badRequest('rule.alreadyExists', {
    params: { name: vendorNumber },
    fieldErrors: { vendor_number: ['rule.alreadyExists'] },
  });

const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

export async function updateVendorNumber(db: Db, freelancerId: number, vendorNumber: string) {
  await requireFreelancer(db, freelancerId);
  if (await repo.isVendorNumberTaken(db, vendorNumber, freelancerId)) throw vendorNumberTaken(vendorNumber);
  try {
    await repo.updateFreelancer(db, freelancerId, { vendorNumber });
  } catch (error) {
    // Two finance users saving the same number at once: the unique index decides, the loser is told why.
    if (isUniqueViolation(error)) throw vendorNumberTaken(vendorNumber);
    throw error;
  }
  return { freelancer_id: freelancerId, vendor_number: vendorNumber };
}

/** Deletes (anonymises) a freelancer; refused while bookings are open, as their time and pay are not settled. */
async function deleteFreelancer(db: Db, directory: IdentityDirectory, auth: RequestAuth, freelancerId: number) {
  await db.transaction(async (tx) => {
    const current = await repo.lockFreelancer(tx, freelancerId);
    const account = current ? await findUser(tx, freelancerId) : undefined;
    if (!current || !account) throw notFound();
    const openBookings = await repo.countOpenBookings(tx, freelancerId);
    if (openBookings > 0) {
      throw new AppError(400, 'rule.openBookingsBlockDeletion', { params: { count: openBookings } });
    }
    // The account stops signing in where it signs in (embedded or Keycloak) before its e-mail is anonymised.
    await directory.disableUser(tx, account, 'account_deleted');
    await repo.anonymiseFreelancer(tx, freelancerId, new Date());
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: null,
      action: auth.userId === freelancerId ? 'FREELANCER_ACCOUNT_DELETED' : 'FREELANCER_DELETED',
      entityType: 'freelancer',
      entityId: freelancerId,
      beforeStatus: 'ACTIVE',
      afterStatus: 'DELETED',
    });
  });
}

export async function deleteFreelancerByAdmin(
  db: Db,
  directory: IdentityDirectory,
  auth: RequestAuth,
  freelancerId: number,
) {
  await deleteFreelancer(db, directory, auth, freelancerId);
  return { id: freelancerId };
}

export async function deleteOwnAccount(db: Db, directory: IdentityDirectory, auth: RequestAuth) {
  await deleteFreelancer(db, directory, auth, auth.userId);
  return { done: true as const };
}

export async function addAbsences(db: Db, auth: RequestAuth, dates: string[]) {
  await requireFreelancer(db, auth.userId);
  await repo.addAbsences(db, auth.userId, dates);
  return repo.listAbsences(db, auth.userId);
}

/** All ids must be the caller's own; otherwise nothing is removed and the answer is 404. */
export async function removeAbsences(db: Db, auth: RequestAuth, ids: number[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if ((await repo.countOwnAbsences(tx, auth.userId, unique)) !== unique.length) throw notFound();
    return { ids: await repo.removeAbsences(tx, auth.userId, unique) };
  });
}
