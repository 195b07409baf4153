/**
 * `npm run generate`: src/schema.ts from Graha's public contract (openapi.yaml without its x-internal operations),
 * with openapi-typescript; fields with a default stay optional (what a caller sends, not what the server fills in).
 * `--check` fails when the checked-in types differ from the contract (CI runs it through `make check-generated`), so
 * the SDK cannot drift from the API.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { OPENAPI_PATH } from '../../../src/contract';
import { publicSpec } from '../../../src/docs/publicSpec';

const here = path.resolve(import.meta.dirname, '..');
const root = path.resolve(here, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-sdk-'));
const spec = path.join(dir, 'openapi.public.yaml');
fs.writeFileSync(spec, YAML.stringify(publicSpec(fs.readFileSync(OPENAPI_PATH, 'utf8')), { lineWidth: 0 }));
const bin = path.join(root, 'node_modules/.bin/openapi-typescript');
const args = [spec, '-o', path.join(here, 'src/schema.ts'), '--default-non-nullable', 'false', ...(process.argv.includes('--check') ? ['--check'] : [])];
try {
  execFileSync(bin, args, { stdio: 'inherit' });
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
