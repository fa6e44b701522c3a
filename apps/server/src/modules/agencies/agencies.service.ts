import { financialYearOf, SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import type { agenciesListQuery } from '@fm/contract/endpoints/agencies';
import type { AgencyDetail, clientCreateInput } from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { findAgency } from '../../db/finders.ts';
import type { IdentityDirectory } from '../../idp/identity-directory.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import { pageOf } from '../../platform/paging.ts';
import * as accountRepo from '../account/account.repo.ts';
import { requireActiveGroup } from '../account/account.service.ts';
import * as repo from './agencies.repo.ts';

const isAgencyUser = (auth: RequestAuth) => auth.realm === 'agency';

export function listSpecialities(db: Db) {
  return repo.listSpecialities(db);
}

/** Agency users search their own agency's clients; admin, finance and freelancers search every agency's. */
export function searchClients(db: Db, auth: RequestAuth, keyword: string | undefined) {
  const agencyId = isAgencyUser(auth) ? requireActiveGroup(auth) : null;
  return repo.searchClients(db, agencyId, keyword || undefined, SEARCH_LOOKUP_SIZE);
}

/** Adds a client to the active agency (admin: to the agency named); an existing one of that name is returned. */
export async function createClient(db: Db, auth: RequestAuth, input: z.infer<typeof clientCreateInput>) {
  let agencyId: number;
  if (isAdmin(auth)) {
    if (!input.agency_id) throw badRequest('error.validation', { fieldErrors: { agency_id: ['validation.required'] } });
    if (!(await findAgency(db, input.agency_id))) throw notFound();
    agencyId = input.agency_id;
  } else {
    agencyId = requireActiveGroup(auth);
    if (input.agency_id && input.agency_id !== agencyId) throw notFound();
  }
  return db.transaction(async (tx) => {
    const existing = await repo.findClientByName(tx, agencyId, input.name);
    if (existing) return existing;
    const created =
      (await repo.insertClient(tx, agencyId, input.name)) ?? (await repo.findClientByName(tx, agencyId, input.name));
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: 'CLIENT_CREATED',
      entityType: 'client',
      entityId: created!.id,
    });
    return created!;
  });
}

function managingDirectors(members: Awaited<ReturnType<typeof repo.agencyUsersOf>>, agencyId: number) {
  return members
    .filter((member) => member.agencyId === agencyId && member.role === 'managing-director')
    .map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
}

function listItem(agency: repo.AgencyRow, members: Awaited<ReturnType<typeof repo.agencyUsersOf>>) {
  return {
    id: agency.id,
    name: agency.name,
    is_active: agency.isActive,
    is_profile_complete: agency.isProfileComplete,
    is_booking_freezed: agency.isBookingFreezed,
    logo_url: agency.logo,
    managing_directors: managingDirectors(members, agency.id),
    created_at: agency.createdAt.toISOString(),
  };
}

export async function listAgencies(db: Db, query: z.infer<typeof agenciesListQuery>) {
  const { rows, total } = await repo.listAgencies(db, query, query, {
    offset: (query.page - 1) * query.items,
    limit: query.items,
  });
  const members = await repo.agencyUsersOf(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => listItem(row, members)),
    total,
    query,
  );
}

export async function getAgencyDetail(db: Db, agencyId: number): Promise<AgencyDetail> {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  const financialYear = financialYearOf(today());
  const [members, clients, clusters, specialities, notificationMembers, counts, budget] = await Promise.all([
    repo.agencyUsersOf(db, [agencyId]),
    accountRepo.listAgencyClients(db, agencyId),
    repo.clustersOf(db, agencyId),
    accountRepo.listAgencySpecialities(db, agencyId),
    accountRepo.listNotificationMembers(db, agencyId),
    accountRepo.countAgencyBookings(db, agencyId),
    repo.findBudget(db, agencyId, financialYear.start),
  ]);
  return {
    ...listItem(agency, members),
    website: agency.website,
    is_booking_approval_required: agency.isBookingApprovalRequired,
    is_maconomy_data_exchange_required: agency.isMaconomyDataExchangeRequired,
    credit_note_header: agency.creditNoteHeader,
    credit_note_footer: agency.creditNoteFooter,
    clients,
    users: members.map(({ agencyId: _agencyId, ...member }) => member),
    clusters,
    specialities,
    notification_members: notificationMembers,
    freelancerFee: agency.freelancerFeeBasisPoints / 100,
    financialYear: {
      label: financialYear.label,
      is_closed: budget?.status === 'CLOSED',
      status: budget?.status ?? 'OPEN',
    },
    budget: budget ? budget.amountCents / 100 : null,
    confirmed_booking_count: counts.confirmed,
    pending_booking_count: counts.pending,
    completed_booking_count: counts.completed,
  };
}

/**
 * Deactivates or reactivates an agency (toggles without a target). Deactivation ends the sessions of all its
 * users; the agency then drops out of their memberships (tokens, X-Group) and out of booking.
 */
export async function setAgencyActive(
  db: Db,
  directory: IdentityDirectory,
  auth: RequestAuth,
  agencyId: number,
  target: boolean | undefined,
) {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  const isActive = target ?? !agency.isActive;
  if (isActive === agency.isActive) return { id: agency.id, is_active: isActive };
  await db.transaction(async (tx) => {
    await repo.updateAgency(tx, agency.id, { isActive });
    const members = isActive ? [] : await repo.memberAccountsOf(tx, agency.id);
    await directory.endSessions(tx, members, 'agency_deactivated');
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: isActive ? 'AGENCY_REACTIVATED' : 'AGENCY_DEACTIVATED',
      entityType: 'agency',
      entityId: agency.id,
      beforeStatus: agency.isActive ? 'ACTIVE' : 'INACTIVE',
      afterStatus: isActive ? 'ACTIVE' : 'INACTIVE',
      details: { signed_out_members: members.length },
    });
  });
  return { id: agency.id, is_active: isActive };
}

export async function freezeBooking(db: Db, auth: RequestAuth, agencyId: number, isFrozen: boolean) {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  if (agency.isBookingFreezed !== isFrozen) {
    await db.transaction(async (tx) => {
      await repo.updateAgency(tx, agency.id, { isBookingFreezed: isFrozen });
      await logActivity(tx, {
        actorId: auth.userId,
        agencyId: agency.id,
        action: isFrozen ? 'AGENCY_BOOKINGS_FROZEN' : 'AGENCY_BOOKINGS_UNFROZEN',
        entityType: 'agency',
        entityId: agency.id,
        beforeStatus: agency.isBookingFreezed ? 'FROZEN' : 'OPEN',
        afterStatus: isFrozen ? 'FROZEN' : 'OPEN',
      });
    });
  }
  return { id: agency.id, is_booking_freezed: isFrozen };
}
