/**
 * Questions that need no birth, about a day at a place: the panchang of a day (panchang.ts, = GET
 * /v1/astrology/panchang), the best days for an undertaking (muhurta.ts, the puja planner's scoring) and the date of a
 * festival (festivals.ts, = GET /v1/astrology/festivals). Times are the place's local time.
 */
import type { Graha } from '../../constants';
import { festivals, type FestivalEvent, type Kala, type LunarMonth } from '../../festivals';
import { addDays, isoDate, offsetMsAt, panchang, parsePlace, type Panchang } from '../../panchang';
import { WEEKDAYS } from '../../panchangElements';
import { karanaLocal, pakshaLocal, tithiLocal, varaLocal, yogaLocal } from '../../panchangI18n';
import {
  DEFAULT_DURATION_MINUTES, GENERIC_PROFILE, bestDays, blockedPeriods, hhmm, localIsoOf, pujaCitations, pujaProfile, scoreDay, windowOf,
  type BlockedPeriod, type DayMark, type DayScore, type PujaProfile,
} from '../../muhurta';
import type { CivilDate } from '../../validate';
import { MUHURTA_NOTE } from '../corpus/entries';
import type { CorpusEntry, MuhurtaRule } from '../corpus/rules';
import { cityLabel, lookupPlace } from '../places';
import { nakshatraName, planetName, signName, type Language, type Localized } from '../lexicon';
import { SIGNS } from '../../constants';
import type { Part } from '../asked';
import { L, list, offsetLabel } from './common';
import { section, type DayPlace, type Section, type SectionContext } from './types';

