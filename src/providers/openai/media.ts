/**
 * Media calls to an OpenAI-compatible upstream: POST {base}/embeddings and {base}/images/generations (asked for
 * b64_json, so the PNGs are Graha's to store and sign; a server that answers with URLs anyway has them fetched), {base}/audio/speech (the upstream's audio streamed through
 * as it arrives) and {base}/audio/transcriptions (the original upload, multipart, asked for verbose_json).
 * Upstream refusals of the request (4xx) are 400 with the upstream's message (its key cut out); 429, 5xx, timeouts
 * and unreachable upstreams are 503 with Retry-After, as for chat (src/providers/http.ts).
 */
import { errors } from '../../errors';
import type { EmbedCall, EmbedResult, ImageCall, ImageResult, MediaProvider, SpeechCall, SpeechResult, TranscribeCall, TranscribeResult, UpstreamTarget } from '../types';

/** POSTs `body` (JSON, or a multipart form); the answer's status is checked by the caller. */
async function post(target: UpstreamTarget, path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  const url = `${(target.baseUrl ?? '').replace(/\/$/, '')}${path}`;
  const form = body instanceof FormData;
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { ...(form ? {} : { 'content-type': 'application/json' }), ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}) },
      body: form ? body : JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(target.timeoutMs)]),
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw errors.unavailable(`The upstream of ${target.providerName} did not answer.`, 1000, 'upstream_unavailable');
  }
}

async function postJson(target: UpstreamTarget, path: string, body: unknown, signal: AbortSignal): Promise<any> {
  const res = await post(target, path, body, signal);
  const text = await res.text();
  return judged(target, res.status, text);
}

/** An upstream answer's JSON, or the error it stands for (4xx: 400 with the upstream's message; 429/5xx: 503). */
function judged(target: UpstreamTarget, status: number, text: string): any {
  if (status === 429 || status >= 500) throw errors.unavailable(`The upstream of ${target.providerName} is unavailable (${status}).`, 1000, 'upstream_unavailable');
  let json: any = null;
  try { json = JSON.parse(text); } catch { /* handled below */ }
  if (status >= 400) {
    const message = String(json?.error?.message ?? `The upstream refused the request (${status}).`);
    throw errors.invalidRequest(target.apiKey ? message.split(target.apiKey).join('[redacted]') : message, json?.error?.param ?? null, 'upstream_error');
  }
  if (json === null) throw errors.unavailable(`The upstream of ${target.providerName} answered something that is not JSON.`, 1000, 'upstream_malformed');
  return json;
}

async function* bodyChunks(res: Response): AsyncGenerator<Buffer> {
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) yield Buffer.from(chunk);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (b: Buffer) => b.length > PNG_SIGNATURE.length && b.subarray(0, 8).equals(PNG_SIGNATURE);
/** The most bytes an image an upstream links to may have (a 1792x1024 PNG is a few MB). */
const MAX_LINKED_IMAGE_BYTES = 32 * 1024 * 1024;

/** GETs an image the upstream linked to (http or https only), within the target's timeout and a size bound. */
async function fetchImage(target: UpstreamTarget, url: string, signal: AbortSignal): Promise<Buffer | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(target.timeoutMs)]) });
  } catch (err) {
    if (signal.aborted) throw err;
    throw errors.unavailable(`The image the upstream of ${target.providerName} linked to could not be fetched.`, 1000, 'upstream_unavailable');
  }
  if (!res.ok) throw errors.unavailable(`The image the upstream of ${target.providerName} linked to could not be fetched (${res.status}).`, 1000, 'upstream_unavailable');
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of bodyChunks(res)) {
    bytes += chunk.length;
    if (bytes > MAX_LINKED_IMAGE_BYTES) throw errors.unavailable('The image the upstream linked to is too large.', 1000, 'upstream_malformed');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
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
    async speak(call: SpeechCall): Promise<SpeechResult> {
      const res = await post(call.target, '/audio/speech', {
        model: call.target.upstreamModel, input: call.input, voice: call.voice, response_format: call.format, speed: call.speed,
      }, call.signal);
      if (res.status !== 200 || !res.body) judged(call.target, res.status === 200 ? 502 : res.status, await res.text());
      return { contentType: res.headers.get('content-type') ?? 'application/octet-stream', audio: bodyChunks(res) };
    },
    async transcribe(call: TranscribeCall): Promise<TranscribeResult> {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(call.audio)], { type: call.mimeType || 'application/octet-stream' }), call.filename);
      form.append('model', call.target.upstreamModel);
      form.append('response_format', 'verbose_json');
      if (call.language) form.append('language', call.language);
      if (call.prompt) form.append('prompt', call.prompt);
      const json = await postJson(call.target, '/audio/transcriptions', form, call.signal);
      if (typeof json.text !== 'string') throw errors.unavailable('The upstream answered a transcription without text.', 1000, 'upstream_malformed');
      const segments = Array.isArray(json.segments) ? json.segments
        .filter((s: any) => Number.isFinite(s?.start) && Number.isFinite(s?.end) && typeof s?.text === 'string')
        .map((s: any) => ({ start: Math.max(0, s.start), end: Math.max(0, s.end), text: s.text.trim() })) : [];
      return {
        text: json.text.trim(), language: typeof json.language === 'string' ? json.language : null,
        durationSeconds: Number.isFinite(json.duration) ? json.duration : 0, segments,
      };
    },
    async generateImage(call: ImageCall): Promise<ImageResult> {
      const json = await postJson(call.target, '/images/generations', {
        model: call.target.upstreamModel, prompt: call.prompt, n: call.n, size: call.size, response_format: 'b64_json',
      }, call.signal);
      const data: { b64_json?: unknown; url?: unknown }[] = Array.isArray(json.data) ? json.data : [];
      if (data.length !== call.n) {
        throw errors.unavailable('The upstream answered with a different number of images than asked for.', 1000, 'upstream_malformed');
      }
      // Some servers answer with a URL whatever response_format says: Graha fetches it (it stores and signs its own).
      const images = await Promise.all(data.map(async (d) => {
        const png = typeof d.b64_json === 'string' ? Buffer.from(d.b64_json, 'base64') : typeof d.url === 'string' ? await fetchImage(call.target, d.url, call.signal) : null;
        if (!png || !isPng(png)) throw errors.unavailable('The upstream answered with an image that is not a PNG.', 1000, 'upstream_malformed');
        return png;
      }));
      return { images };
    },
  };
}
