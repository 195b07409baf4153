/**
 * `make docs`: the reference docs page (Redoc 3, one self-contained static HTML file) from the public contract, into
 * dist/docs/index.html (DOCS_FILE), which the server serves at /docs. The public contract is openapi.yaml without its
 * `x-internal` operations (src/docs/publicSpec.ts), with generated runnable examples (`x-codeSamples`:
 * src/docs/codeSamples.ts), written to dist/docs/openapi.public.yaml first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { OPENAPI_PATH } from '../src/contract.ts';
import { publicSpec } from '../src/docs/publicSpec.ts';

const out = path.resolve(process.env.DOCS_FILE || 'dist/docs/index.html');
fs.mkdirSync(path.dirname(out), { recursive: true });
const publicFile = path.join(path.dirname(out), 'openapi.public.yaml');
const spec = publicSpec(fs.readFileSync(OPENAPI_PATH, 'utf8'));
// The page links to the guide (/guide, built by the same `make docs`), as the guide links here.
spec.info.description = `**Guides:** [the Graha guide](/guide/) (getting started, chat, astrology, billing, operating).\n\n${spec.info.description ?? ''}`;
fs.writeFileSync(publicFile, YAML.stringify(spec, { lineWidth: 0 }));
// --inlineBundle: Redoc 3's scripts go into the page; without it the page loads them from Redocly's CDN, so /docs is
// dead (no navigation, no code samples) on a network without it. Telemetry off: readers' browsers report nothing.
// Redoc CE shows only the x-codeSamples languages its configuration lists, in that order, under these tab labels
// (https://redocly.com/docs/platform/config/openapi/code-samples); a config file of its own, so that
// `redocly lint openapi.yaml` keeps its defaults.
const configFile = path.join(path.dirname(out), 'redocly.docs.yaml');
fs.writeFileSync(configFile, YAML.stringify({
  openapi: { codeSamples: { languages: [{ lang: 'curl' }, { lang: 'Python', label: 'Python (openai)' }, { lang: 'Node.js', label: 'Node (openai)' }] } },
}));
execFileSync('npx', ['--no-install', 'redocly', 'build-docs', publicFile, '-o', out, '--inlineBundle', '--config', configFile], {
  stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
});
console.log(`docs: ${out}`);