const T = {
  askCity: { en: 'Which city should I compute this for? Tithi, sunrise and muhurta times depend on the place (for example: "in Chennai").', hi: 'किस शहर के लिए गणना करूँ? तिथि, सूर्योदय और मुहूर्त का समय स्थान पर निर्भर करता है (जैसे: "दिल्ली में")।', ta: 'எந்த ஊருக்குக் கணிக்க வேண்டும்? திதி, சூரிய உதயம், முகூர்த்த நேரம் இடத்தைப் பொறுத்தது (எ.கா. "சென்னையில்").' },
  onDate: { en: '{time} on {date}', hi: '{date} को {time}', ta: '{date} அன்று {time}' },
  localTimes: { en: 'Times are local time at {place} (UTC{offset}{zone}).', hi: 'समय {place} का स्थानीय समय है (UTC{offset}{zone})।', ta: 'நேரங்கள் {place} உள்ளூர் நேரம் (UTC{offset}{zone}).' },
  // Panchang
  tamilDate: {
    en: 'Tamil date: {month} {day} of the {year} year (Tamil solar calendar; the month began on {start}, its sankranti before that day\'s sunset).',
    hi: 'तमिल सौर तारीख: {year} संवत्सर, {month} मास का {day}वाँ दिन (मास {start} से)।',
    ta: 'தமிழ் தேதி: {year} வருடம், {month} {day} (மாதம் தொடங்கியது {start}).',
  },
  head: { en: 'On {date} ({weekday}) at {place}:', hi: '{date} ({weekday}) को {place} में:', ta: '{date} ({weekday}), {place}:' },
  tithi: { en: 'Tithi: {name} until {end}, then {next}.', hi: 'तिथि: {name} {end} तक, फिर {next}।', ta: 'திதி: {name} {end} வரை, பின் {next}.' },
  nakshatra: { en: 'Nakshatra: {name} (pada {pada}, lord {lord}) until {end}, then {next}.', hi: 'नक्षत्र: {name} (चरण {pada}, स्वामी {lord}) {end} तक, फिर {next}।', ta: 'நட்சத்திரம்: {name} (பாதம் {pada}, அதிபதி {lord}) {end} வரை, பின் {next}.' },
  yoga: { en: 'Yoga: {name} until {end}, then {next}.', hi: 'योग: {name} {end} तक, फिर {next}।', ta: 'யோகம்: {name} {end} வரை, பின் {next}.' },
  karana: { en: 'Karana: {name} until {end}, then {next}.', hi: 'करण: {name} {end} तक, फिर {next}।', ta: 'கரணம்: {name} {end} வரை, பின் {next}.' },
  vara: { en: 'Weekday: {name}.', hi: 'वार: {name}।', ta: 'வாரம்: {name}.' },
  sunrise: { en: 'Sunrise {rise}.', hi: 'सूर्योदय {rise}।', ta: 'சூரிய உதயம் {rise}.' },
  sunset: { en: 'Sunset {set} (day length {len}).', hi: 'सूर्यास्त {set} (दिनमान {len})।', ta: 'சூரிய அஸ்தமனம் {set} (பகல் நீளம் {len}).' },
  len: { en: '{h} h {m} min', hi: '{h} घंटे {m} मिनट', ta: '{h} மணி {m} நிமிடம்' },
  moon: { en: 'Moonrise {rise}, moonset {set}.', hi: 'चंद्रोदय {rise}, चंद्रास्त {set}।', ta: 'சந்திர உதயம் {rise}, சந்திர அஸ்தமனம் {set}.' },
  noneThatDay: { en: 'none that day', hi: 'उस दिन नहीं', ta: 'அன்று இல்லை' },
  rahu: { en: 'Rahu kalam {start}-{end}.', hi: 'राहु काल {start}-{end}।', ta: 'ராகு காலம் {start}-{end}.' },
  yamaganda: { en: 'Yamaganda {start}-{end}.', hi: 'यमगंड {start}-{end}।', ta: 'எமகண்டம் {start}-{end}.' },
  gulika: { en: 'Gulika kalam {start}-{end}.', hi: 'गुलिक काल {start}-{end}।', ta: 'குளிகை {start}-{end}.' },
  abhijit: { en: 'Abhijit muhurta {start}-{end}.', hi: 'अभिजित मुहूर्त {start}-{end}।', ta: 'அபிஜித் முகூர்த்தம் {start}-{end}.' },
  abhijitWed: { en: 'Abhijit muhurta {start}-{end} (traditionally not used on Wednesdays).', hi: 'अभिजित मुहूर्त {start}-{end} (बुधवार को परंपरा से इसका उपयोग नहीं होता)।', ta: 'அபிஜித் முகூர்த்தம் {start}-{end} (புதன்கிழமை வழக்கமாகப் பயன்படுத்தப்படுவதில்லை).' },
  panchangRule: { en: 'The panchang names the tithi, nakshatra, yoga and karana prevailing at sunrise (the Hindu day runs from sunrise to sunrise), each with the time it ends; Rahu kalam, Yamaganda and Gulika are the weekday\'s fixed eighths of the daytime, Abhijit the 8th of its 15 muhurtas. Lahiri ayanamsa.', hi: 'पंचांग सूर्योदय के समय चल रही तिथि, नक्षत्र, योग और करण बताता है (हिंदू दिन सूर्योदय से सूर्योदय तक), हर एक के समाप्ति-समय के साथ; राहु काल, यमगंड और गुलिक दिनमान के वार के अनुसार नियत आठवें भाग हैं, अभिजित 15 मुहूर्तों में 8वाँ। लाहिड़ी अयनांश।', ta: 'பஞ்சாங்கம் சூரிய உதயத்தில் நிலவும் திதி, நட்சத்திரம், யோகம், கரணம் ஆகியவற்றை அவை முடியும் நேரத்துடன் தருகிறது (இந்து நாள் சூரிய உதயம் முதல் சூரிய உதயம் வரை); ராகு காலம், எமகண்டம், குளிகை ஆகியவை கிழமைக்கேற்ப பகலின் நிலையான எட்டில் ஒரு பகுதிகள், அபிஜித் 15 முகூர்த்தங்களில் 8-வது. லாஹிரி அயனாம்சம்.' },
  began: { en: 'Began: tithi {tithi}, nakshatra {nak}, yoga {yoga}, karana {karana}. Lahiri ayanamsa {ayan}°.', hi: 'आरंभ: तिथि {tithi}, नक्षत्र {nak}, योग {yoga}, करण {karana}। लाहिड़ी अयनांश {ayan}°।', ta: 'தொடக்கம்: திதி {tithi}, நட்சத்திரம் {nak}, யோகம் {yoga}, கரணம் {karana}. லாஹிரி அயனாம்சம் {ayan}°.' },
  // Muhurta
  best: { en: 'Best days for {kind} {span} at {place}: {days}.', hi: '{place} में {span} {kind} के लिए सबसे अच्छे दिन: {days}।', ta: '{kind} — {place}, {span}: சிறந்த நாட்கள் {days}.' },
  none: { en: 'No day {span} at {place} has a free window for {kind} outside the avoided tithis, yogas and periods; widen the range.', hi: '{place} में {span} {kind} के लिए वर्जित तिथि, योग और कालों से बाहर कोई खाली समय नहीं है; अवधि बढ़ाएँ।', ta: '{kind} — {place}, {span}: விலக்கப்பட்ட திதி, யோகம், காலங்களுக்கு வெளியே நேரம் உள்ள நாள் இல்லை; காலத்தை நீட்டவும்.' },
  yes: { en: 'Yes: {date} ({weekday}) is a good day for {kind} at {place}, from {start} to {end}.', hi: 'हाँ: {date} ({weekday}) {place} में {kind} के लिए अच्छा दिन है, {start} से {end} तक।', ta: 'ஆம்: {date} ({weekday}) {kind} செய்ய நல்ல நாள் ({place}), {start} முதல் {end} வரை.' },
  maybe: { en: 'It can be used: {date} ({weekday}) is not barred for {kind} at {place} but not among the best (score {score}); a free window is {start}-{end}.', hi: 'चल सकता है: {date} ({weekday}) {place} में {kind} के लिए वर्जित नहीं, पर सर्वश्रेष्ठ भी नहीं (अंक {score}); खाली समय {start}-{end}।', ta: 'பயன்படுத்தலாம்: {date} ({weekday}) {kind} செய்ய விலக்கப்படவில்லை, ஆனால் சிறந்ததும் அல்ல (மதிப்பெண் {score}; {place}); நேரம் {start}-{end}.' },
  no: { en: 'No: {date} ({weekday}) is not recommended for {kind} at {place}: {why}.', hi: 'नहीं: {date} ({weekday}) {place} में {kind} के लिए उचित नहीं: {why}।', ta: 'இல்லை: {date} ({weekday}) {kind} செய்ய உகந்ததல்ல ({place}): {why}.' },
  noWindow: { en: 'no free window between sunrise and sunset outside Rahu kalam, Yamaganda, Gulika and Vishti karana', hi: 'सूर्योदय और सूर्यास्त के बीच राहु काल, यमगंड, गुलिक और विष्टि करण से बाहर कोई खाली समय नहीं', ta: 'சூரிய உதயம் முதல் அஸ்தமனம் வரை ராகு காலம், எமகண்டம், குளிகை, விஷ்டி கரணம் தவிர்த்த நேரம் இல்லை' },
  pick: { en: '{n}. {date} ({weekday}), {start}-{end}: {tithi} until {tend}; {nak} nakshatra; score {score}. Why: {why}.', hi: '{n}. {date} ({weekday}), {start}-{end}: {tithi} {tend} तक; {nak} नक्षत्र; अंक {score}। कारण: {why}।', ta: '{n}. {date} ({weekday}), {start}-{end}: {tithi} {tend} வரை; {nak} நட்சத்திரம்; மதிப்பெண் {score}. காரணம்: {why}.' },
  day: { en: '{date} ({weekday}): {tithi} until {tend}; {nak} nakshatra; {yoga} yoga; score {score}. Why: {why}.', hi: '{date} ({weekday}): {tithi} {tend} तक; {nak} नक्षत्र; {yoga} योग; अंक {score}। कारण: {why}।', ta: '{date} ({weekday}): {tithi} {tend} வரை; {nak} நட்சத்திரம்; {yoga} யோகம்; மதிப்பெண் {score}. காரணம்: {why}.' },
  avoids: { en: 'The window avoids {items}.', hi: 'यह समय {items} से बचता है।', ta: 'இந்த நேரம் {items} ஆகியவற்றைத் தவிர்க்கிறது.' },
  abhijitToo: { en: 'Abhijit muhurta {start}-{end} is also auspicious that day.', hi: 'उस दिन अभिजित मुहूर्त {start}-{end} भी शुभ है।', ta: 'அன்று அபிஜித் முகூர்த்தம் {start}-{end} கூட சுபம்.' },
  avoidHead: { en: 'Days to avoid: {items}.', hi: 'टालने योग्य दिन: {items}।', ta: 'தவிர்க்க வேண்டிய நாட்கள்: {items}.' },
  avoidRikta: { en: 'rikta (empty) tithi {days}', hi: 'रिक्ता तिथि {days}', ta: 'ரிக்தா திதி {days}' },
  avoidAmavasya: { en: 'Amavasya {days}', hi: 'अमावस्या {days}', ta: 'அமாவாசை {days}' },
  avoidYoga: { en: 'Vyatipata or Vaidhriti yoga {days}', hi: 'व्यतीपात या वैधृति योग {days}', ta: 'வ்யதீபாதம் அல்லது வைத்ருதி யோகம் {days}' },
  avoidVishti: { en: 'Vishti (Bhadra) karana: avoid these hours: {spans}.', hi: 'विष्टि (भद्रा) करण: ये घंटे टालें: {spans}।', ta: 'விஷ்டி (பத்ரா) கரணம்: இந்த நேரங்களைத் தவிர்க்கவும்: {spans}.' },
  muhurtaRule: { en: 'Rules: the tithis and weekdays prescribed for {kind} first ({custom}); rikta tithis, Amavasya, Vyatipata and Vaidhriti yogas avoided; shubha nakshatras and Shukla paksha preferred; the window lies between sunrise and sunset outside Rahu kalam, Yamaganda, Gulika and Vishti karana (Muhurta Chintamani ch. 1, simplified).', hi: 'नियम: पहले {kind} के लिए विहित तिथियाँ और वार ({custom}); रिक्ता तिथियाँ, अमावस्या, व्यतीपात और वैधृति योग वर्जित; शुभ नक्षत्र और शुक्ल पक्ष श्रेष्ठ; समय सूर्योदय और सूर्यास्त के बीच, राहु काल, यमगंड, गुलिक और विष्टि करण से बाहर (मुहूर्त चिंतामणि अ. 1, सरलीकृत)।', ta: 'விதிகள்: முதலில் {kind} செய்ய விதிக்கப்பட்ட திதிகளும் கிழமைகளும் ({custom}); ரிக்தா திதிகள், அமாவாசை, வ்யதீபாதம், வைத்ருதி யோகங்கள் விலக்கப்படும்; சுப நட்சத்திரங்களும் சுக்ல பட்சமும் சிறந்தவை; நேரம் சூரிய உதயத்துக்கும் அஸ்தமனத்துக்கும் இடையே, ராகு காலம், எமகண்டம், குளிகை, விஷ்டி கரணம் தவிர்த்து (முகூர்த்த சிந்தாமணி அ. 1, எளிமைப்படுத்தியது).' },
  generalOnly: { en: 'No rule specific to {kind} is applied here: the general rules of auspicious days decide.', hi: 'यहाँ {kind} का कोई विशेष नियम नहीं लगाया गया: शुभ दिनों के सामान्य नियम ही निर्णय करते हैं।', ta: 'இங்கு {kind} செய்வதற்கான தனி விதி பயன்படுத்தப்படவில்லை: சுப நாட்களின் பொது விதிகளே முடிவு செய்கின்றன.' },
  scores: { en: 'Every day of the range (score): {items}.', hi: 'अवधि के हर दिन का अंक: {items}।', ta: 'காலத்தின் ஒவ்வொரு நாளின் மதிப்பெண்: {items}.' },
  spanMonth: { en: 'in {month} {year}', hi: '{month} {year} में', ta: '{month} {year}-ல்' },
  spanRange: { en: 'from {from} to {to}', hi: '{from} से {to} तक', ta: '{from} முதல் {to} வரை' },
  // Festival
  festDate: { en: '{name} in {year}: {date} ({weekday}), at {place}.', hi: '{name} {year} में: {date} ({weekday}), {place} के लिए।', ta: '{name} {year}-ல்: {date} ({weekday}), {place}.' },
  festNone: { en: '{name} does not fall in {year} by these rules (an adhika month or a year boundary).', hi: 'इन नियमों से {name} {year} में नहीं पड़ता (अधिक मास या वर्ष की सीमा)।', ta: 'இந்த விதிகளின்படி {name} {year}-ல் வரவில்லை (அதிக மாதம் அல்லது ஆண்டு எல்லை).' },
  festDefault: { en: 'I used {place} because no city was given; the date can differ by a day elsewhere, so name your city for its own date.', hi: 'कोई शहर नहीं बताया गया, इसलिए {place} के लिए गणना की; अन्य स्थानों पर तिथि एक दिन अलग हो सकती है, अपने शहर का नाम बताएँ।', ta: 'ஊர் குறிப்பிடப்படாததால் {place} இடத்துக்குக் கணித்தேன்; வேறு இடங்களில் தேதி ஒரு நாள் மாறலாம், உங்கள் ஊரைக் கூறவும்.' },
  festRule: { en: 'Rule: {month} (amanta) {tithi} prevailing at {kala}{offset}. The tithi runs from {start} to {end}; {kala} of {day} is at {at}.', hi: 'नियम: {month} (अमांत) {tithi}, {kala} में व्याप्त{offset}। तिथि {start} से {end} तक; {day} को {kala} {at} पर।', ta: 'விதி: {month} (அமாந்த) {tithi}, {kala} வேளையில் நிலவும் நாள்{offset}. திதி {start} முதல் {end} வரை; {day} அன்று {kala} வேளை {at}.' },
  festOffset: { en: ', observed the next day', hi: ', अगले दिन मनाया जाता है', ta: ', அடுத்த நாள் கொண்டாடப்படும்' },
  sankranti: { en: 'Rule: the Sun enters sidereal {sign} at {at}; a Sankranti after sunset is observed the next day.', hi: 'नियम: सूर्य {at} पर निरयन {sign} में प्रवेश करता है; सूर्यास्त के बाद की संक्रांति अगले दिन मनाई जाती है।', ta: 'விதி: சூரியன் {at} நேரத்தில் நிராயன {sign} ராசியில் நுழைகிறார்; அஸ்தமனத்துக்குப் பின் வரும் சங்கராந்தி அடுத்த நாள் கொண்டாடப்படும்.' },
  kalaRule: { en: 'A festival is kept on the day its tithi prevails at the time of day (kala) it belongs to (Nirnaya Sindhu, first pariccheda); months are amanta (new moon to new moon), Lahiri sidereal.', hi: 'पर्व उस दिन मनाया जाता है जिस दिन उसकी तिथि उसके निर्धारित काल में व्याप्त हो (निर्णय सिंधु, प्रथम परिच्छेद); मास अमांत (अमावस्या से अमावस्या), लाहिड़ी निरयन।', ta: 'ஒரு பண்டிகை அதன் திதி அதற்குரிய காலத்தில் நிலவும் நாளில் கொண்டாடப்படும் (நிர்ணய சிந்து, முதல் பரிச்சேதம்); மாதங்கள் அமாந்த முறை (அமாவாசை முதல் அமாவாசை வரை), லாஹிரி நிராயனம்.' },
} satisfies Record<string, Localized>;

