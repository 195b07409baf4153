/**
 * `make docs`: the reference docs page (Redoc, one static HTML file) from the public contract, into
 * dist/docs/index.html (DOCS_FILE), which the server serves at /docs. The public contract is openapi.yaml without its
 * `x-internal` operations (src/docs/publicSpec.ts), written to dist/docs/openapi.public.yaml first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { publicSpec } from '../src/docs/publicSpec.ts';

const out = path.resolve(process.env.DOCS_FILE || 'dist/docs/index.html');
fs.mkdirSync(path.dirname(out), { recursive: true });
const publicFile = path.join(path.dirname(out), 'openapi.public.yaml');
fs.writeFileSync(publicFile, YAML.stringify(publicSpec(fs.readFileSync('openapi.yaml', 'utf8')), { lineWidth: 0 }));
execFileSync('npx', ['--no-install', 'redocly', 'build-docs', publicFile, '-o', out], { stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`docs: ${out}`);
