import { reportDelete } from '@fm/contract/endpoints/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { REPORTS_KEY } from './get-reports.ts';

/** DELETE /api/agency/reports?id=…; the list reloads. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(reportDelete, { query: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
