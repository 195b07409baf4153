/**
 * `npm run build`: bundles the server and the worker into dist/ with esbuild, so production runs plain JavaScript
 * under `node` instead of compiling TypeScript through the tsx loader at start-up. Packages stay external (loaded
 * from node_modules); dist/*.mjs sit one level below the repository root like src/*.ts, so paths resolved from
 * `import.meta.dirname` (the contract's bundle, src/contract.ts) stay the same.
 *
 * Why it matters at run time, not only at start-up: tsx compiles with esbuild's keepNames, which wraps every named
 * closure in a `__name(fn, "name")` call that defines a property on each function object it creates; per chat call
 * that is about 25 µs of CPU (measured with a CPU profile of bench/gateway.ts). The bundle is built without it.
 * Nothing in Graha reads function or class names.
 */
import { build } from 'esbuild';

// `node scripts/build.mjs name=path.ts ...` bundles more entries the same way, as dist/<name>.mjs (the benchmarks' own
// server entries, e.g. bench/lib/given-results-server.ts).
const extraEntries = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split('=')));

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts', ...extraEntries },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
