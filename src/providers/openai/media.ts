/**
 * Media calls to an OpenAI-compatible upstream: POST {base}/embeddings and {base}/images/generations (asked for
 * b64_json, so the PNGs are Graha's to store and sign). Upstream refusals of the request (4xx) are 400 with the upstream's message (its key cut out); 429, 5xx,
 * timeouts and unreachable upstreams are 503 with Retry-After, as for chat (src/providers/http.ts).
 */
import { errors } from '../../errors';
import type { EmbedCall, EmbedResult, ImageCall, ImageResult, MediaProvider, UpstreamTarget } from '../types';

async function postJson(target: UpstreamTarget, path: string, body: unknown, signal: AbortSignal): Promise<any> {
  const url = `${(target.baseUrl ?? '').replace(/\/$/, '')}${path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(target.timeoutMs)]),
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw errors.unavailable(`The upstream of ${target.providerName} did not answer.`, 1000, 'upstream_unavailable');
  }
  const text = await res.text();
  if (res.status === 429 || res.status >= 500) throw errors.unavailable(`The upstream of ${target.providerName} is unavailable (${res.status}).`, 1000, 'upstream_unavailable');
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* handled below */ }
  if (res.status >= 400) {
    const message = String(json?.error?.message ?? `The upstream refused the request (${res.status}).`);
    throw errors.invalidRequest(target.apiKey ? message.split(target.apiKey).join('[redacted]') : message, json?.error?.param ?? null, 'upstream_error');
  }
  if (json === null) throw errors.unavailable(`The upstream of ${target.providerName} answered something that is not JSON.`, 1000, 'upstream_malformed');
  return json;
}

export function createOpenAiMediaProvider(): MediaProvider {
  return {
    async embed(call: EmbedCall): Promise<EmbedResult> {
      const json = await postJson(call.target, '/embeddings', {
        model: call.target.upstreamModel, input: call.input, encoding_format: 'float', ...(call.dimensions ? { dimensions: call.dimensions } : {}),
      }, call.signal);
      const data = Array.isArray(json.data) ? [...json.data].sort((a, b) => a.index - b.index) : [];
      if (data.length !== call.input.length || !data.every((d) => Array.isArray(d.embedding))) {
        throw errors.unavailable('The upstream answered with a different number of embeddings than inputs.', 1000, 'upstream_malformed');
      }
      const prompt = json.usage?.prompt_tokens;
      return { vectors: data.map((d) => d.embedding as number[]), promptTokens: Number.isSafeInteger(prompt) && prompt >= 0 ? prompt : null };
    },
    async generateImage(call: ImageCall): Promise<ImageResult> {
      const json = await postJson(call.target, '/images/generations', {
        model: call.target.upstreamModel, prompt: call.prompt, n: call.n, size: call.size, response_format: 'b64_json',
      }, call.signal);
      const data = Array.isArray(json.data) ? json.data : [];
      const images = data.map((d: { b64_json?: unknown }) => (typeof d.b64_json === 'string' ? Buffer.from(d.b64_json, 'base64') : null));
      if (images.length !== call.n || images.some((b: Buffer | null) => !b || b.length === 0)) {
        throw errors.unavailable('The upstream answered with a different number of images than asked for.', 1000, 'upstream_malformed');
      }
      return { images };
    },
  };
}
