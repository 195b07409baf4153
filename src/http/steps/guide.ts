/**
 * Outside the contract, before routing: the guide at /guide, the static site `make docs` builds from docs/*.md
 * (VitePress, into dist/guide: GUIDE_DIR). Clean URLs (/guide/billing is billing.html), the site's own 404 page for
 * an unknown page, and, when the guide was not built on this server, a plain 503 page saying how to build it (never a
 * 500). No key needed; not billed.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Graha guide</title>
<main><h1>The guide is not built on this server</h1><p>Run <code>make docs</code> (it builds the guide into
<code>dist/guide</code>). The API reference is at <a href="/docs">/docs</a>.</p></main></html>`;

export function guideRoutes(guideDir: string): Router {
  const router = express.Router();
  const pages = express.static(guideDir, {
    extensions: ['html'], index: ['index.html'], redirect: true, fallthrough: true,
    // VitePress names its scripts, styles and fonts by their content hash: they never change under one name.
    setHeaders(res, file) {
      if (file.startsWith(path.join(guideDir, 'assets') + path.sep)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  router.use('/guide', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // /guide -> /guide/: the site's pages and its client router expect its base with the slash.
    if (req.path === '/' && !req.originalUrl.split('?')[0].endsWith('/')) {
      res.redirect(301, `/guide/${req.originalUrl.slice('/guide'.length)}`);
      return;
    }
    // Checked per request, as /docs reads its page per request: `make docs` may build the guide while the server runs.
    if (!fs.existsSync(path.join(guideDir, 'index.html'))) {
      res.status(503).type('html').set('cache-control', 'no-store').send(NOT_BUILT);
      return;
    }
    pages(req, res, () => {
      // Not a file of the site: its 404 page (VitePress writes 404.html), with the status a missing page has.
      res.status(404).type('html');
      fs.createReadStream(path.join(guideDir, '404.html')).on('error', () => res.end('Not found')).pipe(res);
    });
  });
  return router;
}
