/**
 * @graha/react: React hooks for the Graha API, on the TypeScript SDK (@graha/sdk) and TanStack Query.
 *
 *   <GrahaProvider apiKey={key} baseUrl="https://api.example.com"><App /></GrahaProvider>
 *   const { data: chart, isPending, error } = useKundali({ date: '1990-03-12', time: '14:30', lat: 13.08, lon: 80.27 });
 */
export { GrahaProvider, createGrahaQueryClient, useGraha, useGrahaOptions, type GrahaProviderProps } from './provider';
export {
  grahaKeys, useBalance, useGrahaMutation, useGrahaQuery, useKundali, useMatch, useModels, usePanchang, useUsage,
  type GrahaMutationOptions, type GrahaQueryOptions, type Kundali, type KundaliQuery, type Match, type MatchQuery, type Panchang, type PanchangQuery,
} from './hooks';
export { useChatStream, type ChatStreamState, type ChatStreamStatus, type Citation } from './chatStream';
export { GrahaError } from '@graha/sdk';
