/**
 * Panchang, festivals and agents through the real app: bodies validated against openapi.yaml (the helper does it for
 * JSON, the events of a stream are checked here against AgentStreamEvent), 400s naming the parameter, the unknown
 * agent's 404, a streamed agent, and the usage rows that bill the agents per token.
 */
import fs from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { OPENAPI_PATH } from '../../src/context';
import { SseParser } from '../../src/providers/sse';
import { countTextTokens } from '../../src/tokenizer/count';

let app: TestApp;
let key: string;
let accountId: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ apiKey: key, accountId } = await app.createAccount({ creditCents: 10_000 }));
}, 60_000);
afterAll(async () => { await app?.close(); });

const DELHI = 'lat=28.6139&lon=77.2090';
const CHENNAI = { lat: 13.0827, lon: 80.2707, place: 'Chennai, India' };

let eventValidator: ((v: unknown) => boolean) & { errors?: unknown } | null = null;
function expectValidAgentEvent(event: unknown): void {
  if (!eventValidator) {
    const doc = YAML.parse(fs.readFileSync(OPENAPI_PATH, 'utf8'));
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    eventValidator = ajv.compile({ $ref: 'openapi.json#/components/schemas/AgentStreamEvent' }) as never;
  }
  expect(eventValidator!(event), `${JSON.stringify(event)} ${JSON.stringify(eventValidator!.errors)}`).toBe(true);
}

async function streamAgent(body: unknown): Promise<{ status: number; contentType: string; events: any[]; done: boolean }> {
  const res = await fetch(`${app.url}/v1/agents/run`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const raw = await res.text();
  const events: any[] = [];
  let done = false;
  for (const e of new SseParser().push(raw)) {
    if (e.data === '[DONE]') { done = true; continue; }
    const parsed = JSON.parse(e.data);
    expectValidAgentEvent(parsed);
    events.push(parsed);
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', events, done };
}

async function usageRows(operationId: string, n: number) {
  for (let i = 0; i < 200; i++) {
    const rows = await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: operationId }).orderBy('id');
    if (rows.length >= n) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`fewer than ${n} usage rows for ${operationId}`);
}

