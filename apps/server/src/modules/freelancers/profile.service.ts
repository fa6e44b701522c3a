import type { MessageKey } from '@fm/contract/messages';
import type { FreelancerProfileInput } from '@fm/contract/schemas/freelancer';
import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { RequestAuth } from '../../auth/request-auth.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/files.ts';
import { getFreelancerProfile } from '../account/account.service.ts';
import * as catalogueRepo from '../catalogues/catalogues.repo.ts';
import * as repo from './freelancers.repo.ts';
import { isProfileComplete } from './profile-completeness.ts';
import { prepareProfileImage, storeProfileImage } from './profile-image.ts';

const CATALOGUE_OF_FIELD: Record<repo.LinkField, catalogueRepo.CatalogueName> = {
  skill_ids: 'skills',
  job_title_ids: 'jobTitles',
  speciality_ids: 'specialities',
  spoken_language_ids: 'spokenLanguages',
  project_ids: 'projectTitles',
};

const toCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

/**
 * Checks what the schema cannot: taxable in Germany, IBAN and BIC against ibantools (country lengths and
 * BBAN formats, not only the checksum), catalogue and VAT ids that exist. Every problem is reported at once.
 */
async function checkProfileInput(db: Db, input: FreelancerProfileInput) {
  if (input.is_taxable_in_germany === false) {
    throw badRequest('rule.notTaxableInGermany', {
      fieldErrors: { is_taxable_in_germany: ['rule.notTaxableInGermany'] },
    });
  }
  const errors: Record<string, MessageKey[]> = {};
  if (input.iban && !isValidIBAN(electronicFormatIBAN(input.iban) ?? '')) errors.iban = ['validation.invalidIban'];
  if (input.bic && !isValidBIC(input.bic)) errors.bic = ['validation.invalidBic'];
  for (const field of Object.keys(CATALOGUE_OF_FIELD) as repo.LinkField[]) {
    const ids = input[field];
    if (!ids?.length) continue;
    const existing = await catalogueRepo.findExistingIds(db, CATALOGUE_OF_FIELD[field], ids);
    if (ids.some((id) => !existing.has(id))) errors[field] = ['validation.invalidValue'];
  }
  if (input.vat_id && !(await catalogueRepo.vatRateExists(db, input.vat_id)))
    errors.vat_id = ['validation.invalidValue'];
  if (Object.keys(errors).length > 0) throw badRequest('error.validation', { fieldErrors: errors });
}

type Address = NonNullable<FreelancerProfileInput['residential_address']>;

function addressColumns(prefix: 'residential' | 'invoice', address: Address | null) {
  const columns = {
    [`${prefix}Street`]: address?.street ?? null,
    [`${prefix}PostalCode`]: address?.postal_code ?? null,
    [`${prefix}City`]: address?.city ?? null,
  } as repo.FreelancerColumns;
  if (prefix === 'invoice') return { ...columns, invoiceCountry: address?.country ?? null };
  return address ? { ...columns, residentialCountry: address.country } : columns;
}

/** The column changes of the fields that were sent; absent fields stay as they are. */
function profileColumns(input: FreelancerProfileInput, current: repo.FreelancerRow, now: Date) {
  const columns: repo.FreelancerColumns = {};
  const set = <K extends keyof repo.FreelancerColumns>(key: K, value: repo.FreelancerColumns[K] | undefined) => {
    if (value !== undefined) columns[key] = value;
  };
  set('isTaxableInGermany', input.is_taxable_in_germany);
  if (input.has_accepted_credit_memo_procedure !== undefined) {
    columns.hasAcceptedCreditMemoProcedure = input.has_accepted_credit_memo_procedure;
    if (input.has_accepted_credit_memo_procedure && !current.hasAcceptedCreditMemoProcedure) {
      columns.creditMemoProcedureAcceptedAt = now;
    }
  }
  if (input.rate !== undefined) columns.dayRateCents = toCents(input.rate);
  if (input.hourly_rate !== undefined) columns.hourlyRateCents = toCents(input.hourly_rate);
  set('experienceStartYear', input.experience_start_year);
  set('excludeVat', input.exclude_vat);
  set('includeCompanyName', input.include_company_name);
  set('companyName', input.company_name === undefined ? undefined : input.company_name || null);
  set('companyId', input.company_id);
  set('taxNumber', input.tax_number);
  set('vatRateId', input.vat_id);
  if (input.iban !== undefined) columns.iban = input.iban === null ? null : electronicFormatIBAN(input.iban);
  set('bic', input.bic);
  set('bankName', input.bank_name === undefined ? undefined : input.bank_name || null);
  set('portfolioLinks', input.portfolio_links);
  if (input.residential_address !== undefined) {
    Object.assign(columns, addressColumns('residential', input.residential_address));
  }
  set('isInvoiceAddressSameResidential', input.is_invoice_address_same_residential);
  if (input.invoice_address !== undefined) Object.assign(columns, addressColumns('invoice', input.invoice_address));
  return columns;
}

/** PUT profile: saves the sent fields (onboarding saves step by step) and recomputes is_profile_complete. */
export async function updateFreelancerProfile(
  db: Db,
  files: FileStorage,
  auth: RequestAuth,
  input: FreelancerProfileInput,
): Promise<FreelancerProfile> {
  await checkProfileInput(db, input);
  // The image is checked (size, magic bytes, decodable) before anything is written.
  const image = input.image ? await prepareProfileImage(input.image) : null;
  const now = new Date();
  await db.transaction(async (tx) => {
    const current = await repo.lockFreelancer(tx, auth.userId);
    if (!current) throw notFound();
    const columns = profileColumns(input, current, now);
    if (image) Object.assign(columns, await storeProfileImage(files, tx, auth.userId, image));
    if (input.image === null) Object.assign(columns, { imageFileId: null, thumbnailFileId: null });
    await repo.updateUserNames(tx, auth.userId, { firstName: input.first_name, lastName: input.last_name });
    for (const field of Object.keys(repo.LINK_TABLES) as repo.LinkField[]) {
      const ids = input[field];
      if (ids) await repo.replaceLinks(tx, auth.userId, field, ids);
    }
    const saved = await repo.updateFreelancer(tx, auth.userId, columns);
    const user = await repo.findFreelancer(tx, auth.userId);
    const isComplete = isProfileComplete(saved, user!.user);
    if (isComplete !== saved.isProfileComplete) {
      await repo.updateFreelancer(tx, auth.userId, { isProfileComplete: isComplete });
    }
  });
  return getFreelancerProfile(db, auth);
}
