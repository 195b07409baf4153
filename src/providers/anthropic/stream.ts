/**
 * Anthropic Messages stream events -> stream deltas (https://docs.anthropic.com/en/api/messages-streaming):
 * message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error. In JSON mode the forced
 * tool's input streams as the answer's text (jsonTool.ts); whitespace stop sequences end the stream (gatewayStops.ts).
 * Usage: message_start's output_tokens is provisional and not reported; message_delta's is cumulative.
 */
import type { ChatRequestBody, ProviderUsage, SseEvent, StreamDelta } from '../types';
import { errors } from '../../errors';
import { firstStopAt, gatewayStops } from './gatewayStops';
import { JSON_TOOL, jsonMode } from './jsonTool';
import { mapStopReason } from './response';

/** Streaming events: message_start, content_block_start/delta/stop, message_delta, message_stop, ping, error. */
export function createAnthropicChunkMapper(body?: ChatRequestBody): (event: SseEvent) => StreamDelta[] | 'done' {
  const mapEvent = createEventMapper(jsonMode(body));
  const stops = gatewayStops(body);
  if (stops.length === 0) return mapEvent;
  // Text that could be the beginning of a stop sequence is held back until the next text shows whether it is.
  const holdBack = Math.max(...stops.map((s) => s.length)) - 1;
  let pending = '';
  let stopped = false;
  const text = (t: string): StreamDelta[] => {
    const buf = pending + t;
    const at = firstStopAt(buf, stops);
    if (at !== -1) {
      stopped = true;
      pending = '';
      return [...(at > 0 ? [{ kind: 'text' as const, text: buf.slice(0, at) }] : []), { kind: 'finish', reason: 'stop', cut: true }];
    }
    let split = buf.length - holdBack;
    // Keep a surrogate pair together.
    if (split > 0 && split < buf.length && (buf.charCodeAt(split) & 0xfc00) === 0xdc00) split--;
    if (split <= 0) { pending = buf; return []; }
    pending = buf.slice(split);
    return [{ kind: 'text', text: buf.slice(0, split) }];
  };
  return (event) => {
    if (stopped) return [];
    const mapped = mapEvent(event);
    if (mapped === 'done') return mapped;
    const out: StreamDelta[] = [];
    // Any other event (content_block_stop at the latest) ends the text that was held back.
    if (pending && !mapped.some((d) => d.kind === 'text')) { out.push({ kind: 'text', text: pending }); pending = ''; }
    for (const d of mapped) {
      if (d.kind === 'text') {
        out.push(...text(d.text));
        if (stopped) return out;
      } else {
        if (pending) { out.push({ kind: 'text', text: pending }); pending = ''; }
        out.push(d);
      }
    }
    return out;
  };
}

/** `asJson`: JSON mode (see JSON_TOOL): the forced tool call's input streams as the answer's text. */
function createEventMapper(asJson: boolean): (event: SseEvent) => StreamDelta[] | 'done' {
  const toolIndexOfBlock = new Map<number, number>();
  let jsonBlock: number | null = null;
  let jsonStreamed = false;
  const toolBlocksWithArguments = new Set<number>();
  let toolCount = 0;
  // Usage so far: later events may repeat fields as null, which must not erase what an earlier event reported.
  const known: { input?: number; creation?: number; read?: number } = {};
  const usageUpdate = (u: any, withOutput: boolean): StreamDelta[] => {
    if (typeof u?.input_tokens === 'number') known.input = u.input_tokens;
    if (typeof u?.cache_creation_input_tokens === 'number') known.creation = u.cache_creation_input_tokens;
    if (typeof u?.cache_read_input_tokens === 'number') known.read = u.cache_read_input_tokens;
    const usage: Partial<ProviderUsage> = {};
    if (known.input !== undefined) {
      usage.promptTokens = known.input + (known.creation ?? 0) + (known.read ?? 0);
      usage.cacheCreationTokens = known.creation ?? null;
      usage.cacheReadTokens = known.read ?? null;
    }
    if (withOutput && typeof u?.output_tokens === 'number') usage.completionTokens = u.output_tokens;
    return Object.keys(usage).length > 0 ? [{ kind: 'usage', usage }] : [];
  };
  return (event) => {
    let json: any;
    try { json = JSON.parse(event.data); } catch {
      throw errors.unavailable('The upstream provider sent a malformed stream event. Retry later.', 1000, 'upstream_malformed');
    }
    switch (json?.type ?? event.event) {
      case 'message_start':
        // Its output_tokens is a provisional count; a stream cut before message_delta is counted by the gateway.
        return usageUpdate(json.message?.usage, false);
      case 'content_block_start': {
        const block = json.content_block;
        if (asJson) {
          if (block?.type === 'tool_use' && block.name === JSON_TOOL) jsonBlock = json.index;
          return [];
        }
        if (block?.type === 'tool_use') {
          const index = toolCount++;
          toolIndexOfBlock.set(json.index, index);
          return [{ kind: 'tool_call', index, id: String(block.id), name: String(block.name), arguments: '' }];
        }
        if (block?.type === 'text' && block.text) return [{ kind: 'text', text: block.text }];
        return [];
      }
      case 'content_block_delta': {
        const d = json.delta;
        if (asJson) {
          if (json.index !== jsonBlock || d?.type !== 'input_json_delta' || !d.partial_json) return [];
          jsonStreamed = true;
          return [{ kind: 'text', text: String(d.partial_json) }];
        }
        if (d?.type === 'text_delta') return d.text ? [{ kind: 'text', text: d.text }] : [];
        if (d?.type === 'input_json_delta') {
          const index = toolIndexOfBlock.get(json.index);
          const partial = String(d.partial_json ?? '');
          if (index === undefined || partial === '') return [];
          toolBlocksWithArguments.add(json.index);
          return [{ kind: 'tool_call', index, arguments: partial }];
        }
        return [];
      }
      case 'content_block_stop': {
        if (asJson) return json.index === jsonBlock && !jsonStreamed ? [{ kind: 'text', text: '{}' }] : [];
        // A tool without input streams no JSON at all; OpenAI clients JSON.parse the arguments, so send "{}".
        const index = toolIndexOfBlock.get(json.index);
        return index !== undefined && !toolBlocksWithArguments.has(json.index) ? [{ kind: 'tool_call', index, arguments: '{}' }] : [];
      }
      case 'message_delta': {
        const out: StreamDelta[] = usageUpdate(json.usage, true);
        const stop = json.delta?.stop_reason;
        if (stop) out.push({ kind: 'finish', reason: asJson && stop === 'tool_use' ? 'stop' : mapStopReason(stop) });
        return out;
      }
      case 'message_stop':
        return 'done';
      case 'error':
        throw errors.unavailable(`The upstream provider failed mid-stream: ${json.error?.message ?? 'unknown error'}`, 1000, 'upstream_stream_error');
      default:
        return []; // ping, future event types
    }
  };
}
