/**
 * The log of a whole test run, scanned for secrets at its end (issue 22 item 5, issue 20 item 6). Every test app logs
 * at `debug` to a file of its test process in the run's log folder (test/setup/global.ts makes it and provides it as
 * `runLogDir`), not to the console; the helpers record every secret the suite creates or sends (API keys, the admin
 * token, dashboard passwords and session cookies, webhook and alert signing secrets, provider keys) in a file beside
 * it; the global teardown (scanRunLog, below) searches the whole log for every one of them, and for anything shaped
 * like a full API key, and fails the run naming the file and line of each leak.
 */
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { createLogger } from '../../src/context';

/** Anything shorter is too likely to occur in a log by chance (and no secret of ours is that short). */
export const MIN_SECRET_LENGTH = 12;
/** A full API key (the 13-character display prefix `svc_live_XXXX` may be logged; the rest never). */
const FULL_KEY = /svc_live_[A-Za-z0-9]{20,}/;

function runLogDir(): string | null {
  try {
    return inject('runLogDir') ?? null;
  } catch {
    return null; // outside a vitest worker (a script importing the helpers)
  }
}

let logger: ReturnType<typeof createLogger> | null = null;
let destination: ReturnType<typeof pino.destination> | null = null;

/** This test process's file in the run's log folder (synchronous appends: a line is on disk before the process exits). */
function runLogFile(dir: string): ReturnType<typeof pino.destination> {
  destination ??= pino.destination({ dest: path.join(dir, `${process.pid}.log`), sync: true, append: true });
  return destination;
}

/** The logger of this test process's apps: debug, to `<pid>.log` in the run's log folder; silent without one. */
export function runLogger(): ReturnType<typeof createLogger> {
  if (logger) return logger;
  const dir = runLogDir();
  if (!dir) return (logger = createLogger('silent'));
  return (logger = createLogger('debug', runLogFile(dir) as unknown as NodeJS.WritableStream));
}

/**
 * For a test that reads its app's log lines: `level` and above to `sink`, and debug and above to the run's log as
 * every other app's (so the scan at the end covers this app too).
 */
export function runLoggerWith(level: string, sink: NodeJS.WritableStream): ReturnType<typeof createLogger> {
  const dir = runLogDir();
  if (!dir) return createLogger(level, sink);
  const streams = pino.multistream([{ level: level as pino.Level, stream: sink }, { level: 'debug', stream: runLogFile(dir) }]);
  return createLogger('debug', streams as unknown as NodeJS.WritableStream);
}

/**
 * For a server process a test starts (test/faults/processes.ts): its log lines go to the run's log too, and the secrets
 * of its environment are recorded. Null without a run folder.
 */
export function runLogForProcess(env: Record<string, string>): ((line: string) => void) | null {
  const dir = runLogDir();
  if (!dir) return null;
  for (const [name, value] of Object.entries(env)) if (SECRET_ENV.test(name)) recordSecret(`server process env ${name}`, value);
  const file = runLogFile(dir);
  return (line) => { file.write(`${line}\n`); };
}

const recorded = new Set<string>();

/** Records a secret the suite created or sent, to be searched for in the run's log at its end. */
export function recordSecret(what: string, value: unknown): void {
  if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || recorded.has(value)) return;
  const dir = runLogDir();
  if (!dir) return;
  recorded.add(value);
  fs.appendFileSync(path.join(dir, `${process.pid}.secrets`), `${JSON.stringify([what, value])}\n`);
}

/**
 * Fields holding a secret in a request or response body: keys (`api_key`, and `key` when it holds one), passwords,
 * signing secrets, session and access tokens. (Not every `*_token`: pagination cursors are not secrets.)
 */
const SECRET_FIELD = /^(api_key|password|new_password|current_password|secret|[a-z_]*_secret|session_token|access_token|refresh_token)$/i;
const isSecretField = (k: string, v: string) => SECRET_FIELD.test(k) || (k === 'key' && v.startsWith('svc_live_'));
/** Environment variables holding a secret (provider keys, webhook secrets, the admin token). */
export const SECRET_ENV = /(SECRET|TOKEN|API_KEY|PASSWORD)/;

/** Records every string under a secret-named field of a JSON value (request or response body). */
export function recordSecretFields(where: string, value: unknown, depth = 0): void {
  if (depth > 8 || !value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && isSecretField(k, v)) recordSecret(`${where} ${k}`, v);
    else if (v && typeof v === 'object') recordSecretFields(where, v, depth + 1);
  }
}

export interface Leak { file: string; line: number; what: string; excerpt: string }

/** Searches every log file of the folder for every recorded secret and for full API keys. */
export function scanRunLog(dir: string): { files: number; lines: number; bytes: number; secrets: number; leaks: Leak[] } {
  const secrets = new Map<string, string>();
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.secrets'))) {
    for (const row of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      if (!row) continue;
      const [what, value] = JSON.parse(row) as [string, string];
      secrets.set(value, what);
    }
  }
  // Each secret is found by its first MIN_SECRET_LENGTH characters at every position of a line, then compared whole:
  // one map lookup per character of the log however many secrets the suite made.
  const byAnchor = new Map<string, string[]>();
  for (const value of secrets.keys()) {
    const anchor = value.slice(0, MIN_SECRET_LENGTH);
    byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), value]);
  }
  const leaks: Leak[] = [];
  let lines = 0;
  let bytes = 0;
  const logs = fs.readdirSync(dir).filter((n) => n.endsWith('.log'));
  for (const f of logs) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    bytes += text.length;
    const rows = text.split('\n');
    rows.forEach((row, i) => {
      if (!row) return;
      lines++;
      const found = new Set<string>();
      for (let at = 0; at + MIN_SECRET_LENGTH <= row.length; at++) {
        const candidates = byAnchor.get(row.slice(at, at + MIN_SECRET_LENGTH));
        if (!candidates) continue;
        for (const value of candidates) if (row.startsWith(value, at)) found.add(secrets.get(value)!);
      }
      const key = FULL_KEY.exec(row);
      if (key) found.add(`a full API key (${key[0].slice(0, 13)}...)`);
      for (const what of found) leaks.push({ file: path.join(dir, f), line: i + 1, what, excerpt: row.slice(0, 300) });
    });
  }
  return { files: logs.length, lines, bytes, secrets: secrets.size, leaks };
}
