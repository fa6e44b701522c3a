import { Document } from 'sepa';
import type { Payout } from './payouts.ts';

/**
 * SEPA credit transfer (pain.001.001.09) of one agency's payouts, written by the sepa package (decision 016).
 * Names and references are transliterated to the SEPA basic Latin set, which every bank accepts.
 */

export type Debtor = { name: string; iban: string; bic: string };

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
/** The SEPA character set: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. */
export function sepaText(value: string, max: number): string {
  return value
    .replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

function remittance(numbers: string[]): string {
  const full = `Gutschriften ${numbers.join(', ')}`;
  if (full.length <= 140) return full;
  const kept: string[] = [];
  for (const number of numbers) {
    if (`Gutschriften ${[...kept, number].join(', ')} u.a.`.length > 140) break;
    kept.push(number);
  }
  return `Gutschriften ${kept.join(', ')} u.a.`;
}

export function sepaCreditTransfer(input: {
  messageId: string;
  createdAt: Date;
  executionDate: string;
  debtor: Debtor;
  payouts: Payout[];
}): string {
  const doc = new Document('pain.001.001.09');
  doc.grpHdr.id = input.messageId;
  doc.grpHdr.created = input.createdAt;
  doc.grpHdr.initiatorName = sepaText(input.debtor.name, 70);
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new Date(`${input.executionDate}T00:00:00Z`);
  info.debtorIBAN = input.debtor.iban;
  info.debtorBIC = input.debtor.bic;
  info.debtorName = sepaText(input.debtor.name, 70);
  doc.addPaymentInfo(info);
  for (const payout of input.payouts) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(payout.name, 70);
    tx.creditorIBAN = payout.iban!;
    tx.creditorBIC = payout.bic ?? '';
    tx.amount = payout.grossCents / 100;
    tx.remittanceInfo = sepaText(remittance(payout.numbers), 140);
    tx.end2endId = sepaText(`${input.messageId}-${payout.freelancerId}`, 35).replaceAll(' ', '');
    info.addTransaction(tx);
  }
  return doc.toString();
}
