/**
 * The built-in astrology chat models (graha-astro-standard / -fast / -pro), served in-process.
 *
 * What they do TODAY, exactly: they answer every request with one fixed notice that names the model and says that
 * computed astrology answers (birth chart, classical-text retrieval, citations) are not yet connected to chat, and
 * point to the structured astrology endpoints. They compute no chart, retrieve no text and return no citations, and
 * they do not read the question beyond counting its tokens. `max_tokens` and `stop` are honoured on that notice,
 * usage is counted with the real tokenizer, and streaming sends the notice in small token groups.
 *
 * The astrology-chat issue replaces the responder through `registerAstrologyResponder` (src/gateway/state.ts) without
 * touching the gateway.
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

async function streamAnswer(responder: AstrologyResponder, call: ChatCall): Promise<AsyncIterable<StreamDelta>> {
  const done = await answer(responder, call);
  return (async function* deltas(): AsyncGenerator<StreamDelta> {
    for (const piece of splitByTokens(done.content ?? '', 4)) {
      if (call.signal.aborted) return;
      yield { kind: 'text', text: piece };
    }
    if (done.citations || done.followUp) yield { kind: 'annotations', citations: done.citations, followUp: done.followUp };
    yield { kind: 'finish', reason: done.finishReason };
    if (done.usage) yield { kind: 'usage', usage: done.usage };
  })();
}
