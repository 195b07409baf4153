/**
 * What a question asks: an ordered list of parts (the order they were asked in), each with its parameters, from
 * keyword rules in English, Hindi and Tamil (with the usual transliterations: manglik, kuja dosham, sadesati ...).
 * A question may ask several things ("my Moon sign, my dasha and my career this year"): every part is answered.
 */
import type { Language } from './lexicon';
import type { Graha } from '../constants';
import { dayToolHits, dropForDayTools } from './dayToolWords';
import { WESTERN_POINT_WORDS, chartToolHits, maskToolLagna, westernPointsOf } from './askedChart';

export * from './parts';
import type { BasicsItem, DoshaKey, EventKind, LifeArea, Part, Topic, WesternAsk } from './parts';

/** Parts that need no birth chart: a day, a festival, a muhurta at a place. */
export const NO_BIRTH: ReadonlySet<Topic> = new Set(['muhurta', 'panchang', 'festival', 'periods']);
export const needsBirth = (p: Part): boolean => !NO_BIRTH.has(p.topic) && !(p.topic === 'horoscope' && p.sign !== undefined)
  // Chandrashtama of a named rashi, tarabala/chandrabalam of a named nakshatra or rashi: no birth.
  && !(p.topic === 'chandrashtama' && p.sign !== undefined) && !(p.topic === 'balam' && (p.nakshatra !== undefined || p.sign !== undefined))
  // A KP horary number, or only the ruling planets of now: the moment and a place, no birth.
  && !(p.topic === 'kp' && (p.horary !== undefined || p.items.every((i) => i === 'ruling')));

/** Unicode-aware word start (\b does not see Devanagari or Tamil letters). */
const W = '(?<![\\p{L}\\p{M}])';
const re = (src: string) => new RegExp(src, 'iu');

const DOSHA_RULES: [DoshaKey, RegExp][] = [
  ['mangal', re(`mangal\\s*-?\\s*dosh|manglik|mangalik|\\bmangli\\b|kuja\\s*dosh|chevvai\\s*dosh|sevvai\\s*dosh|mars\\s+dosh|bhauma\\s*dosh|मंगल\\s*दोष|मांगलिक|मंगली|कुज\\s*दोष|செவ்வாய்\\s*தோஷ|குஜ\\s*தோஷ`)],
  ['kaal_sarp', re(`kaa?l\\s*-?\\s*sarpa?|kala\\s*sarpa|काल\\s*सर्प|कालसर्प|கால\\s*சர்ப்ப|காலசர்ப்ப`)],
  ['sade_sati', re(`sa+d(h)?e?\\s*-?\\s*sa+ti|sadesati|elarai|ezh?arai|ezhara\\s*sani|7\\.5\\s*years?\\s+(of\\s+)?saturn|saturn'?s?\\s+7\\.5|साढ़े\\s*साती|साढ़ेसाती|साढेसाती|साढे\\s*साती|ஏழரை`)],
  ['dhaiya', re(`dhaiy+a|dhaiyaa|kantaka\\s*s[h]?ani|ashtama\\s*s[h]?ani|ashtam\\s*shani|small\\s+panoti|ढैया|ढैय्या|अष्टम\\s*शनि|कंटक\\s*शनि|கண்டக\\s*சனி|அஷ்டம\\s*சனி`)],
  ['pitra', re(`pit(h)?r[aiu]?\\s*-?\\s*dosh|पितृ\\s*दोष|पितृदोष|பித்ரு\\s*தோஷ|பித்ரு`)],
  ['grahan', re(`grahan(a)?\\s*dosh|eclipse\\s+dosh|ग्रहण\\s*दोष|கிரகண\\s*தோஷ`)],
  ['kemadruma', re(`kemadrum|केमद्रुम|கேமத்ரும`)],
  ['guru_chandal', re(`guru\\s*-?\\s*chand(a)?l|गुरु\\s*चांडाल|गुरु\\s*चण्डाल|குரு\\s*சண்டாள`)],
  ['ganda_moola', re(`gand(a)?\\s*-?\\s*moo?la?|gandmool|गंड\\s*मूल|गण्डमूल|गंडमूल|கண்ட\\s*மூல`)],
  ['kalathra', re(`kal(a)?t(h)?ra\\s*dosh|களத்திர\\s*தோஷ|कलत्र\\s*दोष`)],
  ['shrapit', re(`shrapit|श्रापित|शापित|சாபித|ஷ்ராபித`)],
];
const ANY_DOSHA = re(`\\bdosh(a|am|as)?\\b|doshas|दोष|தோஷ`);

