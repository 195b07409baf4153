/**
 * The registry of deprecated operations and models.
 *
 * Operations: an operation in openapi.yaml is deprecated with `deprecated: true` plus
 *   x-graha-deprecation: {announced: YYYY-MM-DD, link: https://..., sunset: YYYY-MM-DD (optional), replacement: /v1/... (optional)}
 * The sunset a caller sees is the announcement plus its plan's API notice period (src/deprecation/policy.ts), or the
 * operator's `sunset` if later. After that moment the operation answers 404 to that caller.
 *
 * Models: `deprecation: {announced, sunset, replacement}` in config/models.yaml (src/models/registry.ts). A deprecated
 * model keeps working through its 60-day notice period (spec section 9.4) even if its configured sunset is earlier;
 * its responses name the replacement in `Link: <.../v1/models/{replacement}>; rel="successor-version"`, and
 * GET /v1/models shows the same deprecation record.
 */
import { errors } from '../errors';
import type { ModelRegistry } from '../models/registry';
import { deprecationHeaders, isPastSunset, sunsetAtMs, type DeprecationNotice } from './policy';

export interface OperationDeprecation { announced: string; link: string; sunset?: string; replacement?: string }

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The operation's deprecation record, or null; throws on a malformed record so a bad contract fails at start-up. */
export function operationDeprecation(op: { operationId?: string; deprecated?: boolean; 'x-graha-deprecation'?: unknown }): OperationDeprecation | null {
  if (!op.deprecated) return null;
  const raw = op['x-graha-deprecation'] as Partial<OperationDeprecation> | undefined;
  const name = op.operationId ?? 'operation';
  if (!raw || typeof raw !== 'object') throw new Error(`${name} is deprecated but has no x-graha-deprecation {announced, link}`);
  if (typeof raw.announced !== 'string' || !DATE.test(raw.announced)) throw new Error(`${name}: x-graha-deprecation.announced must be YYYY-MM-DD`);
  if (typeof raw.link !== 'string' || !/^https?:\/\//.test(raw.link)) throw new Error(`${name}: x-graha-deprecation.link must be an absolute URL`);
  if (raw.sunset !== undefined && (typeof raw.sunset !== 'string' || !DATE.test(raw.sunset))) throw new Error(`${name}: x-graha-deprecation.sunset must be YYYY-MM-DD`);
  return { announced: raw.announced, link: raw.link, sunset: raw.sunset, replacement: raw.replacement };
}

/** Every deprecated operation of an OpenAPI document (checks the records). */
export function deprecatedOperations(document: { paths?: Record<string, Record<string, unknown>> }): Map<string, OperationDeprecation> {
  const out = new Map<string, OperationDeprecation>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object') continue;
      const dep = operationDeprecation(op as never);
      if (dep) out.set((op as { operationId: string }).operationId, dep);
    }
  }
  return out;
}

function operationNotice(dep: OperationDeprecation, publicBaseUrl: string): DeprecationNotice {
  return {
    announced: dep.announced, sunset: dep.sunset ?? null, link: dep.link,
    successor: dep.replacement ? (dep.replacement.startsWith('/') ? publicBaseUrl + dep.replacement : dep.replacement) : null,
  };
}

/**
 * Headers for a call of a deprecated operation by a caller on `plan`; throws 404 once the operation's sunset for that
 * plan has passed.
 */
export function operationDeprecationHeaders(dep: OperationDeprecation, operationName: string, plan: string, publicBaseUrl: string, nowMs = Date.now()): Record<string, string> {
  const notice = operationNotice(dep, publicBaseUrl);
  if (isPastSunset(notice, plan, 'api', nowMs)) {
    throw errors.notFound(`${operationName} was retired on ${new Date(sunsetAtMs(notice, plan, 'api')).toUTCString()}; see ${dep.link}${dep.replacement ? ` (replacement: ${dep.replacement})` : ''}.`);
  }
  return deprecationHeaders(notice, plan, 'api');
}

function modelNotice(registry: ModelRegistry, modelId: string, publicBaseUrl: string): DeprecationNotice | null {
  const dep = registry.models.get(modelId)?.deprecation;
  if (!dep) return null;
  return {
    announced: dep.announced, sunset: dep.sunset, link: `${publicBaseUrl}/v1/models/${encodeURIComponent(modelId)}`,
    successor: dep.replacement ? `${publicBaseUrl}/v1/models/${encodeURIComponent(dep.replacement)}` : null,
  };
}

/**
 * For the chat handler (and any handler taking a `model`): the deprecation headers to add to its response, {} for
 * a model that is not deprecated. Throws 404 naming the replacement once the model's notice period has ended.
 * The request pipeline already calls this for JSON bodies with a `model` field, so handlers only need it for models
 * they pick themselves (e.g. a fine-tuned model's base model).
 */
export function modelDeprecationHeaders(registry: ModelRegistry, modelId: string, plan: string, publicBaseUrl: string, nowMs = Date.now()): Record<string, string> {
  const notice = modelNotice(registry, modelId, publicBaseUrl);
  if (!notice) return {};
  if (isPastSunset(notice, plan, 'model', nowMs)) {
    const replacement = registry.models.get(modelId)?.deprecation?.replacement;
    throw errors.notFound(`The model ${modelId} was retired on ${new Date(sunsetAtMs(notice, plan, 'model')).toUTCString()}${replacement ? `; use ${replacement} instead` : ''}.`, 'model');
  }
  return deprecationHeaders(notice, plan, 'model');
}
