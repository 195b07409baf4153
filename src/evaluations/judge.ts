/**
 * The judge's prompts and the strict reading of its verdicts (spec 4.19, 2.14). Pure: no I/O.
 *
 * Every prompt asks for one JSON object and nothing else, with exactly the fields of the type's verdict; the call
 * also asks for the model's JSON mode (`response_format: json_object`) where it has one. A reply that is not such an
 * object (other text around it, a missing or mistyped field, a label not offered, a score outside the scale, a
 * winner that is not one of the outputs) is malformed: the caller asks again, and after that records an error for the
 * case. Nothing is ever guessed from a malformed reply.
 */
import type { ChatMessage } from '../providers/types';

export type EvaluationType = 'classification' | 'scoring' | 'comparison';

export interface JudgeSettings {
  type: EvaluationType;
  criteria: string | null;
  scale: { min: number; max: number };
  labels: string[] | null;
}

export interface TestCase {
  input: ChatMessage[];
  output: string | string[];
  expected?: string;
  labels?: string[];
}

export type Verdict =
  | { label: string; reasoning: string }
  | { score: number; reasoning: string }
  | { winner: number; reasoning: string };

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && 'text' in p ? String((p as { text: unknown }).text) : '[non-text part]')).join(' ');
  return content == null ? '' : JSON.stringify(content);
}

function conversation(messages: ChatMessage[]): string {
  return messages.map((m) => `${m.role}: ${contentText((m as { content?: unknown }).content)}`).join('\n');
}

const LETTERS = ['A', 'B', 'C', 'D'];

export function labelsOf(settings: JudgeSettings, c: TestCase): string[] {
  return c.labels ?? settings.labels ?? [];
}

/**
 * The judge's messages for one case. For comparison, `order` lists the outputs' indexes in the order shown (the
 * caller asks once in order and once reversed, to cancel position bias).
 */
export function judgeMessages(settings: JudgeSettings, c: TestCase, order: number[] = []): ChatMessage[] {
  const criteria = settings.criteria ? `\nCriteria: ${settings.criteria}` : '';
  const expected = c.expected !== undefined ? `\n\nReference answer:\n${c.expected}` : '';
  let task: string;
  let format: string;
  let shown: string;
  switch (settings.type) {
    case 'classification': {
      const labels = labelsOf(settings, c);
      task = `Classify the response with exactly one of these labels: ${labels.map((l) => JSON.stringify(l)).join(', ')}.`;
      format = '{"label": "<one of the labels>", "reasoning": "<one or two sentences>"}';
      shown = `Response:\n${c.output as string}`;
      break;
    }
    case 'scoring':
      task = `Score the response with an integer from ${settings.scale.min} (worst) to ${settings.scale.max} (best).`;
      format = `{"score": <integer ${settings.scale.min}-${settings.scale.max}>, "reasoning": "<one or two sentences>"}`;
      shown = `Response:\n${c.output as string}`;
      break;
    case 'comparison': {
      const outputs = c.output as string[];
      const letters = order.map((_, i) => LETTERS[i]);
      task = `Choose the best of the ${outputs.length} responses (${letters.join(', ')}).`;
      format = `{"winner": "<${letters.join(' or ')}>", "reasoning": "<one or two sentences>"}`;
      shown = order.map((outputIndex, i) => `Response ${LETTERS[i]}:\n${outputs[outputIndex]}`).join('\n\n');
      break;
    }
  }
  return [
    {
      role: 'system',
      content: `You are an impartial judge of AI assistant responses. ${task}${criteria}\nAnswer with one JSON object and nothing else, exactly in this form: ${format}`,
    },
    { role: 'user', content: `Conversation:\n${conversation(c.input)}${expected}\n\n${shown}` },
  ] as ChatMessage[];
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads a verdict strictly; null when the reply is malformed. For comparison the winner is returned as the index of
 * the output (through `order`), not the letter shown.
 */
export function parseVerdict(settings: JudgeSettings, c: TestCase, reply: string | null, order: number[] = []): Verdict | null {
  if (reply === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(reply.trim());
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.reasoning !== 'string' || value.reasoning.trim() === '') return null;
  const reasoning = value.reasoning.trim();
  switch (settings.type) {
    case 'classification': {
      const label = value.label;
      return typeof label === 'string' && labelsOf(settings, c).includes(label) ? { label, reasoning } : null;
    }
    case 'scoring': {
      const score = value.score;
      return typeof score === 'number' && Number.isInteger(score) && score >= settings.scale.min && score <= settings.scale.max ? { score, reasoning } : null;
    }
    case 'comparison': {
      const position = typeof value.winner === 'string' ? LETTERS.indexOf(value.winner.trim().toUpperCase()) : -1;
      return position >= 0 && position < order.length ? { winner: order[position], reasoning } : null;
    }
  }
}
