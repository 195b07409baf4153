/** `npm start`: serve the API (no installing, no migrating; `make run` does those first). */
import http from 'node:http';
import { loadConfig } from './config';
import { closeContext, createContext } from './context';
import { buildApp } from './http/pipeline';
import { expressObjects } from './http/steps/front';
import { startServerBackgroundWork } from './background';

async function main() {
  const config = loadConfig();
  const ctx = await createContext({ config, env: process.env, migrate: config.databaseUrl === null });
  const app = await buildApp(ctx);
  const stopBackground = startServerBackgroundWork(ctx);
  // Requests and responses are made as express's from the start (src/http/steps/front.ts).
  const server = http.createServer(expressObjects(app), app).listen(config.port, config.host, () => {
    ctx.log.info({ url: `http://${config.host}:${config.port}` }, 'Graha API listening');
  });
  server.keepAliveTimeout = 65_000;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // No new connections; calls in flight get SHUTDOWN_GRACE_MS to finish (charges settled, Idempotency-Keys kept or
    // freed), then their connections are closed. A key of a call cut here is taken over by a retry once this
    // process's billing heartbeat has stopped long enough (src/http/idempotency.ts).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.shutdownGraceMs);
      server.close(() => { clearTimeout(timer); resolve(); });
    });
    server.closeAllConnections();
    stopBackground();
    // Queued charges are written and leased wallet money given back before the database closes.
    await closeContext(ctx).catch((err) => ctx.log.error({ err }, 'shutdown failed'));
    await ctx.db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
