import { inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencyUsers, users } from '../../db/schema/identity.ts';
import { agencyGroupMembers, cfoAgencyGroups } from '../../db/schema/organisation.ts';

/**
 * Who may write to whom (decision 017), as a condition on the `users` row of the other person. The relation
 * is symmetric, so whoever receives a message may answer it:
 * - admins write to anyone, and anyone to the admins (support);
 * - agency staff to the staff of their agencies, to freelancers their agencies booked (a booking in any
 *   status) and to finance (a CFO only when their agency groups hold one of the staff's agencies);
 * - freelancers to the staff of agencies that booked them and to finance (a CFO only when one of their
 *   agencies booked the freelancer);
 * - finance users and the global CFO to anyone; a CFO to the admins, finance, and the staff and booked
 *   freelancers of their agencies.
 * Never to oneself or to a deactivated user.
 */
export function writableBy(auth: RequestAuth): SQL {
  const base = sql`${users.isActive} and ${users.id} <> ${auth.userId}`;
  return sql`(${base} and (${reachable(auth)}))`;
}

function reachable(auth: RequestAuth): SQL {
  const isAdminTarget = sql`${users.realm} = 'admin'`;
  if (auth.realm === 'admin') return sql`true`;
  if (auth.realm === 'agency') {
    const agencyIds = auth.groups;
    return sql`${isAdminTarget} or ${staffOf(agencyIds)} or ${freelancerBookedBy(agencyIds)} or ${financeReaching(agencyIds)}`;
  }
  if (auth.realm === 'finance') {
    if (auth.cfoAgencyIds === null) return sql`true`;
    const agencyIds = auth.cfoAgencyIds;
    return sql`${isAdminTarget} or ${users.realm} = 'finance' or ${staffOf(agencyIds)} or ${freelancerBookedBy(agencyIds)}`;
  }
  const myAgencies = sql`select ${bookings.agencyId} from ${bookings} where ${bookings.freelancerId} = ${auth.userId}`;
  return sql`${isAdminTarget}
    or (${users.realm} = 'agency' and exists (select 1 from ${agencyUsers}
      where ${agencyUsers.userId} = ${users.id} and ${agencyUsers.agencyId} in (${myAgencies})))
    or (${users.realm} = 'finance' and (${users.role} <> 'finance-cfo' or exists (select 1 from ${cfoAgencyGroups}
      join ${agencyGroupMembers} on ${agencyGroupMembers.agencyGroupId} = ${cfoAgencyGroups.agencyGroupId}
      where ${cfoAgencyGroups.userId} = ${users.id} and ${agencyGroupMembers.agencyId} in (${myAgencies}))))`;
}

/**
 * The ids of everyone an agency user or a freelancer may reach, and some they may not (a CFO beyond their groups), in
 * parts whose union they are: admins and finance, the staff of their agencies (a freelancer's: of the agencies that
 * booked them) and, for staff, the freelancers their agencies booked. Null for admins and finance, who reach nearly
 * everyone. Where these are few, a search reads them and sorts them instead of walking every user in name order to
 * check each (an account manager at 10x: 39 people among 52 000 users, a call 22 -> 8.5 ms; candidatesToRead);
 * writableBy still decides. It restates reachable()'s reach for these two realms as sets of ids, so a change to whom
 * they reach changes both (the "who may write to whom" tests search without a keyword, through both).
 */
export function reachableCandidates(auth: RequestAuth): SQL[] | null {
  const everyAdminAndFinance = sql`select ${users.id} from ${users} where ${users.realm} in ('admin', 'finance')`;
  if (auth.realm === 'agency') {
    return [
      everyAdminAndFinance,
      sql`select ${agencyUsers.userId} from ${agencyUsers} where ${anyOf(agencyUsers.agencyId, auth.groups)}`,
      sql`select ${bookings.freelancerId} from ${bookings} where ${anyOf(bookings.agencyId, auth.groups)}`,
    ];
  }
  if (auth.realm === 'freelancer') {
    return [
      everyAdminAndFinance,
      sql`select ${agencyUsers.userId} from ${agencyUsers} where ${agencyUsers.agencyId} in
        (select ${bookings.agencyId} from ${bookings} where ${bookings.freelancerId} = ${auth.userId})`,
    ];
  }
  return null;
}

const anyOf = (column: Parameters<typeof inArray>[0], ids: number[]) =>
  ids.length ? inArray(column, ids) : sql`false`;

function staffOf(agencyIds: number[]): SQL {
  return sql`(${users.realm} = 'agency' and exists (select 1 from ${agencyUsers}
    where ${agencyUsers.userId} = ${users.id} and ${anyOf(agencyUsers.agencyId, agencyIds)}))`;
}

function freelancerBookedBy(agencyIds: number[]): SQL {
  return sql`(${users.realm} = 'freelancer' and exists (select 1 from ${bookings}
    where ${bookings.freelancerId} = ${users.id} and ${anyOf(bookings.agencyId, agencyIds)}))`;
}

function financeReaching(agencyIds: number[]): SQL {
  return sql`(${users.realm} = 'finance' and (${users.role} <> 'finance-cfo' or exists (select 1 from ${cfoAgencyGroups}
    join ${agencyGroupMembers} on ${agencyGroupMembers.agencyGroupId} = ${cfoAgencyGroups.agencyGroupId}
    where ${cfoAgencyGroups.userId} = ${users.id} and ${anyOf(agencyGroupMembers.agencyId, agencyIds)})))`;
}
