import iconv from 'iconv-lite';
import type { DatevNote, Period } from './accounting.repo.ts';

/**
 * DATEV-Format "Buchungsstapel" (EXTF, header version 700, category 21, format version 13), as described in the
 * DATEV Developer Portal (decision 016): a header line, a line of column names (125 columns), one line per
 * credit note and per cancellation; `;`-separated, text in double quotes, amounts with a decimal comma and
 * without sign (the S/H flag gives the side), CRLF, encoded in Windows-1252.
 */

export const DATEV_COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, index) => [
    `Beleginfo - Art ${index + 1}`,
    `Beleginfo - Inhalt ${index + 1}`,
  ]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, index) => [
    `Zusatzinformation - Art ${index + 1}`,
    `Zusatzinformation- Inhalt ${index + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Mitgliedstaat u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
] as const;

const column = (name: (typeof DATEV_COLUMNS)[number]) => DATEV_COLUMNS.indexOf(name);

/** Collective creditor account (Sammelkreditor, SKR03) for a freelancer without a numeric vendor number. */
export const COLLECTIVE_CREDITOR = '70000';

/** SKR03 input-tax keys: 9 = Vorsteuer 19 %, 8 = Vorsteuer 7 %; none without VAT. */
export function vatKeyOf(vatBasisPoints: number): string {
  if (vatBasisPoints === 1900) return '9';
  if (vatBasisPoints === 700) return '8';
  return '';
}

export type DatevOptions = {
  period: Period;
  /** 'YYYY-MM-DD' of the financial year's first day. */
  financialYearStart: string;
  consultantNumber: number;
  clientNumber: number;
  expenseAccount: string;
  exportedBy: string;
  createdAt: Date;
};

const compact = (iso: string) => iso.slice(0, 10).replaceAll('-', '');
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const shortDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
const amount = (cents: number) => (Math.abs(cents) / 100).toFixed(2).replace('.', ',');
/** A text field: quoted, inner quotes doubled, cut to DATEV's length. */
const text = (value: string | null | undefined, max: number) =>
  `"${(value ?? '').slice(0, max).replaceAll('"', '""')}"`;

function headerLine(options: DatevOptions): string {
  const created = options.createdAt.toISOString().replace(/\D/g, '').slice(0, 17);
  const fields = [
    text('EXTF', 4),
    700,
    21,
    text('Buchungsstapel', 14),
    13,
    created,
    '',
    text('RE', 2),
    text(options.exportedBy, 25),
    text('', 25),
    options.consultantNumber,
    options.clientNumber,
    compact(options.financialYearStart),
    4,
    compact(options.period.start),
    compact(options.period.end),
    text(`Gutschriften ${shortDate(options.period.start)}-${shortDate(options.period.end)}`, 30),
    text('', 2),
    1,
    0,
    0,
    text('EUR', 3),
    '',
    text('', 1),
    '',
    '',
    text('03', 2),
    '',
    '',
    text('', 1),
    text('', 16),
  ];
  return fields.join(';');
}

function bookingLine(
  options: DatevOptions,
  note: DatevNote,
  kind: { side: 'H' | 'S'; number: string; date: string; label: string },
): string {
  const cells: string[] = DATEV_COLUMNS.map(() => '');
  const vendorDigits = note.vendorNumber?.replace(/\D/g, '') ?? '';
  const name = `${note.firstName} ${note.lastName}`.trim();
  cells[column('Umsatz (ohne Soll/Haben-Kz)')] = amount(note.grossCents);
  cells[column('Soll/Haben-Kennzeichen')] = text(kind.side, 1);
  cells[column('WKZ Umsatz')] = text('EUR', 3);
  cells[column('Konto')] = vendorDigits || COLLECTIVE_CREDITOR;
  cells[column('Gegenkonto (ohne BU-Schlüssel)')] = options.expenseAccount;
  cells[column('BU-Schlüssel')] = text(vatKeyOf(note.vatBasisPoints), 4);
  cells[column('Belegdatum')] = ddmm(kind.date);
  cells[column('Belegfeld 1')] = text(kind.number.replace(/[^A-Za-z0-9$%&*+\-/]/g, ''), 36);
  cells[column('Buchungstext')] = text(`${kind.label} ${name}`, 60);
  cells[column('KOST1 - Kostenstelle')] = text(note.allocation, 36);
  cells[column('Leistungsdatum')] = ddmmyyyy(note.serviceDate);
  return cells.join(';');
}

/** The Buchungsstapel as Windows-1252 bytes. */
export function datevFile(notes: DatevNote[], options: DatevOptions, labels: { note: string; cancellation: string }) {
  const lines = [headerLine(options), DATEV_COLUMNS.join(';')];
  const inPeriod = (date: string | null) => date !== null && date >= options.period.start && date <= options.period.end;
  const entries: { date: string; line: string }[] = [];
  for (const note of notes) {
    if (inPeriod(note.issuedOn)) {
      entries.push({
        date: note.issuedOn,
        line: bookingLine(options, note, { side: 'H', number: note.number, date: note.issuedOn, label: labels.note }),
      });
    }
    if (note.status === 'CANCELLED' && note.cancellationNumber && inPeriod(note.cancelledOn)) {
      entries.push({
        date: note.cancelledOn!,
        line: bookingLine(options, note, {
          side: 'S',
          number: note.cancellationNumber,
          date: note.cancelledOn!,
          label: labels.cancellation,
        }),
      });
    }
  }
  entries.sort((a, b) => a.date.localeCompare(b.date));
  // One by one: spread as the arguments of a call, a year of a large group's notes overflows the stack.
  for (const entry of entries) lines.push(entry.line);
  return { bytes: iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252'), count: entries.length };
}
