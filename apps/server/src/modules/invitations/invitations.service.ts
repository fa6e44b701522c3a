import { createHash, randomBytes } from 'node:crypto';
import { INVITE_PERMISSION } from '@fm/contract/endpoints/users';
import type { Language, Realm, Role } from '@fm/contract/enums';
import { mailText } from '@fm/contract/mail-texts';
import { hasPermission, ROLE_REALM } from '@fm/contract/roles';
import type { invitationInput } from '@fm/contract/schemas/user';
import type { z } from 'zod';
import { isAdmin, type RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { findAgency, isAgencyMember } from '../../db/finders.ts';
import type { IdentityDirectory } from '../../idp/identity-directory.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, forbidden, notFound } from '../../platform/app-error.ts';
import type { Mailer } from '../../platform/mail.ts';
import * as repo from './invitations.repo.ts';

/** How long an invitation link and a password reset link work. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export type MailContext = { db: Db; mailer: Mailer; publicUrl: string };
type InvitationInput = z.infer<typeof invitationInput>;

const newToken = () => randomBytes(32).toString('base64url');
/** Only the SHA-256 of a link token is stored (as the invitation factory does). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Freelancers register on /register, everyone else (agency, admin, finance) on /sso-register. */
export function invitationLink(publicUrl: string, realm: Realm, token: string) {
  const page = realm === 'freelancer' ? 'register' : 'sso-register';
  return `${publicUrl.replace(/\/$/, '')}/${page}?t=${encodeURIComponent(token)}`;
}

/** The agency an agency-role invitation joins: the one named (admin) or the caller's active agency. */
async function invitationAgency(db: Db, auth: RequestAuth, input: InvitationInput) {
  if (ROLE_REALM[input.role] !== 'agency') return null;
  const agencyId = input.agency_id ?? auth.activeGroup;
  if (agencyId == null) {
    throw badRequest('error.validation', { fieldErrors: { agency_id: ['validation.required'] } });
  }
  if (!isAdmin(auth) && !auth.groups.includes(agencyId)) throw notFound();
  const agency = await findAgency(db, agencyId);
  if (!agency) throw notFound();
  return agency;
}

function isDomainAllowed(allowed: readonly string[], email: string) {
  if (allowed.length === 0) return true;
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return allowed.some((entry) => entry.toLowerCase().replace(/^@/, '') === domain);
}

/**
 * Invites a person with a role (the caller needs the invite-… key of that role). The person gets an account
 * without password (status INVITED) and a mail with a single-use link; the stored token is only its hash.
 */
export async function inviteUser(ctx: MailContext, auth: RequestAuth, input: InvitationInput, language: Language) {
  if (!hasPermission(auth.roles, INVITE_PERMISSION[input.role])) throw forbidden();
  const realm = ROLE_REALM[input.role];
  const email = input.email.toLowerCase();
  const agency = await invitationAgency(ctx.db, auth, input);
  if (agency && !isDomainAllowed(agency.allowedEmailDomains, email)) throw badRequest('catalogue.mailNotAllowed');

  const token = newToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findUserByEmail(tx, realm, email);
    const isRegistered = Boolean(existing && repo.isRegistered(existing));
    if (isRegistered && (!agency || (existing && (await isAgencyMember(tx, agency.id, existing.id))))) {
      throw badRequest('catalogue.emailAlreadyInvited');
    }
    const open = await repo.findOpenInvitation(tx, realm, email, agency?.id ?? null);
    if (open && open.expiresAt > new Date()) throw badRequest('catalogue.emailAlreadyInvited');
    if (open) await repo.revokeInvitation(tx, open.id);

    if (!existing) {
      await repo.insertUser(tx, {
        email,
        realm,
        role: input.role as Role,
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        passwordHash: null,
        language,
      });
    } else if (!repo.isRegistered(existing)) {
      await repo.updateUser(tx, existing.id, {
        role: input.role as Role,
        ...(input.first_name ? { firstName: input.first_name } : {}),
        ...(input.last_name ? { lastName: input.last_name } : {}),
      });
    }
    const row = await repo.insertInvitation(tx, {
      email,
      realm,
      role: input.role as Role,
      agencyId: agency?.id ?? null,
      tokenHash: hashToken(token),
      invitedBy: auth.userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await logActivity(tx, {
      actorId: auth.userId,
      agencyId: agency?.id ?? null,
      action: 'INVITATION_SENT',
      entityType: 'invitation',
      entityId: row.id,
      afterStatus: 'INVITED',
      details: { email, role: input.role },
    });
    return row;
  });

  const link = invitationLink(ctx.publicUrl, realm, token);
  await ctx.mailer.send(ctx.db, {
    to: email,
    subject: mailText('mail.invitationSubject', language),
    text: agency
      ? mailText('mail.invitationByAgencyBody', language, { agency: agency.name, link })
      : mailText('mail.invitationBody', language, { link }),
  });
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    agency_id: invitation.agencyId,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/**
 * Sets the password from an invitation or reset link. An invitation activates the account with its role and
 * joins its agency (freelancers get their profile row); a reset also ends every open session.
 */
export async function createPassword(db: Db, directory: IdentityDirectory, token: string, password: string) {
  const tokenHash = hashToken(token);
  const invitation = await repo.findInvitationByHash(db, tokenHash);
  if (invitation) {
    if (invitation.acceptedAt) throw badRequest('rule.invitationUsed');
    if (invitation.revokedAt) throw badRequest('validation.invalidLink');
    if (invitation.expiresAt <= new Date()) throw badRequest('catalogue.registrationLinkExpired');
    return db.transaction(async (tx) => {
      if (!(await repo.markInvitationAccepted(tx, invitation.id))) throw badRequest('rule.invitationUsed');
      let user = await repo.findUserByEmail(tx, invitation.realm, invitation.email);
      if (!user) {
        user = await repo.insertUser(tx, {
          email: invitation.email,
          realm: invitation.realm,
          role: invitation.role,
          passwordHash: null,
        });
      } else {
        await repo.updateUser(tx, user.id, { isActive: true });
      }
      // The account that signs in: the embedded provider's password, or the user in Keycloak (decision 021).
      await directory.createUser(tx, user, password);
      if (invitation.agencyId) await repo.addMembership(tx, invitation.agencyId, user.id);
      if (invitation.realm === 'freelancer') await repo.ensureFreelancer(tx, user.id);
      await logActivity(tx, {
        actorId: user.id,
        agencyId: invitation.agencyId,
        action: 'INVITATION_ACCEPTED',
        entityType: 'invitation',
        entityId: invitation.id,
        beforeStatus: 'INVITED',
        afterStatus: 'ACTIVE',
      });
      return { email: user.email, realm: user.realm };
    });
  }
  const reset = await repo.findResetByHash(db, tokenHash);
  if (!reset || reset.usedAt) throw badRequest('validation.invalidLink');
  if (reset.expiresAt <= new Date()) throw badRequest('catalogue.resetLinkExpired');
  return db.transaction(async (tx) => {
    if (!(await repo.markResetUsed(tx, reset.id))) throw badRequest('validation.invalidLink');
    const [user] = await repo.findUsersById(tx, reset.userId);
    if (!user) throw notFound();
    await directory.setPassword(tx, user, password);
    await logActivity(tx, {
      actorId: user.id,
      agencyId: null,
      action: 'USER_PASSWORD_RESET',
      entityType: 'user',
      entityId: user.id,
    });
    return { email: user.email, realm: user.realm };
  });
}

/** Mails a reset link to every active account of that e-mail in the realms asked for; the same answer always. */
export async function forgotPassword(ctx: MailContext, email: string, realms: readonly Realm[]) {
  const accounts = (await repo.findActiveUsersByEmail(ctx.db, email)).filter(
    (user) => realms.includes(user.realm) && repo.isRegistered(user),
  );
  for (const user of accounts) {
    const token = newToken();
    await repo.insertResetToken(ctx.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });

    const link = `${ctx.publicUrl.replace(/\/$/, '')}/reset-password?t=${encodeURIComponent(token)}`;
    await ctx.mailer.send(ctx.db, {
      to: user.email,
      subject: mailText('mail.passwordResetSubject', user.language),
      text: mailText('mail.passwordResetBody', user.language, { link }),
    });
  }
  return { done: true as const };
}

/** Before inviting a freelancer: is there an account or an open invitation for this e-mail? */
export async function freelancerEmailExists(db: Db, email: string) {
  const user = await repo.findUserByEmail(db, 'freelancer', email);
  // Invited means a link that still works: after it expires the person may be invited again.
  const isExisting = Boolean(user && repo.isRegistered(user));
  return {
    is_existing: isExisting,
    is_invited: !isExisting && (await repo.hasValidOpenInvitation(db, 'freelancer', email)),
  };
}
