import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateApiKey, hashApiKey, looksLikeApiKey, sameDigest, sameSecret } from '../../src/auth/apiKeys';
import { cycleEnd, planChange, planInForce } from '../../src/accounts/plans';
import Ajv from 'ajv';
import { paramName, validationError, validationExplainer } from '../../src/http/validationErrors';
import { parseModelRegistry } from '../../src/models/registry';
import { ConfigError, loadConfig } from '../../src/config';
import { requirePlan, requireScope } from '../../src/auth/scopes';
import { ApiError } from '../../src/errors';

describe('API keys', () => {
  it('are svc_live_ + 40 base62 characters, unique, and only their hash is kept', () => {
    const keys = Array.from({ length: 200 }, generateApiKey);
    for (const k of keys) {
      expect(k.key).toMatch(/^svc_live_[A-Za-z0-9]{40}$/);
      expect(looksLikeApiKey(k.key)).toBe(true);
      expect(k.keyHash).toBe(hashApiKey(k.key));
      expect(k.keyHash).not.toContain(k.key.slice(9));
      expect(k.key.startsWith(k.displayPrefix)).toBe(true);
    }
    expect(new Set(keys.map((k) => k.key)).size).toBe(200);
  });

  it('reject other shapes', () => {
    for (const bad of ['sk-abc', 'svc_live_short', `svc_test_${'a'.repeat(40)}`, `svc_live_${'a'.repeat(39)}!`]) {
      expect(looksLikeApiKey(bad)).toBe(false);
    }
  });

  it('compare digests and secrets exactly', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      expect(sameSecret(a, b)).toBe(a === b);
      expect(sameDigest(hashApiKey(a), hashApiKey(b))).toBe(a === b);
    }));
  });
});

