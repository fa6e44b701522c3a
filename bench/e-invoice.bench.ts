/**
 * What an e-invoice of a credit note costs: the product's XRechnung (`renderXRechnung`, @e-invoice-eu/core's
 * formats with the schema check compiled once per format) beside the library's own `InvoiceService.generate`, which
 * compiles the EN 16931 schema on every call, for the same note in the same process, taking turns. Every note issued
 * or cancelled makes two such documents (XRechnung and Factur-X), in the request that issues it.
 *
 * Run: `npx tsx bench/e-invoice.bench.ts [--rounds 6] [--documents 20]`. Appends a section to bench/results/e-invoice.md.
 */
import { InvoiceService } from '@e-invoice-eu/core';
import { renderXRechnung, toInvoice } from '../apps/server/src/modules/credit-notes/credit-note-e-invoice.ts';
import type { CreditNoteDocumentFacts } from '../apps/server/src/modules/credit-notes/credit-note-facts.ts';
import { argument, machineLine, percentile, recordResult, runMain } from './support.ts';

const rounds = Number(argument('rounds') ?? '6');
const documents = Number(argument('documents') ?? '20');

/** A note for eight hours at 95 € with 19 % VAT, as the demo data issues them. */
const FACTS: CreditNoteDocumentFacts = {
  number: 'GS-2026-00042',
  issueDate: '2026-11-30',
  language: 'de',
  title: 'Gutschrift',
  headerText: 'Wir schreiben Ihnen gut:',
  footerText: 'Gutschrift im Gutschriftverfahren nach § 14 Abs. 2 Satz 2 UStG.',
  isCancellation: false,
  cancels: null,
  vendorNumber: 'K-10042',
  servicePeriod: { start: '2026-11-24', end: '2026-11-24' },
  supplier: {
    name: 'Anna Berger',
    street: 'Lindenstraße 12',
    postalCode: '10969',
    city: 'Berlin',
    country: 'DE',
    taxNumber: '21/815/08150',
    email: 'anna.berger@example.test',
    phone: null,
    iban: 'DE89370400440532013000',
  },
  recipient: {
    name: 'Nordlicht Media GmbH',
    street: 'Hafenstraße 1',
    postalCode: '20457',
    city: 'Hamburg',
    email: 'finance@nordlicht.example',
  },
  line: { name: 'Design', description: 'Time record of 24.11.2026', unit: 'hours', quantity: 8, unitPriceCents: 9500 },
  allocationNumbers: ['P-2026-0042'],
  netCents: 76_000,
  vatBasisPoints: 1900,
  vatCents: 14_440,
  grossCents: 90_440,
};

const library = new InvoiceService(console);

/** Milliseconds a document, for `documents` documents made one after another. */
async function timed(make: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let document = 0; document < documents; document += 1) await make();
  return (performance.now() - start) / documents;
}

async function main() {
  // Both once before timing: the product compiles its check at its first document.
  await renderXRechnung(FACTS);
  await library.generate(toInvoice(FACTS), { format: 'XRECHNUNG-CII', lang: 'de-de' });
  const product: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    product.push(await timed(() => renderXRechnung(FACTS)));
    baseline.push(await timed(() => library.generate(toInvoice(FACTS), { format: 'XRECHNUNG-CII', lang: 'de-de' })));
  }
  const median = (samples: number[]) => percentile(samples, 0.5);
  const lines = [
    `\n## ${new Date().toISOString().slice(0, 16)} UTC`,
    '',
    `${machineLine()}. ${rounds} rounds of ${documents} XRechnung documents each, product and library taking turns.`,
    '',
    '| | median ms a document | rounds (ms a document) |',
    '|---|---|---|',
    `| product (check compiled once) | ${median(product).toFixed(2)} | ${product.map((ms) => ms.toFixed(2)).join(', ')} |`,
    `| library's InvoiceService.generate | ${median(baseline).toFixed(2)} | ${baseline.map((ms) => ms.toFixed(2)).join(', ')} |`,
    '',
    `Ratio library / product: ${(median(baseline) / median(product)).toFixed(1)}×.`,
  ];
  recordResult('e-invoice.md', lines.join('\n'));
  console.log(lines.join('\n'));
}

runMain(main);
