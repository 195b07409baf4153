/**
 * The built-in astrology chat models (graha-astro-standard / -fast / -pro), served in-process.
 *
 * The answer comes from the responder installed on the app (src/context.ts installs the astrology chat of
 * src/astrology/chat: birth details from the conversation, the chart from the engine, cited classical notes). This
 * adapter only shapes it like any model's answer: `max_tokens` and `stop` are honoured, usage is counted with the
 * real tokenizer, streaming sends the text in small token groups and the citations and follow-up questions on the
 * finishing chunk. `noticeResponder` (a fixed notice that computes nothing) is what a gateway state answers with
 * until a responder is installed (registerAstrologyResponder, src/gateway/state.ts).
 */
import type { ChatCall, ChatProvider, ChatRequestBody, Citation, FinishReason, ProviderCompletion, StreamDelta } from '../types';
import { countCompletionTokens, countPromptTokens, splitByTokens, truncateToTokens } from '../../tokenizer/count';
import { errors } from '../../errors';
import { stopSequencesOf } from '../stops';

export interface AstrologyAnswer { text: string; citations?: Citation[]; followUp?: string[] }
/** Produces the answer for one request; `upstreamModel` is astro-standard / astro-fast / astro-pro. */
export type AstrologyResponder = (body: ChatRequestBody, upstreamModel: string, signal: AbortSignal) => Promise<AstrologyAnswer>;

export const noticeResponder: AstrologyResponder = async (body) => ({
  text:
    `This is ${body.model}, a Graha astrology model. Computed astrology answers in chat (birth chart, classical-text ` +
    'retrieval and citations) are not connected yet, so this reply contains no reading of your question. For computed ' +
    'results use GET /v1/astrology/kundali, /v1/astrology/match, /v1/astrology/horoscope or /v1/astrology/dasha.',
});

/** Applies `stop` (cut before the first stop sequence) and the output cap, as an upstream model would. */
function shape(text: string, body: ChatRequestBody): { text: string; finishReason: FinishReason } {
  let out = text;
  let finishReason: FinishReason = 'stop';
  const stops = stopSequencesOf(body);
  for (const s of stops) {
    const at = out.indexOf(s);
    if (at !== -1) out = out.slice(0, at);
  }
  const cap = body.max_completion_tokens ?? body.max_tokens;
  if (cap != null) {
    const cut = truncateToTokens(out, cap);
    if (cut.truncated) { out = cut.text; finishReason = 'length'; }
  }
  return { text: out, finishReason };
}

async function answer(responder: AstrologyResponder, call: ChatCall): Promise<ProviderCompletion> {
  if (call.body.logprobs) throw errors.invalidRequest('logprobs is not supported by the astrology models.', 'logprobs');
  const raw = await responder(call.body, call.target.upstreamModel, call.signal);
  const { text, finishReason } = shape(raw.text, call.body);
  return {
    content: text,
    toolCalls: null,
    finishReason,
    usage: { promptTokens: countPromptTokens(call.body.messages), completionTokens: countCompletionTokens(text, null), cacheCreationTokens: null, cacheReadTokens: null },
    ...(raw.citations ? { citations: raw.citations } : {}),
    ...(raw.followUp ? { followUp: raw.followUp } : {}),
  };
}

/** The provider; `responderOf` gives the responder installed at the time of each call. */
export function createBuiltinAstrologyProvider(responderOf: () => AstrologyResponder): ChatProvider {
  return {
    complete: (call) => answer(responderOf(), call),
    stream: (call) => streamAnswer(responderOf(), call),
  };
}

async function streamAnswer(responder: AstrologyResponder, call: ChatCall): Promise<AsyncIterable<StreamDelta[]>> {
  return answerDeltas(await answer(responder, call), call.signal);
}

/**
 * A whole answer as a stream: its pieces are one batch (they leave in one write, as they did one by one). Defined
 * once, not per call (a generator function made per call keeps the call reachable for the young-generation collector:
 * src/gateway/chat/runChat.ts).
 */
async function* answerDeltas(done: ProviderCompletion, signal: AbortSignal): AsyncGenerator<StreamDelta[]> {
  if (signal.aborted) return;
  const batch: StreamDelta[] = splitByTokens(done.content ?? '', 4).map((piece) => ({ kind: 'text', text: piece }));
  if (done.citations || done.followUp) batch.push({ kind: 'annotations', citations: done.citations, followUp: done.followUp });
  batch.push({ kind: 'finish', reason: done.finishReason });
  if (done.usage) batch.push({ kind: 'usage', usage: done.usage });
  yield batch;
}
