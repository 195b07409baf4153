/**
 * The operator CLI (`npm run admin -- <command>`, src/cli/admin.ts), run as the operator runs it: a child process.
 * Help on the CLI and every command, `--version`, one line and exit code 2 for a wrong argument, one JSON line per
 * command against a running server (docs/operating.md, "Operator commands").
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../helpers/app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

interface Ran { code: number | null; stdout: string; stderr: string }

/** Runs the CLI with the Node running the tests; async, so a server in this process can answer it. */
function admin(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: ROOT,
      // No server by default: a command that got past its arguments fails to connect (exit 1), never hangs.
      env: { ...process.env, GRAHA_URL: 'http://127.0.0.1:9', ADMIN_TOKEN: 'adm_unused', ...env },
      timeout: 20_000,
    }, (err, stdout, stderr) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout, stderr }));
  });
}

const COMMANDS: Array<{ path: string[]; mentions: string[] }> = [
  { path: [], mentions: ['account', 'key', 'plan', 'credit', '--version'] },
  { path: ['account'], mentions: ['create', 'get <id>', 'suspend <id>', 'activate <id>'] },
  { path: ['account', 'create'], mentions: ['--email <email>', '--plan <plan>', '--credit-cents <n>', '--reference <ref>', 'pay-as-you-go'] },
  { path: ['account', 'get'], mentions: ['<id>'] },
  { path: ['account', 'suspend'], mentions: ['<id>'] },
  { path: ['account', 'activate'], mentions: ['<id>'] },
  { path: ['key'], mentions: ['create', 'revoke <key_id>'] },
  { path: ['key', 'create'], mentions: ['--account <id>', '--name <name>', '--scopes <list>'] },
  { path: ['key', 'revoke'], mentions: ['<key_id>'] },
  { path: ['plan'], mentions: ['set'] },
  { path: ['plan', 'set'], mentions: ['--account <id>', '--plan <plan>', '--immediate', '--rpm <n>', '--tpm <n>'] },
  { path: ['credit'], mentions: ['--account <id>', '--cents <n>', '--reference <ref>'] },
];

describe('admin CLI: --help on the CLI and on every command, --version', () => {
  it.concurrent.each(COMMANDS.map((c) => [c.path.join(' ') || '(the CLI)', c] as const))('%s --help', async (_name, { path: cmd, mentions }) => {
    const ran = await admin([...cmd, '--help']);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toBe('');
    expect(ran.stdout.startsWith(`Usage: npm run admin -- ${cmd.map((c) => `${c} `).join('')}`)).toBe(true);
    for (const m of mentions) expect(ran.stdout).toContain(m);
  });

  it.concurrent('-h is --help', async () => {
    const ran = await admin(['account', 'get', '-h']);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Usage: npm run admin -- account get [options] <id>');
  });

  it.concurrent('--version prints the package version', async () => {
    const ran = await admin(['--version']);
    expect(ran).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' });
  });

  it.concurrent('through npm, as the README says', async () => {
    const ran = await new Promise<Ran>((resolve) => {
      execFile('npm', ['run', '--silent', 'admin', '--', 'key', '--help'], { cwd: ROOT, timeout: 20_000 },
        (err, stdout, stderr) => resolve({ code: err ? (err.code as number) : 0, stdout, stderr }));
    });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('Usage: npm run admin -- key');
  });

  it.concurrent('no command: the help on stderr and exit code 2', async () => {
    for (const cmd of [[], ['account']]) {
      const ran = await admin(cmd);
      expect(ran.code).toBe(2);
      expect(ran.stdout).toBe('');
      expect(ran.stderr).toContain(`Usage: npm run admin -- ${cmd.map((c) => `${c} `).join('')}`);
    }
  });
});

