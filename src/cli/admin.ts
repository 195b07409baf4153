/**
 * `npm run admin -- <command>`: the operator CLI. It talks to the running server's admin API (GRAHA_URL, default
 * http://127.0.0.1:8080) with ADMIN_TOKEN or the token in DATA_DIR/admin-token. Each command prints one JSON line.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadAdminCliConfig } from '../config';

const USAGE = `usage: npm run --silent admin -- <command>
  account create --email E --plan P [--credit-cents N] [--reference R]
  account get ID
  account suspend ID | account activate ID
  key create --account ID [--name N] [--scopes a,b]
  key revoke KEY_ID
  plan set --account ID --plan P [--immediate] [--rpm N] [--tpm N]
  credit --account ID --cents N --reference R
plans: pay-as-you-go, growth, scale, dedicated, enterprise`;

class UsageError extends Error {}

async function call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
  const cfg = loadAdminCliConfig();
  const token = cfg.adminToken ?? (fs.existsSync(cfg.adminTokenFile) ? fs.readFileSync(cfg.adminTokenFile, 'utf8').trim() : null);
  if (!token) throw new UsageError(`No admin token: set ADMIN_TOKEN or start the server once to create ${cfg.adminTokenFile}`);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let res: Response;
  try {
    res = await fetch(`${cfg.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new UsageError(`Cannot reach ${cfg.url}: ${(e as Error).cause ?? (e as Error).message}. Is the server running (make run)?`);
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new UsageError(json?.error?.message ? `${res.status} ${json.error.message}` : `HTTP ${res.status}`);
  return json;
}

function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number`);
  return Number(value);
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

async function run(argv: string[]): Promise<unknown> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' }, plan: { type: 'string' }, 'credit-cents': { type: 'string' }, reference: { type: 'string' },
      account: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, immediate: { type: 'boolean' },
      rpm: { type: 'string' }, tpm: { type: 'string' }, cents: { type: 'string' },
    },
  });
  const [group, action, id] = positionals;
  switch (`${group} ${action ?? ''}`.trim()) {
    case 'account create':
      return call('POST', '/admin/v1/accounts', {
        email: need(values.email, 'email'), plan: need(values.plan, 'plan'),
        ...(values['credit-cents'] ? { credit_cents: int(values['credit-cents'], 'credit-cents') } : {}),
        ...(values.reference ? { credit_reference: values.reference } : {}),
      });
    case 'account get': return call('GET', `/admin/v1/accounts/${encodeURIComponent(need(id, 'ID'))}`);
    case 'account suspend': return call('PUT', `/admin/v1/accounts/${encodeURIComponent(need(id, 'ID'))}/status`, { status: 'suspended' });
    case 'account activate': return call('PUT', `/admin/v1/accounts/${encodeURIComponent(need(id, 'ID'))}/status`, { status: 'active' });
    case 'key create':
      return call('POST', `/admin/v1/accounts/${encodeURIComponent(need(values.account, 'account'))}/keys`, {
        ...(values.name ? { name: values.name } : {}),
        ...(values.scopes ? { scopes: values.scopes.split(',').map((s) => s.trim()) } : {}),
      });
    case 'key revoke': return call('DELETE', `/admin/v1/keys/${encodeURIComponent(need(action === 'revoke' ? id : undefined, 'KEY_ID'))}`);
    case 'plan set':
      return call('PUT', `/admin/v1/accounts/${encodeURIComponent(need(values.account, 'account'))}/plan`, {
        plan: need(values.plan, 'plan'),
        ...(values.immediate ? { immediate: true } : {}),
        ...(values.rpm ? { rpm: int(values.rpm, 'rpm') } : {}),
        ...(values.tpm ? { tpm: int(values.tpm, 'tpm') } : {}),
      });
    case 'credit': {
      const reference = need(values.reference, 'reference');
      return call('POST', `/admin/v1/accounts/${encodeURIComponent(need(values.account, 'account'))}/credits`,
        { amount_cents: int(need(values.cents, 'cents'), 'cents'), reference }, `credit-${reference}`);
    }
    default:
      throw new UsageError(USAGE);
  }
}

run(process.argv.slice(2)).then(
  (result) => { process.stdout.write(`${JSON.stringify(result)}\n`); },
  (err) => { process.stderr.write(`${err instanceof UsageError ? err.message : (err as Error).stack}\n`); process.exit(2); },
);
