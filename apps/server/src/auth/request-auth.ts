import type { Language, Realm, Role } from '@fm/contract/enums';

/** Who is calling, established once per request by the auth hook. */
export type RequestAuth = {
  userId: number;
  email: string;
  realm: Realm;
  role: Role;
  roles: Role[];
  /** Agency ids the token lists (the user's agencies). */
  groups: number[];
  /** The agency the request acts in: X-Group, or the only membership; null for users without agencies. */
  activeGroup: number | null;
  sessionId: string | null;
  language: Language;
  /**
   * For a CFO (finance-cfo): the agencies of their agency groups, the only ones they see and act on. Null for
   * everyone else (the global CFO, finance users and admins see every agency; decision 010).
   */
  cfoAgencyIds: number[] | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** Admins act across every agency; every other caller stays in its own. */
export const isAdmin = (auth: RequestAuth) => auth.roles.includes('admin');
