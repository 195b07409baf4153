/**
 * `npm run admin -- <command>`: the operator CLI. It talks to the running server's admin API (GRAHA_URL, default
 * http://127.0.0.1:8080) with ADMIN_TOKEN or the token in DATA_DIR/admin-token. Each command prints one JSON line.
 *
 * Built on commander for the conventions operators expect of a CLI: `--help` on the CLI and on every command,
 * `--version`, and a wrong or missing argument or an unknown option answered with one line on stderr and exit code 2
 * (no stack trace). A refusal of the server, or a server that cannot be reached, is one line and exit code 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { PLANS, SCOPES } from '../auth/scopes';
import { loadAdminCliConfig } from '../config';

/** A failure of the call itself (no token, server unreachable, the server's refusal): one line, exit code 1. */
class CallError extends Error {}

const EXIT_USAGE = 2;
const EXIT_CALL_FAILED = 1;

async function call(method: string, urlPath: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
  const cfg = loadAdminCliConfig();
  const token = cfg.adminToken ?? (fs.existsSync(cfg.adminTokenFile) ? fs.readFileSync(cfg.adminTokenFile, 'utf8').trim() : null);
  if (!token) throw new CallError(`No admin token: set ADMIN_TOKEN or start the server once to create ${cfg.adminTokenFile}`);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${cfg.url}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new CallError(`Cannot reach ${cfg.url}: ${(e as Error).cause ?? (e as Error).message}. Is the server running (make run)?`);
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new CallError(json?.error?.message ? `${res.status} ${json.error.message}` : `HTTP ${res.status}`);
  return json;
}

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('It must be a whole number.');
  return Number(value);
}

function scopeList(value: string): string[] {
  const scopes = value.split(',').map((s) => s.trim());
  const allowed: readonly string[] = ['*', ...SCOPES];
  const unknown = scopes.filter((s) => !allowed.includes(s));
  if (unknown.length) throw new InvalidArgumentError(`Unknown scope ${unknown.join(', ')}; scopes: ${allowed.join(', ')}.`);
  return scopes;
}

const planOption = (description: string) => new Option('--plan <plan>', description).choices(PLANS).makeOptionMandatory();
const accountOption = () => new Option('--account <id>', 'the account id (acct_...)').makeOptionMandatory();
const id = (value: string) => encodeURIComponent(value);

function packageVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The CLI's commands; each action resolves to the JSON the server answered. */
function adminProgram(print: (result: unknown) => void): Command {
  const program = new Command('npm run admin --')
    .description('Graha operator commands: talks to the running server\'s admin API (GRAHA_URL, ADMIN_TOKEN or DATA_DIR/admin-token) and prints one JSON line.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for the command')
    .addHelpCommand(false)
    .allowExcessArguments(false)
    .showSuggestionAfterError(true)
    .exitOverride()
    // commander writes its error as "error: ...\n" and a suggestion on a line of its own: kept to one line, with the
    // pointer to --help on it.
    .configureOutput({ outputError: (message, write) => write(`${message.trim().replace(/\s*\n\s*/g, ' ')} (see --help)\n`) });
  // Groups of commands; `<group> --help` lists them (commander's implicit `help` command is not inherited: off here too).
  const group = (name: string, description: string) => program.command(name).description(description).addHelpCommand(false);
  const act = (run: (...args: any[]) => Promise<unknown>) => async (...args: any[]) => print(await run(...args));

  const account = group('account', 'create, read, suspend or reactivate an account');
  account.command('create')
    .description('an account with a first key (all scopes); a credit is recorded as a manual payment in the ledger')
    .addOption(new Option('--email <email>', 'the account\'s email').makeOptionMandatory())
    .addOption(planOption('the plan'))
    .option('--credit-cents <n>', 'an opening credit in cents', wholeNumber)
    .option('--reference <ref>', 'the credit\'s payment reference')
    .action(act((o: { email: string; plan: string; creditCents?: number; reference?: string }) => call('POST', '/admin/v1/accounts', {
      email: o.email, plan: o.plan,
      ...(o.creditCents !== undefined ? { credit_cents: o.creditCents } : {}),
      ...(o.reference ? { credit_reference: o.reference } : {}),
    })));
  account.command('get').description('plan, pending downgrade, status, balance').argument('<id>', 'the account id')
    .action(act((accountId: string) => call('GET', `/admin/v1/accounts/${id(accountId)}`)));
  account.command('suspend').description('the account\'s keys get 401 from the next request on').argument('<id>', 'the account id')
    .action(act((accountId: string) => call('PUT', `/admin/v1/accounts/${id(accountId)}/status`, { status: 'suspended' })));
  account.command('activate').description('reactivate a suspended account').argument('<id>', 'the account id')
    .action(act((accountId: string) => call('PUT', `/admin/v1/accounts/${id(accountId)}/status`, { status: 'active' })));

  const key = group('key', 'create or revoke API keys');
  key.command('create').description('another key for an account; the secret is printed once')
    .addOption(accountOption())
    .option('--name <name>', 'a name to recognise the key by')
    .option('--scopes <list>', `comma-separated scopes (default all): *, ${SCOPES.join(', ')}`, scopeList)
    .action(act((o: { account: string; name?: string; scopes?: string[] }) => call('POST', `/admin/v1/accounts/${id(o.account)}/keys`, {
      ...(o.name ? { name: o.name } : {}),
      ...(o.scopes ? { scopes: o.scopes } : {}),
    })));
  key.command('revoke').description('refused from the next request on, on every process').argument('<key_id>', 'the key id')
    .action(act((keyId: string) => call('DELETE', `/admin/v1/keys/${id(keyId)}`)));

  const plan = group('plan', 'change an account\'s plan');
  plan.command('set')
    .description('upgrade now, downgrade at the end of the billing cycle (first of next month, UTC)')
    .addOption(accountOption())
    .addOption(planOption('the new plan'))
    .option('--immediate', 'apply a downgrade now')
    .option('--rpm <n>', 'requests per minute (enterprise)', wholeNumber)
    .option('--tpm <n>', 'tokens per minute (enterprise)', wholeNumber)
    .action(act((o: { account: string; plan: string; immediate?: boolean; rpm?: number; tpm?: number }) =>
      call('PUT', `/admin/v1/accounts/${id(o.account)}/plan`, {
        plan: o.plan,
        ...(o.immediate ? { immediate: true } : {}),
        ...(o.rpm !== undefined ? { rpm: o.rpm } : {}),
        ...(o.tpm !== undefined ? { tpm: o.tpm } : {}),
      })));

  program.command('credit')
    .description('record a payment received outside the payment provider (a retry with the same reference credits once)')
    .addOption(accountOption())
    .addOption(new Option('--cents <n>', 'the amount in cents').argParser(wholeNumber).makeOptionMandatory())
    .addOption(new Option('--reference <ref>', 'the payment\'s reference (also the idempotency key)').makeOptionMandatory())
    .action(act((o: { account: string; cents: number; reference: string }) =>
      call('POST', `/admin/v1/accounts/${id(o.account)}/credits`, { amount_cents: o.cents, reference: o.reference }, `credit-${o.reference}`)));
  return program;
}

try {
  await adminProgram((result) => process.stdout.write(`${JSON.stringify(result)}\n`)).parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    // Help and version exit 0; help shown because a command is missing (commander.help) and every parse error, 2.
    process.exit(err.exitCode === 0 ? 0 : EXIT_USAGE);
  }
  process.stderr.write(`${err instanceof CallError ? err.message : (err as Error).stack}\n`);
  process.exit(EXIT_CALL_FAILED);
}
