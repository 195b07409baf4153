/**
 * A bench-only server entry (bench/profile.ts GIVEN=1): the production server, with the handlers of the operations in
 * GRAHA_BENCH_GIVEN (operationIds, comma-separated) able to hand back a result they already gave instead of doing their
 * work. SIGUSR2 switches that on and off; it starts off.
 *
 * While it is on, a call of such an operation still goes through everything around the handler (express, routing and
 * request validation, auth, rate limit and access, idempotency, metering, writing the same answer, logging); only the
 * handler's own work (its queries, the astrology engine) is skipped. So the CPU per call of a window in that mode is
 * the gateway's overhead beyond the handler's work (issue 23 item 4), measured without subtracting profile rows: on
 * PGlite the database is WebAssembly in the same process, and its work and cache effects blur every row of a profile.
 *
 * The result kept is the first one the real handler returned after start-up (the bench calls one URL per kind with
 * one key, so every call would get the same answer). Built by bench/profile.ts with esbuild as
 * dist/bench-given-results.mjs, next to dist/server.mjs, so that paths resolved from import.meta.dirname are the same.
 */
import { handlers } from '../../handlers/index';

type AnyHandler = (input: unknown) => Promise<unknown>;

let giving = false;
process.on('SIGUSR2', () => { giving = !giving; });

const registry = handlers as unknown as Record<string, AnyHandler>;
for (const operationId of (process.env.GRAHA_BENCH_GIVEN ?? '').split(',').filter(Boolean)) {
  const real = registry[operationId];
  if (!real) throw new Error(`GRAHA_BENCH_GIVEN: no operation ${operationId}`);
  let kept: unknown;
  registry[operationId] = async (input) => {
    if (giving && kept !== undefined) return kept;
    const result = await real(input);
    kept ??= result;
    return result;
  };
}

await import('../../src/server');
