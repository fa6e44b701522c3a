import { reportDownload } from '@fm/contract/endpoints/reports';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { callEndpoint } from '../../../api/client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export type DownloadProgress = { title: string; received: number; total: number | null };

/** `Gutschriften Oktober` → `gutschriften-oktober-2026-11-25.xlsx`, like the server names it. */
export function reportFileName(title: string, format: 'xlsx' | 'csv', date = dayjs()) {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'report'}-${date.format('YYYY-MM-DD')}.${format}`;
}

/** GET /api/agency/reports/download: runs the report now and saves the file, reporting the bytes received. */
export function useDownloadReport() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: { id: number; title: string; format: 'xlsx' | 'csv' }) => {
      setProgress({ title: input.title, received: 0, total: null });
      try {
        const blob = await callEndpoint(reportDownload, {
          query: { id: input.id, format: input.format },
          onProgress: (received, total) => setProgress({ title: input.title, received, total }),
        });
        saveBlob(blob, reportFileName(input.title, input.format));
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
