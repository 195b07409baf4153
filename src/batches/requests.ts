/**
 * Up-front checks of a batch's requests, with the rules of POST /v1/chat/completions: each request body (with the
 * batch's `model`) against the contract's ChatCompletionRequest schema (the same schema openapi-backend validates a
 * chat call with, compiled once per app from openapi.yaml), then the chat gateway's own checks (offered fields,
 * parameter combinations, the model's capabilities, the context window). The first bad request rejects the batch,
 * its field named from the batch (`requests[17].messages`).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { ApiError, errors } from '../errors';
import { validationError } from '../http/validationErrors';
import { checkCapabilities, checkOffered, checkParameters, estimateTokens } from '../gateway/chat/capabilities';
import type { TokenEstimate } from '../gateway/chat/usage';
import type { ModelEntry } from '../models/registry';
import type { ChatRequestBody } from '../providers/types';

/** Compiles the contract's chat request schema (configured like the request validator: formats, strict numbers). */
export function compileChatRequestValidator(openapiYaml: string): ValidateFunction {
  const doc = YAML.parse(openapiYaml);
  const ajv = new Ajv({ strict: false, strictNumbers: true, allErrors: false, verbose: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  return ajv.compile({ $ref: 'openapi.json#/components/schemas/ChatCompletionRequest' });
}

/** The same error, its `param` moved under `prefix` (`messages` -> `requests[17].messages`). */
export function under(prefix: string, err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  const param = err.param ? `${prefix}.${err.param}` : prefix;
  return new ApiError(err.status, err.type, `${prefix}: ${err.message}`, err.code, param, err.headers);
}

/**
 * Checks one chat body for `model` as a chat call would be checked before any upstream work; returns its token
 * estimate (what the wallet and the rate limits reserve). Throws the 400 with `param` under `prefix`.
 */
export function checkChatBody(validate: ValidateFunction, model: ModelEntry, body: ChatRequestBody, prefix: string): TokenEstimate {
  try {
    if (!validate(body)) throw validationError(validate.errors);
    checkOffered(body);
    checkParameters(body);
    checkCapabilities(model, body, false);
    return estimateTokens(model, body);
  } catch (err) {
    throw under(prefix, err);
  }
}

/** A model a job may call: configured, its provider enabled, able to chat (and to batch, when asked); 400 otherwise. */
export function jobModel(registry: { models: Map<string, ModelEntry>; providers: Map<string, { enabled: boolean }> }, id: string, param: string, needs: 'chat' | 'batch'): ModelEntry {
  const model = registry.models.get(id);
  if (!model || !registry.providers.get(model.provider)?.enabled) {
    throw errors.invalidRequest(`${param}: the model ${id} does not exist or is not available. GET /v1/models lists the models.`, param, 'model_not_found');
  }
  if (!model.capabilities.has('chat')) {
    throw errors.invalidRequest(`${param}: ${id} is not a chat model.`, param, 'model_not_supported');
  }
  if (needs === 'batch' && !model.capabilities.has('batch')) {
    throw errors.invalidRequest(`${param}: ${id} does not support batch (spec 8: open-weight models do; GET /v1/models lists capabilities).`, param, 'model_not_supported');
  }
  return model;
}
