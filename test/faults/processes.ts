/**
 * For the fault tests: a throwaway PostgreSQL server of the test's own (so it can be stopped and started under
 * traffic, as scripts/with-postgres.sh starts one for the suite) and Graha server processes (src/server.ts through tsx)
 * on it, their log lines kept for inspection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { runLogForProcess } from '../helpers/runLog';

const ROOT = path.resolve(import.meta.dirname, '../..');

function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const dirs = fs.existsSync(base) ? fs.readdirSync(base).map((v) => path.join(base, v, 'bin')).filter((d) => fs.existsSync(path.join(d, 'pg_ctl'))) : [];
  if (dirs.length === 0) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  return dirs[dirs.length - 1];
}

const isRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function asPg(cmd: string, args: string[]): string {
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : execFileSync(cmd, args, { encoding: 'utf8' });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
    s.on('error', reject);
  });
}

export interface OwnPostgres { databaseUrl: string; stop(): void; start(): void; destroy(): void }

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = pgBinDir();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graha-fault-pg-'));
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  asPg(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => { asPg(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-o', opts, '-l', `${dir}/log`, '-w', 'start']); };
  // fast: the server ends every session at once (clients see their connections terminated), as a crash or failover does.
  const stop = () => { asPg(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']); };
  start();
  execFileSync(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'graha']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/graha`;
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'pipe' });
  return {
    databaseUrl, stop, start,
    destroy() {
      try { asPg(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'immediate', 'stop']); } catch { /* already stopped */ }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess { url: string; proc: ChildProcess; logLines: string[]; exited: Promise<number | null> }

/** `src/server.ts` with the given environment; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logLines: string[] = [];
  // Its lines also go to the run's log, scanned for secrets at the end of the run (test/helpers/runLog.ts).
  const toRunLog = runLogForProcess(env);
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  let pending = '';
  const onData = (d: Buffer) => {
    pending += d;
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const line of parts.filter(Boolean)) {
      logLines.push(line);
      toRunLog?.(line);
    }
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${logLines.slice(-20).join('\n')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s: ${logLines.slice(-20).join('\n')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, proc, logLines, exited };
}
