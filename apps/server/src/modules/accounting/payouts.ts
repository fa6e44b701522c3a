import type { Language } from '@fm/contract/enums';
import type { Cell, Sheet } from '../../platform/spreadsheet.ts';
import { type BilingualColumn, bilingual, localColumns, timeFrameText } from '../../platform/spreadsheet.ts';
import type { notesToPay, Period } from './accounting.repo.ts';

type NoteToPay = Awaited<ReturnType<typeof notesToPay>>[number];

/** What one freelancer is owed by one agency for the period, from which notes. */
export type Payout = {
  agencyId: number;
  agency: string;
  freelancerId: number;
  name: string;
  vendorNumber: string | null;
  iban: string | null;
  bic: string | null;
  bankName: string | null;
  numbers: string[];
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/** Groups valid notes per agency and freelancer; the gross amount is what is paid out. */
export function payoutsOf(notes: NoteToPay[]): Payout[] {
  const payouts = new Map<string, Payout>();
  for (const note of notes) {
    const key = `${note.agencyId}:${note.freelancerId}`;
    const payout = payouts.get(key) ?? {
      agencyId: note.agencyId,
      agency: note.agency,
      freelancerId: note.freelancerId,
      name: note.companyName?.trim() || `${note.firstName} ${note.lastName}`.trim(),
      vendorNumber: note.vendorNumber,
      iban: note.iban,
      bic: note.bic,
      bankName: note.bankName,
      numbers: [],
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    };
    payout.numbers.push(note.number);
    payout.netCents += note.netCents;
    payout.vatCents += note.vatCents;
    payout.grossCents += note.grossCents;
    payouts.set(key, payout);
  }
  return [...payouts.values()];
}

const h = bilingual;
const COLUMNS: BilingualColumn[] = [
  { header: h('Agency', 'Agentur'), type: 'text', width: 26 },
  { header: h('Payee', 'Empfänger'), type: 'text', width: 26 },
  { header: h('Vendor no.', 'Kreditor-Nr.'), type: 'text', width: 14 },
  { header: h('IBAN', 'IBAN'), type: 'text', width: 28 },
  { header: h('BIC', 'BIC'), type: 'text', width: 13 },
  { header: h('Bank', 'Bank'), type: 'text', width: 20 },
  { header: h('Credit notes', 'Anzahl Gutschriften'), type: 'integer', width: 12 },
  { header: h('Credit note numbers', 'Gutschrift-Nummern'), type: 'text', width: 40 },
  { header: h('Net', 'Netto'), type: 'euro' },
  { header: h('VAT', 'USt'), type: 'euro' },
  { header: h('Payout', 'Auszahlungsbetrag'), type: 'euro', width: 18 },
];

export function payoutSheet(payouts: Payout[], period: Period, language: Language): Sheet {
  const title = language === 'de' ? 'Auszahlungen an Freelancer' : 'Payouts to freelancers';
  return {
    title: `${title} · ${timeFrameText(period.start, period.end, language)}`,
    sheetName: language === 'de' ? 'Auszahlungen' : 'Payouts',
    columns: localColumns(COLUMNS, language),
    rows: payouts.map((payout): Cell[] => [
      payout.agency,
      payout.name,
      payout.vendorNumber,
      payout.iban,
      payout.bic,
      payout.bankName,
      payout.numbers.length,
      payout.numbers.join(', '),
      payout.netCents,
      payout.vatCents,
      payout.grossCents,
    ]),
  };
}