/** Why a day scored as it did (muhurta.ts DayMark), in words. */
const MARK: Record<DayMark, Localized> = {
  tithi_chosen: { en: 'a tithi prescribed for it', hi: 'इस कार्य के लिए विहित तिथि', ta: 'இதற்கு விதிக்கப்பட்ட திதி' },
  tithi_neutral: { en: 'a neutral tithi', hi: 'सामान्य तिथि', ta: 'நடுநிலைத் திதி' },
  amavasya: { en: 'Amavasya, avoided', hi: 'अमावस्या, वर्जित', ta: 'அமாவாசை, விலக்கப்படுவது' },
  rikta_tithi: { en: 'a rikta (empty) tithi, avoided', hi: 'रिक्ता तिथि, वर्जित', ta: 'ரிக்தா (வெற்று) திதி, விலக்கப்படுவது' },
  shukla_paksha: { en: 'Shukla paksha (waxing Moon)', hi: 'शुक्ल पक्ष (बढ़ता चंद्रमा)', ta: 'சுக்ல பட்சம் (வளர்பிறை)' },
  weekday_favoured: { en: '{weekday}, a favoured weekday', hi: '{weekday}, अनुकूल वार', ta: '{weekday}, உகந்த கிழமை' },
  nakshatra_called: { en: '{nak}, a nakshatra prescribed for it', hi: '{nak}, इस कार्य के लिए विहित नक्षत्र', ta: '{nak}, இதற்கு விதிக்கப்பட்ட நட்சத்திரம்' },
  nakshatra_shubha: { en: '{nak}, an auspicious (shubha) nakshatra', hi: '{nak}, शुभ नक्षत्र', ta: '{nak}, சுப நட்சத்திரம்' },
  nakshatra_not_called: { en: '{nak}, not a nakshatra prescribed for it', hi: '{nak}, इस कार्य के लिए विहित नक्षत्र नहीं', ta: '{nak}, இதற்கு விதிக்கப்பட்ட நட்சத்திரம் அல்ல' },
  yoga_avoided: { en: '{yoga} yoga at sunrise, to be avoided', hi: 'सूर्योदय पर {yoga} योग, वर्जित', ta: 'சூரிய உதயத்தில் {yoga} யோகம், விலக்கப்படுவது' },
  yoga_weak: { en: '{yoga} yoga at sunrise, inauspicious', hi: 'सूर्योदय पर {yoga} योग, अशुभ', ta: 'சூரிய உதயத்தில் {yoga} யோகம், அசுபம்' },
};

const PERIOD: Record<BlockedPeriod['kind'], Localized> = {
  rahu_kalam: { en: 'Rahu kalam', hi: 'राहु काल', ta: 'ராகு காலம்' },
  yamaganda: { en: 'Yamaganda', hi: 'यमगंड', ta: 'எமகண்டம்' },
  gulika_kalam: { en: 'Gulika', hi: 'गुलिक', ta: 'குளிகை' },
  vishti: { en: 'Vishti (Bhadra) karana', hi: 'विष्टि (भद्रा) करण', ta: 'விஷ்டி (பத்ரா) கரணம்' },
};

