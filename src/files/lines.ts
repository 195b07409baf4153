/**
 * Line-by-line checks of an uploaded JSONL file, by purpose (openapi.yaml `POST /v1/files`): every non-empty line one
 * JSON object; `fine-tune` lines hold `messages` with system/user/assistant turns (role and string content, at least
 * one user and one assistant turn; spec 4.16); `batch` lines are BatchRequestItem and `evaluation` lines
 * EvaluationTestCase, checked against their schemas in the contract. The first bad line is reported with its number.
 * Pure: bytes in, a summary out.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { errors } from '../errors';
import { countPromptTokens } from '../tokenizer/count';
import type { ChatMessage } from '../providers/types';

export type FilePurpose = 'fine-tune' | 'batch' | 'evaluation';

export interface FileSummary { lineCount: number; tokenCount: number }

/** Schema validators of the `batch` and `evaluation` lines, compiled once from the contract. */
export interface LineValidators { batch: ValidateFunction; evaluation: ValidateFunction }

export function compileLineValidators(openapiYaml: string): LineValidators {
  const doc = YAML.parse(openapiYaml);
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  return {
    batch: ajv.compile({ $ref: 'openapi.json#/components/schemas/BatchRequestItem' }),
    evaluation: ajv.compile({ $ref: 'openapi.json#/components/schemas/EvaluationTestCase' }),
  };
}

const ROLES = new Set(['system', 'user', 'assistant']);

function bad(line: number, why: string) {
  return errors.invalidRequest(`file: line ${line}: ${why}`, 'file', 'invalid_file');
}

/** What is wrong with a fine-tuning example, or null. */
function fineTuneProblem(value: Record<string, unknown>): string | null {
  const messages = value.messages;
  if (!Array.isArray(messages) || messages.length === 0) return 'expected {"messages": [...]} with at least one message';
  const roles = new Set<string>();
  for (const [i, m] of messages.entries()) {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return `messages[${i}] must be an object`;
    const { role, content } = m as { role?: unknown; content?: unknown };
    if (typeof role !== 'string' || !ROLES.has(role)) return `messages[${i}].role must be system, user or assistant`;
    if (typeof content !== 'string' || content.trim() === '') return `messages[${i}].content must be a non-empty string`;
    roles.add(role);
  }
  if (!roles.has('user') || !roles.has('assistant')) return 'an example needs at least one user and one assistant message';
  return null;
}

function schemaProblem(validate: ValidateFunction, value: unknown): string | null {
  if (validate(value)) return null;
  const e = validate.errors?.[0];
  const at = e?.instancePath ? e.instancePath.slice(1).replace(/\//g, '.') : '(the line)';
  return `${at} ${e?.message ?? 'is not valid'}`;
}

/** Checks every line; throws 400 naming the first bad line; returns the line and token counts. */
export function checkJsonl(content: Buffer, purpose: FilePurpose, validators: LineValidators): FileSummary {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw errors.invalidRequest('file: the file is not valid UTF-8.', 'file', 'invalid_file');
  }
  let lineCount = 0;
  let tokenCount = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw bad(i + 1, `not valid JSON (${(err as Error).message})`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw bad(i + 1, 'each line must be one JSON object');
    const problem = purpose === 'fine-tune' ? fineTuneProblem(value as Record<string, unknown>)
      : schemaProblem(purpose === 'batch' ? validators.batch : validators.evaluation, value);
    if (problem) throw bad(i + 1, problem);
    lineCount += 1;
    const messages = (value as { messages?: ChatMessage[]; input?: ChatMessage[] }).messages ?? (value as { input?: ChatMessage[] }).input;
    if (Array.isArray(messages)) tokenCount += countPromptTokens(messages);
  }
  if (lineCount === 0) throw errors.invalidRequest('file: the file has no lines (one JSON object per line expected).', 'file', 'invalid_file');
  return { lineCount, tokenCount };
}
