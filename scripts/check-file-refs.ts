/**
 * Finds references to files that do not exist in the comments and documents of the repository (a moved or deleted
 * module still named in a comment, a README pointing at an old path): `npx tsx scripts/check-file-refs.ts`.
 * Prints `reference <- file:line` for each and exits 1 when there is any.
 *
 * A heuristic, so not part of CI: a reference is a path-like word ending in a known extension; it counts as found
 * when some file of the repository has that path or ends with it (a `fixtures/` file next to the test that reads it),
 * or the path is relative to the citing file. Import statements are left to tsc; build outputs (dist/) are skipped.
 * A file a test generates at run time (e.g. the SDK build's schema.d.ts) shows up as a false positive: read the list.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'docs', 'db', 'config', 'handlers', 'scripts', 'bench', 'test', 'README.md', 'Makefile', '.dependency-cruiser.cjs'];
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'generated', 'fixtures', 'data']);
const REFERENCE = /(?<![\w./@\\-])((?:\.{1,2}\/)?[\w.-]+(?:\/[\w.-]+)*\.(?:ts|md|yaml|yml|cjs|mjs|js|json|py|sh|wav))\b/g;

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(path.relative(ROOT, full));
  }
  return out;
}

/** Every file of the repository (fixtures included: they are referenced), for suffix matches. */
function allFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) allFiles(full, out);
    else out.push(path.relative(ROOT, full).split(path.sep).join('/'));
  }
  return out;
}

const files = allFiles(ROOT);
const names = new Set(files.map((f) => path.basename(f)));
const exists = (ref: string, citing: string): boolean => {
  if (ref.startsWith('dist/')) return true;
  if (!ref.includes('/')) return names.has(ref);
  const clean = ref.replace(/^\.\//, '');
  if (fs.existsSync(path.join(ROOT, clean)) || fs.existsSync(path.join(ROOT, path.dirname(citing), ref))) return true;
  return files.some((f) => f.endsWith(`/${clean}`));
};

const scanned = SCANNED.flatMap((entry) => {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  return fs.statSync(full).isDirectory() ? walk(full, []) : [entry];
}).filter((f) => /\.(ts|md|yaml|cjs|sh|py)$|Makefile$/.test(f));

let missing = 0;
for (const file of scanned) {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(import|export)\b.*\bfrom\s/.test(line) || /\bimport\(/.test(line)) return;
    for (const m of line.matchAll(REFERENCE)) {
      const ref = m[1];
      if (!ref.includes('/') && !/\.(ts|md)$/.test(ref)) continue; // bare words like `prices.yaml` name config keys too
      if (/https?:\/\/\S*$/.test(line.slice(0, m.index))) continue;
      if (exists(ref, file)) continue;
      console.log(`${ref} <- ${file}:${i + 1}`);
      missing++;
    }
  });
}
if (missing > 0) {
  console.log(`${missing} reference(s) to files that do not exist`);
  process.exit(1);
}
console.log(`no references to missing files in ${scanned.length} files`);