/** The undertakings muhurta.ts has rules for (by profile name), and their customs, in words. */
const PROFILE: Record<string, { kind: Localized; custom: Localized }> = {
  'Satyanarayan puja': { kind: { en: 'Satyanarayan puja', hi: 'सत्यनारायण पूजा', ta: 'சத்யநாராயண பூஜை' }, custom: { en: 'Purnima or Ekadashi, Thursday favoured (Skanda Purana, Satyanarayan katha)', hi: 'पूर्णिमा या एकादशी, गुरुवार श्रेष्ठ (स्कंद पुराण, सत्यनारायण कथा)', ta: 'பௌர்ணமி அல்லது ஏகாதசி, வியாழன் சிறந்தது (ஸ்கந்த புராணம், சத்யநாராயண கதை)' } },
  'Ganesh puja': { kind: { en: 'Ganesh puja', hi: 'गणेश पूजा', ta: 'விநாயகர் பூஜை' }, custom: { en: 'Chaturthi (Shukla Vinayaka Chaturthi, Krishna Sankashti), Wednesday favoured', hi: 'चतुर्थी (शुक्ल विनायक चतुर्थी, कृष्ण संकष्टी), बुधवार श्रेष्ठ', ta: 'சதுர்த்தி (சுக்ல விநாயக சதுர்த்தி, கிருஷ்ண சங்கடஹர), புதன் சிறந்தது' } },
  'Lakshmi puja': { kind: { en: 'Lakshmi puja', hi: 'लक्ष्मी पूजा', ta: 'லட்சுமி பூஜை' }, custom: { en: 'Purnima, Amavasya (Diwali) or Ashtami, Friday favoured', hi: 'पूर्णिमा, अमावस्या (दीपावली) या अष्टमी, शुक्रवार श्रेष्ठ', ta: 'பௌர்ணமி, அமாவாசை (தீபாவளி) அல்லது அஷ்டமி, வெள்ளி சிறந்தது' } },
  'Shiva puja (Rudrabhishek)': { kind: { en: 'Shiva puja (Rudrabhishek)', hi: 'शिव पूजा (रुद्राभिषेक)', ta: 'சிவ பூஜை (ருத்ராபிஷேகம்)' }, custom: { en: 'Trayodashi (Pradosh) or Krishna Chaturdashi (Masik Shivaratri), Monday favoured', hi: 'त्रयोदशी (प्रदोष) या कृष्ण चतुर्दशी (मासिक शिवरात्रि), सोमवार श्रेष्ठ', ta: 'திரயோதசி (பிரதோஷம்) அல்லது கிருஷ்ண சதுர்த்தசி (மாத சிவராத்திரி), திங்கள் சிறந்தது' } },
  'Hanuman puja': { kind: { en: 'Hanuman puja', hi: 'हनुमान पूजा', ta: 'அனுமன் பூஜை' }, custom: { en: 'Tuesday or Saturday, Purnima favoured', hi: 'मंगलवार या शनिवार, पूर्णिमा श्रेष्ठ', ta: 'செவ்வாய் அல்லது சனி, பௌர்ணமி சிறந்தது' } },
  'Griha pravesh': { kind: { en: 'griha pravesh (house-warming)', hi: 'गृह प्रवेश', ta: 'கிரகப் பிரவேசம்' }, custom: { en: 'Shukla Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi or Trayodashi with a fixed or soft nakshatra (Muhurta Chintamani ch. 12), Monday, Wednesday, Thursday or Friday', hi: 'शुक्ल द्वितीया, तृतीया, पंचमी, सप्तमी, दशमी, एकादशी या त्रयोदशी, स्थिर या मृदु नक्षत्र के साथ (मुहूर्त चिंतामणि अ. 12), सोमवार, बुधवार, गुरुवार या शुक्रवार', ta: 'சுக்ல துவிதியை, திருதியை, பஞ்சமி, சப்தமி, தசமி, ஏகாதசி அல்லது திரயோதசி, ஸ்திர அல்லது மிருது நட்சத்திரத்துடன் (முகூர்த்த சிந்தாமணி அ. 12), திங்கள், புதன், வியாழன் அல்லது வெள்ளி' } },
  [GENERIC_PROFILE.name]: { kind: { en: 'an auspicious undertaking', hi: 'शुभ कार्य', ta: 'சுப காரியம்' }, custom: { en: 'nanda, bhadra, jaya and purna tithis, Monday, Wednesday, Thursday or Friday', hi: 'नंदा, भद्रा, जया और पूर्णा तिथियाँ, सोमवार, बुधवार, गुरुवार या शुक्रवार', ta: 'நந்தா, பத்ரா, ஜயா, பூர்ணா திதிகள், திங்கள், புதன், வியாழன் அல்லது வெள்ளி' } },
};

/** Hindi and Tamil names of the undertakings muhurta.ts knows, read as the English words its profiles match. */
const KIND_WORDS: [RegExp, string][] = [
  [/गृह\s*प्रवेश|गृहप्रवेश|नए\s+घर|கிரகப்\s*பிரவேச|கிரகப்பிரவேச|புதுமனை|புது\s+வீடு/u, 'griha pravesh'],
  [/सत्यनारायण|சத்யநாராயண|சத்திய\s*நாராயண/u, 'satyanarayan'],
  [/गणेश|गणपति|विनायक|விநாயக|கணபதி|கணேச/u, 'ganesh'],
  [/लक्ष्मी|லட்சுமி|லக்ஷ்மி/u, 'lakshmi'],
  [/शिव|रुद्र|महादेव|சிவ|ருத்ர/u, 'shiva'],
  [/हनुमान|அனுமன்|ஹனுமான்/u, 'hanuman'],
];

/** Undertakings with no rules of their own in muhurta.ts: named in the answer, judged by the general rules. */
const GENERAL_KINDS: [RegExp, Localized][] = [
  [/marri|wedding|vivah|shaadi|shadi|विवाह|शादी|திருமண|கல்யாண/iu, { en: 'a wedding', hi: 'विवाह', ta: 'திருமணம்' }],
  [/vehicle|\bcars?\b|\bbike\b|scooter|वाहन|गाड़ी|गाडी|कार\b|வாகன|கார்|பைக்/iu, { en: 'buying a vehicle', hi: 'वाहन खरीद', ta: 'வாகனம் வாங்குதல்' }],
  [/naming|namkaran|नामकरण|பெயர்\s*சூட்ட/iu, { en: 'a naming ceremony', hi: 'नामकरण', ta: 'பெயர் சூட்டுதல்' }],
  [/mundan|मुंडन|முடி\s*இறக்க/iu, { en: 'mundan (first haircut)', hi: 'मुंडन', ta: 'முடி இறக்குதல்' }],
  [/business|shop|office|व्यापार|व्यवसाय|दुकान|வியாபார|கடை\s+திற|தொழில்/iu, { en: 'starting a business', hi: 'व्यापार आरंभ', ta: 'தொழில் தொடக்கம்' }],
  [/property|\bland\b|\bplot\b|\bflat\b|संपत्ति|ज़मीन|जमीन|சொத்து|நிலம்|மனை(?!வி)/iu, { en: 'buying property', hi: 'संपत्ति खरीद', ta: 'சொத்து வாங்குதல்' }],
];

export const MONTH_NAMES: Localized[] = [
  ['January', 'जनवरी', 'ஜனவரி'], ['February', 'फ़रवरी', 'பிப்ரவரி'], ['March', 'मार्च', 'மார்ச்'], ['April', 'अप्रैल', 'ஏப்ரல்'],
  ['May', 'मई', 'மே'], ['June', 'जून', 'ஜூன்'], ['July', 'जुलाई', 'ஜூலை'], ['August', 'अगस्त', 'ஆகஸ்ட்'],
  ['September', 'सितंबर', 'செப்டம்பர்'], ['October', 'अक्टूबर', 'அக்டோபர்'], ['November', 'नवंबर', 'நவம்பர்'], ['December', 'दिसंबर', 'டிசம்பர்'],
].map(([en, hi, ta]) => ({ en, hi, ta }));

const LUNAR_MONTH: Record<LunarMonth, Localized> = {
  Chaitra: { en: 'Chaitra', hi: 'चैत्र', ta: 'சைத்ரம்' }, Vaishakha: { en: 'Vaishakha', hi: 'वैशाख', ta: 'வைசாகம்' },
  Jyeshtha: { en: 'Jyeshtha', hi: 'ज्येष्ठ', ta: 'ஜ்யேஷ்டம்' }, Ashadha: { en: 'Ashadha', hi: 'आषाढ़', ta: 'ஆஷாடம்' },
  Shravana: { en: 'Shravana', hi: 'श्रावण', ta: 'ச்ராவணம்' }, Bhadrapada: { en: 'Bhadrapada', hi: 'भाद्रपद', ta: 'பாத்ரபதம்' },
  Ashvin: { en: 'Ashvin', hi: 'आश्विन', ta: 'ஆச்வயுஜம்' }, Kartika: { en: 'Kartika', hi: 'कार्तिक', ta: 'கார்த்திகம்' },
  Margashirsha: { en: 'Margashirsha', hi: 'मार्गशीर्ष', ta: 'மார்கசீர்ஷம்' }, Pausha: { en: 'Pausha', hi: 'पौष', ta: 'பௌஷம்' },
  Magha: { en: 'Magha', hi: 'माघ', ta: 'மாகம்' }, Phalguna: { en: 'Phalguna', hi: 'फाल्गुन', ta: 'பால்குனம்' },
};

