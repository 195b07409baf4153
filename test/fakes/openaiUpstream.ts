/**
 * A fake OpenAI-compatible upstream on loopback: POST /v1/chat/completions, JSON and SSE in OpenAI's format, with
 * knobs for failures, delays, missing usage, cache usage, tool calls and mid-stream death; POST /v1/embeddings and
 * POST /v1/images/generations (real PNGs of the asked size, b64_json or a url it serves itself). Tests start it;
 * never the network.
 */
import type http from 'node:http';
import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import { fakeTokens, sendJson, sleep, startFake, words, type FakeUpstream } from './common';

export const FAKE_OPENAI_KEY = 'sk-fake-upstream-key';

/** Token log probabilities in OpenAI's format: one entry per word, a made-up but deterministic value. */
function logprobsOf(text: string): { content: unknown[]; refusal: null } {
  return {
    content: words(text).map((token, i) => ({ token, logprob: -0.25 * (i + 1), bytes: [...Buffer.from(token)], top_logprobs: [] })),
    refusal: null,
  };
}

/** A solid PNG of `size` ("512x512") whose colour comes from the prompt and the image's index (so images differ). */
export function fakeImagePng(prompt: string, index: number, size: string): Buffer {
  const [width, height] = size.split('x').map(Number);
  const png = new PNG({ width, height });
  const [r, g, b] = createHash('sha256').update(`${prompt}#${index}`).digest();
  for (let i = 0; i < width * height; i++) png.data.set([r, g, b, 255], i * 4);
  return PNG.sync.write(png);
}

function promptTokensOf(body: any): number {
  return 7 + fakeTokens(JSON.stringify(body.messages ?? []));
}

