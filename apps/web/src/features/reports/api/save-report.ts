import { reportCreate, reportUpdate } from '@fm/contract/endpoints/reports';
import type { ReportTopic } from '@fm/contract/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { REPORTS_KEY } from './get-reports.ts';

export type ReportDraft = {
  id?: number;
  topic: ReportTopic;
  title: string;
  timeframe_start_date: string | null;
  timeframe_end_date: string | null;
  agencies: number[];
  bookers: number[];
  freelancers: number[];
  projects: number[];
  clients: number[];
  status: string[];
};

/** The form-encoded body (without the id of a change): the lists travel JSON-encoded, empty dates are left out (docs/product.md §10.5). */
export function reportBody(draft: ReportDraft) {
  return {
    topic: draft.topic,
    title: draft.title.trim(),
    ...(draft.timeframe_start_date ? { timeframe_start_date: draft.timeframe_start_date } : {}),
    ...(draft.timeframe_end_date ? { timeframe_end_date: draft.timeframe_end_date } : {}),
    agencies: JSON.stringify(draft.agencies),
    bookers: JSON.stringify(draft.bookers),
    freelancers: JSON.stringify(draft.freelancers),
    projects: JSON.stringify(draft.projects),
    clients: JSON.stringify(draft.clients),
    status: JSON.stringify(draft.status),
  };
}

/** POST /api/agency/reports (new) or PUT (with id), form-encoded; the list reloads. */
export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReportDraft) =>
      draft.id
        ? callEndpoint(reportUpdate, { body: { id: String(draft.id), ...reportBody(draft) } })
        : callEndpoint(reportCreate, { body: reportBody(draft) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
