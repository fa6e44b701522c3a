import { financialYearOf } from '@fm/contract/constants';
import type { datevExportQuery, payoutsQuery, sepaQuery } from '@fm/contract/endpoints/accounting';
import type { Language } from '@fm/contract/enums';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { z } from 'zod';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { type Db, withParallelWorkers } from '../../db/client.ts';
import { logActivity } from '../../platform/activity.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import { now, today } from '../../platform/clock.ts';
import { agencyReach } from '../reports/reports.service.ts';
import * as repo from './accounting.repo.ts';
import { datevFile } from './datev.ts';
import { payoutSheet, payoutsOf } from './payouts.ts';
import { sepaCreditTransfer } from './sepa.ts';

/** Accounting exports of credit notes (decision 016): admin and finance, a CFO within their agency groups. */

async function noteScope(db: Db, auth: RequestAuth, agencyId: number | undefined): Promise<repo.NoteScope> {
  const reach = agencyReach(auth);
  if (agencyId !== undefined) {
    const agency = await repo.findAgency(db, agencyId);
    if (!agency || (reach !== null && !reach.includes(agencyId))) throw notFound();
  }
  return { reach, agencyId };
}

const periodOf = (query: { start_date: string; end_date: string }) => ({
  start: query.start_date,
  end: query.end_date,
});

export async function datevExport(
  db: Db,
  auth: RequestAuth,
  query: z.infer<typeof datevExportQuery>,
  language: Language,
) {
  const period = periodOf(query);
  const year = financialYearOf(period.start).start;
  if (financialYearOf(period.end).start !== year) throw badRequest('rule.accountingPeriodAcrossYears');
  const scope = await noteScope(db, auth, query.agency_id);
  const notes = await withParallelWorkers(db, (tx) => repo.notesForDatev(tx, scope, period));
  const file = datevFile(
    notes,
    {
      period,
      financialYearStart: `${year}-07-01`,
      consultantNumber: query.consultant_number,
      clientNumber: query.client_number,
      expenseAccount: query.expense_account,
      exportedBy: auth.email.split('@')[0] ?? '',
      createdAt: now(),
    },
    language === 'de'
      ? { note: 'Gutschrift', cancellation: 'Storno Gutschrift' }
      : { note: 'Credit note', cancellation: 'Cancelled credit note' },
  );
  await logActivity(db, {
    actorId: auth.userId,
    agencyId: query.agency_id ?? null,
    action: 'CREDIT_NOTE_DATEV_EXPORTED',
    entityType: 'credit_note',
    entityId: null,
    details: { start: period.start, end: period.end, lines: file.count },
  });
  return { bytes: file.bytes, fileName: `EXTF_Buchungsstapel_${period.start}_${period.end}.csv` };
}

export async function payoutsExport(
  db: Db,
  auth: RequestAuth,
  query: z.infer<typeof payoutsQuery>,
  language: Language,
) {
  const period = periodOf(query);
  const scope = await noteScope(db, auth, query.agency_id);
  const payouts = payoutsOf(await withParallelWorkers(db, (tx) => repo.notesToPay(tx, scope, period)));
  return payoutSheet(payouts, period, language);
}

/** The next working day (Monday to Friday) after today. */
function nextWorkingDay(): string {
  const date = new Date(`${today()}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

export async function sepaExport(db: Db, auth: RequestAuth, query: z.infer<typeof sepaQuery>) {
  const scope = await noteScope(db, auth, query.agency_id);
  const agency = (await repo.findAgency(db, query.agency_id))!;
  if (!query.debtor_iban) throw badRequest('rule.sepaDebtorAccountMissing');
  const debtorIban = electronicFormatIBAN(query.debtor_iban) ?? '';
  const debtorBic = (query.debtor_bic ?? '').replace(/\s/g, '').toUpperCase();
  if (!isValidIBAN(debtorIban) || (debtorBic && !isValidBIC(debtorBic))) throw badRequest('rule.sepaDebtorIbanInvalid');
  const period = periodOf(query);
  const payouts = payoutsOf(await withParallelWorkers(db, (tx) => repo.notesToPay(tx, scope, period)));
  if (!payouts.length) throw badRequest('rule.sepaNothingToPay');
  for (const payout of payouts) {
    const iban = electronicFormatIBAN(payout.iban ?? '') ?? '';
    if (!isValidIBAN(iban)) throw badRequest('rule.sepaCreditorIbanMissing', { params: { name: payout.name } });
    payout.iban = iban;
    payout.bic = payout.bic && isValidBIC(payout.bic.replace(/\s/g, '')) ? payout.bic.replace(/\s/g, '') : '';
  }
  const createdAt = now();
  const messageId = `FM${agency.id}-${createdAt.toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const xml = sepaCreditTransfer({
    messageId,
    createdAt,
    executionDate: query.execution_date ?? nextWorkingDay(),
    debtor: { name: agency.name, iban: debtorIban, bic: debtorBic },
    payouts,
  });
  await logActivity(db, {
    actorId: auth.userId,
    agencyId: agency.id,
    action: 'CREDIT_NOTE_SEPA_EXPORTED',
    entityType: 'credit_note',
    entityId: null,
    details: { start: period.start, end: period.end, transfers: payouts.length, messageId },
  });
  return { xml, fileName: `sepa-${period.start}_${period.end}-${today()}.xml` };
}
