/**
 * Every entry point refuses a Node.js of another major line than .node-version's with one line saying what it needs
 * and how to get it, before loading anything (scripts/check-node-line.cjs, issue 41). On Node 20, `npm start` used to
 * print "Segmentation fault" and nothing else.
 *
 * The entry points are run under a real Node.js of another line when the machine has one (most have Node 20 as the
 * system node, CI's machine too); the check's own logic is also tested under this Node against a .node-version of
 * another line, so it runs everywhere.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WANTED = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
const WANTED_MAJOR = WANTED.split('.')[0];
const PKG = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> };
const ENTRY_POINTS = ['start', 'worker', 'admin', 'migrate'];
const CHECK = './scripts/check-node-line.cjs';

interface Ran { code: number | null; signal: string | null; stdout: string; stderr: string }

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, env, timeout: 60_000 }, (err, stdout, stderr) => resolve({
      code: err ? (typeof err.code === 'number' ? err.code : null) : 0, signal: err?.signal ?? null, stdout, stderr,
    }));
  });
}

/** A `node` of another major line: on PATH behind this one, or where systems put theirs. */
function nodeOfAnotherLine(): { bin: string; version: string } | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/local/bin', '/usr/bin', '/bin'];
  for (const dir of new Set(dirs.filter(Boolean))) {
    const bin = path.join(dir, 'node');
    if (!fs.existsSync(bin)) continue;
    let version: string;
    try { version = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 10_000 }).trim().replace(/^v/, ''); } catch { continue; }
    if (version.split('.')[0] !== WANTED_MAJOR) return { bin: fs.realpathSync(bin), version };
  }
  return null;
}

const refusal = (version: string, bin: string, major = WANTED_MAJOR, wanted = WANTED) =>
  `Graha needs Node.js ${major} (.node-version: ${wanted}), not ${version} (${bin}): run \`make run\`, or run ` +
  'scripts/node-runtime.sh and put .runtime/node/bin first on PATH (export PATH="$PWD/.runtime/node/bin:$PATH").\n';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-node-line-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
/** Should a check ever fail to fire, nothing may touch ./data or a real database. */
function isolatedEnv(pathVar: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _dropped, ...env } = process.env;
  return { ...env, PATH: pathVar, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' };
}

describe('package.json says which Node.js Graha runs on', () => {
  it('engines.node is the major line of .node-version', () => {
    expect(PKG.engines.node).toBe(`${WANTED_MAJOR}.x`);
  });

  it('every command of every entry point (its pre-script included) preloads the check', () => {
    for (const name of ENTRY_POINTS) {
      for (const script of [PKG.scripts[`pre${name}`], PKG.scripts[name]].filter(Boolean)) {
        expect(script, `npm run ${name}`).toMatch(new RegExp(`^node --require ${CHECK.replace(/\./g, '\\.')} `));
      }
    }
  });
});

describe('the check, against a .node-version of another line', () => {
  it('refuses with the one line and exit code 1, before the program runs; passes the right line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-node-line-copy-'));
    try {
      fs.mkdirSync(path.join(dir, 'scripts'));
      fs.copyFileSync(path.join(ROOT, CHECK), path.join(dir, CHECK));
      fs.writeFileSync(path.join(dir, '.node-version'), '98.1.2\n');
      const refused = await run(process.execPath, ['--require', CHECK, '-e', 'console.log("ran")'], process.env, dir);
      expect(refused).toEqual({ code: 1, signal: null, stdout: '', stderr: refusal(process.versions.node, process.execPath, '98', '98.1.2') });

      fs.writeFileSync(path.join(dir, '.node-version'), `${process.versions.node.split('.')[0]}.0.0\n`);
      const passed = await run(process.execPath, ['--require', CHECK, '-e', 'console.log("ran")'], process.env, dir);
      expect(passed).toMatchObject({ code: 0, stdout: 'ran\n', stderr: '' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the project\'s own Node passes it', async () => {
    expect(process.versions.node.split('.')[0]).toBe(WANTED_MAJOR);
    const passed = await run(process.execPath, ['--require', CHECK, '-e', 'console.log("ran")'], process.env);
    expect(passed).toMatchObject({ code: 0, stdout: 'ran\n', stderr: '' });
  });
});

const other = nodeOfAnotherLine();
// This Node's directory (.runtime/node/bin) must not come first: the other line's does.
const otherPath = other && [path.dirname(other.bin), path.join(ROOT, 'node_modules/.bin'),
  ...(process.env.PATH ?? '').split(path.delimiter).filter((d) => d && path.resolve(d) !== path.dirname(process.execPath))].join(path.delimiter);

if (!other) {
  describe('the entry points under a Node.js of another line', () => {
    it.skip(`skipped: no Node.js of another line than ${WANTED_MAJOR} on this machine (looked on PATH, /usr/local/bin, /usr/bin, /bin)`, () => {});
  });
} else {
  describe(`the entry points under Node.js ${other.version} (${other.bin})`, () => {
    // What npm runs for `npm run <name>`: the pre-script, then the script; each must refuse on its own (npm start
    // --ignore-scripts skips the first).
    const commands = ENTRY_POINTS.flatMap((name) => [`pre${name}`, name].filter((s) => PKG.scripts[s]).map((s) => [s, PKG.scripts[s]] as const));
    it.concurrent.each(commands)('%s: `%s` says what it needs, exit code 1', async (_name, command) => {
      const ran = await run('/bin/sh', ['-c', command], isolatedEnv(otherPath!));
      expect(ran).toEqual({ code: 1, signal: null, stdout: '', stderr: refusal(other.version, other.bin) });
    });

    const npm = path.join(path.dirname(other.bin), 'npm');
    it.runIf(fs.existsSync(npm)).concurrent.each(ENTRY_POINTS)('npm run --silent %s: the one line, exit code 1', async (name) => {
      const ran = await run(npm, ['run', '--silent', name], isolatedEnv(otherPath!));
      expect(ran.signal).toBeNull();
      expect(ran.code).toBe(1);
      expect(ran.stderr).toBe(refusal(other.version, other.bin));
    });
  });
}
