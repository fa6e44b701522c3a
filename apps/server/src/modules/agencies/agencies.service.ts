import { financialYearOf, SEARCH_LOOKUP_SIZE } from '@fm/contract/constants';
import type { agenciesListQuery } from '@fm/contract/endpoints/agencies';
import { lastPage } from '@fm/contract/envelope';
import type {
  AgencyDetail,
  agencyCreateInput,
  agencyOnboardInput,
  agencyProfileInput,
  agencyUpdateInput,
  clientCreateInput,
  notificationMemberAddInput,
} from '@fm/contract/schemas/agency';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { endUserSessions } from '../../idp/sessions.ts';
import { logActivity } from '../../platform/activity.ts';
import { AppError, badRequest, notFound } from '../../platform/app-error.ts';
import { assertImage, type FileStorage } from '../../platform/files.ts';
import * as accountRepo from '../account/account.repo.ts';
import { getAgencyProfile, requireActiveGroup } from '../account/account.service.ts';
import { inviteUser, type MailContext } from '../invitations/invitations.service.ts';
import * as repo from './agencies.repo.ts';

export type AgencyContext = MailContext & { files: FileStorage };

const isAdmin = (auth: RequestAuth) => auth.roles.includes('admin');
const isAgencyUser = (auth: RequestAuth) => auth.realm === 'agency';
const today = () => new Date().toISOString().slice(0, 10);
const fileUrl = (id: string) => `/api/files/${id}`;

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
    if (!(await repo.findAgency(db, input.agency_id))) throw notFound();
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
      action: 'client.create',
      entityType: 'client',
      entityId: created!.id,
    });
    return created!;
  });
}

async function saveLogo(ctx: AgencyContext, tx: DbOrTx, auth: RequestAuth, bytes: Uint8Array, name: string) {
  const type = assertImage(bytes);
  const file = await ctx.files.save(tx, {
    kind: 'AGENCY_LOGO',
    ownerUserId: auth.userId,
    originalName: name || `logo.${type.extension}`,
    mime: type.mime,
    bytes,
  });
  return fileUrl(file.id);
}

function decodeDataUrl(dataUrl: string) {
  return new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

async function assertNameFree(db: DbOrTx, name: string | undefined, exceptId?: number) {
  if (name && (await repo.findAgencyByName(db, name, exceptId))) {
    throw badRequest('rule.alreadyExists', { params: { name }, fieldErrors: { name: ['rule.alreadyExists'] } });
  }
}

/** Client and speciality ids must exist and, for clients, belong to the agency (else 404: not yours). */
async function assertOwnedClients(db: DbOrTx, agencyId: number, clientIds: readonly number[] | undefined) {
  if (!clientIds?.length) return;
  const rows = await repo.clientsByIds(db, [...new Set(clientIds)]);
  if (rows.length !== new Set(clientIds).size || rows.some((row) => row.agencyId !== agencyId)) throw notFound();
}

async function assertSpecialities(db: DbOrTx, ids: readonly number[] | undefined) {
  if (!ids?.length) return;
  if ((await repo.specialityIdsExisting(db, [...new Set(ids)])).length !== new Set(ids).size) throw notFound();
}

type ProfileFields = z.infer<typeof agencyProfileInput>;

/** Saves profile fields (only those sent); completes the onboarding. Logged. */
async function saveProfile(ctx: AgencyContext, auth: RequestAuth, agencyId: number, input: ProfileFields) {
  const agency = await repo.findAgency(ctx.db, agencyId);
  if (!agency) throw notFound();
  await assertNameFree(ctx.db, input.name, agencyId);
  await assertOwnedClients(ctx.db, agencyId, input.client_ids);
  await assertSpecialities(ctx.db, input.speciality_ids);
  const logoBytes = input.logo ? decodeDataUrl(input.logo) : null;
  if (logoBytes) assertImage(logoBytes);
  await ctx.db.transaction(async (tx) => {
    const logo = logoBytes ? await saveLogo(ctx, tx, auth, logoBytes, 'logo') : input.logo === null ? null : undefined;
    await repo.updateAgency(tx, agencyId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.website !== undefined ? { website: input.website } : {}),
      ...(input.is_booking_approval_required !== undefined
        ? { isBookingApprovalRequired: input.is_booking_approval_required }
        : {}),
      ...(input.is_maconomy_data_exchange_required !== undefined
        ? { isMaconomyDataExchangeRequired: input.is_maconomy_data_exchange_required }
        : {}),
      ...(input.credit_note_header !== undefined ? { creditNoteHeader: input.credit_note_header } : {}),
      ...(input.credit_note_footer !== undefined ? { creditNoteFooter: input.credit_note_footer } : {}),
      ...(logo !== undefined ? { logo } : {}),
      isProfileComplete: true,
    });
    if (input.speciality_ids) await repo.replaceAgencySpecialities(tx, agencyId, [...new Set(input.speciality_ids)]);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: isAdmin(auth) ? 'agency.onboard' : 'agency.profile-update',
      entityType: 'agency',
      entityId: agencyId,
      beforeStatus: agency.isProfileComplete ? 'COMPLETE' : 'INCOMPLETE',
      afterStatus: 'COMPLETE',
      details: { fields: Object.keys(input).filter((key) => key !== 'logo') },
    });
  });
}

