import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { handleApiError, isSessionExpired } from "./api-error-handler";
import { endExpiredSession } from "./session-expiry";

declare module "@tanstack/react-query" {
  interface Register {
    defaultError: Error;
    /**
     * `handlesErrors: true` means the caller shows its own failure (the login form does); a
     * query's expired session still ends the session.
     */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** A 4xx will not get better by asking again. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) handleApiError(error, "load");
        // A screen showing its own load failures cannot go on without a session either.
        else if (isSessionExpired(error)) endExpiredSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) handleApiError(error, "save");
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
