/**
 * A fake Anthropic Messages upstream on loopback: POST /v1/messages, JSON and the named-event SSE stream
 * (message_start, content_block_start/delta/stop, message_delta, message_stop), cache usage fields, tool_use.
 */
import { fakeTokens, sendJson, sleep, startFake, words, type FakeUpstream } from './common';

export const FAKE_ANTHROPIC_KEY = 'sk-ant-fake-upstream-key';

export function startFakeAnthropic(port = 0): Promise<FakeUpstream> {
  return startFake(async (fake, req, res, body) => {
    const k = fake.knobs;
    if (req.url !== '/v1/messages' || req.method !== 'POST') return sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    if (req.headers['x-api-key'] !== FAKE_ANTHROPIC_KEY || !req.headers['anthropic-version']) {
      return sendJson(res, 401, { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } });
    }
    if (typeof body?.max_tokens !== 'number') {
      return sendJson(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } });
    }
    const failure = k.failures.shift();
    if (failure) return sendJson(res, failure.status, failure.body ?? { type: 'error', error: { type: 'api_error', message: `fake failure ${failure.status}` } }, failure.headers);
    if (k.headerDelayMs) await sleep(k.headerDelayMs);
    const lastUser = [...body.messages].reverse().find((m: any) => m.role === 'user');
    const userText = (lastUser?.content ?? []).map((b: any) => b.text ?? '').join(' ');
    // A forced tool (tool_choice {type: tool}) is always called, as the real API does; otherwise only with callTools.
    const forced = body.tool_choice?.type === 'tool' && Array.isArray(body.tools) ? body.tools.find((t: any) => t.name === body.tool_choice.name) ?? null : null;
    const tool = forced ?? (k.callTools && Array.isArray(body.tools) && body.tools.length > 0 ? body.tools[0] : null);
    const text = tool ? '' : k.reply({ messages: [{ role: 'user', content: userText }] });
    const inputTokens = 5 + fakeTokens(JSON.stringify(body.messages)) + fakeTokens(JSON.stringify(body.system ?? ''));
    const usage = {
      input_tokens: inputTokens, output_tokens: tool ? 6 : fakeTokens(text),
      cache_creation_input_tokens: k.cacheCreationTokens, cache_read_input_tokens: k.cacheReadTokens,
    };
    const id = `msg_fake${fake.requests.length}`;
    if (!body.stream) {
      return sendJson(res, 200, {
        id, type: 'message', role: 'assistant', model: body.model,
        content: tool ? [{ type: 'tool_use', id: 'toolu_fake1', name: tool.name, input: { city: 'Varanasi' } }] : [{ type: 'text', text }],
        stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null,
        ...(k.reportUsage ? { usage } : {}),
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let finished = false;
    fake.openStreams++;
    res.on('close', () => { fake.openStreams--; if (!finished) fake.abortedStreams++; });
    const send = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    send('message_start', { message: { id, type: 'message', role: 'assistant', model: body.model, content: [], usage: { ...usage, output_tokens: 1 } } });
    send('ping', {});
    if (tool) {
      send('content_block_start', { index: 0, content_block: { type: 'tool_use', id: 'toolu_fake1', name: tool.name, input: {} } });
      for (const piece of ['{"city": ', '"Varanasi"}']) send('content_block_delta', { index: 0, delta: { type: 'input_json_delta', partial_json: piece } });
    } else {
      send('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      let n = 0;
      for (const piece of words(text)) {
        if (k.dieAfterChunks !== null && n >= k.dieAfterChunks) { await sleep(30); res.destroy(); return; }
        send('content_block_delta', { index: 0, delta: { type: 'text_delta', text: piece } });
        n++;
        if (k.chunkDelayMs) await sleep(k.chunkDelayMs);
      }
    }
    send('content_block_stop', { index: 0 });
    send('message_delta', { delta: { stop_reason: tool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: usage.output_tokens } });
    send('message_stop', {});
    finished = true;
    res.end();
  }, port);
}