export function startFakeOpenAI(port = 0): Promise<FakeUpstream> {
  return startFake(async (fake, req, res, body) => {
    const k = fake.knobs;
    if (req.url === '/v1/embeddings' && req.method === 'POST') {
      const failure = k.failures.shift();
      if (failure) return sendJson(res, failure.status, failure.body ?? { error: { message: `fake failure ${failure.status}` } }, failure.headers);
      // A deterministic stand-in: [characters, index, 1] per input (shuffled order, as some servers answer).
      const inputs: string[] = typeof body.input === 'string' ? [body.input] : body.input;
      const data = inputs.map((text, index) => ({ object: 'embedding', index, embedding: [text.length, index, 1] })).reverse();
      return sendJson(res, 200, { object: 'list', model: body.model, data, usage: { prompt_tokens: 11 * inputs.length, total_tokens: 11 * inputs.length } });
    }
    if (req.url === '/v1/images/generations' && req.method === 'POST') {
      // As OpenAI's images API: n images of `size`, b64_json or (the default) a URL this fake serves.
      const failure = k.failures.shift();
      if (failure) return sendJson(res, failure.status, failure.body ?? { error: { message: `fake failure ${failure.status}` } }, failure.headers);
      const n = body.n ?? 1, size = body.size ?? '1024x1024';
      if (!/^\d+x\d+$/.test(size)) return sendJson(res, 400, { error: { message: `Invalid size ${size}`, param: 'size', type: 'invalid_request_error' } });
      const pngs = Array.from({ length: n }, (_, i) => fakeImagePng(String(body.prompt), i, size));
      const data = pngs.map((png, i) => (body.response_format === 'b64_json' && !k.imagesAsUrls
        ? { b64_json: png.toString('base64'), revised_prompt: body.prompt }
        : { url: `${fake.baseUrl}/fake-images/${encodeURIComponent(String(body.prompt))}/${i}/${size}.png` }));
      return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data });
    }
    const served = /^\/v1\/fake-images\/([^/]+)\/(\d+)\/(\d+x\d+)\.png$/.exec(req.url ?? '');
    if (served && req.method === 'GET') {
      const png = fakeImagePng(decodeURIComponent(served[1]), +served[2], served[3]);
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      return void res.end(png);
    }
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') return sendJson(res, 404, { error: { message: 'Not found' } });
    if (k.requireKey && req.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      return sendJson(res, 401, { error: { message: `Incorrect API key provided: ${String(req.headers.authorization).slice(7, 14)}****`, type: 'invalid_request_error' } });
    }
    const failure = k.failures.shift();
    if (failure) return sendJson(res, failure.status, failure.body ?? { error: { message: `fake failure ${failure.status}` } }, failure.headers);
    if (k.headerDelayMs) await sleep(k.headerDelayMs);
    const id = `chatcmpl-fake${fake.requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const tool = k.callTools && Array.isArray(body.tools) && body.tools.length > 0 && body.tool_choice !== 'none' ? body.tools[0] : null;
    // The legacy `functions` format: one function_call, finish_reason function_call.
    const fn = !tool && k.callTools && Array.isArray(body.functions) && body.functions.length > 0 && body.function_call !== 'none' ? body.functions[0] : null;
    const text = tool || fn ? '' : k.reply(body);
    const toolArgs = '{"city":"Varanasi"}';
    const usage = {
      prompt_tokens: k.reportedUsage?.promptTokens ?? promptTokensOf(body),
      completion_tokens: k.reportedUsage?.completionTokens ?? (tool || fn ? 5 : fakeTokens(text)),
      total_tokens: 0, prompt_tokens_details: { cached_tokens: k.cacheReadTokens },
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (!body.stream && k.jsonBodyFailure) {
      const text = JSON.stringify({ id, object: 'chat.completion', created, model: body.model, choices: [] });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.write(text.slice(0, text.length >> 1));
      if (k.jsonBodyFailure === 'cut') { await sleep(20); res.destroy(); }
      return;
    }
    if (!body.stream) {
      return sendJson(res, 200, {
        id, object: 'chat.completion', created, model: body.model, system_fingerprint: 'fp_fake',
        choices: [{
          index: 0, logprobs: body.logprobs && !tool ? logprobsOf(text) : null, finish_reason: tool ? 'tool_calls' : fn ? 'function_call' : 'stop',
          message: tool
            ? { role: 'assistant', content: null, refusal: null, tool_calls: [{ id: 'call_fake1', type: 'function', function: { name: tool.function.name, arguments: toolArgs } }] }
            : fn ? { role: 'assistant', content: null, refusal: null, function_call: { name: fn.name, arguments: toolArgs } }
            : k.refuse ? { role: 'assistant', content: null, refusal: text } : { role: 'assistant', content: text, refusal: null },
        }],
        ...(k.reportUsage ? { usage } : {}),
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    fake.openStreams++;
    let finished = false;
    res.on('close', () => { fake.openStreams--; if (!finished) fake.abortedStreams++; });
    const send = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    const chunk = (delta: unknown, finish: string | null = null, logprobs: unknown = null) =>
      send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [{ index: 0, delta, logprobs, finish_reason: finish }] });
    chunk({ role: 'assistant', content: '' });
    if (tool) {
      chunk({ tool_calls: [{ index: 0, id: 'call_fake1', type: 'function', function: { name: tool.function.name, arguments: '' } }] });
      for (const piece of ['{"city":', '"Varanasi"}']) chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] });
    } else if (fn) {
      chunk({ function_call: { name: fn.name, arguments: '' } });
      for (const piece of ['{"city":', '"Varanasi"}']) chunk({ function_call: { arguments: piece } });
    } else {
      let n = 0;
      for (const piece of words(text)) {
        if (res.destroyed) return;
        if (k.dieAfterChunks !== null && n >= k.dieAfterChunks) { await sleep(30); res.destroy(); return; }
        const taken = chunk(k.refuse ? { refusal: piece } : { content: piece }, null, body.logprobs ? logprobsOf(piece) : null);
        fake.streamedChunks++;
        n++;
        // Like a real server, wait while the reader does not take what was written.
        if (!taken) {
          await new Promise<void>((resolve) => {
            const done = () => { res.off('drain', done); res.off('close', done); resolve(); };
            res.on('drain', done);
            res.on('close', done);
          });
        }
        if (k.chunkDelayMs) await sleep(k.chunkDelayMs);
      }
    }
    chunk({}, tool ? 'tool_calls' : fn ? 'function_call' : 'stop');
    if (k.reportUsage && body.stream_options?.include_usage) {
      send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage });
    }
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }, port);
}

export type { FakeUpstream };
export type { http };
