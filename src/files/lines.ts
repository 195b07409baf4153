/**
 * Line-by-line checks of an uploaded JSONL file, by purpose (openapi.yaml `POST /v1/files`): every non-empty line one
 * JSON object; `fine-tune` lines hold `messages` with system/user/assistant turns (role and string content, at least
 * one user and one assistant turn; spec 4.16); `batch` lines are BatchRequestItem and `evaluation` lines
 * EvaluationTestCase, checked against their schemas in the contract. Every line is checked; the first
 * MAX_REPORTED_LINES bad ones are reported with their numbers (and how many more there are), `param` names the first
 * (`file:<line>`), so a customer fixes a file in one round rather than one line per upload. Pure: bytes in, a
 * summary out.
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

/** Bad lines named in the error message at most (the count of the rest follows them). */
export const MAX_REPORTED_LINES = 20;

interface BadLine { line: number; why: string }

function badLines(found: BadLine[], total: number) {
  const listed = found.map((b) => `line ${b.line}: ${b.why}`).join('; ');
  const more = total > found.length ? `; and ${total - found.length} more bad line${total - found.length === 1 ? '' : 's'}` : '';
  const head = total === 1 ? '' : `${total} bad lines: `;
  return errors.invalidRequest(`file: ${head}${listed}${more}`, `file:${found[0].line}`, 'invalid_file');
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

/** Checks every line; throws 400 listing the bad lines (the first MAX_REPORTED_LINES); returns the line and token counts. */
export function checkJsonl(content: Buffer, purpose: FilePurpose, validators: LineValidators): FileSummary {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw errors.invalidRequest('file: the file is not valid UTF-8.', 'file', 'invalid_file');
  }
  let lineCount = 0;
  let tokenCount = 0;
  const found: BadLine[] = [];
  let badCount = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    const checked = checkLine(raw, purpose, validators);
    if ('why' in checked) {
      badCount += 1;
      if (found.length < MAX_REPORTED_LINES) found.push({ line: i + 1, why: checked.why });
      continue;
    }
    lineCount += 1;
    // Once a line is bad the file is refused: the rest are only checked, not counted.
    if (badCount > 0) continue;
    const value = checked.value as { messages?: ChatMessage[]; input?: ChatMessage[] };
    const messages = value.messages ?? value.input;
    if (Array.isArray(messages)) tokenCount += countPromptTokens(messages);
  }
  if (badCount > 0) throw badLines(found, badCount);
  if (lineCount === 0) throw errors.invalidRequest('file: the file has no lines (one JSON object per line expected).', 'file', 'invalid_file');
  return { lineCount, tokenCount };
}

/** One non-empty line: its value, or what is wrong with it. */
function checkLine(raw: string, purpose: FilePurpose, validators: LineValidators): { value: object } | { why: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    return { why: `not valid JSON (${(err as Error).message})` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { why: 'each line must be one JSON object' };
  const problem = purpose === 'fine-tune' ? fineTuneProblem(value as Record<string, unknown>)
    : schemaProblem(purpose === 'batch' ? validators.batch : validators.evaluation, value);
  return problem ? { why: problem } : { value };
}
