/**
 * `make test-postgres` runs the suite again on a PostgreSQL server; a test file that never opens a database would
 * repeat exactly the same work there. This prints the files that (a) cannot reach db/connect.ts through their imports
 * (dependency-cruiser's graph) and (b) start no process (neither they nor a test module they import use child_process: a spawned
 * server could take DATABASE_URL from the environment), one per line, or with --exclude-args as vitest `--exclude` arguments.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

interface Cruised { modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }> }

const graph: Cruised = JSON.parse(execFileSync('node_modules/.bin/depcruise', [
  'test', '--no-config', '--include-only', '^(test|src|db|handlers)/', '--ts-config', 'tsconfig.json', '--output-type', 'json',
], { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }));
const edges = new Map(graph.modules.map((m) => [m.source, m.dependencies.map((d) => d.resolved)]));

// Every module that reaches db/connect.ts: a walk of the reversed graph from it.
const importers = new Map<string, string[]>();
for (const [from, deps] of edges) for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), from]);
const reachesDatabase = new Set<string>(['db/connect.ts']);
for (const pending = ['db/connect.ts']; pending.length;) {
  for (const from of importers.get(pending.pop()!) ?? []) if (!reachesDatabase.has(from)) { reachesDatabase.add(from); pending.push(from); }
}

/** The test file or a test module it imports uses child_process. */
function startsProcesses(file: string): boolean {
  const seen = new Set([file]);
  for (const pending = [file]; pending.length;) {
    const f = pending.pop()!;
    if (f.startsWith('test/') && /['"](node:)?child_process['"]/.test(fs.readFileSync(f, 'utf8'))) return true;
    for (const dep of edges.get(f) ?? []) if (!seen.has(dep)) { seen.add(dep); pending.push(dep); }
  }
  return false;
}

const free = [...edges.keys()]
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => !reachesDatabase.has(f) && !startsProcesses(f))
  .sort();
process.stdout.write(process.argv.includes('--exclude-args') ? free.map((f) => `--exclude ${f}`).join(' ') : `${free.join('\n')}\n`);