describe('GET /v1/astrology/panchang', () => {
  it('the day\'s five limbs, rise and set times and periods, billed as an astrology call', async () => {
    const res = await app.request('GET', `/v1/astrology/panchang?date=2025-10-20&${DELHI}&language=hi`, { key });
    expect(res.status).toBe(200);
    expect(res.body.tithi).toMatchObject({ number: 29, name: 'Chaturdashi', paksha: 'Krishna', name_local: 'चतुर्दशी' });
    expect(res.body.vara.weekday).toBe('Monday');
    expect(res.body.sunrise.slice(0, 16)).toMatch(/^2025-10-20T06:2[45]$/);
    const [row] = await usageRows('getPanchang', 1);
    expect(row.endpoint_type).toBe('astrology');
    expect(Number(row.cost_micro_usd)).toBeGreaterThan(0);
  });

  it.each([
    ['date=2025-13-01&lat=1&lon=1', 'date'], ['date=2025-10-20&lat=95&lon=1', 'lat'], ['date=2025-10-20&lat=1', 'lon'],
    ['date=2025-10-20&lat=1&lon=1&language=fr', 'language'], ['date=2025-12-21&lat=78.2&lon=15.6', 'lat'],
  ])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/panchang?${q}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/astrology/festivals', () => {
  it('Diwali 2025 in Delhi on 20 October, with its rule; purnimanta renames the month only', async () => {
    const res = await app.request('GET', `/v1/astrology/festivals?year=2025&${DELHI}`, { key });
    expect(res.status).toBe(200);
    const diwali = res.body.events.find((e: any) => e.name.startsWith('Diwali'));
    expect(diwali).toMatchObject({ date: '2025-10-20', kala: 'pradosh', lunar_month: 'Ashvin', paksha: 'Krishna' });
    const p = await app.request('GET', `/v1/astrology/festivals?year=2025&${DELHI}&convention=purnimanta`, { key });
    expect(p.body.events.find((e: any) => e.name.startsWith('Diwali'))).toMatchObject({ date: '2025-10-20', lunar_month: 'Kartika' });
  }, 60_000);

  it.each([['year=1000', 'year'], ['year=2025&convention=solar', 'convention']])('%s is 400 naming %s', async (q, param) => {
    const res = await app.request('GET', `/v1/astrology/festivals?${q}&${DELHI}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe(param);
  });
});

describe('GET /v1/agents', () => {
  it('lists the three agents with the context fields each reads', async () => {
    const res = await app.request('GET', '/v1/agents', { key });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: any) => a.id).sort()).toEqual(['kundali-reader', 'puja-planner', 'temple-assistant']);
    const reader = res.body.data.find((a: any) => a.id === 'kundali-reader');
    expect(reader.context_fields).toContain('birth_details');
    expect(reader.model).toBe('graha-astro-standard');
  });
});

describe('POST /v1/agents/run', () => {
  it('an unknown agent is 404 naming agent_id and listing the known ones', async () => {
    const res = await app.request('POST', '/v1/agents/run', { key, json: { agent_id: 'horoscope-bot', input: 'hi' } });
    expect(res.status).toBe(404);
    expect(res.body.error.param).toBe('agent_id');
    for (const id of ['kundali-reader', 'puja-planner', 'temple-assistant']) expect(res.body.error.message).toContain(id);
  });

  it('puja-planner: days and windows with reasons, outside Rahu kalam; billed per token as agents', async () => {
    const body = {
      agent_id: 'puja-planner', input: 'Plan a Satyanarayan puja at home.',
      context: { location: CHENNAI, preferences: { start_date: '2025-11-01', end_date: '2025-11-10', duration_minutes: 60 } },
    };
    const res = await app.request('POST', '/v1/agents/run', { key, json: body });
    expect(res.status).toBe(200);
    expect(res.body.agent_id).toBe('puja-planner');
    // Purnima (5 November 2025) is the Satyanarayan tithi: it ranks first.
    const windows = res.body.steps.find((s: any) => s.tool === 'find_muhurta').output;
    expect(windows[0].date).toBe('2025-11-05');
    expect(res.body.output).toContain('Purnima');
    // Each window lies outside that day's Rahu kalam (from the panchang operation).
    for (const w of windows) {
      const p = (await app.request('GET', `/v1/astrology/panchang?date=${w.date}&lat=${CHENNAI.lat}&lon=${CHENNAI.lon}`, { key })).body;
      const overlaps = Date.parse(w.start) < Date.parse(p.rahu_kalam.end) && Date.parse(w.end) > Date.parse(p.rahu_kalam.start);
      expect(overlaps, `${w.date}`).toBe(false);
    }
    expect(res.body.usage.completion_tokens).toBe(countTextTokens(res.body.output));
    expect(res.body.usage.prompt_tokens).toBe(countTextTokens(body.input) + countTextTokens(JSON.stringify(body.context)));
    const [row] = await usageRows('runAgent', 1);
    expect(row).toMatchObject({ endpoint_type: 'agents', model: 'graha-agent-puja-planner' });
    expect(Number(row.output_tokens)).toBe(res.body.usage.completion_tokens);
    expect(Number(row.cost_micro_usd)).toBeGreaterThan(0);
  }, 60_000);

  it('puja-planner without a location, or where the Sun does not rise, is 400 naming context.location', async () => {
    const res = await app.request('POST', '/v1/agents/run', { key, json: { agent_id: 'puja-planner', input: 'Ganesh puja' } });
    expect(res.status).toBe(400);
    expect(res.body.error.param).toBe('context.location');
    const polar = await app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: 'puja-planner', input: 'Ganesh puja', context: { location: { lat: 78.2, lon: 15.6 }, preferences: { start_date: '2025-12-20', end_date: '2025-12-22' } } },
    });
    expect(polar.status).toBe(400);
    expect(polar.body.error.param).toBe('context.location');
    const far = await app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: 'temple-assistant', input: 'What is on?', context: { location: CHENNAI, preferences: { date: '3000-12-01' } } },
    });
    expect(far.status).toBe(400);
    expect(far.body.error.param).toBe('context.preferences.date');
  });

  it('context.location.place alone is geocoded as the chat does; ambiguous or unknown is 400 naming it with the candidates', async () => {
    const run = (location: object, agent = 'puja-planner') => app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: agent, input: 'Plan a Ganesh puja.', context: { location, preferences: { start_date: '2025-11-01', end_date: '2025-11-07' } } },
    });
    const byName = await run({ place: 'Chennai, Tamil Nadu' });
    const byCoords = await run({ lat: 13.08784, lon: 80.27847 }); // GeoNames' Chennai (1264527)
    expect(byName.status).toBe(200);
    const windows = (r: any) => r.body.steps.find((s: any) => s.tool === 'find_muhurta').output;
    expect(windows(byName)).toEqual(windows(byCoords));
    expect(byName.body.output).toContain('(Chennai, Tamil Nadu)');
    const ambiguous = await run({ place: 'Salem' }, 'temple-assistant');
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error.param).toBe('context.location.place');
    expect(ambiguous.body.error.message).toContain('"Salem, Tamil Nadu, India"');
    expect(ambiguous.body.error.message).toContain('"Salem, Oregon, United States"');
    const unknown = await run({ place: 'Xqzzyville' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe('context.location.place');
  }, 60_000);

  it('temple-assistant streams: deltas that add up to the output, then the result, then [DONE]', async () => {
    const body = { agent_id: 'temple-assistant', input: 'When is Diwali this year and how is it observed?', context: { location: CHENNAI, preferences: { date: '2025-09-01' } }, stream: true };
    const s = await streamAgent(body);
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    expect(s.done).toBe(true);
    const last = s.events.at(-1);
    expect(last.type).toBe('done');
    const text = s.events.filter((e) => e.type === 'delta').map((e) => e.content).join('');
    expect(text).toBe(last.result.output);
    expect(text).toContain('Diwali (Lakshmi Puja) on 2025-10-20');
    // The same request unstreamed gives the same answer.
    const plain = await app.request('POST', '/v1/agents/run', { key, json: { ...body, stream: false } });
    expect(plain.body.output).toBe(last.result.output);
  }, 60_000);

  it('temple-assistant answers the festival named (whole words: Holi is not Holika Dahan) with its next date', async () => {
    const ask = async (input: string) => (await app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: 'temple-assistant', input, context: { location: { lat: 28.6139, lon: 77.209 }, preferences: { date: '2025-01-01' } } },
    })).body.output as string;
    expect(await ask('When is Holi?')).toContain('Holi on 2025-03-14');
    expect(await ask('When is Holika Dahan?')).toContain('Holika Dahan on 2025-03-13');
  }, 60_000);

  it('kundali-reader answers through the astrology chat model, billed as that chat call under agents', async () => {
    const before = (await app.ctx.db('usage_events').where({ account_id: accountId, operation_id: 'runAgent' })).length;
    const res = await app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: 'kundali-reader', input: 'What does my chart say about career?', context: { birth_details: { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 }, language: 'en' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.agent_id).toBe('kundali-reader');
    expect(res.body.output.length).toBeGreaterThan(0);
    expect(res.body.steps[0].input.system).toEqual({ birth_details: { date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707 }, language: 'en' });
    expect(res.body.usage.total_tokens).toBe(res.body.usage.prompt_tokens + res.body.usage.completion_tokens);
    // The answer is computed from the chart: it names the Moon sign the kundali endpoint computes for the same birth,
    // and its citations are the model's (each with its work and text).
    const chart = (await app.request('GET', '/v1/astrology/kundali?date=1990-03-12&time=14:30&lat=13.0827&lon=80.2707', { key })).body;
    expect(res.body.output).toContain(chart.moon_sign);
    expect(res.body.citations.length).toBeGreaterThan(0);
    for (const c of res.body.citations) expect(c.work.length * c.text.length).toBeGreaterThan(0);
    const rows = await usageRows('runAgent', before + 1);
    expect(rows.at(-1)).toMatchObject({ endpoint_type: 'agents', model: 'graha-astro-standard' });
    expect(Number(rows.at(-1).output_tokens)).toBe(res.body.usage.completion_tokens);
  }, 60_000);

  it('kundali-reader streamed: the deltas add up to the done result', async () => {
    const s = await streamAgent({ agent_id: 'kundali-reader', input: 'How is 2027 for me?', context: { birth_details: { date: '1990-03-12', time: '14:30', place: 'Chennai, India' } }, stream: true });
    expect(s.status).toBe(200);
    expect(s.done).toBe(true);
    const last = s.events.at(-1);
    expect(last.type).toBe('done');
    expect(s.events.filter((e) => e.type === 'delta').map((e) => e.content).join('')).toBe(last.result.output);
    expect(last.result.usage.completion_tokens).toBeGreaterThan(0);
    expect(last.result.citations.length).toBeGreaterThan(0);
  }, 60_000);

  it('kundali-reader passes context.language: a Hindi answer to an English question', async () => {
    const res = await app.request('POST', '/v1/agents/run', {
      key, json: { agent_id: 'kundali-reader', input: 'What about my career?', context: { birth_details: { date: '1990-03-12', time: '14:30', place: 'Chennai, India' }, language: 'hi' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.output).toMatch(/[\u0900-\u097F]/);
    expect(res.body.steps[0].input.system).toEqual({ birth_details: { date: '1990-03-12', time: '14:30', place: 'Chennai, India' }, language: 'hi' });
  }, 60_000);
});
