/**
 * JSON answers (response_format json_object / json_schema), which the Messages API has no switch for: the model is
 * made to call one tool whose input schema is the requested schema (Anthropic's documented way to get JSON out), and
 * that call's input is the answer's content. The name cannot collide: JSON mode and tools are not taken together.
 * The request mapping forces the tool; the response and stream mappings turn its input into the answer's text.
 */
import type { ChatRequestBody } from '../types';

export const JSON_TOOL = 'json_response';

export function jsonMode(body: ChatRequestBody | undefined): boolean {
  const t = body?.response_format?.type;
  return t === 'json_object' || t === 'json_schema';
}

export function jsonResponseTool(body: ChatRequestBody): { name: string; description: string; input_schema: unknown } | null {
  const format = body.response_format;
  if (!format || !jsonMode(body)) return null;
  if (format.type === 'json_schema') {
    return {
      name: JSON_TOOL,
      description: format.json_schema.description ?? `Give the answer as a ${format.json_schema.name} object.`,
      input_schema: format.json_schema.schema ?? { type: 'object' },
    };
  }
  return { name: JSON_TOOL, description: 'Give the answer as a JSON object.', input_schema: { type: 'object' } };
}

