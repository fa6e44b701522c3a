import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { DateLocalization } from './date-localization.tsx';

/**
 * What the signed-in pages (and the design system page) need beyond the root providers: the query client and the
 * date setup. The sign-in and information pages read no query and show no date, so their first download leaves
 * TanStack Query, dayjs and the pickers' adapter out.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DateLocalization>{children}</DateLocalization>
    </QueryClientProvider>
  );
}
