import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/** One query client for the app; 4xx answers are final, so only network and server errors retry once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