const AREA_RULES: [LifeArea, RegExp][] = [
  ['career', re(`career|\\bjobs?\\b|profession|famous|\\bfame\\b|reputation|recognition|प्रसिद्धि|यश\\b|मान\\s*सम्मान|புகழ்|occupation|\\bwork\\b|business|promotion|employment|naukri|करियर|कैरियर|नौकरी|व्यवसाय|पेशा|व्यापार|तरक्की|தொழில்|வேலை|உத்தியோக|பதவி`)],
  ['marriage', re(`marri|spouse|\\bwife\\b|husband|\\blove\\b|relationship|\\bpartner\\b|loyal|faithful|wedding|shaadi|shadi|vivah|विवाह|शादी|जीवनसाथी|प्रेम|திருமண|கல்யாண|வாழ்க்கைத் துணை|காதல்`)],
  ['children', re(`\\bchild|children|\\bkids?\\b|\\bsons?\\b|daughter|progeny|pregnan|conceive|\\bbaby|santan|संतान|बच्च|पुत्र|औलाद|குழந்தை|சந்தான|புத்திர|வாரிசு`)],
  ['education', re(`educat|studies|\\bstudy|\\bexams?\\b|degree|college|universit|school|शिक्षा|पढ़ाई|पढाई|परीक्षा|विद्या|கல்வி|படிப்பு|தேர்வு`)],
  ['health', re(`health|disease|illness|\\bsick|medical|surgery|स्वास्थ्य|सेहत|रोग|बीमारी|உடல்நல|ஆரோக்கிய|நோய்`)],
  ['finance', re(`money|wealth|financ|income|\\brich\\b|salary|savings|invest|\\bdhan\\b|धन|पैसा|आर्थिक|वित्त|कमाई|செல்வ|பணம்|நிதி|வருமான`)],
  ['property', re(`propert|real\\s+estate|\\bland\\b|vehicle|\\bcars?\\b|\\bflat\\b|apartment|buy\\s+(a\\s+)?(house|home)|own\\s+(a\\s+)?(house|home)|संपत्ति|सम्पत्ति|मकान|वाहन|ज़मीन|जमीन|भूमि|சொத்து|வீடு|வாகன|நிலம்|மனை(?!வி)`)],
  ['travel', re(`travel|abroad|foreign|overseas|\\bvisa\\b|immigra|settle\\s+(abroad|outside|in\\s+(the\\s+)?(us|usa|uk|canada|australia))|videsh|विदेश|यात्रा|வெளிநாடு|பயண|அயல்நாடு`)],
  ['disputes', re(`dispute|\\bcourt|legal|lawsuit|litigation|\\bcases?\\b|enem(y|ies)|rivals?|conflict|\\bdebts?\\b|मुकदमा|मुक़दमा|कोर्ट|विवाद|शत्रु|कर्ज|क़र्ज़|கோர்ட்|நீதிமன்ற|வழக்கு|பகை|தகராறு|கடன்`)],
  ['spirituality', re(`spiritual|moksha|meditat|religio|\\bdharma\\b|sadhana|liberation|आध्यात्म|अध्यात्म|मोक्ष|ध्यान|साधना|ஆன்மீக|மோட்ச|தியான`)],
];

/** "When will ...": the part is the timing of an event, not a reading of the life area. */
const WHEN = re(`when\\s+(will|would|shall|can|do|does|is|am)|which\\s+(year|age|month)|what\\s+age|at\\s+what\\s+age|how\\s+soon|\\bwill\\s+i\\s+(ever\\s+)?(get|have|buy|go|find|be|settle|change|own)|chances?\\s+of|\\bkab\\b|कब|किस\\s+(साल|उम्र|वर्ष)|எப்போது|எந்த\\s+(வயதில்|ஆண்டு|வருடம்)|எப்பொழுது`);
/** A graha named on its own (not "sun sign", "moon sign", "Mangal dosha", "Shani sade sati"). */
const PLANET_RULES: [Graha, RegExp][] = [
  ['Sun', re(`\\bsun\\b(?!\\s*-?\\s*sign)|\\bsurya\\b(?!\\s*rashi)|सूर्य(?!\\s*राशि)|சூரியன்`)],
  ['Moon', re(`\\bmoon\\b(?!\\s*-?\\s*sign)|\\bchandra\\b(?!\\s*rashi)|चंद्रमा|சந்திரன்`)],
  ['Mars', re(`\\bmars\\b(?!\\s*dosh)|\\bmangal\\b(?!\\s*-?\\s*dosh)|मंगल(?!\\s*दोष)|செவ்வாய்(?!\\s*தோஷ)`)],
  ['Mercury', re(`\\bmercury\\b|\\bbudh(a)?\\b|बुध|புதன்`)],
  ['Jupiter', re(`\\bjupiter\\b|\\bguru\\b(?!\\s*-?\\s*chand)|brihaspati|बृहस्पति|गुरु(?!\\s*चां)|குரு(?!\\s*சண்)`)],
  ['Venus', re(`\\bvenus\\b|\\bshukra\\b|शुक्र|சுக்கிரன்`)],
  ['Saturn', re(`\\bsaturn\\b|\\bshani\\b|शनि|சனி(?!\\s*பெயர்)`)],
  ['Rahu', re(`\\brahu\\b(?!\\s*-?\\s*kaa?l)|राहु(?!\\s*काल)|ராகு(?!\\s*கால)`)],
  ['Ketu', re(`\\bketu\\b|केतु|கேது`)],
];