const KALA: Record<Kala, Localized> = {
  sunrise: { en: 'sunrise', hi: 'सूर्योदय काल', ta: 'சூரிய உதய' },
  madhyahna: { en: 'madhyahna (midday)', hi: 'मध्याह्न काल', ta: 'மத்தியான' },
  aparahna: { en: 'aparahna (afternoon)', hi: 'अपराह्न काल', ta: 'அபராஹ்ண (பிற்பகல்)' },
  pradosh: { en: 'pradosh (after sunset)', hi: 'प्रदोष काल', ta: 'பிரதோஷ' },
  nishita: { en: 'nishita (midnight)', hi: 'निशीथ काल', ta: 'நிசீத (நள்ளிரவு)' },
};

/** The festivals festivals.ts computes (its names), in Hindi and Tamil. */
const FESTIVAL: Record<string, Omit<Localized, 'en'>> = {
  'Vasant Panchami': { hi: 'वसंत पंचमी', ta: 'வசந்த பஞ்சமி' },
  'Maha Shivaratri': { hi: 'महाशिवरात्रि', ta: 'மகா சிவராத்திரி' },
  'Holika Dahan': { hi: 'होलिका दहन', ta: 'ஹோலிகா தகனம்' },
  Holi: { hi: 'होली', ta: 'ஹோலி' },
  'Ugadi / Gudi Padwa (Chaitra Navaratri begins)': { hi: 'युगादि / गुड़ी पड़वा (चैत्र नवरात्रि आरंभ)', ta: 'உகாதி / குடி பட்வா (சைத்ர நவராத்திரி தொடக்கம்)' },
  'Ram Navami': { hi: 'राम नवमी', ta: 'ராம நவமி' },
  'Hanuman Jayanti': { hi: 'हनुमान जयंती', ta: 'அனுமன் ஜெயந்தி' },
  'Akshaya Tritiya': { hi: 'अक्षय तृतीया', ta: 'அட்சய திருதியை' },
  'Buddha Purnima': { hi: 'बुद्ध पूर्णिमा', ta: 'புத்த பூர்ணிமா' },
  'Guru Purnima': { hi: 'गुरु पूर्णिमा', ta: 'குரு பூர்ணிமா' },
  'Nag Panchami': { hi: 'नाग पंचमी', ta: 'நாக பஞ்சமி' },
  'Raksha Bandhan': { hi: 'रक्षा बंधन', ta: 'ரக்ஷா பந்தன்' },
  'Krishna Janmashtami': { hi: 'कृष्ण जन्माष्टमी', ta: 'கிருஷ்ண ஜெயந்தி (கோகுலாஷ்டமி)' },
  'Ganesh Chaturthi': { hi: 'गणेश चतुर्थी', ta: 'விநாயகர் சதுர்த்தி' },
  'Sharad Navaratri begins': { hi: 'शारदीय नवरात्रि आरंभ', ta: 'நவராத்திரி தொடக்கம்' },
  'Durga Ashtami': { hi: 'दुर्गा अष्टमी', ta: 'துர்காஷ்டமி' },
  'Dussehra (Vijayadashami)': { hi: 'दशहरा (विजयादशमी)', ta: 'விஜயதசமி (தசரா)' },
  Dhanteras: { hi: 'धनतेरस', ta: 'தன்தேரஸ்' },
  'Diwali (Lakshmi Puja)': { hi: 'दीपावली (लक्ष्मी पूजा)', ta: 'தீபாவளி (லட்சுமி பூஜை)' },
  'Govardhan Puja': { hi: 'गोवर्धन पूजा', ta: 'கோவர்த்தன பூஜை' },
  'Bhai Dooj': { hi: 'भाई दूज', ta: 'பாய் தூஜ்' },
  'Chhath Puja': { hi: 'छठ पूजा', ta: 'சட் பூஜை' },
  'Kartika Purnima (Dev Deepawali)': { hi: 'कार्तिक पूर्णिमा (देव दीपावली)', ta: 'கார்த்திக பௌர்ணமி (தேவ் தீபாவளி)' },
  'Makar Sankranti (Pongal, Uttarayana)': { hi: 'मकर संक्रांति (पोंगल, उत्तरायण)', ta: 'மகர சங்கராந்தி (பொங்கல், உத்தராயணம்)' },
  'Mesha Sankranti (Vishu, Puthandu, Baisakhi)': { hi: 'मेष संक्रांति (बैसाखी, विषु, पुथांडु)', ta: 'மேஷ சங்கராந்தி (தமிழ்ப் புத்தாண்டு, விஷு, பைசாகி)' },
};
/** The festivals' own notes (festivals.ts `note`), in words. */
const FESTIVAL_NOTE: Record<string, Localized> = {
  Holi: { en: 'Holi is the day after Holika Dahan.', hi: 'होली होलिका दहन के अगले दिन है।', ta: 'ஹோலி ஹோலிகா தகனத்தின் அடுத்த நாள்.' },
  'Krishna Janmashtami': { en: 'Smarta rule (Ashtami at midnight); Vaishnava traditions may observe it a day later.', hi: 'स्मार्त नियम (निशीथ में अष्टमी); वैष्णव परंपराएँ इसे एक दिन बाद मना सकती हैं।', ta: 'ஸ்மார்த்த விதி (நள்ளிரவில் அஷ்டமி); வைஷ்ணவ மரபுகள் ஒரு நாள் பின் கொண்டாடலாம்.' },
};

/** Observances of every lunar month (festivals.ts lists each occurrence). */
const RECURRING: ReadonlySet<string> = new Set(['Ekadashi', 'Purnima', 'Amavasya']);

/**
 * Where a festival's date is computed when the conversation names no place (the festivals endpoint needs one): a
 * Tamil question most likely comes from Tamil Nadu, others from the north, where most festival calendars are made.
 */
const DEFAULT_FESTIVAL_CITY: Record<Language, string> = { en: 'New Delhi', hi: 'New Delhi', ta: 'Chennai' };

// ---- Helpers shared by the three sections.

/** "local (English)" in Hindi and Tamil, the English name alone in English. */
export const both = (lang: Language, en: string, local: string | undefined): string => (lang === 'en' || !local ? en : `${local} (${en})`);
export const weekdayOf = (lang: Language, isoDay: string): string => {
  const wd = new Date(`${isoDay}T00:00:00Z`).getUTCDay();
  return lang === 'en' ? WEEKDAYS[wd] : varaLocal(lang, wd)!;
};
/** "14:32", or "14:32 on 2027-01-16" when the instant is not on `dayIso`. */
export const timeOn = (lang: Language, dayIso: string, iso: string): string =>
  (iso.slice(0, 10) === dayIso ? hhmm(iso) : L(lang, T.onDate, { time: hhmm(iso), date: iso.slice(0, 10) }));

export const engineInput = (place: DayPlace) => ({ lat: place.lat, lon: place.lon, ...(place.tz !== undefined ? { tz: place.tz } : {}) });

