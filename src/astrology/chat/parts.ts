/**
 * The parts a question can ask (asked.ts reads them from the text; sections/ answers each): the types alone, so the
 * keyword modules (dayToolWords.ts, askedChart.ts) and asked.ts share them without importing one another in a loop.
 */
import type { Graha } from '../constants';

/** Which table of the day a periods part asks for (GET /v1/astrology/panchang/periods). */
export type PeriodKind = 'choghadiya' | 'hora' | 'gowri';

export const LIFE_AREAS = ['career', 'marriage', 'children', 'education', 'health', 'finance', 'property', 'travel', 'disputes', 'spirituality'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];
export const DOSHA_KEYS = ['mangal', 'kaal_sarp', 'sade_sati', 'dhaiya', 'pitra', 'grahan', 'kemadruma', 'guru_chandal', 'ganda_moola', 'kalathra', 'shrapit'] as const;
export type DoshaKey = (typeof DOSHA_KEYS)[number];
export const EVENTS = ['marriage', 'job', 'child', 'property', 'travel'] as const;
export type EventKind = (typeof EVENTS)[number];
export type WesternAsk = 'signs' | 'aspects' | 'transits' | 'synastry';
export type BasicsItem = 'lagna' | 'moon' | 'sun' | 'nakshatra';
/** Jaimini items (askedChart.ts): the atmakaraka, all chara karakas, karakamsa, arudha lagna (A1), upapada (A12), rashi drishti. */
export type JaiminiItem = 'atmakaraka' | 'karakas' | 'karakamsa' | 'arudha' | 'upapada' | 'drishti';
/** KP items (askedChart.ts): a cusp's lords, a house's significators, the ruling planets of now. */
export type KpItem = 'cusp' | 'significators' | 'ruling';

export type Part =
  | { topic: 'basics'; items: BasicsItem[] }
  | { topic: 'personality' }
  /** `all`: "do I have any dosha?" */
  | { topic: 'dosha'; dosha: DoshaKey | 'all' }
  | { topic: 'life'; area: LifeArea }
  | { topic: 'event'; event: EventKind }
  | { topic: 'period' }
  | { topic: 'dasha' }
  | { topic: 'strengths' }
  | { topic: 'remedies' }
  | { topic: 'compatibility' }
  | { topic: 'muhurta' }
  | { topic: 'panchang' }
  | { topic: 'festival'; name: string }
  /** `points`: Chiron or asteroids named ("Where is Chiron in my chart?"). */
  | { topic: 'western'; ask: WesternAsk; points?: string[] }
  /** The Varshaphal (Tajika annual chart) of the asked year (u.years, this/next year) or completed age; default this year. */
  | { topic: 'varshaphal'; age?: number }
  /** Jaimini: the asked items; `padas`: other arudha padas named (A2..A11); `scheme`: 7 karakas when asked. */
  | { topic: 'jaimini'; items: JaiminiItem[]; padas?: number[]; scheme?: '7' | '8' }
  /** KP: the asked items of a house (default the 1st); `horary`: the KP horary chart of that number (no birth needed). */
  | { topic: 'kp'; items: KpItem[]; house?: number; horary?: number }
  /** One graha in the chart ("What does Saturn do in my chart?", "Is Venus strong?"). */
  | { topic: 'planet'; planet: Graha }
  /** A sign's horoscope of a day, week or month (GET /v1/astrology/horoscope): a named sign, else the user's Moon sign. */
  | { topic: 'horoscope'; period: 'daily' | 'weekly' | 'monthly'; sign?: number }
  /** The day's choghadiya, hora or gowri panchangam at a place (GET /v1/astrology/panchang/periods): no birth. */
  | { topic: 'periods'; kind: PeriodKind; planet?: Graha }
  /** Chandrashtama days (GET /v1/astrology/panchang/chandrashtama) of a named rashi, else of the user's Moon sign. */
  | { topic: 'chandrashtama'; sign?: number }
  /** Tarabala and chandrabalam of a day (GET /v1/astrology/panchang/balam) for a named nakshatra or rashi, else the user's. */
  | { topic: 'balam'; ask: 'day' | 'tara' | 'chandra'; nakshatra?: number; sign?: number };
export type Topic = Part['topic'];
