/**
 * One-time assembly of openapi.yaml from the fragments written in parallel, adding the standard error responses
 * and headers to every operation so they are uniform. After the merge openapi.yaml is edited by hand.
 */
import fs from 'node:fs';
import YAML from 'yaml';

const core = YAML.parse(fs.readFileSync('openapi-fragments/core.yaml', 'utf8'));
const fragments = process.argv.slice(2).filter((f) => fs.existsSync(f));
for (const file of fragments) {
  const frag = YAML.parse(fs.readFileSync(file, 'utf8'));
  for (const tag of frag.tags ?? []) if (!core.tags.some((t: { name: string }) => t.name === tag.name)) core.tags.push(tag);
  for (const [p, item] of Object.entries(frag.paths ?? {})) {
    if (core.paths[p]) throw new Error(`duplicate path ${p} in ${file}`);
    core.paths[p] = item;
  }
  for (const [section, entries] of Object.entries(frag.components ?? {})) {
    core.components[section] ??= {};
    for (const [name, value] of Object.entries(entries as object)) {
      if (core.components[section][name]) {
        if (section === 'parameters' && name === 'IdempotencyKey') continue; // core's definition wins
        if (JSON.stringify(core.components[section][name]) !== JSON.stringify(value)) throw new Error(`duplicate component ${section}.${name} in ${file}`);
        continue;
      }
      core.components[section][name] = value;
    }
  }
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });
const rateHeaders = {
  'x-ratelimit-limit-requests': hdr('RateLimitLimitRequests'),
  'x-ratelimit-remaining-requests': hdr('RateLimitRemainingRequests'),
  'x-ratelimit-reset-requests': hdr('RateLimitResetRequests'),
  'x-ratelimit-limit-tokens': hdr('RateLimitLimitTokens'),
  'x-ratelimit-remaining-tokens': hdr('RateLimitRemainingTokens'),
  'x-ratelimit-reset-tokens': hdr('RateLimitResetTokens'),
};

for (const [p, item] of Object.entries<Record<string, any>>(core.paths)) {
  for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
    const op = item[method];
    if (!op) continue;
    const isAdmin = p.startsWith('/admin/');
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    const tag = op.tags?.[0];
    const scopeByTag: Record<string, string> = {
      inference: 'inference', audio: 'inference', agents: 'inference', astrology: 'astrology', files: 'platform',
      'fine-tuning': 'platform', endpoints: 'platform', batches: 'platform', evaluations: 'platform', clusters: 'platform',
    };
    if (!isPublic && !isAdmin && !op['x-graha-scope'] && scopeByTag[tag]) op['x-graha-scope'] = scopeByTag[tag];
    // Spec section 5: dedicated endpoints need scale, dedicated or enterprise; clusters need dedicated or enterprise.
    if (tag === 'endpoints') op['x-graha-plans'] = ['scale', 'dedicated', 'enterprise'];
    if (tag === 'clusters') op['x-graha-plans'] = ['dedicated', 'enterprise'];
    const pendingIssue: Record<string, string> = {
      createDeposit: 'billing', getDeposit: 'billing', getUsage: 'billing', getBillingLimits: 'billing',
      updateBillingLimits: 'billing', handlePaymentWebhook: 'billing', createChatCompletion: 'inference gateway',
      createEmbedding: 'media engines', createImage: 'media engines', getImageFile: 'media engines',
      createSpeech: 'media engines', createTranscription: 'media engines', createVoiceResponse: 'media engines',
      listAgents: 'agents', runAgent: 'agents',
    };
    if (pendingIssue[op.operationId] && !op.responses['501']) {
      op.responses['501'] = ref('NotImplemented');
      op.description = `${op.description.trim()}\n\nNot implemented yet: answers 501 until the ${pendingIssue[op.operationId]} issue lands.\n`;
    }
    const std: Record<string, string> = {};
    if (isPublic) {
      Object.assign(std, { '400': 'BadRequest', '404': 'NotFound', '500': 'ServerError', '503': 'ServiceUnavailable' });
      if (p.includes('webhooks')) std['401'] = 'Unauthorized';
      if (p === '/healthz') delete std['400'];
    } else if (isAdmin) {
      Object.assign(std, { '400': 'BadRequest', '401': 'Unauthorized', '404': 'NotFound', '500': 'ServerError', '503': 'ServiceUnavailable' });
    } else {
      Object.assign(std, {
        '400': 'BadRequest', '401': 'Unauthorized', '402': 'PaymentRequired', '403': 'Forbidden', '404': 'NotFound',
        '429': 'TooManyRequests', '500': 'ServerError', '503': 'ServiceUnavailable',
      });
    }
    if (op.requestBody) Object.assign(std, { '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType' });
    if (op.parameters?.some((x: any) => x.$ref === '#/components/parameters/IdempotencyKey')) std['409'] = 'Conflict';
    for (const [status, name] of Object.entries(std)) op.responses[status] ??= ref(name);
    for (const [status, resp] of Object.entries<any>(op.responses)) {
      if (!/^2/.test(status) || resp.$ref) continue;
      resp.headers = { 'x-request-id': hdr('XRequestId'), ...(isPublic || isAdmin ? {} : rateHeaders), ...(resp.headers ?? {}) };
    }
    // Sort responses by status for readability.
    op.responses = Object.fromEntries(Object.entries(op.responses).sort(([a], [b]) => a.localeCompare(b)));
  }
}

fs.writeFileSync('openapi.yaml', YAML.stringify(core, { lineWidth: 120, aliasDuplicateObjects: false }));
console.log(`openapi.yaml: ${Object.keys(core.paths).length} paths from core + ${fragments.length} fragments`);
