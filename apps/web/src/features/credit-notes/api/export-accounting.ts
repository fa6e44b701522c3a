import { ACCOUNTING_ENDPOINTS } from '@fm/contract/endpoints/accounting';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { callEndpoint } from '../../../api/client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type ExportPeriod = { start_date: string; end_date: string; agency_id?: number };

/** GET /api/agency/accounting/datev: the period's Buchungsstapel, saved as EXTF_Buchungsstapel_<from>_<to>.csv. */
export function useExportDatev() {
  return useMutation({
    mutationFn: async (query: ExportPeriod) => {
      const blob = await callEndpoint(ACCOUNTING_ENDPOINTS.datevExport, { query });
      saveBlob(blob, `EXTF_Buchungsstapel_${query.start_date}_${query.end_date}.csv`);
    },
  });
}

/** GET /api/agency/accounting/payouts: what each freelancer is owed, as XLSX. */
export function useExportPayouts() {
  return useMutation({
    mutationFn: async (query: ExportPeriod & { language: 'en' | 'de' }) => {
      const { language, ...rest } = query;
      const blob = await callEndpoint(ACCOUNTING_ENDPOINTS.payoutsExport, { query: { ...rest, format: 'xlsx' } });
      saveBlob(blob, `${language === 'de' ? 'auszahlungen' : 'payouts'}-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    },
  });
}

/** GET /api/agency/accounting/sepa: one agency's payouts as SEPA credit transfer (pain.001). */
export function useExportSepa() {
  return useMutation({
    mutationFn: async (query: ExportPeriod & { agency_id: number; debtor_iban: string; debtor_bic?: string }) => {
      const blob = await callEndpoint(ACCOUNTING_ENDPOINTS.sepaExport, { query });
      saveBlob(blob, `sepa-${query.start_date}_${query.end_date}-${dayjs().format('YYYY-MM-DD')}.xml`);
    },
  });
}
