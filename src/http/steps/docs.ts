/**
 * Outside the contract, before routing: the public contract at /openapi.yaml and /openapi.json (openapi.yaml without
 * its `x-internal` operations: src/docs/publicSpec.ts) and the reference docs at /docs (Redoc, a static page built
 * from the public contract by `make docs`; scripts/build-docs.mjs). No key needed; not billed.
 */
import fs from 'node:fs';
import express, { type Router } from 'express';
import YAML from 'yaml';
import { publicSpec } from '../../docs/publicSpec';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Graha API reference</title>
<p>The reference page is not built on this server (run <code>make docs</code>). The contract is at
<a href="/openapi.yaml">/openapi.yaml</a> and <a href="/openapi.json">/openapi.json</a>.</p>`;

export function docsRoutes(openapiPath: string, docsFile: string): Router {
  const spec = publicSpec(fs.readFileSync(openapiPath, 'utf8'));
  const yamlText = YAML.stringify(spec, { lineWidth: 0 });
  const jsonText = JSON.stringify(spec);
  const router = express.Router();
  router.get('/openapi.yaml', (_req, res) => { res.type('application/yaml').send(yamlText); });
  router.get('/openapi.json', (_req, res) => { res.type('application/json').send(jsonText); });
  router.get(['/docs', '/docs/'], (_req, res) => {
    // Read per request: `make docs` may rebuild the page while the server runs; it is small and rarely asked for.
    fs.readFile(docsFile, (err, html) => {
      res.type("html").send(err ? NOT_BUILT : html);
    });
  });
  return router;
}
