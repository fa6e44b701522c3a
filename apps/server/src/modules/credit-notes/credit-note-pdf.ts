import PDFDocument from 'pdfkit';
import type { CreditNoteDocumentFacts } from './credit-note-facts.ts';

/**
 * The human-readable credit note (pdfkit), carrying every field §14 (4) UStG asks of a self-billed invoice:
 * the word "Gutschrift", both parties' names and addresses, the supplier's tax number, issue date, unique
 * number, quantity and kind of the service, the service period, net, VAT rate and amount or the exemption
 * note, gross. In the freelancer's language; the agency's header and footer texts frame it.
 */

const LABELS = {
  de: {
    supplier: 'Leistungserbringer (Aussteller der Gutschrift im Auftrag)',
    recipient: 'Leistungsempfänger',
    number: 'Gutschriftsnummer',
    issueDate: 'Ausstellungsdatum',
    servicePeriod: 'Leistungszeitraum',
    taxNumber: 'Steuernummer / USt-IdNr.',
    vendorNumber: 'Kreditorennummer',
    service: 'Leistung',
    quantity: 'Menge',
    hours: 'Std.',
    flat: 'pauschal',
    unitPrice: 'Einzelpreis',
    allocations: 'Kostenstellen',
    net: 'Nettobetrag',
    vat: 'Umsatzsteuer',
    gross: 'Gesamtbetrag',
    exempt: 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG.',
    cancels: 'Storniert die Gutschrift',
    reason: 'Grund',
  },
  en: {
    supplier: 'Supplier (credit note issued on their behalf)',
    recipient: 'Recipient of the service',
    number: 'Credit note number',
    issueDate: 'Issue date',
    servicePeriod: 'Service period',
    taxNumber: 'Tax number / VAT ID',
    vendorNumber: 'Vendor number',
    service: 'Service',
    quantity: 'Quantity',
    hours: 'h',
    flat: 'flat',
    unitPrice: 'Unit price',
    allocations: 'Cost allocations',
    net: 'Net amount',
    vat: 'VAT',
    gross: 'Total',
    exempt: 'No VAT shown: small business under § 19 UStG.',
    cancels: 'Cancels credit note',
    reason: 'Reason',
  },
} as const;

function formatters(language: 'de' | 'en') {
  const locale = language === 'de' ? 'de-DE' : 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const date = (iso: string) => iso.split('-').reverse().join('.');
  return { euros: (cents: number) => money.format(cents / 100), number: number.format, date };
}

export function renderCreditNotePdf(facts: CreditNoteDocumentFacts): Promise<Uint8Array> {
  const label = LABELS[facts.language];
  const format = formatters(facts.language);
  const sign = facts.isCancellation ? -1 : 1;
  const document = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${facts.title} ${facts.number}`, Author: facts.recipient.name, Subject: facts.title },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));

  if (facts.headerText) document.fontSize(9).fillColor('#444').text(facts.headerText).moveDown();
  document.fillColor('#000').fontSize(20).text(facts.title).moveDown(0.5);
  document.fontSize(10);
  const line = (name: string, value: string) => document.text(`${name}: ${value}`);
  line(label.number, facts.number);
  line(label.issueDate, format.date(facts.issueDate));
  line(label.servicePeriod, `${format.date(facts.servicePeriod.start)} – ${format.date(facts.servicePeriod.end)}`);
  if (facts.cancels) {
    line(label.cancels, `${facts.cancels.number} (${format.date(facts.cancels.issueDate)})`);
    line(label.reason, facts.cancels.reason);
  }
  document.moveDown();

  const { supplier, recipient } = facts;
  document.font('Helvetica-Bold').text(label.supplier).font('Helvetica');
  document.text(supplier.name).text(supplier.street).text(`${supplier.postalCode} ${supplier.city}`);
  line(label.taxNumber, supplier.taxNumber);
  line(label.vendorNumber, facts.vendorNumber);
  document.moveDown();
  document.font('Helvetica-Bold').text(label.recipient).font('Helvetica');
  document.text(recipient.name).text(recipient.street).text(`${recipient.postalCode} ${recipient.city}`).moveDown();

  document.font('Helvetica-Bold').text(label.service).font('Helvetica');
  document.text(facts.line.name);
  if (facts.line.description) document.text(facts.line.description);
  const quantity =
    facts.line.unit === 'hours' ? `${format.number(sign * facts.line.quantity)} ${label.hours}` : label.flat;
  line(label.quantity, quantity);
  line(label.unitPrice, format.euros(facts.line.unitPriceCents));
  if (facts.allocationNumbers.length) line(label.allocations, facts.allocationNumbers.join(', '));
  document.moveDown();

  line(label.net, format.euros(sign * facts.netCents));
  if (facts.vatBasisPoints === 0) document.text(label.exempt);
  else line(`${label.vat} ${format.number(facts.vatBasisPoints / 100)} %`, format.euros(sign * facts.vatCents));
  document.font('Helvetica-Bold');
  line(label.gross, format.euros(sign * facts.grossCents));
  document.font('Helvetica');

  if (facts.footerText) document.moveDown(2).fontSize(9).fillColor('#444').text(facts.footerText);
  document.end();
  return done;
}