/** "My horoscope for today", "राशिफल", "ராசி பலன்"; "lucky number/colour" is the horoscope's too. */
const HOROSCOPE = re(`horoscope|rashifal|rashi\\s*phal|राशिफल|राशि\\s*फल|ராசி\\s*பலன்|ராசிபலன்|lucky\\s+(number|colou?r)|शुभ\\s+(अंक|रंग)|அதிர்ஷ்ட\\s+(எண்|நிற)`);
const HOROSCOPE_WEEK = re(`week|weekly|सप्ताह|हफ्ते|हफ़्ते|வார`);
const HOROSCOPE_MONTH = re(`month|monthly|महीने|मासिक|மாத`);
/** Sign names a horoscope question may name (English; Hindi and Tamil rashi names). */
const SIGN_WORDS: RegExp[] = [
  ['aries', 'मेष', 'மேஷ'], ['taurus', 'वृषभ', 'ரிஷப'], ['gemini', 'मिथुन', 'மிதுன'], ['cancer', 'कर्क', 'கடக'], ['leo', 'सिंह', 'சிம்ம'],
  ['virgo', 'कन्या', 'கன்னி'], ['libra', 'तुला', 'துலா'], ['scorpio', 'वृश्चिक', 'விருச்சிக'], ['sagittarius', 'धनु', 'தனுசு'],
  ['capricorn', 'मकर', 'மகர'], ['aquarius', 'कुंभ', 'கும்ப'], ['pisces', 'मीन', 'மீன'],
].map(([en, hi, ta]) => re(`\\b${en}\\b|${hi}|${ta}`));

/** "A good time to ...": the timing of an event when the question names one. */
const TIME_FOR = re(`(good|right|auspicious|best|favou?rable)\\s+time\\s+(to|for)|सही\\s+समय|अच्छा\\s+समय|சரியான\\s+நேர|நல்ல\\s+நேரமா`);
/** What only a muhurta question says: the word, a ceremony, a day or a date. */
const MUHURTA_SPECIFIC = re(`muhur|ceremony|griha\\s*pravesh|house\\s*warming|housewarming|namkaran|mundan|\\b(date|dates|day|days|today|tomorrow|week|month)\\b|मुहूर्त|गृह\\s*प्रवेश|तारीख|दिन|आज|कल|முகூர்த்த|தேதி|நாள்|இன்று|நாளை`);
const EVENT_RULES: [EventKind, RegExp][] = [
  ['marriage', re(`marri|wedding|shaadi|shadi|vivah|शादी|विवाह|திருமண|கல்யாண`)],
  ['job', re(`\\bjobs?\\b|employment|promotion|new\\s+work|naukri|नौकरी|तरक्की|வேலை|உத்தியோக|பதவி\\s*உயர்வு`)],
  ['child', re(`\\bchild|children|\\bkids?\\b|\\bbaby|\\bsons?\\b|daughter|pregnan|conceive|santan|संतान|बच्च|औलाद|குழந்தை|சந்தான|வாரிசு`)],
  ['property', re(`\\bhouse|\\bhome\\b|propert|\\bflat\\b|\\bland\\b|\\bcars?\\b|vehicle|apartment|मकान|घर|संपत्ति|सम्पत्ति|वाहन|ज़मीन|जमीन|வீடு|சொத்து|வாகன|நிலம்|மனை(?!வி)`)],
  ['travel', re(`abroad|foreign|overseas|\\bvisa\\b|travel|settle|videsh|विदेश|யாத்திரை|வெளிநாடு|அயல்நாடு|பயண`)],
];

