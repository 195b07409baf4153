/**
 * Turns ajv errors from openapi-backend into one invalid_request error naming the offending parameter.
 *
 * ajv reports a failed `oneOf`/`anyOf` as the first error of every branch plus a wrapper ("must match exactly one
 * schema"), so the first error is often from a branch the caller never meant (`stop` with 5 items fails the `null`
 * branch first). The explainer picks the branch the value was aimed at (its `type` fits and, for objects, its tag, a
 * property fixed with `const` such as a message's `role`, matches), validates the value against that branch alone
 * and explains those errors instead. It relies on ajv's `verbose` option, which puts the branch schemas and the value
 * on the wrapper error. (The branch errors' schemaPaths cannot be used to tell branches apart: ajv reports a shared
 * subschema under the path where it first compiled it.)
 */
import type { default as Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { errors, type ApiError } from '../errors';

/** The top-level parts of openapi-backend's request object; a parameter is named without them. */
const LOCATIONS = ['query', 'path', 'header', 'cookie', 'requestBody'];
const COMBINATORS = ['anyOf', 'oneOf'];
const WRAPPERS = [...COMBINATORS, 'if', 'allOf'];

/** What the string formats used in openapi.yaml look like, for messages ("must match format \"date\"" says little). */
const FORMATS: Record<string, string> = {
  date: 'a calendar date written YYYY-MM-DD',
  'date-time': 'an RFC 3339 date-time such as 2026-01-31T18:30:00Z',
  email: 'an email address',
  uri: 'an absolute URI such as https://example.com/path',
};

type Schema = { type?: string | string[]; properties?: Record<string, { const?: unknown }> };
/** Reads and checks oneOf/anyOf branches of one request schema. */
export interface BranchValidator {
  /** The schema a branch stands for (follows a `$ref` branch to its target). */
  resolve(branch: object): object;
  /** The value's errors against that branch alone (empty when it passes). */
  validate(branch: object, value: unknown): ErrorObject[];
}

/** '/requestBody/messages/0/role' -> 'messages[0].role'; '/query/lat' -> 'lat'. */
export function paramName(instancePath: string, extra?: string): string | null {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (LOCATIONS.includes(parts[0])) parts.shift();
  if (extra) parts.push(extra);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out || null;
}

function jsonType(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

function typeFits(type: Schema['type'], v: unknown): boolean {
  if (type === undefined) return true;
  const t = jsonType(v);
  return (Array.isArray(type) ? type : [type]).some((x) => x === t || (x === 'integer' && Number.isInteger(v)));
}

function orList(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The property every branch fixes with `const` (a discriminator such as `role` or `type`), if there is one. */
function tagOf(branches: Schema[]): string | undefined {
  return Object.keys(branches[0]?.properties ?? {})
    .find((name) => branches.every((b) => b.properties?.[name] !== undefined && 'const' in b.properties[name]));
}

function errorAt(instancePath: string, keyword: string, params: Record<string, unknown>): ErrorObject {
  return { keyword, instancePath, schemaPath: '', params };
}

/**
 * For a failed oneOf/anyOf: the errors that explain it. Either one error saying no branch can fit (wrong type, a
 * missing or unknown tag), or the errors of the one branch the value was aimed at; undefined when that is ambiguous.
 */
function explainWrapper(wrapper: ErrorObject, branches: BranchValidator): ErrorObject[] | undefined {
  if (!Array.isArray(wrapper.schema) || !('data' in wrapper)) return undefined;
  const all = (wrapper.schema as object[]).map((b) => branches.resolve(b) as Schema);
  const value: unknown = wrapper.data;
  let aimed = all.filter((b) => typeFits(b.type, value));
  if (aimed.length === 0) {
    const types = [...new Set(all.flatMap((b) => (b.type === undefined ? [] : ([] as string[]).concat(b.type))))];
    return [errorAt(wrapper.instancePath, 'type', { type: types })];
  }
  if (jsonType(value) === 'object') {
    const tag = tagOf(aimed);
    if (tag !== undefined) {
      const tagValue = (value as Record<string, unknown>)[tag];
      if (tagValue === undefined) return [errorAt(wrapper.instancePath, 'required', { missingProperty: tag })];
      const matching = aimed.filter((b) => b.properties![tag].const === tagValue);
      if (matching.length === 0) {
        const allowedValues = aimed.map((b) => b.properties![tag].const);
        return [errorAt(`${wrapper.instancePath}/${tag}`, 'enum', { allowedValues })];
      }
      aimed = matching;
    }
  }
  if (aimed.length !== 1) return undefined;
  const branchErrors = branches.validate(aimed[0], value);
  if (branchErrors.length === 0) return undefined;
  return branchErrors.map((e) => ({ ...e, instancePath: wrapper.instancePath + e.instancePath }));
}

/** The error that names the real problem. With allErrors off ajv stops at the first failing keyword, so a failed
 * oneOf/anyOf is the last error and everything before it belongs to its branches. */
function rootCause(errs: ErrorObject[], branches: BranchValidator | undefined, depth = 0): ErrorObject | undefined {
  const last = errs[errs.length - 1];
  if (last && branches && depth < 16 && COMBINATORS.includes(last.keyword)) {
    const explained = explainWrapper(last, branches);
    if (explained) return rootCause(explained, branches, depth + 1);
  }
  return errs.find((e) => !WRAPPERS.includes(e.keyword)) ?? errs[0];
}

function describe(err: ErrorObject): { param: string | null; message: string } {
  const p = err.params as Record<string, unknown>;
  if (err.keyword === 'required') {
    const param = paramName(err.instancePath, String(p.missingProperty));
    return { param, message: `${param} is required` };
  }
  if (err.keyword === 'additionalProperties') {
    const param = paramName(err.instancePath, String(p.additionalProperty));
    return { param, message: `${param} is not a recognised parameter` };
  }
  const param = paramName(err.instancePath);
  // An error about an object's key (propertyNames) carries the key: name it, not only the object.
  const key = (err as ErrorObject & { propertyName?: string }).propertyName;
  const where = key !== undefined ? `${param ?? 'request body'} key ${JSON.stringify(key)}` : param ?? 'request body';
  if (err.keyword === 'enum') return { param, message: `${where} must be one of: ${(p.allowedValues as unknown[]).map((v) => (v === null ? 'null' : String(v))).join(', ')}` };
  if (err.keyword === 'const') return { param, message: `${where} must be ${JSON.stringify(p.allowedValue)}` };
  if (err.keyword === 'format' && FORMATS[String(p.format)]) return { param, message: `${where} must be ${FORMATS[String(p.format)]}` };
  if (err.keyword === 'type') {
    const types = Array.isArray(p.type) ? (p.type as string[]) : String(p.type).split(',');
    return { param, message: `${where} must be ${orList(types)}` };
  }
  return { param, message: `${where} ${err.message ?? 'is invalid'}` };
}

/** One invalid_request error for a failed validation; `branches` (validationExplainer) sharpens oneOf failures. */
export function validationError(errs: ErrorObject[] | null | undefined, branches?: BranchValidator): ApiError {
  const cause = rootCause(errs ?? [], branches);
  if (!cause) return errors.invalidRequest('The request is invalid.');
  if (cause.instancePath === '/requestBody' && cause.keyword === 'type') {
    return errors.invalidRequest('The request body must be a JSON object.', null);
  }
  const { param, message } = describe(cause);
  return errors.invalidRequest(message, param);
}

/** A deep copy of a branch schema whose local refs ('#/properties/...') point into the root registered as `base`. */
function rebased(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rebased(s, base));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#') ? base + v : rebased(v, base);
  }
  return out;
}

/**
 * Per app: turns a failed request validation into one error, explaining oneOf/anyOf failures in the body.
 * `newAjv` makes an ajv configured like the request-body validator (formats, `verbose`); it is called on first use.
 * `bodySchemaOf` gives an operation's compiled request-body schema (openapi-backend's, in which a repeated subschema
 * is a local ref into that root), so branches are compiled against it. Compiled branches are kept.
 */
export function validationExplainer(newAjv: () => Ajv, bodySchemaOf: (operationId: string) => object | undefined) {
  let made: Ajv | undefined;
  const ajvOf = () => (made ??= newAjv());
  const bases = new WeakMap<object, string>();
  let roots = 0;
  const compiled = new WeakMap<object, ValidateFunction>();
  const branchValidator = (root: object): BranchValidator => {
    let base = bases.get(root);
    if (base === undefined) {
      base = `https://graha.invalid/request-body/${roots++}`;
      ajvOf().addSchema(root, base);
      bases.set(root, base);
    }
    const id = base;
    const absolute = (ref: string) => (ref.startsWith('#') ? id + ref : ref);
    return {
      resolve(branch) {
        let schema: object = branch;
        for (let hops = 0; hops < 8 && typeof (schema as { $ref?: unknown }).$ref === 'string'; hops++) {
          let target: unknown;
          try { target = ajvOf().getSchema(absolute((schema as { $ref: string }).$ref))?.schema; } catch { break; }
          if (typeof target !== 'object' || target === null) break;
          schema = target;
        }
        return schema;
      },
      validate(branch, value) {
        let fn = compiled.get(branch);
        if (!fn) {
          // A branch that cannot be compiled is not explained further: the caller falls back to the first error.
          try { fn = ajvOf().compile(rebased(branch, id) as object); } catch { return []; }
          compiled.set(branch, fn);
        }
        return fn(value) ? [] : [...(fn.errors ?? [])];
      },
    };
  };
  return (operationId: string | undefined, errs: ErrorObject[] | null | undefined): ApiError => {
    const list = errs ?? [];
    // Body errors come first; parameters (coerced from strings) are explained from their first error only.
    const body = list.filter((e) => e.instancePath.startsWith('/requestBody'));
    const root = operationId && body.length > 0 ? bodySchemaOf(operationId) : undefined;
    return root ? validationError(body, branchValidator(root)) : validationError(list);
  };
}
