/**
 * Compares two OpenAPI documents semantically (issue 39 item 1): both are parsed and deep-compared, so formatting,
 * quoting, YAML anchors and key order do not count; every difference is printed with its JSON pointer. Exit status 0
 * when they are equal, 1 when not.
 *
 *   npx --no-install tsx scripts/compare-contract.ts <before> <after>
 *
 * Each argument is a file (YAML or JSON) or `<commit>:<path>` read with `git show`. Both must be single documents
 * (no reference to another file): compare bundles, e.g. the one-file openapi.yaml of the commit before the split with
 * today's bundle:
 *
 *   npx --no-install tsx scripts/compare-contract.ts bddf76c:openapi.yaml generated/openapi.bundled.yaml
 *
 * Key order is reported on a separate line for information (openapi-typescript and the SDK generators write in
 * document order, so a changed order shows as a diff in generated/ even when the documents are equal).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import YAML from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function load(arg: string): Json {
  const text = fs.existsSync(arg) ? fs.readFileSync(arg, 'utf8') : execFileSync('git', ['show', arg], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return YAML.parse(text, { maxAliasCount: -1 }) as Json;
}

const pointer = (path: string[]) => '/' + path.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const show = (v: Json | undefined) => {
  const s = JSON.stringify(v);
  return s === undefined ? 'absent' : s.length > 160 ? `${s.slice(0, 157)}...` : s;
};
const kind = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Semantic differences between a and b, and the places where only the key order differs. */
export function compare(a: Json, b: Json, path: string[] = [], out = { diffs: [] as string[], order: [] as string[] }) {
  if (kind(a) !== kind(b)) {
    out.diffs.push(`${pointer(path)}: ${show(a)} -> ${show(b)}`);
  } else if (Array.isArray(a)) {
    const bb = b as Json[];
    if (a.length !== bb.length) out.diffs.push(`${pointer(path)}: ${a.length} items -> ${bb.length} items`);
    for (let i = 0; i < Math.min(a.length, bb.length); i++) compare(a[i], bb[i], [...path, String(i)], out);
  } else if (a !== null && typeof a === 'object') {
    const bo = b as { [key: string]: Json };
    for (const key of Object.keys(a)) {
      if (!(key in bo)) out.diffs.push(`${pointer([...path, key])}: only in the first`);
      else compare(a[key], bo[key], [...path, key], out);
    }
    for (const key of Object.keys(bo)) if (!(key in a)) out.diffs.push(`${pointer([...path, key])}: only in the second`);
    const shared = (keys: string[], other: object) => keys.filter((k) => k in other).join('\0');
    if (shared(Object.keys(a), bo) !== shared(Object.keys(bo), a)) out.order.push(pointer(path));
  } else if (a !== b) {
    out.diffs.push(`${pointer(path)}: ${show(a)} -> ${show(b)}`);
  }
  return out;
}

function count(doc: any) {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  const paths = Object.values<any>(doc?.paths ?? {});
  const operations = paths.reduce((n, item) => n + methods.filter((m) => item?.[m]).length, 0);
  const components = Object.entries<any>(doc?.components ?? {}).map(([section, entries]) => `${section} ${Object.keys(entries).length}`);
  return `${paths.length} paths, ${operations} operations; components: ${components.join(', ')}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: compare-contract.ts <before> <after>   (files, or <commit>:<path>)');
    process.exit(2);
  }
  const a = load(before);
  const b = load(after);
  for (const [name, doc] of [[before, a], [after, b]] as const) {
    const external = JSON.stringify(doc).match(/"\$ref":"(?!#)[^"]*"/);
    if (external) {
      console.error(`${name} refers to another file (${external[0]}): compare a bundle (redocly bundle)`);
      process.exit(2);
    }
  }
  console.log(`${before}: ${count(a)}`);
  console.log(`${after}: ${count(b)}`);
  const { diffs, order } = compare(a, b);
  console.log(`key order: ${order.length === 0 ? 'the same everywhere' : `differs in ${order.length} places, e.g. ${order.slice(0, 5).join(' ')}`}`);
  if (diffs.length === 0) {
    console.log('semantically equal: no difference');
  } else {
    console.log(`${diffs.length} differences:`);
    for (const d of diffs.slice(0, 200)) console.log(`  ${d}`);
    if (diffs.length > 200) console.log(`  ... and ${diffs.length - 200} more`);
    process.exit(1);
  }
}