export async function updateOwnProfile(ctx: AgencyContext, auth: RequestAuth, input: ProfileFields) {
  await saveProfile(ctx, auth, requireActiveGroup(auth), input);
  return getAgencyProfile(ctx.db, auth);
}

export async function onboardAgency(ctx: AgencyContext, auth: RequestAuth, input: z.infer<typeof agencyOnboardInput>) {
  const { agency_id: agencyId, ...fields } = input;
  await saveProfile(ctx, auth, agencyId, fields);
  return getAgencyDetail(ctx.db, agencyId);
}

/** Creates an agency (with copies of the chosen clients) and invites its managing director. */
export async function createAgency(ctx: AgencyContext, auth: RequestAuth, input: z.infer<typeof agencyCreateInput>) {
  await assertNameFree(ctx.db, input.name);
  const sourceClients = await repo.clientsByIds(ctx.db, [...new Set(input.client_ids)]);
  if (sourceClients.length !== new Set(input.client_ids).size) throw notFound();
  const agency = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertAgency(tx, {
      name: input.name,
      website: input.website ?? null,
      isBookingApprovalRequired: input.is_booking_approval_required,
      isProfileComplete: false,
    });
    for (const name of new Set(sourceClients.map((client) => client.name))) await repo.insertClient(tx, row.id, name);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: row.id,
      action: 'agency.create',
      entityType: 'agency',
      entityId: row.id,
      afterStatus: 'ACTIVE',
    });
    return row;
  });
  await inviteUser(
    ctx,
    auth,
    {
      email: input.managing_director.email,
      role: 'managing-director',
      agency_id: agency.id,
      first_name: input.managing_director.first_name,
      last_name: input.managing_director.last_name,
    },
    auth.language,
  );
  return getAgencyDetail(ctx.db, agency.id);
}

export type AgencyUpdateBody = z.infer<typeof agencyUpdateInput>;
export type UploadedFile = { filename: string; bytes: Uint8Array };

/** Admin edit of an agency from the multipart form, with an optional new logo. */
export async function updateAgency(ctx: AgencyContext, auth: RequestAuth, input: AgencyUpdateBody) {
  const agency = await repo.findAgency(ctx.db, input.id);
  if (!agency) throw notFound();
  await assertNameFree(ctx.db, input.name, agency.id);
  await assertOwnedClients(ctx.db, agency.id, input.client_ids);
  const logo = input.logo as UploadedFile | undefined;
  if (logo) assertImage(logo.bytes);
  await ctx.db.transaction(async (tx) => {
    const logoUrl = logo ? await saveLogo(ctx, tx, auth, logo.bytes, logo.filename) : undefined;
    await repo.updateAgency(tx, agency.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.website !== undefined ? { website: input.website } : {}),
      ...(input.is_booking_approval_required !== undefined
        ? { isBookingApprovalRequired: input.is_booking_approval_required }
        : {}),
      ...(input.is_maconomy_data_exchange_required !== undefined
        ? { isMaconomyDataExchangeRequired: input.is_maconomy_data_exchange_required }
        : {}),
      ...(input.credit_note_header !== undefined ? { creditNoteHeader: input.credit_note_header } : {}),
      ...(input.credit_note_footer !== undefined ? { creditNoteFooter: input.credit_note_footer } : {}),
      ...(logoUrl ? { logo: logoUrl } : {}),
    });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: 'agency.update',
      entityType: 'agency',
      entityId: agency.id,
      details: { fields: Object.keys(input).filter((key) => key !== 'id') },
    });
  });
  return getAgencyDetail(ctx.db, agency.id);
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
  return {
    data: rows.map((row) => listItem(row, members)),
    total,
    page: query.page,
    items: query.items,
    last_page: lastPage(total, query.items),
  };
}

