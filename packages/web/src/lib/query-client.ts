import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { onSessionEnded } from './session-expiry.ts';

/** A client error (4xx) will not change on retry; a network or server error is retried once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Nothing cached for one account may show to the next one.
onSessionEnded(() => queryClient.clear());
