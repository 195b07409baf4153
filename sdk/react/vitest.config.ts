import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The TypeScript SDK from its sources (sdk/typescript/src), as the root tests use it; its own dependencies
// (openapi-fetch, eventsource-parser) resolve from the project's node_modules.
export default defineConfig({
  resolve: { alias: { '@graha/sdk': path.resolve(import.meta.dirname, '../typescript/src/index.ts') } },
  test: {
    include: ['test/**/*.test.tsx'],
    environment: 'jsdom',
    testTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