export async function getAgencyDetail(db: Db, agencyId: number): Promise<AgencyDetail> {
  const agency = await repo.findAgency(db, agencyId);
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
export async function setAgencyActive(db: Db, auth: RequestAuth, agencyId: number, target: boolean | undefined) {
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw notFound();
  const isActive = target ?? !agency.isActive;
  if (isActive === agency.isActive) return { id: agency.id, is_active: isActive };
  await db.transaction(async (tx) => {
    await repo.updateAgency(tx, agency.id, { isActive });
    let endedSessions = 0;
    if (!isActive) {
      for (const { userId } of await repo.memberIdsOf(tx, agency.id)) {
        endedSessions += await endUserSessions(tx, userId, 'agency_deactivated');
      }
    }
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: isActive ? 'agency.reactivate' : 'agency.deactivate',
      entityType: 'agency',
      entityId: agency.id,
      beforeStatus: agency.isActive ? 'ACTIVE' : 'INACTIVE',
      afterStatus: isActive ? 'ACTIVE' : 'INACTIVE',
      details: { ended_sessions: endedSessions },
    });
  });
  return { id: agency.id, is_active: isActive };
}

export async function freezeBooking(db: Db, auth: RequestAuth, agencyId: number, isFrozen: boolean) {
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) throw notFound();
  if (agency.isBookingFreezed !== isFrozen) {
    await db.transaction(async (tx) => {
      await repo.updateAgency(tx, agency.id, { isBookingFreezed: isFrozen });
      await logActivity(tx, {
        actorId: auth.userId,
        agencyId: agency.id,
        action: isFrozen ? 'agency.booking-freeze' : 'agency.booking-unfreeze',
        entityType: 'agency',
        entityId: agency.id,
        beforeStatus: agency.isBookingFreezed ? 'FROZEN' : 'OPEN',
        afterStatus: isFrozen ? 'FROZEN' : 'OPEN',
      });
    });
  }
  return { id: agency.id, is_booking_freezed: isFrozen };
}

/** An agency the caller may administer: any for an admin, the active one for a managing director. */
async function assertAgencyAccess(db: Db, auth: RequestAuth, agencyId: number) {
  if (!isAdmin(auth) && agencyId !== requireActiveGroup(auth)) throw notFound();
  if (!(await repo.findAgency(db, agencyId))) throw notFound();
}

export async function addNotificationMember(
  db: Db,
  auth: RequestAuth,
  input: z.infer<typeof notificationMemberAddInput>,
) {
  await assertAgencyAccess(db, auth, input.agency_id);
  const user = await repo.findAgencyUserByEmail(db, input.agency_id, input.email);
  if (!user) {
    throw new AppError(400, 'catalogue.noAccountForEmail', { fieldErrors: { email: ['catalogue.noAccountForEmail'] } });
  }
  return db.transaction(async (tx) => {
    const member = await repo.addNotificationMember(tx, input.agency_id, user.id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: input.agency_id,
      action: 'agency.notification-member-add',
      entityType: 'budget_notification_member',
      entityId: member.id,
      details: { user_id: user.id },
    });
    return member;
  });
}

export async function removeNotificationMember(db: Db, auth: RequestAuth, id: number) {
  const member = await repo.findNotificationMember(db, id);
  if (!member) throw notFound();
  await assertAgencyAccess(db, auth, member.agencyId);
  await db.transaction(async (tx) => {
    await repo.removeNotificationMember(tx, id);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: member.agencyId,
      action: 'agency.notification-member-remove',
      entityType: 'budget_notification_member',
      entityId: id,
      details: { user_id: member.userId },
    });
  });
  return { id };
}

/**
 * For the bookings module: a deactivated agency is hidden from booking (404, as an unknown one) and a frozen
 * agency takes no new bookings (400 "Bookings of this agency are currently frozen.").
 */
export async function assertAgencyBookable(db: DbOrTx, agencyId: number) {
  const agency = await repo.findAgency(db, agencyId);
  if (!agency?.isActive) throw notFound();
  if (agency.isBookingFreezed) throw badRequest('rule.bookingsFrozen');
  return agency;
}
