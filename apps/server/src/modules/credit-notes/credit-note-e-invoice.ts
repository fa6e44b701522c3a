import {
  FormatFactoryService,
  type Invoice,
  type InvoiceServiceOptions,
  invoiceSchema,
  ValidationService,
} from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import type { CreditNoteDocumentFacts } from './credit-note-facts.ts';

/**
 * The credit note as an EN 16931 e-invoice, produced by @e-invoice-eu/core from its UBL-shaped internal
 * format: XRechnung 3.0 (UN/CEFACT CII) as XML, and Factur-X (EN 16931 profile) as a PDF/A-3 with the XML
 * embedded. Type code 389 is the self-billed invoice of UNTDID 1001; the freelancer is the seller, the
 * agency the buyer. A cancellation is the same document with negative amounts and a reference to the note
 * it cancels (BG-3).
 */

const XRECHNUNG_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const PEPPOL_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const SELF_BILLED_INVOICE = '389';
/** UNTDID 4461: 58 = SEPA credit transfer, 30 = credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

const amount = (cents: number) => (cents / 100).toFixed(2);

function taxCategory(facts: CreditNoteDocumentFacts) {
  // E = exempt (§19 UStG small business), S = standard rate.
  return facts.vatBasisPoints === 0
    ? { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
    : { 'cbc:ID': 'S', 'cbc:Percent': String(facts.vatBasisPoints / 100), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

export function toInvoice(facts: CreditNoteDocumentFacts): Invoice {
  const sign = facts.isCancellation ? -1 : 1;
  const net = amount(sign * facts.netCents);
  const vat = amount(sign * facts.vatCents);
  const gross = amount(sign * facts.grossCents);
  const category = taxCategory(facts);
  const { supplier, recipient } = facts;
  const exemption =
    facts.vatBasisPoints === 0
      ? { 'cbc:TaxExemptionReason': 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG' }
      : {};
  return {
    'ubl:Invoice': {
      'cbc:CustomizationID': XRECHNUNG_CUSTOMIZATION,
      'cbc:ProfileID': PEPPOL_PROCESS,
      'cbc:ID': facts.number,
      'cbc:IssueDate': facts.issueDate,
      'cbc:InvoiceTypeCode': SELF_BILLED_INVOICE,
      // @e-invoice-eu/core 2.3 does not carry BG-3 (below) into CII, so the note names the cancelled note too.
      'cbc:Note': [
        [facts.title, facts.cancels ? `${facts.cancels.number} (${facts.cancels.issueDate})` : '', facts.headerText]
          .filter(Boolean)
          .join('\n'),
      ],
      'cbc:DocumentCurrencyCode': 'EUR',
      // XRechnung requires a buyer reference (BT-10); the agency knows the freelancer by the vendor number.
      'cbc:BuyerReference': facts.vendorNumber,
      'cac:InvoicePeriod': { 'cbc:StartDate': facts.servicePeriod.start, 'cbc:EndDate': facts.servicePeriod.end },
      ...(facts.cancels
        ? {
            'cac:BillingReference': [
              {
                'cac:InvoiceDocumentReference': {
                  'cbc:ID': facts.cancels.number,
                  'cbc:IssueDate': facts.cancels.issueDate,
                },
              },
            ],
          }
        : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cbc:EndpointID': supplier.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PartyIdentification': [{ 'cbc:ID': facts.vendorNumber }],
          'cac:PostalAddress': {
            'cbc:StreetName': supplier.street,
            'cbc:CityName': supplier.city,
            'cbc:PostalZone': supplier.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': supplier.country as 'DE' },
          },
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': supplier.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }],
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': supplier.name },
          // XRechnung asks for the seller's contact with telephone and e-mail (BR-DE-2, -5, -7).
          'cac:Contact': {
            'cbc:Name': supplier.name,
            ...(supplier.phone ? { 'cbc:Telephone': supplier.phone } : {}),
            'cbc:ElectronicMail': supplier.email,
          },
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': facts.servicePeriod.end },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cbc:EndpointID': recipient.email,
          'cbc:EndpointID@schemeID': 'EM',
          'cac:PostalAddress': {
            'cbc:StreetName': recipient.street,
            'cbc:CityName': recipient.city,
            'cbc:PostalZone': recipient.postalCode,
            'cac:Country': { 'cbc:IdentificationCode': 'DE' },
          },
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': recipient.name },
        },
      },
      ...(supplier.iban
        ? {
            'cac:PaymentMeans': [
              {
                'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
                'cbc:PaymentID': facts.number,
                'cac:PayeeFinancialAccount': { 'cbc:ID': supplier.iban, 'cbc:Name': supplier.name },
              },
            ],
          }
        : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': vat,
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': net,
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': vat,
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': { ...category, ...exemption },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': net,
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': net,
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': gross,
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': gross,
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': [
        {
          'cbc:ID': '1',
          'cbc:InvoicedQuantity': String(sign * facts.line.quantity),
          // HUR = hour, C62 = one (a flat amount).
          'cbc:InvoicedQuantity@unitCode': facts.line.unit === 'hours' ? 'HUR' : 'C62',
          'cbc:LineExtensionAmount': net,
          'cbc:LineExtensionAmount@currencyID': 'EUR',
          ...(facts.allocationNumbers.length ? { 'cbc:AccountingCost': facts.allocationNumbers.join(', ') } : {}),
          'cac:Item': {
            'cbc:Description': facts.line.description,
            'cbc:Name': facts.line.name,
            'cac:ClassifiedTaxCategory': category,
          },
          'cac:Price': { 'cbc:PriceAmount': amount(facts.line.unitPriceCents), 'cbc:PriceAmount@currencyID': 'EUR' },
        },
      ],
    },
  } as Invoice;
}

const formats = new FormatFactoryService();
const validation = new ValidationService(console);
/** The compiled check of the library's invoice schema, as each format patches it, by format. */
const validators = new Map<string, ValidateFunction<Invoice>>();