const TOPIC_RULES: [Exclude<Topic, 'life' | 'event' | 'dosha' | 'basics' | 'festival' | 'western'>, RegExp][] = [
  ['personality', re(`personality|\\bnature\\b|character|temperament|who\\s+am\\s+i|स्वभाव|व्यक्तित्व|குணம்|இயல்பு|சுபாவ`)],
  ['dasha', re(`dasha|\\bdasa\\b|mahadasha|antardasha|bhukti|running\\s+period|दशा|தசை|தசா|புக்தி`)],
  ['period', re(`(bad|good|tough|difficult|hard|rough|testing)\\s+(period|phase|time|patch)|going\\s+through|बुरा\\s+(समय|दौर)|खराब\\s+(समय|दौर)|कठिन\\s+समय|கஷ்ட\\s*காலம்|கெட்ட\\s+நேரம்|how\\s+(is|will\\s+be|'s|will)\\s+(the\\s+)?(year\\s+)?(\\d{4}|this\\s+year|next\\s+year|coming)|next\\s+(\\d+|one|two|three|six|twelve|few)\\s+months|coming\\s+(year|months)|this\\s+year|next\\s+year|\\btransits?\\b|gochar|आने\\s+वाले|अगले\\s+(साल|वर्ष|\\d+|छह|तीन)|इस\\s+(साल|वर्ष)|गोचर|வரும்\\s+(ஆண்டு|மாத)|அடுத்த\\s+(ஆண்டு|வருட|\\d+|ஆறு|மூன்று)|இந்த\\s+(ஆண்டு|வருட)|கோசார|கோச்சார`)],
  ['strengths', re(`strongest|weakest|\\bstrong|\\bweak|strength|shadbala|powerful|\\byogas?\\b|raja?\\s*yoga|dhana\\s*yoga|बलवान|बली|कमज़ोर|कमजोर|षड्बल|योग|வலிமை|பலம்|பலவீன|யோக`)],
  ['remedies', re(`remed|upay|\\bmantra|gemstone|\\bgems?\\b|\\bstones?\\b|ratna|propitiat|\\bfasting|\\bvrat|charity|उपाय|उपचार|रत्न|व्रत|दान|பரிகார|பரிஹார|ரத்தின|விரத|தானம்`)],
  ['compatibility', re(`compatib|\\bmatch(ing)?\\b|kundali\\s+milan|guna\\s+milan|porutham|\\bkoot|ashtakoota|मिलान|गुण\\s+मिलान|मेल\\s|பொருத்தம்|பொருத்த`)],
  ['muhurta', re(`muhur(a)?t|muhurtham|(today|tomorrow|day\\s+after\\s+tomorrow|this\\s+(week|month)|next\\s+(week|month))\\s+(a\\s+)?(good|auspicious|favou?rable|right)\\s+(day\\s+|time\\s+)?(for|to)\\b|(good|auspicious|right)\\s+(day\\s+|time\\s+)?(for|to)\\s+(buy|start|begin|sign|open|launch|move|shift|travel|get\\s+married|marry)|(आज|कल|परसों)[^.?!।]{0,40}(शुभ|अच्छा)|(இன்று|நாளை)[^.?!]{0,40}(நல்ல\\s+நாள|உகந்த|சுப)|auspicious\\s+(date|day|time)|good\\s+(date|day|time)s?|best\\s+(date|day|time)s?|shubh(a)?\\s+(din|date|muhurat)|griha\\s*pravesh|house\\s*warming|housewarming|naming\\s+ceremony|namkaran|mundan|शुभ\\s*(मुहूर्त|दिन|तिथि)|मुहूर्त|गृह\\s*प्रवेश|गृहप्रवेश|முகூர்த்த|நல்ல\\s+நாள்|சுப\\s+நாள்|கிரகப்பிரவேச|கிரகப் பிரவேச|புதுமனை`)],
  ['panchang', re(`tamil\\s+(date|month|year|calendar)|தமிழ்\\s*(தேதி|மாத|வருட|ஆண்டு|நாட்காட்டி)|तमिल\\s+(तिथि|तारीख|महीन|मास|वर्ष|संवत्सर|कैलेंडर)|panchang|panchangam|(today|tomorrow)'?s?\\s+(tithi|nakshatra|star|yoga|karana)|(tithi|nakshatra|yoga|karana)\\s+(is\\s+it\\s+)?(today|tomorrow)|आज\\s+(का|की)\\s+(नक्षत्र|योग|करण)|இன்றைய\\s+(நட்சத்திர|யோக)|இன்று\\s+என்ன\\s+நட்சத்திர|\\btithi|\\bthithi|rahu\\s*-?\\s*kaa?l|yamaganda|gulika|\\bkarana|sunrise|sunset|पंचांग|तिथि|राहु\\s*काल|राहुकाल|सूर्योदय|सूर्यास्त|பஞ்சாங்க|திதி|ராகு\\s*கால|ராகுகால|சூரிய\\s*உதய|நல்ல\\s+நேரம்`)],
];

