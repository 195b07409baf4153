/**
 * The astrology chat over the engine's whole range: a birth of 1205 (a Julian-calendar date, read in Delhi's local
 * mean time) gets its chart and says how its date and clock were read, in each language; the Moon sign is the
 * engine's for the same birth.
 */
import { describe, expect, it } from 'vitest';
import { createAstroChatResponder } from '../../src/astrology/chat/responder';
import { kundali } from '../../src/astrology/index';

const ask = async (content: string) => (await createAstroChatResponder()(
  { model: 'graha-astro-standard', messages: [{ role: 'user', content }] } as never, 'astro-standard', new AbortController().signal)).text;

describe('a birth of 1205 in the chat', () => {
  const k = kundali({ date: '1205-03-12', time: '06:30', lat: 28.65195, lon: 77.23149 });
  it('the engine reads it as a Julian date in local mean time', () => {
    expect(k.time).toMatchObject({ calendar: 'julian', tz_source: 'local_mean_time', date_gregorian: '1205-03-19' });
  });
  it.each([
    ['en', 'Born 12 March 1205, 6:30 am, Delhi. What is my moon sign?', 'local mean time', 'Julian calendar date, Gregorian 1205-03-19'],
    ['hi', 'मेरा जन्म 12 मार्च 1205 को सुबह 6:30 बजे दिल्ली में हुआ। मेरी चंद्र राशि क्या है?', 'स्थानीय माध्य समय', 'जूलियन कैलेंडर की तिथि, ग्रेगोरियन 1205-03-19'],
    ['ta', 'நான் 1205 மார்ச் 12 அன்று காலை 6:30 மணிக்கு டெல்லியில் பிறந்தேன். என் ராசி என்ன?', 'உள்ளூர் சராசரி நேரம்', 'ஜூலியன் நாட்காட்டி தேதி, கிரிகோரியன் 1205-03-19'],
  ])('%s: answers the Moon sign and states the calendar and the clock', async (_, question, lmt, julian) => {
    const text = await ask(question);
    expect(text).toContain(k.moon_sign);
    expect(text).toContain(lmt);
    expect(text).toContain(julian);
  }, 30_000);
});
