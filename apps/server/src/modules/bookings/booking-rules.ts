import { financialYearOf } from '@fm/contract/constants';
import { isProjectOpen, type RateType } from '@fm/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, fieldError, notFound } from '../../platform/app-error.ts';
import * as repo from './bookings.repo.ts';

/** The rules a booking request must meet before it is stored (docs/product.md §14), and its computed figures. */

export const toCents = (euros: number) => Math.round(euros * 100);

/** `BK-2026-000123`: the start date's year and the booking's own id, so codes are unique. */
export const bookingCodeOf = (id: number, startDate: string) =>
  `BK-${startDate.slice(0, 4)}-${String(id).padStart(6, '0')}`;

type CostInput = {
  rate_type: RateType;
  rate_per_hour?: number | null | undefined;
  hours?: number | null | undefined;
  flat_amount?: number | null | undefined;
};

/**
 * docs/product.md §14: hourly total = rate × hours (computed on the hours as sent, so 80 € × 1.01 h = 80.80 €), hours
 * left start at the booked hours; flat total = the flat amount, amount left starts there. The freelancer fee
 * is not part of the booking's cost; it counts only in the budget figures.
 */
export function costsOf(input: CostInput) {
  if (input.rate_type === 'HOURLY') {
    if (input.rate_per_hour == null) throw fieldError('rate_per_hour', 'validation.required');
    if (!input.hours) throw fieldError('hours', 'validation.required');
    const ratePerHourCents = toCents(input.rate_per_hour);
    const bookedMinutes = Math.max(1, Math.round(input.hours * 60));
    const totalCostCents = Math.round((ratePerHourCents * Math.round(input.hours * 100)) / 100);
    return {
      ratePerHourCents,
      bookedMinutes,
      minutesLeft: bookedMinutes,
      flatAmountCents: null,
      amountLeftCents: null,
      totalCostCents,
    };
  }
  if (input.flat_amount == null) throw fieldError('flat_amount', 'validation.required');
  const flatAmountCents = toCents(input.flat_amount);
  return {
    ratePerHourCents: null,
    bookedMinutes: null,
    minutesLeft: null,
    flatAmountCents,
    amountLeftCents: flatAmountCents,
    totalCostCents: flatAmountCents,
  };
}

/** A frozen or deactivated agency, an inactive freelancer or a closed financial year takes no new booking. */
export async function assertMayTakeBooking(
  db: DbOrTx,
  agency: { id: number; isActive: boolean; isBookingFreezed: boolean },
  freelancerId: number,
  period: { startDate: string; endDate: string },
) {
  if (!agency.isActive) throw badRequest('rule.agencyInactive');
  if (agency.isBookingFreezed) throw badRequest('rule.bookingsFrozen');
  const freelancer = await repo.findFreelancer(db, freelancerId);
  if (!freelancer) throw fieldError('freelancer_id', 'validation.invalidValue');
  if (!freelancer.isActive) throw badRequest('rule.freelancerInactive');
  const years = [...new Set([period.startDate, period.endDate].map((date) => financialYearOf(date).start))];
  const [closed] = await repo.closedFinancialYears(db, agency.id, years);
  if (closed !== undefined) {
    const label = financialYearOf(`${closed}-07-01`).label;
    throw badRequest('rule.financialYearClosed', { params: { year: label } });
  }
  return freelancer;
}

/** The project of a new or resubmitted request: the agency's own (else 404), and not done. */
export async function openProjectOf(db: DbOrTx, projectId: number, agencyId: number) {
  const project = await repo.findProjectInAgency(db, projectId, agencyId);
  if (!project) throw notFound();
  if (!isProjectOpen(project.status)) throw fieldError('project_id', 'rule.projectDone');
  return project;
}

/** The allocations must be the project's, and at least one of them active. */
export async function checkAllocations(db: DbOrTx, projectId: number, allocationIds: number[]) {
  const ids = [...new Set(allocationIds)];
  const rows = await repo.findProjectAllocations(db, projectId, ids);
  if (rows.length !== ids.length) throw fieldError('allocation_ids', 'validation.invalidValue');
  if (!rows.some((allocation) => allocation.isActive)) {
    throw fieldError('allocation_ids', 'catalogue.atLeastOneActiveAllocation');
  }
  return ids;
}

export async function checkApprover(db: DbOrTx, agencyId: number, approverId: number | null | undefined) {
  if (approverId == null) return null;
  const directors = await repo.listManagingDirectors(db, agencyId);
  if (!directors.some((director) => director.id === approverId)) {
    throw fieldError('approver_id', 'validation.invalidValue');
  }
  return approverId;
}
