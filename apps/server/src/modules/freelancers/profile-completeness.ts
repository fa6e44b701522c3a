import type { users } from '../../db/schema/identity.ts';
import type { FreelancerRow } from './freelancers.repo.ts';

/**
 * A profile is complete when an agency can book the freelancer and finance can pay them: names, taxable in
 * Germany, a residential address (and an invoice address unless it is the same), day and hourly rate, tax
 * number, IBAN and BIC. The credit memo procedure is accepted separately (/credit-memo-procedure), as credit
 * notes, not bookings, depend on it.
 */
export function isProfileComplete(
  freelancer: FreelancerRow,
  user: Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>,
) {
  const hasResidential = Boolean(
    freelancer.residentialStreet && freelancer.residentialPostalCode && freelancer.residentialCity,
  );
  const hasInvoice =
    freelancer.isInvoiceAddressSameResidential ||
    Boolean(freelancer.invoiceStreet && freelancer.invoicePostalCode && freelancer.invoiceCity);
  return Boolean(
    user.firstName.trim() &&
      user.lastName.trim() &&
      freelancer.isTaxableInGermany &&
      hasResidential &&
      hasInvoice &&
      freelancer.dayRateCents !== null &&
      freelancer.hourlyRateCents !== null &&
      freelancer.taxNumber &&
      freelancer.iban &&
      freelancer.bic,
  );
}
