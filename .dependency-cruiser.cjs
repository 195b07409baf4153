/**
 * Which way dependencies may point (docs/architecture.md section 1.2, "Layers"). `make lint` runs this, so an import
 * against the direction fails CI. Type-only imports count too (tsPreCompilationDeps).
 *
 *   entry points      src/server.ts, src/worker.ts, src/cli/, src/background.ts
 *   composition root  src/context.ts, src/http/ (the request pipeline), handlers/
 *   orchestration     src/gateway/ (chat and media calls), src/jobs/, src/agents/
 *   domains           src/auth/, src/accounts/, src/billing/, src/limits/, src/providers/, src/astrology/, src/deprecation/,
 *                     src/media/ (the built-in engines), src/files/
 *   neutral core      src/metering/, src/tokenizer/, src/models/, src/errors.ts, src/config.ts, db/
 */
const DOMAINS = '^src/(auth|accounts|billing|limits|providers|astrology|deprecation|metering|tokenizer|models|media|files)/';
const ABOVE_DOMAINS = '^(src/(context|background|server|worker)\\.ts|src/(http|gateway|jobs|agents|cli)/|handlers/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import loop means two modules cannot be understood (or tested) apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domains-do-not-import-upward',
      severity: 'error',
      comment: 'Domain modules take what they use (db, registry, log) as parameters; they never reach for the app context, the HTTP pipeline or the orchestration above them.',
      from: { path: DOMAINS },
      to: { path: ABOVE_DOMAINS },
    },
    {
      name: 'metering-is-neutral',
      severity: 'error',
      comment: 'src/metering owns the lifecycle; rate limits and the wallet plug in adapters, so metering imports neither.',
      from: { path: '^src/metering/' },
      to: { path: '^src/(billing|limits|gateway|providers|http)/' },
    },
    {
      name: 'orchestration-does-not-import-the-pipeline',
      severity: 'error',
      comment: 'The gateway, media, jobs and agents are called by handlers; they know nothing of express, the context or the pipeline.',
      from: { path: '^src/(gateway|jobs|agents)/' },
      to: { path: '^(src/(context|background|server|worker)\\.ts|src/http/(?!handler\\.ts)|handlers/)' },
    },
    {
      name: 'mcp-is-an-api-client',
      severity: 'error',
      comment: 'The MCP tool server calls the public HTTP API like any client; it imports nothing of the server.',
      from: { path: '^src/mcp/' },
      to: { path: '^(src|db|handlers)/', pathNot: '^src/mcp/' },
    },
    {
      name: 'no-handler-imports-handler',
      severity: 'error',
      comment: 'Handlers are thin and independent; shared logic lives in a domain module.',
      from: { path: '^handlers/(?!index\\.ts)' },
      to: { path: '^handlers/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^generated/|node_modules)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
