import { financialYearOf } from '@fm/contract/constants';
import type {
  AccountSettings,
  AgencyProfile,
  CurrentUser,
  SettingsInput,
  StaffProfile,
} from '@fm/contract/schemas/account';
import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { findAgency, findUser } from '../../db/finders.ts';
import type { users } from '../../db/schema/identity.ts';
import { AppError, notFound } from '../../platform/app-error.ts';
import { today } from '../../platform/clock.ts';
import * as repo from './account.repo.ts';

type UserRow = typeof users.$inferSelect;

function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    image_url: user.profileImage,
  };
}

function toSettings(user: Pick<UserRow, 'theme' | 'language'>): AccountSettings {
  return { theme: user.theme ?? null, account_language: user.language };
}

async function loadUser(db: Db, auth: RequestAuth): Promise<UserRow> {
  const user = await findUser(db, auth.userId);
  if (!user) throw notFound();
  return user;
}

/** The agency a request acts in; a user of several agencies must have chosen one (X-Group). */
export function requireActiveGroup(auth: RequestAuth): number {
  if (auth.activeGroup !== null) return auth.activeGroup;
  // Without any agency the user was never (or is no longer) invited: the web app signs them out on this 403.
  if (auth.groups.length === 0) throw new AppError(403, 'error.uninvited');
  throw new AppError(400, 'error.groupRequired');
}

async function buildAgencyProfile(db: Db, agencyId: number, user: UserRow) {
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  const financialYear = financialYearOf(today());
  const [clients, specialities, members, replacements, notificationMembers, counts, memberships, isYearClosed, unread] =
    await Promise.all([
      repo.listAgencyClients(db, agencyId),
      repo.listAgencySpecialities(db, agencyId),
      repo.listAgencyMembers(db, agencyId),
      repo.listOpenReplacements(db, agencyId, user.id),
      repo.listNotificationMembers(db, agencyId),
      repo.countAgencyBookings(db, agencyId),
      repo.listMemberships(db, user.id),
      repo.isFinancialYearClosed(db, agencyId, financialYear.start),
      repo.countUnread(db, user.id),
    ]);
  return {
    id: agency.id,
    name: agency.name,
    is_active: agency.isActive,
    is_booking_approval_required: agency.isBookingApprovalRequired,
    is_profile_complete: agency.isProfileComplete,
    is_maconomy_data_exchange_required: agency.isMaconomyDataExchangeRequired,
    is_booking_freezed: agency.isBookingFreezed,
    logo_url: agency.logo,
    website: agency.website,
    credit_note_header: agency.creditNoteHeader,
    credit_note_footer: agency.creditNoteFooter,
    specialities,
    clients,
    users: members,
    replacement_users: replacements,
    freelancerFee: agency.freelancerFeeBasisPoints / 100,
    financialYear: { label: financialYear.label, is_closed: isYearClosed },
    notification_members: notificationMembers,
    confirmed_booking_count: counts.confirmed,
    pending_booking_count: counts.pending,
    completed_booking_count: counts.completed,
    settings: toSettings(user),
    user_profile_image: user.profileImage,
    memberships,
    ...unread,
  };
}

export async function getAgencyProfile(db: Db, auth: RequestAuth): Promise<AgencyProfile> {
  const agencyId = requireActiveGroup(auth);
  const user = await loadUser(db, auth);
  return { ...(await buildAgencyProfile(db, agencyId, user)), user: toCurrentUser(user) };
}

export async function getStaffProfile(db: Db, auth: RequestAuth): Promise<StaffProfile> {
  const user = await loadUser(db, auth);
  return { user: toCurrentUser(user), settings: toSettings(user), ...(await repo.countUnread(db, user.id)) };
}

/** An admin's own profile; with agency_id also that agency's (admins onboard agencies on their behalf). */
export async function getAdminProfile(db: Db, auth: RequestAuth, agencyId: number | null) {
  const staff = await getStaffProfile(db, auth);
  if (agencyId === null) return { ...staff, agency: null };
  const user = await loadUser(db, auth);
  return { ...staff, agency: await buildAgencyProfile(db, agencyId, user) };
}

export async function getFreelancerProfile(db: Db, auth: RequestAuth): Promise<FreelancerProfile> {
  const user = await loadUser(db, auth);
  const profile = await repo.findFreelancerProfile(db, user.id);
  if (!profile) throw notFound();
  return {
    ...profile,
    user: toCurrentUser(user),
    settings: toSettings(user),
    ...(await repo.countUnread(db, user.id)),
  };
}

export async function updateSettings(db: Db, auth: RequestAuth, settings: SettingsInput): Promise<AccountSettings> {
  const user = await repo.updateUserSettings(db, auth.userId, settings);
  if (!user) throw notFound();
  return toSettings(user);
}

/** The agencies to choose from on /choose-agency (no X-Group needed). */
export function listUserAgencies(db: Db, auth: RequestAuth) {
  return repo.listUserAgencies(db, auth.userId);
}