/** The civil date at the place at an instant (its zone, or the fixed offset it was given with). */
export function dateAt(place: DayPlace, utcMs: number): CivilDate {
  const t = new Date(utcMs + offsetMsAt(parsePlace(engineInput(place)), utcMs));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** No place known: ask for the city (the answer cannot be computed without it). */
const askCity = (part: Part, lang: Language): Section => section(part, T.askCity[lang], { asks: true });

/** The corpus notes of the rules that decided a section (compose.ts cites them). */
function withNotes(s: Section, rules: readonly MuhurtaRule[]): Section {
  const notes: CorpusEntry[] = rules.map((r) => MUHURTA_NOTE[r]);
  s.data.notes = notes.map((n) => n.id);
  s.notes = notes;
  return s;
}

function localTimesLine(lang: Language, place: DayPlace, p: Panchang): string {
  return L(lang, T.localTimes, { place: place.label, offset: offsetLabel(p.time_zone.tz_offset_hours), zone: p.time_zone.zone ? `, ${p.time_zone.zone}` : '' });
}

// ---- Panchang of a day.

type Element = 'tamil' | 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'vara' | 'sunrise' | 'sunset' | 'moon' | 'rahu' | 'yamaganda' | 'gulika' | 'abhijit';
const ELEMENT_ORDER: Element[] = ['tamil', 'tithi', 'nakshatra', 'yoga', 'karana', 'vara', 'sunrise', 'sunset', 'moon', 'rahu', 'yamaganda', 'gulika', 'abhijit'];
/** The words that ask for the Tamil solar date (month, day, year of the 60-year cycle). */
export const TAMIL_DATE_ASKED = /tamil\s+(date|month|year|calendar)|தமிழ்\s*(தேதி|மாத|வருட|ஆண்டு|நாட்காட்டி)|तमिल\s+(तिथि|तारीख|महीन|मास|वर्ष|संवत्सर|कैलेंडर)/iu;
/** The words that ask for one element of the panchang. */
const ELEMENT_ASKED: [Element, RegExp][] = [
  ['tamil', TAMIL_DATE_ASKED],
  ['tithi', /tithi|thithi|तिथि|திதி/iu],
  ['nakshatra', /nakshatra|natchathira|\bstar\b|नक्षत्र|நட்சத்திர/iu],
  ['yoga', /\byoga\b|योग|யோகம்/iu],
  ['karana', /karana|करण|கரண/iu],
  ['vara', /weekday|which\s+day|\bvara\b|वार\b|கிழமை/iu],
  ['sunrise', /sunrise|sun\s+rise|सूर्योदय|சூரிய\s*உதய/iu],
  ['sunset', /sunset|sun\s+set|सूर्यास्त|அஸ்தமன/iu],
  ['moon', /moonrise|moonset|moon\s+rise|चंद्रोदय|சந்திர\s*உதய/iu],
  ['rahu', /rahu|राहु|ராகு/iu],
  ['yamaganda', /yamaganda|yamagandam|यमगंड|எமகண்ட|யமகண்ட/iu],
  ['gulika', /gulika|gulikai|गुलिक|குளிகை/iu],
  ['abhijit', /abhijit|अभिजित|அபிஜித்|நல்ல\s+நேரம்/iu],
];

/** The elements a question asks for, in the order it names them. */
export function elementsAsked(question: string): Element[] {
  return ELEMENT_ASKED.map(([e, r]) => ({ e, at: question.search(r) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at).map((x) => x.e);
}

function elementLine(lang: Language, p: Panchang, e: Element): string {
  const d = p.date;
  switch (e) {
    case 'tamil': {
      const t = p.tamil_date!;
      return L(lang, T.tamilDate, {
        year: lang === 'ta' ? t.year.name_local : t.year.name, month: lang === 'ta' ? t.month.name_local : t.month.name, day: t.day, start: t.month_start,
      });
    }
    case 'tithi': {
      const name = both(lang, `${p.tithi.paksha} ${p.tithi.name}`, p.tithi.name_local ? `${p.tithi.paksha_local ?? ''} ${p.tithi.name_local}`.trim() : undefined);
      return L(lang, T.tithi, { name, end: timeOn(lang, d, p.tithi.end), next: both(lang, p.tithi.next.name, tithiLocal(lang, p.tithi.next.number - 1)) });
    }
    case 'nakshatra':
      return L(lang, T.nakshatra, {
        name: nakshatraName(lang, p.nakshatra.number - 1), pada: p.nakshatra.pada, lord: planetName(lang, p.nakshatra.lord as Graha),
        end: timeOn(lang, d, p.nakshatra.end), next: nakshatraName(lang, p.nakshatra.next.number - 1),
      });
    case 'yoga': return L(lang, T.yoga, { name: both(lang, p.yoga.name, p.yoga.name_local), end: timeOn(lang, d, p.yoga.end), next: both(lang, p.yoga.next.name, yogaLocal(lang, p.yoga.next.number - 1)) });
    case 'karana': return L(lang, T.karana, { name: both(lang, p.karana.name, p.karana.name_local), end: timeOn(lang, d, p.karana.end), next: both(lang, p.karana.next.name, karanaLocal(lang, p.karana.next.number - 1)) });
    case 'vara': return L(lang, T.vara, { name: lang === 'en' ? `${p.vara.weekday} (${p.vara.name})` : `${p.vara.name_local} (${p.vara.weekday})` });
    case 'sunrise': return L(lang, T.sunrise, { rise: hhmm(p.sunrise) });
    case 'sunset': {
      const mins = Math.round(p.day_length_minutes);
      return L(lang, T.sunset, { set: timeOn(lang, d, p.sunset), len: L(lang, T.len, { h: Math.floor(mins / 60), m: String(mins % 60).padStart(2, '0') }) });
    }
    case 'moon': return L(lang, T.moon, { rise: p.moonrise ? hhmm(p.moonrise) : T.noneThatDay[lang], set: p.moonset ? hhmm(p.moonset) : T.noneThatDay[lang] });
    case 'rahu': return L(lang, T.rahu, { start: hhmm(p.rahu_kalam.start), end: hhmm(p.rahu_kalam.end) });
    case 'yamaganda': return L(lang, T.yamaganda, { start: hhmm(p.yamaganda.start), end: hhmm(p.yamaganda.end) });
    case 'gulika': return L(lang, T.gulika, { start: hhmm(p.gulika_kalam.start), end: hhmm(p.gulika_kalam.end) });
    case 'abhijit': return L(lang, p.abhijit_muhurta.note ? T.abhijitWed : T.abhijit, { start: hhmm(p.abhijit_muhurta.start), end: hhmm(p.abhijit_muhurta.end) });
  }
}

/** The day a panchang question is about: a date it names, else today / tomorrow at the place. */
function askedDay(ctx: SectionContext, place: DayPlace): CivilDate {
  const d = ctx.u.day;
  if (d.dates[0]) return d.dates[0];
  return addDays(dateAt(place, ctx.nowMs), d.relativeDay ?? 0);
}

export function panchangSection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const place = ctx.dayPlace;
  if (!place) return askCity(part, lang);
  const date = isoDate(askedDay(ctx, place));
  const asked = elementsAsked(ctx.u.question);
  // The Tamil date comes with Tamil answers (first, as a Tamil almanac prints it) and wherever it is asked.
  const withTamil = lang === 'ta' || asked.includes('tamil');
  const day = panchang({ date, ...engineInput(place), language: lang });
  const p = withTamil && !day.tamil_date ? { ...day, tamil_date: panchang({ date, ...engineInput(place), language: 'ta' }).tamil_date } : day;
  const named: Element[] = asked.length ? asked : ['tithi', 'nakshatra'];
  const first: Element[] = lang === 'ta' && !named.includes('tamil') ? ['tamil', ...named] : named;
  const head = L(lang, T.head, { date: p.date, weekday: weekdayOf(lang, p.date), place: place.label });
  const answer = [head, ...first.map((e) => elementLine(lang, p, e))].join(' ');
  const facts = [...ELEMENT_ORDER.filter((e) => !first.includes(e) && (e !== 'tamil' || withTamil)).map((e) => elementLine(lang, p, e)), localTimesLine(lang, place, p)];
  const pro = [L(lang, T.began, {
    tithi: timeOn(lang, p.date, p.tithi.start), nak: timeOn(lang, p.date, p.nakshatra.start), yoga: timeOn(lang, p.date, p.yoga.start),
    karana: timeOn(lang, p.date, p.karana.start), ayan: p.ayanamsa.degrees.toFixed(4),
  })];
  return section(part, answer, {
    facts, reasons: [T.panchangRule[lang]], pro, noteTopic: null,
    data: { place: { label: place.label, lat: place.lat, lon: place.lon, source: place.source }, asked, panchang: p },
  });
}

// ---- Muhurta: the best days for an undertaking.

/** The undertaking a question names: its muhurta.ts profile, and how the answer names it. */
export function undertakingOf(question: string): { profile: PujaProfile; kind: Localized; general: boolean } {
  const words = KIND_WORDS.filter(([r]) => r.test(question)).map(([, w]) => w);
  const profile = pujaProfile([question, ...words].join(' '));
  if (profile !== GENERIC_PROFILE) return { profile, kind: PROFILE[profile.name].kind, general: false };
  const named = GENERAL_KINDS.find(([r]) => r.test(question));
  return { profile, kind: named ? named[1] : PROFILE[GENERIC_PROFILE.name].kind, general: !!named };
}

const MAX_SPAN_DAYS = 62;
const NEXT_MONTH = /next\s+month|coming\s+month|अगले\s+(महीने|माह|मास)|அடுத்த\s+மாத/iu;
const DEFAULT_SPAN_DAYS = 30;
const PICKS = 5;
const GOOD_DAY_SCORE = 4;

const daysBetween = (a: CivilDate, b: CivilDate) => Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400000);

/**
 * The days a muhurta question is about: one named day (or today / tomorrow), a range of named dates, a named month
 * or "next month" (from tomorrow when it is the current month), else the coming 30 days from tomorrow.
 */
function muhurtaRange(ctx: SectionContext, place: DayPlace): { from: CivilDate; to: CivilDate; single: boolean; month?: { year: number; month: number } } {
  const d = ctx.u.day;
  const today = dateAt(place, ctx.nowMs);
  if (d.dates.length >= 2) {
    const [a, b] = [d.dates[0], d.dates[d.dates.length - 1]].sort((x, y) => daysBetween(y, x));
    return { from: a, to: daysBetween(a, b) >= MAX_SPAN_DAYS ? addDays(a, MAX_SPAN_DAYS - 1) : b, single: false };
  }
  if (d.dates.length === 1) return { from: d.dates[0], to: d.dates[0], single: true };
  if (d.relativeDay !== null) { const day = addDays(today, d.relativeDay); return { from: day, to: day, single: true }; }
  const month = d.month ?? (NEXT_MONTH.test(ctx.u.question) ? { year: today.month === 12 ? today.year + 1 : today.year, month: today.month % 12 + 1 } : null);
  if (month) {
    const first = { year: month.year, month: month.month, day: 1 };
    const last = addDays({ year: month.month === 12 ? month.year + 1 : month.year, month: month.month % 12 + 1, day: 1 }, -1);
    const tomorrow = addDays(today, 1);
    const from = daysBetween(first, tomorrow) > 0 && daysBetween(tomorrow, last) >= 0 ? tomorrow : first;
    return { from, to: last, single: false, month };
  }
  const from = addDays(today, 1);
  return { from, to: addDays(from, DEFAULT_SPAN_DAYS - 1), single: false };
}

function whyOf(lang: Language, s: DayScore): string {
  const p = s.day;
  const vars = { weekday: weekdayOf(lang, p.date), nak: nakshatraName(lang, p.nakshatra.number - 1), yoga: both(lang, p.yoga.name, p.yoga.name_local) };
  return s.marks.map((m) => L(lang, MARK[m], vars)).join('; ');
}

const tithiName = (lang: Language, p: Panchang) =>
  both(lang, `${p.tithi.paksha} ${p.tithi.name}`, p.tithi.name_local ? `${p.tithi.paksha_local ?? pakshaLocal(lang, p.tithi.number - 1) ?? ''} ${p.tithi.name_local}`.trim() : undefined);

/** A Vishti span within the day's daylight, "2027-01-05 07:09-11:20". */
function vishtiSpan(p: Panchang, b: BlockedPeriod): string | null {
  const start = Math.max(b.start, Date.parse(p.sunrise));
  const end = Math.min(b.end, Date.parse(p.sunset));
  if (end <= start) return null;
  return `${p.date} ${hhmm(localIsoOf(p, start))}-${hhmm(localIsoOf(p, end))}`;
}

export function muhurtaSection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const place = ctx.dayPlace;
  if (!place) return askCity(part, lang);
  const { profile, kind: kindL, general } = undertakingOf(ctx.u.question);
  const kind = kindL[lang];
  const range = muhurtaRange(ctx, place);
  const span = daysBetween(range.from, range.to) + 1;
  const days: DayScore[] = [];
  for (let i = 0; i < span; i++) days.push(scoreDay(panchang({ date: isoDate(addDays(range.from, i)), ...engineInput(place), language: lang }), profile));
  const durationMs = DEFAULT_DURATION_MINUTES * 60000;
  const picks = bestDays(days, durationMs, PICKS);
  const spanText = range.month
    ? L(lang, T.spanMonth, { month: MONTH_NAMES[range.month.month - 1][lang], year: range.month.year })
    : L(lang, T.spanRange, { from: isoDate(range.from), to: isoDate(range.to) });
  const hm = (p: Panchang, ms: number) => hhmm(localIsoOf(p, ms));

  let answer: string;
  const facts: string[] = [];
  const avoid = avoidLists(days);
  /** The day of a one-day question, with its window (null: none free). */
  const single = range.single ? { s: days[0], w: windowOf(days[0], durationMs) } : null;
  if (single) {
    const { s, w } = single;
    const p = s.day;
    const vars = { date: p.date, weekday: weekdayOf(lang, p.date), kind, place: place.label, score: s.score };
    const barred = s.marks.filter((m) => m === 'amavasya' || m === 'rikta_tithi' || m === 'yoga_avoided');
    if (barred.length || !w) {
      answer = L(lang, T.no, { ...vars, why: barred.length ? barred.map((m) => L(lang, MARK[m], { yoga: both(lang, p.yoga.name, p.yoga.name_local) })).join('; ') : T.noWindow[lang] });
    } else {
      // Good: 4 or more, i.e. at least a prescribed tithi and one more thing for it (Shukla paksha, the weekday, the
      // nakshatra); the planner's best days score 5-8.
      answer = L(lang, s.score >= GOOD_DAY_SCORE ? T.yes : T.maybe, { ...vars, start: hm(p, w.start), end: hm(p, w.end) });
    }
    facts.push(dayLine(lang, s));
    if (w && !barred.length) facts.push(L(lang, T.avoids, { items: list(lang, w.periods.map((b) => periodText(lang, p, b))) }));
  } else {
    answer = picks.length
      ? L(lang, T.best, { kind, span: spanText, place: place.label, days: list(lang, picks.map(({ s, w }) => `${s.day.date} (${weekdayOf(lang, s.day.date)}) ${hm(s.day, w.start)}-${hm(s.day, w.end)}`)) })
      : L(lang, T.none, { kind, span: spanText, place: place.label });
    picks.forEach(({ s, w }, n) => {
      const p = s.day;
      facts.push([
        L(lang, T.pick, {
          n: n + 1, date: p.date, weekday: weekdayOf(lang, p.date), start: hm(p, w.start), end: hm(p, w.end), tithi: tithiName(lang, p),
          tend: timeOn(lang, p.date, p.tithi.end), nak: nakshatraName(lang, p.nakshatra.number - 1), score: s.score, why: whyOf(lang, s),
        }),
        L(lang, T.avoids, { items: list(lang, w.periods.map((b) => periodText(lang, p, b))) }),
        ...(w.abhijitFree ? [L(lang, T.abhijitToo, { start: hhmm(p.abhijit_muhurta.start), end: hhmm(p.abhijit_muhurta.end) })] : []),
      ].join(' '));
    });
    const items = [
      avoid.rikta.length ? L(lang, T.avoidRikta, { days: avoid.rikta.join(', ') }) : '',
      avoid.amavasya.length ? L(lang, T.avoidAmavasya, { days: avoid.amavasya.join(', ') }) : '',
      avoid.yoga.length ? L(lang, T.avoidYoga, { days: avoid.yoga.join(', ') }) : '',
    ].filter(Boolean);
    if (items.length) facts.push(L(lang, T.avoidHead, { items: items.join('; ') }));
    if (avoid.vishti.length) facts.push(L(lang, T.avoidVishti, { spans: avoid.vishti.join(', ') }));
  }
  if (days[0]) facts.push(localTimesLine(lang, place, days[0].day));

  // The rules are those of the profile applied: a kind judged by the general rules is not said to have its own.
  const reasons = [L(lang, T.muhurtaRule, { kind: PROFILE[profile.name].kind[lang], custom: PROFILE[profile.name].custom[lang] })];
  if (general) reasons.push(L(lang, T.generalOnly, { kind }));
  const pro = range.single ? [] : [L(lang, T.scores, { items: days.map((s) => `${s.day.date} ${s.avoided ? '✗' : s.score}`).join(', ') })];
  const rules = pujaCitations(days, single ? (single.w ? [{ s: single.s, w: single.w }] : []) : picks);
  const s = section(part, answer, {
    facts, reasons, pro, noteTopic: null,
    data: {
      place: { label: place.label, lat: place.lat, lon: place.lon, source: place.source }, undertaking: profile.name,
      from: isoDate(range.from), to: isoDate(range.to), duration_minutes: DEFAULT_DURATION_MINUTES,
      picks: picks.map(({ s: d, w }) => ({ date: d.day.date, start: localIsoOf(d.day, w.start), end: localIsoOf(d.day, w.end), score: d.score, tithi: d.day.tithi.number, nakshatra: d.day.nakshatra.name, reasons: d.reasons })),
      days: days.map((d) => ({ date: d.day.date, score: d.score, avoided: d.avoided, marks: d.marks, tithi: d.day.tithi.number, nakshatra: d.day.nakshatra.name, yoga: d.day.yoga.name })),
      avoid: { rikta_tithi: avoid.rikta, amavasya: avoid.amavasya, vyatipata_vaidhriti: avoid.yoga, vishti: avoid.vishti },
      rules,
    },
  });
  return withNotes(s, rules);
}