/** Sign words of a Western question (its signs part): Sun, Moon or rising sign, star or zodiac sign. */
const WESTERN_SIGN_WORDS = re(`sun\\s*sign|moon\\s*sign|star\\s*sign|zodiac\\s*sign|rising|ascendant|${W}lagn|राशि|लग्न|ராசி|லக்ன`);
const BASICS_RULES: [BasicsItem, RegExp][] = [
  ['lagna', re(`${W}lagn|\\bascendant|\\blagan\\b|लग्न|லக்ன`)],
  ['moon', re(`moon\\s*-?\\s*sign|\\brashi|\\braasi|\\brasi\\b|chandra\\s*rashi|janma\\s*rashi|राशि|ராசி`)],
  ['sun', re(`सूर्य\\s*राशि|சூரிய\\s*ராசி|surya\\s*rashi`)],
  ['nakshatra', re(`nakshatra|nakshatram|natchathiram|birth\\s*star|janma\\s*nakshatra|\\bpada\\b|नक्षत्र|நட்சத்திர`)],
];

/** The festivals the engine computes (festivals.ts names), with the names people type. */
const FESTIVAL_RULES: [string, RegExp][] = [
  ['Diwali (Lakshmi Puja)', re(`diwali|deepavali|divali|dipawali|lakshmi\\s+puja|दीवाली|दिवाली|दीपावली|தீபாவளி`)],
  ['Holi', re(`\\bholi\\b|होली|ஹோலி`)],
  // Every lunar month's observances (festivals.ts lists each): the next one or two are answered.
  ['Ekadashi', re(`ekadashi|ekadasi|एकादशी|ஏகாதசி`)],
  ['Purnima', re(`purnima|pournami|poornima|full\\s+moon\\s+(day|date)|पूर्णिमा|பௌர்ணமி|பூர்ணிமா`)],
  ['Amavasya', re(`amavas(y)?a|amavasai|new\\s+moon\\s+(day|date)|अमावस्या|அமாவாசை`)],
  ['Holika Dahan', re(`holika|होलिका`)],
  ['Maha Shivaratri', re(`shivaratri|shivratri|शिवरात्रि|சிவராத்திரி`)],
  ['Krishna Janmashtami', re(`janmashtami|janmastami|gokulashtami|krishna\\s+jayanthi|जन्माष्टमी|கோகுலாஷ்டமி|கிருஷ்ண\\s+ஜெயந்தி`)],
  ['Ganesh Chaturthi', re(`ganesh\\s+chaturthi|vinayaka\\s+chaturthi|vinayagar\\s+chathurthi|गणेश\\s+चतुर्थी|விநாயகர்\\s+சதுர்த்தி`)],
  ['Raksha Bandhan', re(`raksha\\s*bandhan|rakhi|रक्षा\\s*बंधन|राखी`)],
  ['Ram Navami', re(`ram(a)?\\s+navami|राम\\s+नवमी|ராம\\s+நவமி`)],
  ['Dussehra (Vijayadashami)', re(`dussehra|dasara|dussera|vijaya\\s*dashami|दशहरा|विजयादशमी|விஜயதசமி|தசரா`)],
  ['Sharad Navaratri begins', re(`navaratri|navratri|नवरात्रि|நவராத்திரி`)],
  ['Dhanteras', re(`dhanteras|धनतेरस`)],
  ['Bhai Dooj', re(`bhai\\s*dooj|भाई\\s*दूज`)],
  ['Chhath Puja', re(`chhath|छठ`)],
  ['Akshaya Tritiya', re(`akshaya?\\s+tritiya|akha\\s+teej|अक्षय\\s+तृतीया|அட்சய\\s+திருதியை`)],
  ['Guru Purnima', re(`guru\\s+purnima|गुरु\\s+पूर्णिमा|குரு\\s+பூர்ணிமா`)],
  ['Buddha Purnima', re(`buddha\\s+purnima|बुद्ध\\s+पूर्णिमा`)],
  ['Hanuman Jayanti', re(`hanuman\\s+jayanti|हनुमान\\s+जयंती|அனுமன்\\s+ஜெயந்தி`)],
  ['Vasant Panchami', re(`vasant\\s+panchami|basant\\s+panchami|वसंत\\s+पंचमी`)],
  ['Nag Panchami', re(`nag\\s+panchami|नाग\\s+पंचमी`)],
  ['Durga Ashtami', re(`durga\\s+ashtami|दुर्गा\\s+अष्टमी`)],
  ['Govardhan Puja', re(`govardhan|गोवर्धन`)],
  ['Ugadi / Gudi Padwa (Chaitra Navaratri begins)', re(`ugadi|gudi\\s+padwa|युगादि|गुड़ी\\s+पड़वा|உகாதி`)],
  ['Kartika Purnima (Dev Deepawali)', re(`kartika?\\s+purnima|dev\\s+deepawali|कार्तिक\\s+पूर्णिमा|கார்த்திகை\\s+தீபம்`)],
  ['Makar Sankranti (Pongal, Uttarayana)', re(`makar(a)?\\s+sankranti|pongal|uttarayan|मकर\\s+संक्रांति|பொங்கல்`)],
  ['Mesha Sankranti (Vishu, Puthandu, Baisakhi)', re(`vishu|puthandu|baisakhi|vaisakhi|mesha\\s+sankranti|बैसाखी|தமிழ்\\s+புத்தாண்டு|புத்தாண்டு|விஷு`)],
];
const FESTIVAL_ASK = re(`when\\s+is|\\bdate\\s+of|which\\s+(date|day)|कब\\s+है|कब|எப்போது|என்று|தேதி`);

