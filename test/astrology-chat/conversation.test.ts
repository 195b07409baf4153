/**
 * Through the app: follow-up questions (missing birth time, ambiguous and unknown places), details remembered across
 * turns, the structured system message, off-topic redirects, streamed == plain, the official openai client, billing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import OpenAI from 'openai';
import { startGateway, streamChat, textOf, type GatewayHarness } from '../gateway/harness';
import { lookupPlace } from '../../src/astrology/chat/places';
import { countCompletionTokens, countPromptTokens } from '../../src/tokenizer/count';
import { expectCitationsApply, kundaliOf, matchOf, type Birth } from './helpers';

let gw: GatewayHarness;
let key: string;
beforeAll(async () => {
  gw = await startGateway();
  key = (await gw.app.createAccount({ plan: 'scale' })).apiKey;
}, 60_000);
afterAll(async () => { await gw?.close(); });

async function chat(model: string, messages: { role: string; content: string }[]) {
  const res = await gw.app.request<any>('POST', '/v1/chat/completions', { key, json: { model, messages } });
  expect(res.status).toBe(200);
  return res.body;
}
const coords = (name: string) => {
  const r = lookupPlace(name);
  if (r.kind !== 'found') throw new Error(`${name} must resolve`);
  return { lat: r.city.lat, lon: r.city.lon };
};

describe('follow-up questions ask for exactly what is missing', () => {
  it('no birth time: asks for the time only, computes nothing, cites nothing', async () => {
    const body = await chat('graha-astro-standard', [{ role: 'user', content: 'I was born on 12 March 1990 in Chennai. What about my career?' }]);
    const msg = body.choices[0].message;
    expect(msg.content).toMatch(/time of birth/);
    expect(msg.content).not.toMatch(/date of birth|place of birth/);
    expect(msg.content).not.toMatch(/Computed for|lagna (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)|Moon sign (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/);
    expect(msg.citations).toBeUndefined();
  });

  it('"I don\'t know my birth time" is answered with why the time is needed, not a guessed chart', async () => {
    const msg = (await chat('graha-astro-fast', [{ role: 'user', content: "Born 12/03/1990 in Chennai, I don't know my birth time. Career?" }])).choices[0].message;
    expect(msg.content).toMatch(/Without the birth time/);
    expect(msg.content).not.toMatch(/Computed for|lagna (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/);
  });

  it('the detail given in the next turn completes the chart (earlier turns are remembered)', async () => {
    const first = 'I was born on 12 March 1990 in Chennai. What about my career?';
    const ask = (await chat('graha-astro-standard', [{ role: 'user', content: first }])).choices[0].message.content;
    const body = await chat('graha-astro-standard', [
      { role: 'user', content: first }, { role: 'assistant', content: ask }, { role: 'user', content: '2:30 pm' },
    ]);
    const k = await kundaliOf(gw.app, key, { date: '1990-03-12', time: '14:30', ...coords('Chennai') });
    expect(body.choices[0].message.content).toContain(`Moon sign ${k.moon_sign}`);
    expect(body.choices[0].message.content).toContain(`${k.dasha.current} mahadasha`);
    expect(body.choices[0].message.content).toContain(k.houses[9].sign);
  });

  it('a place with its Indian state ("Salem, Tamil Nadu") resolves; "Salem" alone is asked back with the states as options', async () => {
    const q = 'I was born on 12 March 1990 at 14:30 in Salem, Tamil Nadu. What about my career?';
    const msg = (await chat('graha-astro-standard', [{ role: 'user', content: q }])).choices[0].message;
    const k = await kundaliOf(gw.app, key, { date: '1990-03-12', time: '14:30', ...coords('Salem, Tamil Nadu') });
    expect(msg.content).toContain('Salem, India');
    expect(msg.content).toContain(`lagna ${k.ascendant.sign}, Moon sign`);
    expectCitationsApply(msg.citations, { kundali: k }, 'en');
    const ask = (await chat('graha-astro-fast', [{ role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Salem. Career?' }])).choices[0].message;
    expect(ask.content).toMatch(/more than one place called Salem/);
    expect(ask.follow_ups).toContain('Salem, Tamil Nadu, India');
    const chosen = await chat('graha-astro-fast', [
      { role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Salem. Career?' }, { role: 'assistant', content: ask.content }, { role: 'user', content: 'Salem, Tamil Nadu, India' },
    ]);
    expect(chosen.choices[0].message.content).toContain(`lagna ${k.ascendant.sign}, Moon sign`);
  });

  it('an ambiguous place (Hyderabad: India and Pakistan) is asked back with the options; the chosen one is used', async () => {
    const q = 'I was born on 12 March 1990 at 6:15 am in Hyderabad. How is my health?';
    const msg = (await chat('graha-astro-standard', [{ role: 'user', content: q }])).choices[0].message;
    expect(msg.content).toMatch(/more than one place called Hyderabad/);
    expect(msg.follow_ups).toEqual(['Hyderabad, Telangana, India', 'Hyderabad, Pakistan']);
    expect(msg.citations).toBeUndefined();
    const body = await chat('graha-astro-standard', [{ role: 'user', content: q }, { role: 'assistant', content: msg.content }, { role: 'user', content: 'Hyderabad, Pakistan' }]);
    const k = await kundaliOf(gw.app, key, { date: '1990-03-12', time: '06:15', ...coords('Hyderabad, Pakistan') });
    expect(body.choices[0].message.content).toContain('Hyderabad, Pakistan');
    expect(body.choices[0].message.content).toContain(`lagna ${k.ascendant.sign}, Moon sign`);
    expectCitationsApply(body.choices[0].message.citations, { kundali: k }, 'en');
  });

  it('coordinates in free text stand for the place (what the unknown-place question asks for)', async () => {
    const msg = (await chat('graha-astro-standard', [{ role: 'user', content: 'Born 3 January 1978 at 23:40, latitude 9.93 N, longitude 78.12 E. What about my health?' }])).choices[0].message;
    const k = await kundaliOf(gw.app, key, { date: '1978-01-03', time: '23:40', lat: 9.93, lon: 78.12 });
    expect(msg.content).toContain(`lagna ${k.ascendant.sign}, Moon sign ${k.moon_sign}`);
    expectCitationsApply(msg.citations, { kundali: k }, 'en');
  });

  it('an unknown place is asked back, never guessed', async () => {
    // Not a place name at all: the place is still missing.
    const msg = (await chat('graha-astro-fast', [{ role: 'user', content: 'Born 12 March 1990 at 14:30 in Xqzzyville. Career?' }])).choices[0].message;
    expect(msg.content).toMatch(/^To compute your chart I need your place of birth/);
    expect(msg.content).not.toMatch(/Computed for|lagna (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/);
    // A named place the gazetteer does not know: said so, with what to send instead.
    const sys = JSON.stringify({ birth_details: { date: '1990-03-12', time: '14:30', place: 'Xqzzyville, India' } });
    const named = (await chat('graha-astro-fast', [{ role: 'system', content: sys }, { role: 'user', content: 'Career?' }])).choices[0].message;
    expect(named.content).toMatch(/could not find "Xqzzyville, India".*latitude and longitude/);
  });

  it('an off-topic question gets a short, polite redirect (in the question\'s language)', async () => {
    const en = (await chat('graha-astro-fast', [{ role: 'user', content: 'What is the capital of France?' }])).choices[0].message;
    expect(en.content).toMatch(/astrology model/);
    expect(en.content.length).toBeLessThan(400);
    const ta = (await chat('graha-astro-fast', [{ role: 'user', content: 'பிரான்சின் தலைநகரம் எது?' }])).choices[0].message;
    expect(ta.content).toMatch(/ஜோதிட/);
  });
});

describe('the structured system message (the agreed format)', () => {
  it('an impossible date in it is asked back, not a 500 and not a guess', async () => {
    const sys = JSON.stringify({ birth_details: { date: '1990-02-30', time: '14:30', place: 'Chennai, India' } });
    const msg = (await chat('graha-astro-standard', [{ role: 'system', content: sys }, { role: 'user', content: 'Career?' }])).choices[0].message;
    expect(msg.content).toMatch(/date of birth .* cannot be a real one/);
    expect(msg.citations).toBeUndefined();
  });

  it('birth_details with lat/lon and language ta: a Tamil answer for that chart', async () => {
    const b: Birth = { date: '1985-11-02', time: '05:10', lat: 9.9252, lon: 78.1198 };
    const sys = JSON.stringify({ birth_details: { date: b.date, time: b.time, lat: b.lat, lon: b.lon }, language: 'ta' });
    const msg = (await chat('graha-astro-standard', [{ role: 'system', content: sys }, { role: 'user', content: 'What does my chart say about marriage?' }])).choices[0].message;
    const k = await kundaliOf(gw.app, key, b, 'ta');
    expect(msg.content).toContain(`${k.moon_sign_local} (${k.moon_sign})`);
    expect(msg.content).toContain(`${k.houses[6].sign_local} (${k.houses[6].sign})`);
    expectCitationsApply(msg.citations, { kundali: await kundaliOf(gw.app, key, b) }, 'ta');
  });

  it('tz as an IANA zone name (as voice sends it) or as hours: the zone\'s offset at the birth is used, never dropped', async () => {
    // New York on 4 July 1990 kept daylight time, UTC-4 (tz database); the kundali endpoint with tz=-4 is the reference.
    const b: Birth = { date: '1990-07-04', time: '09:00', lat: 40.7128, lon: -74.006 };
    const ask = async (tz: unknown) => (await chat('graha-astro-fast', [
      { role: 'system', content: JSON.stringify({ birth_details: { ...b, tz } }) }, { role: 'user', content: 'What is my lagna?' },
    ])).choices[0].message.content as string;
    const edt = await kundaliOf(gw.app, key, { ...b, tz: -4 } as Birth);
    const est = await kundaliOf(gw.app, key, { ...b, tz: -5 } as Birth);
    expect(edt.ascendant.sign).not.toBe(est.ascendant.sign); // the hour matters for this birth
    const zoned = await ask('America/New_York');
    expect(zoned).toContain('(UTC-04:00)');
    expect(zoned).toContain(`lagna ${edt.ascendant.sign}, Moon sign`);
    expect(await ask(-5)).toContain('(UTC-05:00)');
    expect(await ask('-5')).toContain('(UTC-05:00)');
    // Kathmandu's coordinates with India's zone: +05:30, not the coordinates' own +05:45.
    const ktm = (await chat('graha-astro-fast', [
      { role: 'system', content: JSON.stringify({ birth_details: { date: '1990-03-12', time: '14:30', lat: 27.7172, lon: 85.324, tz: 'Asia/Kolkata' } }) },
      { role: 'user', content: 'Career?' },
    ])).choices[0].message.content as string;
    expect(ktm).toContain('(UTC+05:30)');
    // A zone nobody knows is asked back (the place and its zone), not silently replaced by the coordinates' zone.
    const bad = await ask('Mars/Olympus_Mons');
    expect(bad).not.toMatch(/Computed for|lagna (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/);
    expect(bad).toMatch(/place of birth/);
  });

  it('birth_details with place, partner_birth_details and gender: compatibility agrees with /v1/astrology/match', async () => {
    const me = { date: '1991-07-21', time: '09:45', place: 'Madurai, India', gender: 'female' };
    const partner = { date: '1989-01-30', time: '22:05', place: 'Bengaluru, India' };
    const sys = JSON.stringify({ birth_details: me, partner_birth_details: partner, language: 'en' });
    const msg = (await chat('graha-astro-standard', [{ role: 'system', content: sys }, { role: 'user', content: 'Are we compatible?' }])).choices[0].message;
    const m = await matchOf(gw.app, key, { date: partner.date, time: partner.time, ...coords('Bengaluru') }, { date: me.date, time: me.time, ...coords('Madurai') });
    expect(msg.content).toContain(`${m.total_score} of 36 points`);
    for (const koot of m.koots) expect(msg.content).toContain(`${koot.name} ${koot.score}/${koot.max}`);
    expectCitationsApply(msg.citations, { kundali: await kundaliOf(gw.app, key, { date: me.date, time: me.time, ...coords('Madurai') }), match: m }, 'en');
  });
});

describe('compatibility from free text', () => {
  const q = 'I was born on 12 March 1990 at 14:30 in Chennai, and my wife was born on 5 June 1992 at 8:00 am in Mumbai. Are we compatible?';
  it('two people: the score and every koot agree with /v1/astrology/match (the user is the groom: "my wife")', async () => {
    const msg = (await chat('graha-astro-standard', [{ role: 'user', content: q }])).choices[0].message;
    const m = await matchOf(gw.app, key, { date: '1990-03-12', time: '14:30', ...coords('Chennai') }, { date: '1992-06-05', time: '08:00', ...coords('Mumbai') });
    expect(msg.content).toContain(`${m.total_score} of 36 points`);
    expect(msg.content).toContain(`groom ${m.boy.moon_sign} (${m.boy.nakshatra}), bride ${m.girl.moon_sign} (${m.girl.nakshatra})`);
    for (const koot of m.koots) expect(msg.content).toContain(`${koot.name} ${koot.score}/${koot.max}`);
    expect(msg.citations.every((c: any) => c.id.startsWith('mc-6-koot-'))).toBe(true);
    expectCitationsApply(msg.citations, { kundali: await kundaliOf(gw.app, key, { date: '1990-03-12', time: '14:30', ...coords('Chennai') }), match: m }, 'en');
  });

  it('without saying who is the bride, it asks rather than guesses', async () => {
    const msg = (await chat('graha-astro-standard', [{ role: 'user', content: 'I was born 12 March 1990 at 14:30 in Chennai; my partner was born 5 June 1992 at 8 am in Mumbai. Are we compatible?' }])).choices[0].message;
    expect(msg.content).toMatch(/Which of you is the bride/);
  });
});

describe('wire format', () => {
  const body = (model: string) => ({ model, messages: [{ role: 'user', content: 'I was born on 12 March 1990 at 14:30 in Chennai. How is 2027 for me?' }] });

  it('a streamed answer equals the plain one; citations and follow_ups ride on the finishing chunk', async () => {
    for (const model of ['graha-astro-fast', 'graha-astro-standard', 'graha-astro-pro']) {
      const plain = (await chat(model, body(model).messages)).choices[0].message;
      const r = await streamChat(gw.app, key, { ...body(model), stream: true });
      expect(r.status).toBe(200);
      expect(textOf(r.events)).toBe(plain.content);
      const finish = r.events.find((e) => e.choices?.[0]?.finish_reason);
      expect(finish.choices[0].delta.citations ?? []).toEqual(plain.citations ?? []);
      expect(finish.choices[0].delta.follow_ups).toEqual(plain.follow_ups);
    }
  });

  it('streamed equals plain in Hindi and Tamil too (multi-byte text split into chunks)', async () => {
    for (const content of [
      'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ। मेरा करियर कैसा रहेगा?', 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன். என் திருமணம் எப்படி?',
      // A compound question, a dosha, event timing and a question that needs no birth stream the same way.
      'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे चेन्नई में हुआ। क्या मैं मांगलिक हूँ और मेरी शादी कब होगी?',
      'இன்று சென்னையில் திதி என்ன?',
    ]) {
      const messages = [{ role: 'user', content }];
      const plain = (await chat('graha-astro-standard', messages)).choices[0].message;
      const r = await streamChat(gw.app, key, { model: 'graha-astro-standard', messages, stream: true });
      expect(textOf(r.events)).toBe(plain.content);
      const finish = r.events.find((e) => e.choices?.[0]?.finish_reason);
      expect(finish.choices[0].delta.citations).toEqual(plain.citations);
    }
  });

  it('the official openai client reads citations and follow_ups from the raw response', async () => {
    const client = new OpenAI({ apiKey: key, baseURL: `${gw.app.url}/v1`, maxRetries: 0 });
    const response = await client.chat.completions.create(body('graha-astro-standard') as any).asResponse();
    const raw: any = await response.json();
    const data = await client.chat.completions.create(body('graha-astro-standard') as any);
    expect(data.choices[0].message.content).toContain('Moon sign');
    expect(raw.choices[0].message.citations.length).toBe(3);
    expect(raw.choices[0].message.citations[0]).toEqual((data.choices[0].message as any).citations[0]);
    expect(raw.choices[0].message.follow_ups.length).toBeGreaterThanOrEqual(2);
  });

  it('billed like any chat model: prompt and completion tokens counted and settled', async () => {
    const before = gw.calls.length;
    const b = await chat('graha-astro-pro', body('graha-astro-pro').messages);
    const usage = await gw.settled(before);
    expect(b.usage.prompt_tokens).toBe(countPromptTokens(body('graha-astro-pro').messages as any));
    expect(b.usage.completion_tokens).toBe(countCompletionTokens(b.choices[0].message.content, null));
    expect(usage.promptTokens).toBe(b.usage.prompt_tokens);
    expect(usage.completionTokens).toBe(b.usage.completion_tokens);
  });

  it('max_tokens cuts the answer (finish_reason length) and stop sequences apply', async () => {
    const b = await gw.app.request<any>('POST', '/v1/chat/completions', { key, json: { ...body('graha-astro-standard'), max_tokens: 10 } });
    expect(b.body.choices[0].finish_reason).toBe('length');
    expect(b.body.usage.completion_tokens).toBeLessThanOrEqual(10);
  });
});