function dayLine(lang: Language, s: DayScore): string {
  const p = s.day;
  return L(lang, T.day, {
    date: p.date, weekday: weekdayOf(lang, p.date), tithi: tithiName(lang, p), tend: timeOn(lang, p.date, p.tithi.end),
    nak: nakshatraName(lang, p.nakshatra.number - 1), yoga: both(lang, p.yoga.name, p.yoga.name_local), score: s.score, why: whyOf(lang, s),
  });
}

function periodText(lang: Language, p: Panchang, b: BlockedPeriod): string {
  return `${PERIOD[b.kind][lang]} ${timeOn(lang, p.date, localIsoOf(p, b.start))}-${timeOn(lang, p.date, localIsoOf(p, b.end))}`;
}

/** The days of the range under each avoidance (their dates), and the daylight hours of Vishti karana (to sunset, whatever the tithi). */
function avoidLists(days: readonly DayScore[]): { rikta: string[]; amavasya: string[]; yoga: string[]; vishti: string[] } {
  const on = (m: DayMark) => days.filter((d) => d.marks.includes(m)).map((d) => d.day.date);
  return {
    rikta: on('rikta_tithi'), amavasya: on('amavasya'), yoga: on('yoga_avoided'),
    vishti: days.flatMap((d) => blockedPeriods({ ...d, tithiChosen: false }).filter((b) => b.kind === 'vishti').map((b) => vishtiSpan(d.day, b)).filter((x): x is string => x !== null)),
  };
}