/** Western (tropical) vocabulary: the answer then comes from the tropical engine. */
const WESTERN = re(`western|tropical|sun\\s*-?\\s*sign|rising\\s*sign|\\brising\\b|star\\s*sign|zodiac\\s+sign|placidus|koch\\s+houses|synastry|\\buranus|\\bneptune|\\bpluto|${WESTERN_POINT_WORDS}|पाश्चात्य|पश्चिमी|सायन|மேற்கத்திய|சாயன`);
const WESTERN_ASPECTS = re(`aspects?\\b|\\btrines?\\b|\\bsquares?\\b|oppositions?|sextiles?|conjunctions?`);
const WESTERN_TRANSITS = re(`\\btransits?\\b|\\btransiting`);
const WESTERN_SYNASTRY = re(`synastry|compatib|\\bmatch|relationship\\s+chart`);

/** A part with where it was asked (the order of the answer). */
interface Hit { part: Part; at: number }

function firstAt(text: string, r: RegExp): number {
  const m = r.exec(text);
  return m ? m.index : -1;
}

/**
 * The parts of one question, in the order asked. `partnerKnown`: a partner's details are in the conversation (so a
 * bare "are we compatible" or a Western match is about the two of them).
 */
export function partsOf(text: string, opts: { partnerKnown?: boolean } = {}): Part[] {
  // The panchang's daily tools (dayToolWords.ts): their words are blanked (with "·", no letter or space) so no other rule reads them.
  const dayTools = dayToolHits(text);
  text = dayTools.masked;
  const hits: Hit[] = [...dayTools.hits];
  const add = (part: Part, at: number) => { if (at >= 0) hits.push({ part, at }); };

  const western = WESTERN.test(text);
  // "Is this a good time to change jobs?" asks the timing of an event in the user's life, not a muhurta: a muhurta
  // question names a day, a date, a ceremony or the word itself.
  const when = WHEN.test(text) || TIME_FOR.test(text);
  const events = when ? EVENT_RULES.map(([e, r]) => ({ e, at: firstAt(text, r) })).filter((x) => x.at >= 0) : [];
  const muhurtaWords = firstAt(text, TOPIC_RULES.find(([t]) => t === 'muhurta')![1]);
  const muhurtaAt = muhurtaWords >= 0 && events.length > 0 && !MUHURTA_SPECIFIC.test(text) ? -1 : muhurtaWords;
  const panchangAt = firstAt(text, TOPIC_RULES.find(([t]) => t === 'panchang')![1]);
  const dayQuestion = muhurtaAt >= 0 || panchangAt >= 0;

  // Doshas: each named one; "any dosha?" only when none is named.
  const namedDoshas = DOSHA_RULES.map(([k, r]) => ({ k, at: firstAt(text, r) })).filter((d) => d.at >= 0);
  for (const d of namedDoshas) add({ topic: 'dosha', dosha: d.k }, d.at);
  if (namedDoshas.length === 0) add({ topic: 'dosha', dosha: 'all' }, firstAt(text, ANY_DOSHA));

  // Festivals: a named festival with a question about its date (or any named festival and a year).
  const fest = FESTIVAL_RULES.map(([name, r]) => ({ name, at: firstAt(text, r) })).filter((f) => f.at >= 0);
  const festivalAsked = fest.length > 0 && (FESTIVAL_ASK.test(text) || /\b(19|20)\d{2}\b/.test(text));
  for (const f of festivalAsked ? fest.slice(0, 2) : []) add({ topic: 'festival', name: f.name }, f.at);

  // Events and life areas: "when will I marry" is the timing of the event, "how is my marriage" the life area.
  for (const x of events) add({ topic: 'event', event: x.e }, x.at);
  const eventAreas: Record<EventKind, LifeArea> = { marriage: 'marriage', job: 'career', child: 'children', property: 'property', travel: 'travel' };
  const covered = new Set(events.map((x) => eventAreas[x.e]));
  for (const [area, r] of AREA_RULES) {
    if (covered.has(area)) continue;
    // A muhurta for a new home or a wedding is about the day, not the life area; a festival's puja is not a career.
    if (dayQuestion && (area === 'property' || area === 'marriage' || area === 'career')) continue;
    // "wife"/"husband" in a compatibility question name the partner, not the topic of marriage.
    if (area === 'marriage' && (opts.partnerKnown || /compatib|milan|match|porutham|synastry|मिलान|பொருத்த/iu.test(text)) && !/\bmarriage\b|married\s+life|विवाह|शादी|திருமண/iu.test(text)) continue;
    add({ topic: 'life', area }, firstAt(text, r));
  }

  for (const [topic, r] of TOPIC_RULES) {
    // "yoga" in a day question is the panchang's yoga; "good time" inside a muhurta question is not a period.
    if (topic === 'strengths' && panchangAt >= 0 && !/strong|weak|shadbala|बलवान|कमज|வலிமை|பலம்/iu.test(text)) continue;
    // A year asked with a life area ("my career this year") is that area's year, not a separate period.
    if (topic === 'period' && (dayQuestion || festivalAsked || events.length > 0 || hits.some((h) => h.part.topic === 'life'))) continue;
    if (topic === 'compatibility' && western) continue;
    if (topic === 'muhurta' && muhurtaAt < 0) continue;
    // "my strongest aspects" in a Western question is about aspects, not the grahas' shadbala.
    if (topic === 'strengths' && western) continue;
    add({ topic } as Part, firstAt(text, r));
  }

  // Chart basics: lagna, Moon sign, nakshatra (a day question's nakshatra is the day's, answered by the panchang).
  const items: { item: BasicsItem; at: number }[] = [];
  const westernSignsAt = western ? firstAt(text, WESTERN_SIGN_WORDS) : -1;
  const basicsText = maskToolLagna(text);
  for (const [item, r] of BASICS_RULES) {
    const at = firstAt(basicsText, r);
    if (at < 0) continue;
    if (dayQuestion && (item === 'nakshatra' || item === 'moon') && !/\bmy\b|\bmine\b|janma|birth|मेरा|मेरी|जन्म|என்\s|எனது|பிறந்த|ஜென்ம/iu.test(text)) continue;
    if (western && item !== 'nakshatra') continue;
    items.push({ item, at });
  }
  if (items.length) add({ topic: 'basics', items: items.sort((a, b) => a.at - b.at).map((x) => x.item) }, items.reduce((m, x) => Math.min(m, x.at), Infinity));

  if (western) {
    const ask: WesternAsk = WESTERN_SYNASTRY.test(text) || (opts.partnerKnown && /\bwe\b|\bus\b|\bour\b/i.test(text)) ? 'synastry'
      : WESTERN_TRANSITS.test(text) ? 'transits' : WESTERN_ASPECTS.test(text) ? 'aspects' : 'signs';
    const askRule = ask === 'synastry' ? WESTERN_SYNASTRY : ask === 'transits' ? WESTERN_TRANSITS : ask === 'aspects' ? WESTERN_ASPECTS : WESTERN;
    const points = westernPointsOf(text);
    add({ topic: 'western', ask, ...(points.length && ask !== 'synastry' ? { points } : {}) }, Math.max(firstAt(text, askRule), firstAt(text, WESTERN)));
    // "my Sun sign ... and my aspects": the signs are asked too.
    if (ask !== 'signs' && westernSignsAt >= 0) add({ topic: 'western', ask: 'signs' }, westernSignsAt);
    // Western transits answer the period; the sidereal period part would repeat it.
    if (ask === 'transits') removeTopic(hits, 'period');
  }

  // The Varshaphal, Jaimini and KP tools (askedChart.ts): their own parts; the Varshaphal is the asked year's reading
  // (no separate period), and a tool question is not a general strengths or personality reading.
  const tools = chartToolHits(text);
  for (const t of tools) add(t.part, t.at);
  if (tools.some((t) => t.part.topic === 'varshaphal')) {
    removeTopic(hits, 'period');
    if (/mudda|मुद्दा|முத்தா|முத்த\s*தசை/iu.test(text)) removeTopic(hits, 'dasha');
  }
  if (tools.length) removeTopic(hits, 'strengths');
  // A KP horary number answers the matter asked ("will I get the job?") from the horary chart, not the birth chart.
  if (tools.some((t) => t.part.topic === 'kp' && t.part.horary !== undefined)) { removeTopic(hits, 'life'); removeTopic(hits, 'event'); }

  // Personality already states the lagna and Moon sign.
  if (hits.some((h) => h.part.topic === 'personality')) {
    const b = hits.find((h) => h.part.topic === 'basics');
    if (b && b.part.topic === 'basics') {
      b.part.items = b.part.items.filter((i) => i !== 'lagna');
      if (b.part.items.length === 0) removeTopic(hits, 'basics');
    }
  }
  // A sign's horoscope: of the named sign, else the user's Moon sign (then a birth is needed).
  const horoscopeAt = firstAt(text, HOROSCOPE);
  if (horoscopeAt >= 0) {
    const sign = SIGN_WORDS.findIndex((r) => r.test(text));
    const period = HOROSCOPE_WEEK.test(text) ? 'weekly' : HOROSCOPE_MONTH.test(text) ? 'monthly' : 'daily';
    // A horoscope question is about the sign's days, not the chart's basics or a period reading.
    for (const t of ['basics', 'period', 'personality'] as Topic[]) removeTopic(hits, t);
    add({ topic: 'horoscope', period, ...(sign >= 0 ? { sign } : {}) }, horoscopeAt);
  }

  // A graha asked about on its own ("What does Saturn do in my chart?", "Is Venus strong?"): its own part, in place
  // of the general strengths; never when another part already covers it (its dasha, transit, remedy or dosha).
  if (hits.every((h) => h.part.topic === 'strengths' || h.part.topic === 'personality')) {
    const named = PLANET_RULES.map(([g, r]) => ({ g, at: firstAt(text, r) })).filter((x) => x.at >= 0);
    if (named.length) {
      removeTopic(hits, 'strengths');
      removeTopic(hits, 'personality');
      for (const x of named.slice(0, 2)) add({ topic: 'planet', planet: x.g }, x.at);
    }
  }
  if (dayTools.hits.length) dropForDayTools(hits, text);
  return dedupe(hits.sort((a, b) => a.at - b.at).map((h) => h.part));
}