const WRONG: Array<[string, string[], RegExp]> = [
  ['an unknown option', ['--bogus'], /^error: unknown option '--bogus'/],
  ['an unknown command', ['acount', 'get', 'x'], /^error: unknown command 'acount'.*Did you mean account\?/],
  ['an unknown subcommand', ['account', 'delete', 'x'], /^error: unknown command 'delete'/],
  ['account create without --email', ['account', 'create', '--plan', 'growth'], /^error: required option '--email <email>' not specified/],
  ['account create with an unknown plan', ['account', 'create', '--email', 'a@example.com', '--plan', 'gold'],
    /^error: option '--plan <plan>' argument 'gold' is invalid\. Allowed choices are pay-as-you-go, growth/],
  ['account create with credit in words', ['account', 'create', '--email', 'a@example.com', '--plan', 'growth', '--credit-cents', 'ten'],
    /^error: option '--credit-cents <n>' argument 'ten' is invalid\. It must be a whole number\./],
  ['account create with an option of another command', ['account', 'create', '--email', 'a@example.com', '--plan', 'growth', '--rpm', '5'],
    /^error: unknown option '--rpm'/],
  ['account get without the id', ['account', 'get'], /^error: missing required argument 'id'/],
  ['account get with two ids', ['account', 'get', 'acct_a', 'acct_b'], /^error: too many arguments for 'get'\. Expected 1 argument but got 2\./],
  ['account suspend without the id', ['account', 'suspend'], /^error: missing required argument 'id'/],
  ['account activate without the id', ['account', 'activate'], /^error: missing required argument 'id'/],
  ['key create without --account', ['key', 'create', '--name', 'ci'], /^error: required option '--account <id>' not specified/],
  ['key create with an unknown scope', ['key', 'create', '--account', 'acct_a', '--scopes', 'inference,everything'],
    /^error: option '--scopes <list>' argument 'inference,everything' is invalid\. Unknown scope everything/],
  ['key revoke without the key id', ['key', 'revoke'], /^error: missing required argument 'key_id'/],
  ['plan set without --plan', ['plan', 'set', '--account', 'acct_a'], /^error: required option '--plan <plan>' not specified/],
  ['plan set with a negative rpm', ['plan', 'set', '--account', 'acct_a', '--plan', 'enterprise', '--rpm', '-5'],
    /^error: option '--rpm <n>' argument '-5' is invalid\. It must be a whole number\./],
  ['plan set with --tpm missing its value', ['plan', 'set', '--account', 'acct_a', '--plan', 'enterprise', '--tpm'],
    /^error: option '--tpm <n>' argument missing/],
  ['credit without --reference', ['credit', '--account', 'acct_a', '--cents', '100'], /^error: required option '--reference <ref>' not specified/],
  ['credit with cents as a decimal', ['credit', '--account', 'acct_a', '--cents', '1.5', '--reference', 'r1'],
    /^error: option '--cents <n>' argument '1.5' is invalid\. It must be a whole number\./],
];

describe('admin CLI: a wrong or missing argument is one line on stderr and exit code 2, no stack trace', () => {
  it.concurrent.each(WRONG)('%s', async (_name, args, message) => {
    const ran = await admin(args);
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(message);
    expect(ran.stderr).toMatch(/\(see --help\)\n$/);
    expect(ran.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('admin CLI: each command prints the server\'s answer as one JSON line', () => {
  let app: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    env = { GRAHA_URL: app.url, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
  });
  afterAll(async () => { await app?.close(); });

  const json = (ran: Ran) => {
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout.endsWith('\n') && ran.stdout.trimEnd().split('\n').length === 1).toBe(true);
    return JSON.parse(ran.stdout);
  };

  it('account, key, plan and credit commands', async () => {
    const created = json(await admin(['account', 'create', '--email', 'cli@example.com', '--plan', 'growth', '--credit-cents', '1500', '--reference', 'wire-1'], env));
    expect(created.account_id).toMatch(/^acct_/);
    expect(created.api_key).toMatch(/^svc_live_/);
    const accountId: string = created.account_id;

    const got = json(await admin(['account', 'get', accountId], env));
    const direct = await app.admin('GET', `/admin/v1/accounts/${accountId}`);
    expect(got).toEqual(direct.body);
    expect(got.plan).toBe('growth');

    expect(json(await admin(['account', 'suspend', accountId], env)).status).toBe('suspended');
    expect(json(await admin(['account', 'activate', accountId], env)).status).toBe('active');

    const key = json(await admin(['key', 'create', '--account', accountId, '--name', 'ci', '--scopes', 'inference, astrology'], env));
    expect(key.api_key ?? key.key).toBeTruthy();
    expect(key.scopes).toEqual(['inference', 'astrology']);
    json(await admin(['key', 'revoke', key.id], env));

    const plan = json(await admin(['plan', 'set', '--account', accountId, '--plan', 'enterprise', '--rpm', '5000', '--tpm', '900000'], env));
    expect(plan.plan).toBe('enterprise');

    const credit = json(await admin(['credit', '--account', accountId, '--cents', '250', '--reference', 'wire-2'], env));
    const again = json(await admin(['credit', '--account', accountId, '--cents', '250', '--reference', 'wire-2'], env));
    expect(again).toEqual(credit);
    expect(json(await admin(['account', 'get', accountId], env)).balance_cents).toBe(1500 + 250);
  });

  it('a refusal of the server is one line and exit code 1', async () => {
    const ran = await admin(['account', 'get', 'acct_doesnotexist'], env);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(/^404 .+\n$/);
  });

  it('no server: one line naming the URL, exit code 1', async () => {
    const ran = await admin(['account', 'get', 'acct_x'], { GRAHA_URL: 'http://127.0.0.1:9' });
    expect(ran.code).toBe(1);
    expect(ran.stderr).toMatch(/^Cannot reach http:\/\/127\.0\.0\.1:9: .*Is the server running \(make run\)\?\n$/);
  });
});
