import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One fork per core, said explicitly: on the 2-core CI machine vitest 4.1 otherwise ran one test file at a time,
    // and most files spend much of their time waiting (servers starting, provisioning delays, PostgreSQL). Two forks:
    // the PGlite run 716 -> 539 s, all passing.
    maxWorkers: os.availableParallelism(),
  },
});