function removeTopic(hits: Hit[], topic: Topic): void {
  for (let i = hits.length - 1; i >= 0; i--) if (hits[i].part.topic === topic) hits.splice(i, 1);
}

const keyOf = (p: Part): string => JSON.stringify(p);
function dedupe(parts: Part[]): Part[] {
  const seen = new Set<string>();
  return parts.filter((p) => { const k = keyOf(p); if (seen.has(k)) return false; seen.add(k); return true; });
}

/** The asked number of months ahead ("next six months", "अगले 6 महीने", "அடுத்த ஆறு மாதங்கள்"), or null. */
export function monthsAheadOf(text: string): number | null {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6, nine: 9, twelve: 12, few: 3, छह: 6, तीन: 3, ஆறு: 6, மூன்று: 3 };
  const m = /next\s+(\d{1,2}|one|two|three|four|six|nine|twelve|few)\s+months|coming\s+(\d{1,2}|three|six|few)\s+months|अगले\s+(\d{1,2}|छह|तीन)\s+महीन|அடுத்த\s+(\d{1,2}|ஆறு|மூன்று)\s+மாத/iu.exec(text);
  if (!m) return /coming\s+months|आने\s+वाले\s+महीन|வரும்\s+மாத/iu.test(text) ? 6 : null;
  const v = m[1] ?? m[2] ?? m[3] ?? m[4];
  const n = /^\d+$/.test(v) ? +v : words[v.toLowerCase()];
  return n >= 1 && n <= 24 ? n : null;
}

/** "today" (0), "tomorrow" (1), "day after tomorrow" (2) in en/hi/ta, or null. */
export function relativeDayOf(text: string): number | null {
  if (/day\s+after\s+tomorrow|परसों|நாளை\s+மறுநாள்/iu.test(text)) return 2;
  if (/tomorrow|\bkal\b|आने\s+वाले\s+कल|कल|நாளை/iu.test(text)) return 1;
  if (/today|tonight|\baaj\b|आज|இன்று|இன்றைய/iu.test(text)) return 0;
  return null;
}

/** Languages whose question words the rules above read. */
export const PART_LANGUAGES: readonly Language[] = ['en', 'hi', 'ta'];