/**
 * What @e-invoice-eu/core's `InvoiceService.generate` does (2.3.4), with its schema check compiled once per format:
 * the library compiles the whole EN 16931 schema with Ajv on every call, 150-200 ms of the event loop for each of
 * the two documents of every note issued or cancelled, where checking an invoice with the compiled check takes
 * well under a millisecond. The check, its defaults and the formats' output are the library's own.
 */
async function generate(input: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const formatter = formats.createFormatService(options.format, console);
  const format = formats.normalizeFormat(options.format);
  let validator = validators.get(format);
  if (!validator) {
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validator = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    validators.set(format, validator);
  }
  const invoice = validation.validate('invoice data', validator, structuredClone(input));
  formatter.fillInvoiceDefaults(invoice);
  return formatter.generate(invoice, { ...options, format });
}

/** XRechnung (CII) XML of the note. */
export async function renderXRechnung(facts: CreditNoteDocumentFacts): Promise<Uint8Array> {
  const xml = await generate(toInvoice(facts), { format: 'XRECHNUNG-CII', lang: 'de-de' });
  return typeof xml === 'string' ? new TextEncoder().encode(xml) : xml;
}

/** The human-readable PDF turned into Factur-X: PDF/A-3 with the EN 16931 XML attached as factur-x.xml. */
export async function renderFacturX(facts: CreditNoteDocumentFacts, pdf: Uint8Array): Promise<Uint8Array> {
  const result = await generate(toInvoice(facts), {
    format: 'Factur-X-EN16931',
    lang: facts.language === 'de' ? 'de-de' : 'en-gb',
    pdf: { buffer: pdf, filename: `${facts.number}.pdf`, mimetype: 'application/pdf' },
  });
  return typeof result === 'string' ? new TextEncoder().encode(result) : result;
}
