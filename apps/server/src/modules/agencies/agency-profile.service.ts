import type {
  agencyCreateInput,
  agencyOnboardInput,
  agencyProfileInput,
  agencyUpdateInput,
} from '@fm/contract/schemas/agency';
import type { UploadedFile } from '@fm/contract/schemas/validation';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findAgency } from '../../db/finders.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { assertImage, type FileStorage } from '../../platform/files.ts';
import { getAgencyProfile, requireActiveGroup } from '../account/account.service.ts';
import { inviteUser, type MailContext } from '../invitations/invitations.service.ts';
import * as repo from './agencies.repo.ts';
import { getAgencyDetail } from './agencies.service.ts';

/** Saving an agency: the managing director's profile and onboarding, the admin's onboarding, creation and edit. */

export type AgencyContext = MailContext & { files: FileStorage };

const fileUrl = (id: string) => `/api/files/${id}`;

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

/**
 * An agency offers at least one service (docs/product.md §9). The onboarding (the director's or the admin's) must
 * leave it with one: either sent now or already stored. An empty list is refused by the contract itself.
 */
async function assertAtLeastOneService(db: DbOrTx, agencyId: number, ids: readonly number[] | undefined) {
  if (ids !== undefined) return;
  if ((await repo.countAgencySpecialities(db, agencyId)) > 0) return;
  throw badRequest('catalogue.atLeastOneService', { fieldErrors: { speciality_ids: ['catalogue.atLeastOneService'] } });
}

async function assertSpecialities(db: DbOrTx, ids: readonly number[] | undefined) {
  if (!ids?.length) return;
  if ((await repo.specialityIdsExisting(db, [...new Set(ids)])).length !== new Set(ids).size) throw notFound();
}

/** The agency columns of the fields sent (the profile save and the admin edit share them); absent ones stay. */
function agencyColumnsOf(input: {
  name?: string | undefined;
  website?: string | null | undefined;
  is_booking_approval_required?: boolean | undefined;
  is_maconomy_data_exchange_required?: boolean | undefined;
  credit_note_header?: string | null | undefined;
  credit_note_footer?: string | null | undefined;
}) {
  const columns = {
    name: input.name,
    website: input.website,
    isBookingApprovalRequired: input.is_booking_approval_required,
    isMaconomyDataExchangeRequired: input.is_maconomy_data_exchange_required,
    creditNoteHeader: input.credit_note_header,
    creditNoteFooter: input.credit_note_footer,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<
    typeof columns
  >;
}

type ProfileFields = z.infer<typeof agencyProfileInput>;

/** Saves profile fields (only those sent); completes the onboarding. Logged. */
async function saveProfile(ctx: AgencyContext, auth: RequestAuth, agencyId: number, input: ProfileFields) {
  const agency = await findAgency(ctx.db, agencyId);
  if (!agency) throw notFound();
  await assertNameFree(ctx.db, input.name, agencyId);
  await assertOwnedClients(ctx.db, agencyId, input.client_ids);
  await assertSpecialities(ctx.db, input.speciality_ids);
  // An already complete profile saved by its director keeps what it has; completing one needs a service.
  if (!agency.isProfileComplete || isAdmin(auth)) await assertAtLeastOneService(ctx.db, agencyId, input.speciality_ids);
  const logoBytes = input.logo ? decodeDataUrl(input.logo) : null;
  if (logoBytes) assertImage(logoBytes);
  await ctx.db.transaction(async (tx) => {
    const logo = logoBytes ? await saveLogo(ctx, tx, auth, logoBytes, 'logo') : input.logo === null ? null : undefined;
    await repo.updateAgency(tx, agencyId, {
      ...agencyColumnsOf(input),
      ...(logo !== undefined ? { logo } : {}),
      isProfileComplete: true,
    });
    if (input.speciality_ids) await repo.replaceAgencySpecialities(tx, agencyId, [...new Set(input.speciality_ids)]);
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId,
      action: isAdmin(auth) ? 'AGENCY_ONBOARDED' : 'AGENCY_PROFILE_UPDATED',
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
      action: 'AGENCY_CREATED',
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

/** Admin edit of an agency from the multipart form, with an optional new logo. */
export async function updateAgency(ctx: AgencyContext, auth: RequestAuth, input: AgencyUpdateBody) {
  const agency = await findAgency(ctx.db, input.id);
  if (!agency) throw notFound();
  await assertNameFree(ctx.db, input.name, agency.id);
  await assertOwnedClients(ctx.db, agency.id, input.client_ids);
  // The schema admits only the form reader's file parts; Blob is what the web app hands its client.
  const logo = input.logo as UploadedFile | undefined;
  if (logo) assertImage(logo.bytes);
  await ctx.db.transaction(async (tx) => {
    const logoUrl = logo ? await saveLogo(ctx, tx, auth, logo.bytes, logo.filename) : undefined;
    await repo.updateAgency(tx, agency.id, {
      ...agencyColumnsOf(input),
      ...(logoUrl ? { logo: logoUrl } : {}),
    });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency.id,
      action: 'AGENCY_UPDATED',
      entityType: 'agency',
      entityId: agency.id,
      details: { fields: Object.keys(input).filter((key) => key !== 'id') },
    });
  });
  return getAgencyDetail(ctx.db, agency.id);
}
