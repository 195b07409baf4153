/**
 * GrahaProvider: one Graha client (the TypeScript SDK, sdk/typescript) and one TanStack Query client for the tree below.
 * The SDK already retries 429 and 503 (up to 3 times, backoff from 1 s, Retry-After honoured), so the QueryClient this
 * provider creates does not retry again on top of it; pass your own `queryClient` to change that.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createGraha, type Graha, type GrahaOptions } from '@graha/sdk';

export interface GrahaProviderProps extends GrahaOptions {
  /** A QueryClient of your own (default: a new one whose queries and mutations are not retried by TanStack Query). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

interface GrahaContextValue {
  graha: Graha;
  options: GrahaOptions;
}

const GrahaContext = createContext<GrahaContextValue | null>(null);

/** A QueryClient whose hooks leave retries to the SDK (429/503 only, never a 400 or 402). */
export function createGrahaQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function GrahaProvider({ queryClient, children, apiKey, baseUrl, maxRetries, retryBaseDelayMs, fetch }: GrahaProviderProps) {
  const value = useMemo<GrahaContextValue>(() => {
    const options: GrahaOptions = { apiKey, baseUrl, maxRetries, retryBaseDelayMs, fetch };
    return { graha: createGraha(options), options };
  }, [apiKey, baseUrl, maxRetries, retryBaseDelayMs, fetch]);
  const [own] = useState(createGrahaQueryClient);
  return (
    <QueryClientProvider client={queryClient ?? own}>
      <GrahaContext.Provider value={value}>{children}</GrahaContext.Provider>
    </QueryClientProvider>
  );
}

function useGrahaContext(): GrahaContextValue {
  const ctx = useContext(GrahaContext);
  if (!ctx) throw new Error('Graha hooks must be used inside a <GrahaProvider>');
  return ctx;
}

/** The Graha client of the nearest GrahaProvider (every SDK call: `useGraha().api.GET(...)`). */
export function useGraha(): Graha {
  return useGrahaContext().graha;
}

/** The options the provider was given (useChatStream builds a client per stream from them, to abort its request). */
export function useGrahaOptions(): GrahaOptions {
  return useGrahaContext().options;
}
