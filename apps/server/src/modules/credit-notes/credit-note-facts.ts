import type { Language } from '@fm/contract/enums';
import type { IssueFacts } from './credit-notes.repo.ts';

/** Everything a credit-note document shows, in cents, decided once when the note is issued. */
export type CreditNoteDocumentFacts = {
  number: string;
  issueDate: string;
  language: Language;
  title: string;
  headerText: string;
  footerText: string;
  isCancellation: boolean;
  /** The note a cancellation cancels (BG-3), and why. */
  cancels: { number: string; issueDate: string; reason: string } | null;
  vendorNumber: string;
  servicePeriod: { start: string; end: string };
  supplier: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    taxNumber: string;
    email: string;
    phone: string | null;
    iban: string | null;
  };
  recipient: { name: string; street: string; postalCode: string; city: string; email: string };
  line: {
    name: string;
    description: string;
    unit: 'hours' | 'flat';
    quantity: number;
    unitPriceCents: number;
  };
  allocationNumbers: string[];
  netCents: number;
  vatBasisPoints: number;
  vatCents: number;
  grossCents: number;
};

export const TITLES = {
  note: { de: 'Gutschrift', en: 'Gutschrift (self-billed invoice)' },
  cancellation: { de: 'Stornorechnung zur Gutschrift', en: 'Gutschrift – cancellation' },
} as const;

/** The amounts of a note: net from the work, VAT from the freelancer (none when they exclude it). */
export function amountsOf(facts: IssueFacts, defaultVatBasisPoints: number) {
  const netCents =
    facts.work.minutes === null
      ? facts.work.amountCents!
      : Math.round(((facts.booking.ratePerHourCents ?? 0) * facts.work.minutes) / 60);
  const vatBasisPoints = facts.freelancer.excludeVat ? 0 : (facts.vatBasisPoints ?? defaultVatBasisPoints);
  const vatCents = Math.round((netCents * vatBasisPoints) / 10_000);
  return { netCents, vatBasisPoints, vatCents, grossCents: netCents + vatCents };
}

/** The period of a note's work: an hour is on the day it was worked; a flat payment covers the booking's period. */
export function servicePeriodOf({ work, booking }: Pick<IssueFacts, 'work' | 'booking'>) {
  return work.minutes !== null
    ? { start: work.date, end: work.date }
    : { start: booking.startDate, end: booking.endDate };
}

/** The supplier's address for invoices: the invoice address when it differs from the residential one. */
function supplierAddress(freelancer: IssueFacts['freelancer']) {
  const isInvoiceAddress = !freelancer.isInvoiceAddressSameResidential && freelancer.invoiceStreet;
  return isInvoiceAddress
    ? {
        street: freelancer.invoiceStreet ?? '',
        postalCode: freelancer.invoicePostalCode ?? '',
        city: freelancer.invoiceCity ?? '',
        country: freelancer.invoiceCountry ?? 'DE',
      }
    : {
        street: freelancer.residentialStreet ?? '',
        postalCode: freelancer.residentialPostalCode ?? '',
        city: freelancer.residentialCity ?? '',
        country: freelancer.residentialCountry,
      };
}

export function documentFactsOf(
  facts: IssueFacts,
  note: {
    number: string;
    issueDate: string;
    amounts: ReturnType<typeof amountsOf>;
    cancels?: CreditNoteDocumentFacts['cancels'];
  },
): CreditNoteDocumentFacts {
  const { booking, freelancer, person, agency, work } = facts;
  const language = person.language;
  const isHourly = work.minutes !== null;
  const personName = `${person.firstName} ${person.lastName}`.trim();
  const isCancellation = Boolean(note.cancels);
  return {
    number: note.number,
    issueDate: note.issueDate,
    language,
    title: isCancellation ? TITLES.cancellation[language] : TITLES.note[language],
    headerText: agency.creditNoteHeader ?? '',
    footerText: agency.creditNoteFooter ?? '',
    isCancellation,
    cancels: note.cancels ?? null,
    vendorNumber: freelancer.vendorNumber ?? '',
    servicePeriod: servicePeriodOf(facts),
    supplier: {
      name: freelancer.includeCompanyName && freelancer.companyName ? freelancer.companyName : personName,
      ...supplierAddress(freelancer),
      taxNumber: freelancer.taxNumber ?? '',
      email: person.email,
      phone: freelancer.phone,
      iban: freelancer.iban,
    },
    recipient: {
      name: agency.name,
      street: agency.street ?? '',
      postalCode: agency.postalCode ?? '',
      city: agency.city ?? '',
      email: facts.bookerEmail,
    },
    line: {
      name: `${booking.title} (${booking.bookingCode})`,
      description: [facts.projectName, work.description].filter(Boolean).join(' – '),
      unit: isHourly ? 'hours' : 'flat',
      quantity: isHourly ? Math.round((work.minutes! / 60) * 100) / 100 : 1,
      unitPriceCents: isHourly ? (booking.ratePerHourCents ?? 0) : note.amounts.netCents,
    },
    allocationNumbers: facts.allocationNumbers,
    ...note.amounts,
  };
}