describe('plan changes (spec section 3)', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('an upgrade applies at once', () => {
    expect(planChange('growth', 'scale', now)).toEqual({ plan: 'scale', pending_plan: null, pending_plan_at: null });
  });
  it('a downgrade waits for the first day of next month (UTC)', () => {
    expect(planChange('scale', 'growth', now)).toEqual({ plan: 'scale', pending_plan: 'growth', pending_plan_at: new Date('2026-12-01T00:00:00Z') });
    expect(cycleEnd(new Date('2026-12-31T23:59:59Z'))).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
  it('a scheduled downgrade is in force from the cycle end on', () => {
    const account = { plan: 'scale', pending_plan: 'growth', pending_plan_at: new Date('2026-12-01T00:00:00Z') } as const;
    expect(planInForce(account, now)).toBe('scale');
    expect(planInForce(account, new Date('2026-12-01T00:00:00Z'))).toBe('growth');
  });
  it('immediate applies a downgrade now', () => {
    expect(planChange('scale', 'growth', now, true).plan).toBe('growth');
  });
});

describe('scopes and plan gates', () => {
  it('"*" grants everything; a missing scope is 403 naming it', () => {
    expect(() => requireScope(['*'], 'billing:write')).not.toThrow();
    expect(() => requireScope(['inference'], 'inference')).not.toThrow();
    const err = (() => { try { requireScope(['inference'], 'keys'); } catch (e) { return e; } })() as ApiError;
    expect(err.status).toBe(403);
    expect(err.message).toContain('keys');
  });
  it('a plan gate names the plans needed and the current plan', () => {
    const err = (() => { try { requirePlan('GPU clusters', 'growth', ['dedicated', 'enterprise']); } catch (e) { return e; } })() as ApiError;
    expect(err).toMatchObject({ status: 403, type: 'permission_denied', code: 'plan_required' });
    expect(err.message).toBe('GPU clusters needs the dedicated, enterprise plan; this account is on growth.');
  });
});

describe('validation errors name the parameter', () => {
  it('maps ajv instance paths to dotted names', () => {
    expect(paramName('/requestBody/messages/0/role')).toBe('messages[0].role');
    expect(paramName('/query/lat')).toBe('lat');
    expect(paramName('/requestBody', 'model')).toBe('model');
  });
  it('uses missingProperty and additionalProperty', () => {
    const missing = validationError([{ keyword: 'required', instancePath: '/requestBody', params: { missingProperty: 'model' }, schemaPath: '' } as never]);
    expect(missing).toMatchObject({ status: 400, param: 'model', message: 'model is required' });
    const extra = validationError([{ keyword: 'additionalProperties', instancePath: '/requestBody', params: { additionalProperty: 'x' }, schemaPath: '' } as never]);
    expect(extra.param).toBe('x');
  });

  it('says what a string format looks like', () => {
    const err = validationError([{ keyword: 'format', instancePath: '/query/date', params: { format: 'date' }, schemaPath: '', message: 'must match format "date"' } as never]);
    expect(err).toMatchObject({ param: 'date', message: 'date must be a calendar date written YYYY-MM-DD' });
    const unknown = validationError([{ keyword: 'format', instancePath: '/query/x', params: { format: 'ipv9' }, schemaPath: '', message: 'must match format "ipv9"' } as never]);
    expect(unknown.message).toBe('x must match format "ipv9"');
  });

  describe('a failed oneOf is explained from the branch the value was aimed at', () => {
    const shape = { oneOf: [
      { type: 'object', required: ['kind', 'r'], properties: { kind: { const: 'circle' }, r: { type: 'number', minimum: 0 } } },
      { type: 'object', required: ['kind', 'w'], properties: { kind: { const: 'square' }, w: { type: 'number' } } },
    ] };
    const untagged = { oneOf: [{ type: 'object', required: ['a'] }, { type: 'object', required: ['b'] }] };
    const root = { type: 'object', properties: { requestBody: { type: 'object', properties: { shape, untagged, size: { oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', enum: ['small', 'large'] }] } } } } };
    const newAjv = () => new Ajv({ strict: false, allErrors: false, verbose: true });
    const check = newAjv().compile(root);
    const explain = validationExplainer(newAjv, () => root);
    const explained = (body: unknown) => {
      expect(check({ requestBody: body })).toBe(false);
      const e = explain('op', check.errors);
      return `${e.param}: ${e.message}`;
    };
    it('by type, by tag, and with no branch that fits', () => {
      expect(explained({ size: 0 })).toBe('size: size must be >= 1');
      expect(explained({ size: 'huge' })).toBe('size: size must be one of: small, large');
      expect(explained({ size: true })).toBe('size: size must be integer or string');
      expect(explained({ shape: { kind: 'square' } })).toBe('shape.w: shape.w is required');
      expect(explained({ shape: { kind: 'circle', r: -1 } })).toBe('shape.r: shape.r must be >= 0');
      expect(explained({ shape: { kind: 'hexagon' } })).toBe('shape.kind: shape.kind must be one of: circle, square');
      expect(explained({ shape: { r: 1 } })).toBe('shape.kind: shape.kind is required');
    });
    it('falls back to the first error when the branch cannot be told', () => {
      expect(explained({ untagged: {} })).toBe('untagged.a: untagged.a is required');
      // Without an operation (no schema to compile branches against) the first error is used as well.
      expect(check({ requestBody: { size: 'huge' } })).toBe(false);
      expect(explain(undefined, check.errors).message).toBe('size must be integer');
    });
  });
});

describe('model registry config', () => {
  it('rejects unknown providers, kinds and capabilities with the file name', () => {
    expect(() => parseModelRegistry('models: [{id: a, provider: nope, kind: astrology}]', {}, 'm.yaml')).toThrow(/m.yaml: model a: unknown provider nope/);
    expect(() => parseModelRegistry('providers: {b: {kind: builtin}}\nmodels: [{id: a, provider: b, kind: magic}]', {})).toThrow(ConfigError);
    expect(() => parseModelRegistry('providers: {b: {kind: builtin}}\nmodels: [{id: a, provider: b, kind: astrology, capabilities: [telepathy]}]', {})).toThrow(/telepathy/);
  });
  it('resolves provider secrets from the named variable and disables a provider without one', () => {
    const reg = parseModelRegistry('providers: {u: {kind: openai-compatible, base_url: "http://x", api_key_env: K}}', { K: 's3cret' });
    expect(reg.providers.get('u')).toMatchObject({ apiKey: 's3cret', enabled: true });
    expect(parseModelRegistry('providers: {u: {kind: openai-compatible, base_url: "http://x", api_key_env: K}}', {}).providers.get('u')?.enabled).toBe(false);
  });
  it('the shipped config/models.yaml parses', async () => {
    const fs = await import('node:fs');
    const reg = parseModelRegistry(fs.readFileSync('config/models.yaml', 'utf8'), {});
    expect(reg.models.get('graha-astro-standard')?.kind).toBe('astrology');
  });
});

describe('configuration is validated at start-up', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/srv/graha');
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, databaseUrl: null, dataDir: '/srv/graha/data', workers: 'internal' });
  });
  it('rejects bad values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WORKERS: 'some' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

describe('per-process auth memory', async () => {
  const { AuthCache, TOUCH_INTERVAL_MS } = await import('../../src/auth/authCache');
  const entry = (accountId: string) => ({ key: { id: 'k', account_id: accountId }, account: { id: accountId } }) as never;

  it('records a key use at most once per interval', () => {
    const cache = new AuthCache('local');
    expect(cache.shouldTouch('k1', 0)).toBe(true);
    expect(cache.shouldTouch('k1', TOUCH_INTERVAL_MS - 1)).toBe(false);
    expect(cache.shouldTouch('k2', 1)).toBe(true);
    expect(cache.shouldTouch('k1', TOUCH_INTERVAL_MS)).toBe(true);
  });

  it('embedded database: caches every lookup, and forgets an account on invalidation', () => {
    const local = new AuthCache('local');
    local.set('h1', entry('a'), local.beginLookup());
    local.set('h2', entry('b'), local.beginLookup());
    local.invalidateAccount('a');
    expect(local.get('h1')).toBeUndefined();
    expect(local.get('h2')).toBeDefined();
  });

  it('a lookup under way when an account was invalidated or the cache flushed is not stored', () => {
    const local = new AuthCache('local');
    const before = local.beginLookup();
    local.invalidateAccount('someone-else');
    local.set('h', entry('a'), before);
    expect(local.get('h')).toBeUndefined();
    const again = local.beginLookup();
    local.flush();
    local.set('h', entry('a'), again);
    expect(local.get('h')).toBeUndefined();
  });

  it('PostgreSQL: nothing is cached until the listener vouches, and only for as long as it does', () => {
    let now = 1000;
    const shared = new AuthCache('shared', () => now);
    expect(shared.beginLookup()).toBeNull();
    shared.set('h', entry('a'), 0);
    expect(shared.get('h')).toBeUndefined();
    shared.vouch(1000, 2500);
    shared.set('h', entry('a'), shared.beginLookup());
    expect(shared.get('h')).toBeDefined();
    now = 3499;
    expect(shared.get('h')).toBeDefined();
    // The vouching lapsed: the entry is dropped, not just hidden, so a later heartbeat does not bring it back.
    now = 3500;
    expect(shared.get('h')).toBeUndefined();
    shared.vouch(3600, 2500);
    expect(shared.get('h')).toBeUndefined();
  });

  it('PostgreSQL: a lookup that spans a lapse is not stored, and withdrawing drops everything', () => {
    let now = 0;
    const shared = new AuthCache('shared', () => now);
    shared.vouch(0, 2500);
    const lookup = shared.beginLookup();
    now = 3000;
    shared.vouch(2900, 2500);
    shared.set('h', entry('a'), lookup);
    expect(shared.get('h')).toBeUndefined();
    shared.set('h', entry('a'), shared.beginLookup());
    expect(shared.get('h')).toBeDefined();
    shared.withdraw();
    expect(shared.get('h')).toBeUndefined();
    shared.vouch(3000, 2500);
    expect(shared.get('h')).toBeUndefined();
  });
});
