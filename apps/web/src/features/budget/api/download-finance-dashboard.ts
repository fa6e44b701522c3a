import { financeDashboardDownload } from '@fm/contract/endpoints/reports';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/** GET /api/agency/finance/dashboard/download: the dashboard's agency table as XLSX or CSV. */
export function useDownloadFinanceDashboard() {
  return useMutation({
    mutationFn: async (format: 'xlsx' | 'csv') => {
      const blob = await callEndpoint(financeDashboardDownload, { query: { format } });
      saveBlob(blob, `finance-dashboard.${format}`);
    },
  });
}
