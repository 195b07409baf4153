/**
 * The public contract: openapi.yaml without what is `x-internal` (the operator API and its tag), as served at
 * /openapi.yaml and /openapi.json and rendered at /docs. SDK generators and the reference docs read this, so the
 * operator interface never reaches customers' tooling. Each operation gets generated `x-codeSamples` (codeSamples.ts). Pure: text in, document out.
 */
import YAML from 'yaml';
import { withCodeSamples } from './codeSamples';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

type Doc = Record<string, any>;

export function publicSpec(openapiYaml: string): Doc {
  const doc = YAML.parse(openapiYaml) as Doc;
  const paths: Doc = {};
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    const kept: Doc = {};
    for (const [key, value] of Object.entries<Doc>(item)) {
      if (METHODS.has(key) && value?.['x-internal'] === true) continue;
      kept[key] = value;
    }
    if (Object.keys(kept).some((k) => METHODS.has(k))) paths[path] = kept;
  }
  const tags = (doc.tags ?? []).filter((t: Doc) => t['x-internal'] !== true);
  const security = doc.components?.securitySchemes ?? {};
  // The operator's scheme is used only by internal operations.
  const { adminAuth: _operator, ...schemes } = security;
  // Components only the operator's operations use (AdminAccount, ...) go with them; the rest stay.
  const components: Doc = { ...doc.components, securitySchemes: schemes };
  const usedByPublic = reachable(doc, paths);
  const usedByAll = reachable(doc, doc.paths ?? {});
  for (const [section, entries] of Object.entries<Doc>(doc.components ?? {})) {
    if (section === 'securitySchemes') continue;
    components[section] = Object.fromEntries(Object.entries(entries).filter(([name]) => {
      const ref = `#/components/${section}/${name}`;
      return usedByPublic.has(ref) || !usedByAll.has(ref);
    }));
  }
  // Every public operation carries runnable examples (curl; the openai clients where it is OpenAI-compatible).
  return withCodeSamples({ ...doc, tags, paths, components });
}

/** Every `#/components/...` reference reachable from `root`, following references transitively. */
function reachable(doc: Doc, root: unknown): Set<string> {
  const seen = new Set<string>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) { stack.push(...node); continue; }
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node as Doc)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/') && !seen.has(value)) {
        seen.add(value);
        stack.push(value.slice(2).split('/').reduce((o: Doc, k: string) => o?.[k], doc));
      } else if (typeof value === 'object') stack.push(value);
    }
  }
  return seen;
}

/** The public contract's operations, as `METHOD path` (docs tests and the SDK drift check read them). */
export function publicOperations(doc: Doc): Array<{ method: string; path: string; operationId: string }> {
  const out = [];
  for (const [path, item] of Object.entries<Doc>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Doc>(item)) if (METHODS.has(method)) out.push({ method: method.toUpperCase(), path, operationId: op.operationId });
  }
  return out;
}
