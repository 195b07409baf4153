/**
 * Query and mutation hooks over the TypeScript SDK. Every error is the SDK's typed GrahaError (status, type, code,
 * param, requestId), thrown after the SDK's own retries of 429/503.
 */
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { GrahaError, type Graha, type paths } from '@graha/sdk';
import { useGraha } from './provider';

type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
export type KundaliQuery = Query<'/v1/astrology/kundali'>;
export type MatchQuery = Query<'/v1/astrology/match'>;
export type PanchangQuery = Query<'/v1/astrology/panchang'>;
type Ok<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer B } } } } } ? B : never;
export type Kundali = Ok<'/v1/astrology/kundali'>;
export type Match = Ok<'/v1/astrology/match'>;
export type Panchang = Ok<'/v1/astrology/panchang'>;

/** The query keys of the hooks below: invalidate `grahaKeys.all` to refetch everything. */
export const grahaKeys = {
  all: ['graha'] as const,
  models: ['graha', 'models'] as const,
  balance: ['graha', 'billing', 'balance'] as const,
  usage: (period?: string) => ['graha', 'billing', 'usage', period ?? null] as const,
  usageAll: ['graha', 'billing', 'usage'] as const,
  kundali: (q: KundaliQuery) => ['graha', 'astrology', 'kundali', q] as const,
  match: (q: MatchQuery) => ['graha', 'astrology', 'match', q] as const,
  panchang: (q: PanchangQuery) => ['graha', 'astrology', 'panchang', q] as const,
};

export type GrahaQueryOptions<T> = Omit<UseQueryOptions<T, GrahaError, T, QueryKey>, 'queryKey' | 'queryFn'>;

/** Any read of the API as a query: `useGrahaQuery(['graha', 'dasha', q], (g) => g.astrology.dasha(q))`. */
export function useGrahaQuery<T>(queryKey: QueryKey, call: (graha: Graha) => Promise<T>, options?: GrahaQueryOptions<T>) {
  const graha = useGraha();
  return useQuery<T, GrahaError, T, QueryKey>({ queryKey, queryFn: () => call(graha), ...options });
}

export function useModels(options?: GrahaQueryOptions<Awaited<ReturnType<Graha['models']['list']>>>) {
  return useGrahaQuery(grahaKeys.models, (g) => g.models.list(), options);
}

export function useBalance(options?: GrahaQueryOptions<Awaited<ReturnType<Graha['billing']['balance']>>>) {
  return useGrahaQuery(grahaKeys.balance, (g) => g.billing.balance(), options);
}

export function useUsage(period?: string, options?: GrahaQueryOptions<Awaited<ReturnType<Graha['billing']['usage']>>>) {
  return useGrahaQuery(grahaKeys.usage(period), (g) => g.billing.usage(period), options);
}

/** A birth chart; pass null while the birth details are not known yet (the query waits). */
export function useKundali(query: KundaliQuery | null | undefined, options?: GrahaQueryOptions<Kundali>) {
  return useGrahaQuery(grahaKeys.kundali(query as KundaliQuery), (g) => g.astrology.kundali(query!) as Promise<Kundali>, { enabled: !!query, ...options });
}

/** Ashtakoota matching of two charts; null waits. */
export function useMatch(query: MatchQuery | null | undefined, options?: GrahaQueryOptions<Match>) {
  return useGrahaQuery(grahaKeys.match(query as MatchQuery), (g) => g.astrology.match(query!) as Promise<Match>, { enabled: !!query, ...options });
}

/** The panchang of a day at a place; null waits. */
export function usePanchang(query: PanchangQuery | null | undefined, options?: GrahaQueryOptions<Panchang>) {
  return useGrahaQuery(grahaKeys.panchang(query as PanchangQuery), async (g) => {
    const { data, error, response } = await g.api.GET('/v1/astrology/panchang', { params: { query: query! } });
    if (!response.ok) throw GrahaError.fromBody(response.status, error, response.headers.get('x-request-id'));
    return data as Panchang;
  }, { enabled: !!query, ...options });
}

export interface GrahaMutationOptions<T, V> extends Omit<UseMutationOptions<T, GrahaError, V>, 'mutationFn'> {
  /**
   * Queries to refetch after a success, besides the balance and usage (which every call that changes things can
   * move: a deposit, an image, speech, a new key).
   */
  invalidate?: QueryKey[];
}

/**
 * A call that changes things (deposit, keys, images, speech...):
 * `useGrahaMutation((g, amount: number) => g.billing.deposit({ amount }))`. On success the balance and usage queries
 * are refetched, then `invalidate`'s.
 */
export function useGrahaMutation<T, V = void>(call: (graha: Graha, variables: V) => Promise<T>, options: GrahaMutationOptions<T, V> = {}) {
  const graha = useGraha();
  const client = useQueryClient();
  const { invalidate = [], onSuccess, ...rest } = options;
  return useMutation<T, GrahaError, V>({
    mutationFn: (variables: V) => call(graha, variables),
    ...rest,
    onSuccess: async (...args) => {
      await Promise.all([grahaKeys.balance, grahaKeys.usageAll, ...invalidate].map((queryKey) => client.invalidateQueries({ queryKey })));
      await (onSuccess as ((...a: typeof args) => unknown) | undefined)?.(...args);
    },
  });
}
