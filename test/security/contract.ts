/**
 * Reads openapi.yaml for the security tests: the public bearer-authenticated operations, the resource ids in their
 * paths and the operation that creates each resource, so that a new operation is covered without editing a test.
 */
import fs from 'node:fs';
import YAML from 'yaml';
import { OPENAPI_PATH } from '../../src/context';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  op: any;
  params: any[];
}

export interface IdParameter { name: string; createdBy?: string }

type Doc = any;

export function loadContract(): Doc {
  return YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
}

function deref(doc: Doc, node: any): any {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return node;
  const parts = node.$ref.replace(/^#\//, '').split('/');
  let out = doc;
  for (const p of parts) out = out[p.replace(/~1/g, '/').replace(/~0/g, '~')];
  return deref(doc, out);
}

export function operations(doc: Doc): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [p, item] of Object.entries<any>(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => deref(doc, x));
      out.push({ operationId: op.operationId, method: m.toUpperCase(), path: p, op, params });
    }
  }
  return out;
}

/** Public: not x-internal, not under /admin, and authenticated by the bearer API key (the global default). */
export function isPublicBearer(doc: Doc, o: ContractOperation): boolean {
  if (o.op['x-internal'] || o.path.startsWith('/admin/')) return false;
  const security = o.op.security ?? doc.security ?? [];
  return security.some((s: Record<string, unknown>) => 'bearerAuth' in s);
}

/**
 * Path parameters naming an account's resource. An enum names a fixed variant (dasha systems), and a parameter marked
 * `x-graha-catalog-id` names an entry of the shared catalogue (models), not something an account owns.
 */
export function idParameters(o: ContractOperation): IdParameter[] {
  return o.params
    .filter((p) => p.in === 'path' && !p.schema?.enum && !p['x-graha-catalog-id'])
    .map((p) => ({ name: p.name, createdBy: p['x-graha-created-by'] }));
}

/**
 * The operation that creates the resource a path parameter names: the parameter's `x-graha-created-by`, else the POST
 * on the collection path (the path up to the parameter), else null.
 */
export function creatorOf(all: ContractOperation[], o: ContractOperation, param: IdParameter): ContractOperation | null {
  if (param.createdBy) return all.find((x) => x.operationId === param.createdBy) ?? null;
  const at = o.path.indexOf(`/{${param.name}}`);
  if (at < 0) return null;
  const collection = o.path.slice(0, at);
  return all.find((x) => x.path === collection && x.method === 'POST') ?? null;
}

/** The first named request example of an operation, with its media type. */
export function requestExample(doc: Doc, o: ContractOperation): { mediaType: string; value: any; schema: any } | null {
  const content = o.op.requestBody?.content;
  if (!content) return { mediaType: 'none', value: undefined, schema: null };
  for (const [mediaType, media] of Object.entries<any>(content)) {
    const examples = Object.values<any>(media.examples ?? {});
    const value = examples.length ? deref(doc, examples[0]).value : media.example;
    if (value !== undefined) return { mediaType, value: structuredClone(value), schema: deref(doc, media.schema) };
  }
  return null;
}

/** Names of the properties of a multipart schema that carry file content. */
export function binaryFields(doc: Doc, schema: any): Set<string> {
  const out = new Set<string>();
  for (const [name, prop] of Object.entries<any>(deref(doc, schema)?.properties ?? {})) {
    const p = deref(doc, prop);
    if (p.format === 'binary' || p.contentMediaType || p.contentEncoding) out.add(name);
  }
  return out;
}

/**
 * An account's resource id carried in a request body property or a header rather than the path: a field marked
 * `x-graha-created-by: <operationId>` in the contract (on the property of the JSON request body's schema, or on the
 * header parameter), with `x-graha-created-as: <field>` when the id is not the creator response's `id` (a fine-tuned
 * model is the `fine_tuned_model` of the job that made it).
 */
export interface IdField { in: 'body' | 'header'; name: string; createdBy: string; createdAs: string }

export function idFields(doc: Doc, o: ContractOperation): IdField[] {
  const out: IdField[] = [];
  for (const p of o.params) {
    if (p.in === 'header' && p['x-graha-created-by']) {
      out.push({ in: 'header', name: p.name, createdBy: p['x-graha-created-by'], createdAs: p['x-graha-created-as'] ?? 'id' });
    }
  }
  const schema = deref(doc, o.op.requestBody?.content?.['application/json']?.schema);
  for (const [name, prop] of Object.entries<any>(schema?.properties ?? {})) {
    const p = deref(doc, prop);
    const createdBy = prop['x-graha-created-by'] ?? p['x-graha-created-by'];
    if (createdBy) out.push({ in: 'body', name, createdBy, createdAs: prop['x-graha-created-as'] ?? p['x-graha-created-as'] ?? 'id' });
  }
  return out;
}