// ---- Festival dates.

/** The place a festival's date is computed for: the conversation's, else the default city. */
function festivalPlace(ctx: SectionContext): DayPlace {
  if (ctx.dayPlace) return ctx.dayPlace;
  const found = lookupPlace(DEFAULT_FESTIVAL_CITY[ctx.lang]);
  if (found.kind !== 'found') throw new Error(`the default festival city ${DEFAULT_FESTIVAL_CITY[ctx.lang]} is not in the gazetteer`);
  return { lat: found.city.lat, lon: found.city.lon, label: cityLabel(found.city, ctx.lang), source: 'default' };
}

/** The festival's name in the user's language (festivals.ts's English name when it has no other). */
const festivalName = (lang: Language, name: string) => (lang === 'en' || !FESTIVAL[name] ? name : FESTIVAL[name][lang]);

function festivalRuleLine(lang: Language, e: FestivalEvent): string {
  if (e.kind === 'sankranti' || !e.tithi || !e.lunar_month || !e.paksha || e.kala === 'ingress') {
    return L(lang, T.sankranti, { sign: signName(lang, SIGNS.indexOf(e.sign as (typeof SIGNS)[number])), at: e.observed_at.slice(0, 16).replace('T', ' ') });
  }
  // Observed a day after the tithi's day (Holi after Holika Dahan): festivals.ts says so in the rule.
  const offset = /plus \d+ day/.test(e.rule);
  const kalaDay = offset ? isoDate(addDays({ year: +e.date.slice(0, 4), month: +e.date.slice(5, 7), day: +e.date.slice(8, 10) }, -1)) : e.date;
  return L(lang, T.festRule, {
    month: both(lang, e.lunar_month, LUNAR_MONTH[e.lunar_month][lang]),
    tithi: both(lang, `${e.paksha} ${e.tithi.name}`, e.tithi.name_local ? `${pakshaLocal(lang, e.tithi.number - 1)} ${e.tithi.name_local}` : undefined), kala: KALA[e.kala][lang], offset: offset ? T.festOffset[lang] : '',
    start: e.tithi.start.slice(0, 16).replace('T', ' '), end: e.tithi.end.slice(0, 16).replace('T', ' '),
    day: kalaDay, at: timeOn(lang, kalaDay, e.observed_at),
  });
}

export function festivalSection(part: Extract<Part, { topic: 'festival' }>, ctx: SectionContext): Section {
  const { lang, u } = ctx;
  const place = festivalPlace(ctx);
  const today = isoDate(dateAt(place, ctx.nowMs));
  const thisYear = +today.slice(0, 4);
  const calendar = (year: number) => festivals({ year, ...engineInput(place), language: lang });
  // A monthly observance is listed per month ("Ekadashi (Kartika Shukla)").
  const named = (year: number) => calendar(year).events.filter((e) => e.name === part.name || (RECURRING.has(part.name) && e.name.startsWith(`${part.name} (`)));
  // The asked years; none: the next time it falls (this year's if still ahead, else next year's).
  const askedYears = u.years.length ? [...new Set(u.years)].slice(0, 3) : u.relativeYear !== null ? [thisYear + u.relativeYear] : [];
  const found: { year: number; events: FestivalEvent[] }[] = askedYears.length
    ? askedYears.map((year) => ({ year, events: named(year) }))
    : (() => {
      const upcoming = named(thisYear).filter((e) => e.date >= today);
      // A monthly observance (Ekadashi comes twice a month): the next two; a festival: the next one.
      const n = RECURRING.has(part.name) ? 2 : 1;
      return upcoming.length ? [{ year: thisYear, events: upcoming.slice(0, n) }] : [{ year: thisYear + 1, events: named(thisYear + 1).slice(0, n) }];
    })();
  const name = festivalName(lang, part.name);
  const lines = found.flatMap(({ year, events }) => (events.length
    ? events.map((e) => L(lang, T.festDate, { name, year, date: e.date, weekday: weekdayOf(lang, e.date), place: place.label }))
    : [L(lang, T.festNone, { name, year })]));
  const facts = found.flatMap(({ events }) => events.map((e) => festivalRuleLine(lang, e)));
  if (FESTIVAL_NOTE[part.name]) facts.push(FESTIVAL_NOTE[part.name][lang]);
  if (place.source === 'default') facts.push(L(lang, T.festDefault, { place: place.label }));
  const events = found.flatMap((f) => f.events);
  const byTithi = events.some((e) => e.tithi !== null);
  const s = section(part, lines[0], {
    facts: [...lines.slice(1), ...facts], reasons: byTithi ? [T.kalaRule[lang]] : [], noteTopic: null,
    data: {
      place: { label: place.label, lat: place.lat, lon: place.lon, source: place.source }, convention: 'amanta',
      years: found.map((f) => f.year), events,
    },
  });
  return withNotes(s, byTithi ? ['tithi_at_kala'] : []);
}
