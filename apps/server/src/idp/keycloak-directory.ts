import type { Realm, Role } from '@fm/contract/enums';
import { TOKEN_ROLE_NAMES } from '@fm/contract/roles';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { and, eq } from 'drizzle-orm';
import type { AppConfig, IdpAdminSettings } from '../config/config.ts';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { type DirectoryAccount, embeddedDirectory, type IdentityDirectory } from './identity-directory.ts';

/** Longest a service-account token is used when it carries no `exp` to tell. */
const OPAQUE_TOKEN_SECONDS = 30;

/** The realm roles of the product in Keycloak (the freelancer's is Keycloak's default role of its realm). */
const PRODUCT_ROLE_NAMES: ReadonlySet<string> = new Set(Object.values(TOKEN_ROLE_NAMES));

/**
 * The admin REST client, signed in with the service account's client credentials. Keycloak gives no refresh
 * token for that grant, so a new token is asked for when the last one is about to expire.
 */
function adminClient(baseUrl: string, settings: IdpAdminSettings): KcAdminClient {
  const client = new KcAdminClient({ baseUrl, realmName: settings.realm });
  const tokenClient = new KcAdminClient({ baseUrl, realmName: settings.realm });
  let fetchedAt = 0;
  let pending: Promise<void> | null = null;
  const signIn = async () => {
    await tokenClient.auth({
      grantType: 'client_credentials',
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
    });
    fetchedAt = Date.now();
  };
  client.registerTokenProvider({
    async getAccessToken() {
      const hasExpiry = tokenClient.accessToken?.split('.').length === 3;
      const isStale =
        !tokenClient.accessToken ||
        (hasExpiry ? tokenClient.isTokenExpired() : Date.now() - fetchedAt > OPAQUE_TOKEN_SECONDS * 1000);
      if (isStale) {
        pending ??= signIn().finally(() => {
          pending = null;
        });
        await pending;
      }
      return tokenClient.accessToken;
    },
  });
  return client;
}

/**
 * Keycloak through its admin REST API (decision 021). Our users row stays the product's record (role, activity,
 * memberships); each change is also made to the user in Keycloak, whose id (the tokens' `sub`) is stored on the
 * row. Calls run inside the change's transaction: a Keycloak error rolls the change back.
 */
export function createKeycloakDirectory(baseUrl: string, settings: IdpAdminSettings): IdentityDirectory {
  const kc = adminClient(baseUrl.replace(/\/+$/, ''), settings);

  async function link(tx: DbOrTx, account: DirectoryAccount, subject: string) {
    if (account.externalSubject === subject) return;
    await tx.update(users).set({ externalSubject: subject, updatedAt: new Date() }).where(eq(users.id, account.id));
    account.externalSubject = subject;
  }

  /** The Keycloak id of the account: the linked one, else the user with its e-mail (linked from now on). */
  async function keycloakId(tx: DbOrTx, account: DirectoryAccount): Promise<string | null> {
    if (account.externalSubject) return account.externalSubject;
    const [found] = await kc.users.find({ realm: account.realm, email: account.email, exact: true });
    if (!found?.id) return null;
    await link(tx, account, found.id);
    return found.id;
  }

  async function requireId(tx: DbOrTx, account: DirectoryAccount): Promise<string> {
    const id = await keycloakId(tx, account);
    if (!id) throw new Error(`no Keycloak user for users row ${account.id} in realm ${account.realm}`);
    return id;
  }

  async function setRole(realm: Realm, id: string, role: Role) {
    const wanted = TOKEN_ROLE_NAMES[role];
    const current = await kc.users.listRealmRoleMappings({ realm, id });
    const stale = current.filter(
      (mapping) => mapping.name && mapping.name !== wanted && PRODUCT_ROLE_NAMES.has(mapping.name),
    );
    if (stale.length > 0) {
      await kc.users.delRealmRoleMappings({
        realm,
        id,
        roles: stale.map((mapping) => ({ id: mapping.id ?? '', name: mapping.name ?? '' })),
      });
    }
    if (current.some((mapping) => mapping.name === wanted)) return;
    const roleRepresentation = await kc.roles.findOneByName({ realm, name: wanted });
    if (!roleRepresentation?.id) throw new Error(`Keycloak realm ${realm} has no role ${wanted}`);
    await kc.users.addRealmRoleMappings({ realm, id, roles: [{ id: roleRepresentation.id, name: wanted }] });
  }

  const passwordCredential = (password: string) => ({ type: 'password', value: password, temporary: false });

  return {
    kind: 'keycloak',
    async createUser(tx, account, password) {
      const realm = account.realm;
      let id = await keycloakId(tx, account);
      if (id) {
        await kc.users.update({ realm, id }, { enabled: true, emailVerified: true });
        await kc.users.resetPassword({ realm, id, credential: passwordCredential(password) });
        await kc.users.logout({ realm, id });
      } else {
        ({ id } = await kc.users.create({
          realm,
          username: account.email,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          enabled: true,
          emailVerified: true,
          credentials: [passwordCredential(password)],
        }));
        await link(tx, account, id);
      }
      await setRole(realm, id, account.role);
    },
    async setPassword(tx, account, password) {
      const id = await requireId(tx, account);
      await kc.users.resetPassword({ realm: account.realm, id, credential: passwordCredential(password) });
      await kc.users.logout({ realm: account.realm, id });
    },
    async setRealmRole(tx, account, role, { isEndingSessions }) {
      const id = await requireId(tx, account);
      await setRole(account.realm, id, role);
      if (isEndingSessions) await kc.users.logout({ realm: account.realm, id });
    },
    async disableUser(tx, account) {
      const id = await requireId(tx, account);
      await kc.users.update({ realm: account.realm, id }, { enabled: false });
      await kc.users.logout({ realm: account.realm, id });
    },
    async enableUser(tx, account) {
      const id = await requireId(tx, account);
      await kc.users.update({ realm: account.realm, id }, { enabled: true });
    },
    // Keycloak's admin API logs out one user per call.
    async endSessions(tx, accounts) {
      for (const account of accounts) {
        const id = await keycloakId(tx, account);
        if (id) await kc.users.logout({ realm: account.realm, id });
      }
    },
    async findBySub(db, realm, sub) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.realm, realm), eq(users.externalSubject, sub)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

/** The embedded provider, or Keycloak's admin API with IDP_URL (the configuration requires its client then). */
export function createIdentityDirectory(config: AppConfig): IdentityDirectory {
  if (!config.idpUrl) return embeddedDirectory;
  if (!config.idpAdmin) throw new Error('IDP_URL needs IDP_ADMIN_CLIENT_ID and IDP_ADMIN_CLIENT_SECRET');
  return createKeycloakDirectory(config.idpUrl, config.idpAdmin);
}
