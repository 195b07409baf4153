/**
 * The panchang's daily tools (src/astrology/panchangTools.ts), asked in English, Hindi and Tamil:
 * - periods: the choghadiya, hora or gowri panchangam of a day at a place (panchangPeriods = GET
 *   /v1/astrology/panchang/periods); no birth. For today, the running period first (and whether it is good), then the
 *   next good one; the day's and night's tables follow.
 * - chandrashtama: the Moon's stays in the 8th sign from a Moon sign over a range (chandrashtama() = GET
 *   /v1/astrology/panchang/chandrashtama); the sign the question names, else the user's from the birth chart.
 * - balam: tarabala and chandrabalam of a day (panchangBalam = GET /v1/astrology/panchang/balam) for a janma
 *   nakshatra and Moon sign the question names, else the user's; "Is today good for me?" is answered with them.
 * Times are the place's local time; the rule each answer applied is the engine's `conventions`, in words.
 */
import type { Graha } from '../../constants';
import { addDays, isoDate } from '../../panchang';
import {
  chandrashtama, MAX_CHANDRASHTAMA_DAYS, panchangBalam, panchangPeriods,
  type Chandrashtama, type PanchangBalam, type PanchangPeriods,
} from '../../panchangTools';
import { bareMonthOf, GOOD_ASK, NEXT_MONTH, THIS_MONTH, type PeriodKind } from '../dayToolWords';
import type { CivilDate } from '../extract';
import { nakshatraName, planetName, signName, type Language, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { L, list } from './common';
import { both, dateAt, engineInput, timeOn, weekdayOf } from './day';
import { section, type DayPlace, type Section, type SectionContext } from './types';

const T = {
  askCity: {
    en: 'Which city should I compute this for? Sunrise and sunset, and so every choghadiya, hora and gowri period, and the local times of the Moon\'s changes depend on the place (for example: "in Ahmedabad").',
    hi: 'किस शहर के लिए गणना करूँ? सूर्योदय और सूर्यास्त, इसलिए हर चौघड़िया, होरा और गौरी काल, और चंद्रमा के बदलने का स्थानीय समय स्थान पर निर्भर करता है (जैसे: "अहमदाबाद में")।',
    ta: 'எந்த ஊருக்குக் கணிக்க வேண்டும்? சூரிய உதயம், அஸ்தமனம், அதனால் ஒவ்வொரு சௌகடியா, ஹோரை, கௌரி நேரமும், சந்திரன் மாறும் உள்ளூர் நேரமும் இடத்தைப் பொறுத்தது (எ.கா. "சென்னையில்").',
  },
  askSign: {
    en: 'Which is your Moon sign (rashi)? Name it ("my rashi is Simha"), or give your birth date, time and place and I will compute it.',
    hi: 'आपकी चंद्र राशि कौन सी है? उसका नाम बताइए ("मेरी राशि सिंह है"), या जन्म तिथि, समय और स्थान दीजिए, मैं गणना कर दूँगा।',
    ta: 'உங்கள் ராசி (சந்திர ராசி) எது? அதன் பெயரைக் கூறுங்கள் ("என் ராசி சிம்மம்"), அல்லது பிறந்த தேதி, நேரம், இடம் தாருங்கள், கணித்துத் தருகிறேன்.',
  },
  localTimes: { en: 'Times are local time at {place} (UTC{offset}{zone}).', hi: 'समय {place} का स्थानीय समय है (UTC{offset}{zone})।', ta: 'நேரங்கள் {place} உள்ளூர் நேரம் (UTC{offset}{zone}).' },
  // Periods
  now: { en: 'Now ({now} on {date}) at {place}: {name} {kind}, {start}-{end}, {quality}.', hi: '{place} में अभी ({date}, {now}): {name} {kind}, {start}-{end}, {quality}।', ta: '{place}, இப்போது ({date}, {now}): {name} {kind}, {start}-{end}, {quality}.' },
  nowHora: { en: 'Now ({now} on {date}) at {place}: {name} hora, {start}-{end}.', hi: '{place} में अभी ({date}, {now}): {name} की होरा, {start}-{end}।', ta: '{place}, இப்போது ({date}, {now}): {name} ஹோரை, {start}-{end}.' },
  nextGood: { en: 'Next good one: {name} {start}-{end}{on}.', hi: 'अगला शुभ: {name} {start}-{end}{on}।', ta: 'அடுத்த நல்ல நேரம்: {name} {start}-{end}{on}.' },
  nextHora: { en: 'Next: {name} hora, {start}-{end}.', hi: 'अगली: {name} की होरा, {start}-{end}।', ta: 'அடுத்து: {name} ஹோரை, {start}-{end}.' },
  aheadGood: { en: 'Good ones still ahead: {items}.', hi: 'आगे के शुभ: {items}।', ta: 'இனி வரும் நல்ல நேரங்கள்: {items}.' },
  planetHoras: { en: '{planet} horas on {date} ({weekday}) at {place}: {items}.', hi: '{date} ({weekday}) को {place} में {planet} की होरा: {items}।', ta: '{date} ({weekday}), {place}: {planet} ஹோரை {items}.' },
  planetNow: { en: 'One is running now, until {end}.', hi: 'अभी एक चल रही है, {end} तक।', ta: 'இப்போது ஒன்று நடக்கிறது, {end} வரை.' },
  planetNext: { en: 'The next is {start}-{end}{on}.', hi: 'अगली {start}-{end}{on}।', ta: 'அடுத்தது {start}-{end}{on}.' },
  onDay: { en: ' on {date}', hi: ' ({date})', ta: ' ({date})' },
  dayGood: { en: '{kind} on {date} ({weekday}) at {place}: the good periods are {items}.', hi: '{date} ({weekday}) को {place} में {kind}: शुभ समय {items}।', ta: '{date} ({weekday}), {place} {kind}: நல்ல நேரங்கள் {items}.' },
  dayHora: { en: 'Horas on {date} ({weekday}) at {place}, from sunrise: {items}.', hi: '{date} ({weekday}) को {place} में सूर्योदय से होरा: {items}।', ta: '{date} ({weekday}), {place}, சூரிய உதயம் முதல் ஹோரைகள்: {items}.' },
  dayTable: { en: 'Day ({rise}-{set}): {items}.', hi: 'दिन ({rise}-{set}): {items}।', ta: 'பகல் ({rise}-{set}): {items}.' },
  nightTable: { en: 'Night ({set} to {rise} on {next}): {items}.', hi: 'रात्रि ({set} से {next} को {rise} तक): {items}।', ta: 'இரவு ({set} முதல் {next} அன்று {rise} வரை): {items}.' },
  nightHeld: { en: 'Before sunrise ({rise}) the night periods of {prev} are still running.', hi: 'सूर्योदय ({rise}) से पहले {prev} की रात्रि के काल चल रहे हैं।', ta: 'சூரிய உதயத்துக்கு ({rise}) முன் {prev} இரவின் நேரங்கள் நடக்கின்றன.' },
  // Chandrashtama
  chRange: { en: 'Chandrashtama for {sign} Moon sign from {from} to {to} at {place}: {items}.', hi: '{sign} राशि का चंद्राष्टम, {from} से {to} तक ({place}): {items}।', ta: '{sign} ராசிக்கு சந்திராஷ்டமம், {from} முதல் {to} வரை ({place}): {items}.' },
  chNone: { en: 'No chandrashtama for {sign} Moon sign from {from} to {to} at {place}; the next begins {start} and ends {end}.', hi: '{from} से {to} तक {sign} राशि का चंद्राष्टम नहीं है ({place}); अगला {start} से {end} तक।', ta: '{from} முதல் {to} வரை {sign} ராசிக்கு சந்திராஷ்டமம் இல்லை ({place}); அடுத்தது {start} முதல் {end} வரை.' },
  chSpan: { en: 'from {start} to {end}', hi: '{start} से {end} तक', ta: '{start} முதல் {end} வரை' },
  chEighth: { en: 'In these spans the Moon is in {eighth}, the 8th sign from {sign}.', hi: 'इन अवधियों में चंद्रमा {eighth} में है, जो {sign} से 8वीं राशि है।', ta: 'இக்காலங்களில் சந்திரன் {eighth} ராசியில், {sign} ராசியிலிருந்து 8-வது ராசியில் இருக்கிறார்.' },
  chDates: { en: 'Dates touched: {dates}.', hi: 'प्रभावित तिथियाँ (तारीख): {dates}।', ta: 'தொடும் தேதிகள்: {dates}.' },
  chNow: { en: 'It is running now, until {end}.', hi: 'यह अभी चल रहा है, {end} तक।', ta: 'இது இப்போது நடக்கிறது, {end} வரை.' },
  fromBirth: { en: 'Your Moon sign {sign} and janma nakshatra {nak} are from your birth chart.', hi: 'आपकी चंद्र राशि {sign} और जन्म नक्षत्र {nak} आपकी जन्म कुंडली से हैं।', ta: 'உங்கள் ராசி {sign}, ஜென்ம நட்சத்திரம் {nak} உங்கள் ஜாதகத்திலிருந்து.' },
  // Balam
  whom: { en: 'for janma nakshatra {nak} and Moon sign {sign}', hi: 'जन्म नक्षत्र {nak} और चंद्र राशि {sign} के लिए', ta: 'ஜென்ம நட்சத்திரம் {nak}, ராசி {sign} ஆகியவற்றுக்கு' },
  whomNak: { en: 'for janma nakshatra {nak}', hi: 'जन्म नक्षत्र {nak} के लिए', ta: 'ஜென்ம நட்சத்திரம் {nak} க்கு' },
  whomSign: { en: 'for Moon sign {sign}', hi: 'चंद्र राशि {sign} के लिए', ta: 'ராசி {sign} க்கு' },
  allDay: { en: '{date} ({weekday}) at {place}, {whom}: a favourable day: tarabala and chandrabalam are both good from sunrise ({rise}) to the next sunrise ({next}).', hi: '{date} ({weekday}), {place}, {whom}: अनुकूल दिन: सूर्योदय ({rise}) से अगले सूर्योदय ({next}) तक तारा बल और चंद्र बल दोनों शुभ हैं।', ta: '{date} ({weekday}), {place}, {whom}: நல்ல நாள்: சூரிய உதயம் ({rise}) முதல் அடுத்த உதயம் ({next}) வரை தாரா பலமும் சந்திர பலமும் இரண்டும் நன்று.' },
  partDay: { en: '{date} ({weekday}) at {place}, {whom}: favourable in part: tarabala and chandrabalam are both good {spans}, not the rest of the day.', hi: '{date} ({weekday}), {place}, {whom}: आंशिक रूप से अनुकूल: तारा बल और चंद्र बल दोनों {spans} शुभ हैं, बाकी दिन नहीं।', ta: '{date} ({weekday}), {place}, {whom}: பகுதியாக நன்று: தாரா பலமும் சந்திர பலமும் {spans} இரண்டும் நன்று, மீதி நேரம் இல்லை.' },
  noDay: { en: '{date} ({weekday}) at {place}, {whom}: not a favourable day: tarabala and chandrabalam are not both good at any time from sunrise ({rise}) to the next sunrise.', hi: '{date} ({weekday}), {place}, {whom}: अनुकूल दिन नहीं: सूर्योदय ({rise}) से अगले सूर्योदय तक किसी समय तारा बल और चंद्र बल दोनों शुभ नहीं हैं।', ta: '{date} ({weekday}), {place}, {whom}: நல்ல நாள் அல்ல: சூரிய உதயம் ({rise}) முதல் அடுத்த உதயம் வரை எந்த நேரத்திலும் தாரா பலமும் சந்திர பலமும் இரண்டும் நன்றாக இல்லை.' },
  taraOnlyDay: { en: '{date} ({weekday}) at {place}, {whom}: tarabala is {verdict}.', hi: '{date} ({weekday}), {place}, {whom}: तारा बल {verdict}।', ta: '{date} ({weekday}), {place}, {whom}: தாரா பலம் {verdict}.' },
  chandraOnlyDay: { en: '{date} ({weekday}) at {place}, {whom}: chandrabalam is {verdict}.', hi: '{date} ({weekday}), {place}, {whom}: चंद्र बल {verdict}।', ta: '{date} ({weekday}), {place}, {whom}: சந்திர பலம் {verdict}.' },
  goodSpans: { en: 'good {spans}', hi: '{spans} शुभ', ta: '{spans} நன்று' },
  noGood: { en: 'not good at any time of the day', hi: 'दिन में किसी समय शुभ नहीं', ta: 'நாளின் எந்த நேரத்திலும் நன்றாக இல்லை' },
  span: { en: 'from {start} to {end}', hi: '{start} से {end} तक', ta: '{start} முதல் {end} வரை' },
  taraHead: { en: 'Tarabala {whom} on {date} at {place}: {items}.', hi: '{date} को {place} में {whom} तारा बल: {items}।', ta: '{date}, {place}, {whom} தாரா பலம்: {items}.' },
  chandraHead: { en: 'Chandrabalam {whom} on {date} at {place}: {items}.', hi: '{date} को {place} में {whom} चंद्र बल: {items}।', ta: '{date}, {place}, {whom} சந்திர பலம்: {items}.' },
  taraLine: { en: 'Tarabala: {items}.', hi: 'तारा बल: {items}।', ta: 'தாரா பலம்: {items}.' },
  chandraLine: { en: 'Chandrabalam: {items}.', hi: 'चंद्र बल: {items}।', ta: 'சந்திர பலம்: {items}.' },
  taraSpan: { en: '{start} to {end}, Moon in {nak} ({count} counted from {janma}): {tara} tara, {quality}', hi: '{start} से {end} तक चंद्र {nak} में ({janma} से {count}वाँ): {tara} तारा, {quality}', ta: '{start} முதல் {end} வரை சந்திரன் {nak} நட்சத்திரத்தில் ({janma} முதல் {count}-வது): {tara} தாரை, {quality}' },
  chandraSpan: { en: '{start} to {end}, Moon in {sign} ({pos} counted from {natal}): {fav}', hi: '{start} से {end} तक चंद्र {sign} में ({natal} से {pos}वीं राशि): {fav}', ta: '{start} முதல் {end} வரை சந்திரன் {sign} ராசியில் ({natal} முதல் {pos}-வது): {fav}' },
  taraAllDay: { en: 'all day (sunrise {start} to next sunrise {end}), Moon in {nak} ({count} counted from {janma}): {tara} tara, {quality}', hi: 'पूरे दिन (सूर्योदय {start} से अगले सूर्योदय {end} तक) चंद्र {nak} में ({janma} से {count}वाँ): {tara} तारा, {quality}', ta: 'நாள் முழுவதும் (உதயம் {start} முதல் அடுத்த உதயம் {end} வரை) சந்திரன் {nak} நட்சத்திரத்தில் ({janma} முதல் {count}-வது): {tara} தாரை, {quality}' },
  chandraAllDay: { en: 'all day (sunrise {start} to next sunrise {end}), Moon in {sign} ({pos} counted from {natal}): {fav}', hi: 'पूरे दिन (सूर्योदय {start} से अगले सूर्योदय {end} तक) चंद्र {sign} में ({natal} से {pos}वीं राशि): {fav}', ta: 'நாள் முழுவதும் (உதயம் {start} முதல் அடுத்த உதயம் {end} வரை) சந்திரன் {sign} ராசியில் ({natal} முதல் {pos}-வது): {fav}' },
  needNak: { en: 'Tarabala needs the janma nakshatra: name it ("my star is Rohini") or give your birth details.', hi: 'तारा बल के लिए जन्म नक्षत्र चाहिए: उसका नाम बताइए ("मेरा नक्षत्र रोहिणी है") या जन्म विवरण दीजिए।', ta: 'தாரா பலத்துக்கு ஜென்ம நட்சத்திரம் தேவை: அதைக் கூறுங்கள் ("என் நட்சத்திரம் ரோகிணி") அல்லது பிறப்பு விவரம் தாருங்கள்.' },
  needSign: { en: 'Chandrabalam needs the Moon sign: name it ("my rashi is Kanya") or give your birth details.', hi: 'चंद्र बल के लिए चंद्र राशि चाहिए: उसका नाम बताइए ("मेरी राशि कन्या है") या जन्म विवरण दीजिए।', ta: 'சந்திர பலத்துக்கு ராசி தேவை: அதைக் கூறுங்கள் ("என் ராசி கன்னி") அல்லது பிறப்பு விவரம் தாருங்கள்.' },
  nakInSign: { en: '{nak} lies wholly in {sign}, so the Moon sign is {sign}.', hi: '{nak} पूरा {sign} में है, इसलिए चंद्र राशि {sign} है।', ta: '{nak} முழுவதும் {sign} ராசியில் உள்ளது, எனவே ராசி {sign}.' },
} satisfies Record<string, Localized>;

const KIND: Record<PeriodKind, Localized> = {
  choghadiya: { en: 'choghadiya', hi: 'चौघड़िया', ta: 'சௌகடியா' },
  hora: { en: 'hora', hi: 'होरा', ta: 'ஹோரை' },
  gowri: { en: 'gowri panchangam', hi: 'गौरी पंचांग', ta: 'கௌரி பஞ்சாங்கம்' },
};
const QUALITY: Record<'good' | 'neutral' | 'bad' | 'mixed', Localized> = {
  good: { en: 'good', hi: 'शुभ', ta: 'நல்லது' },
  neutral: { en: 'neutral', hi: 'सामान्य', ta: 'நடுநிலை' },
  bad: { en: 'bad', hi: 'अशुभ', ta: 'கெட்டது' },
  mixed: { en: 'mixed', hi: 'मिश्र', ta: 'கலப்பு' },
};
const FAVOURABLE: Record<'yes' | 'no', Localized> = {
  yes: { en: 'favourable', hi: 'अनुकूल', ta: 'அனுகூலம்' },
  no: { en: 'not favourable', hi: 'प्रतिकूल', ta: 'அனுகூலமில்லை' },
};

/** The engine's conventions (panchangTools.ts), in Hindi and Tamil; English is the engine's own text. */
const RULE_LOCAL: Record<'choghadiya' | 'hora' | 'gowri' | 'chandrashtama' | 'day' | 'tarabala' | 'chandrabalam', Omit<Localized, 'en'>> = {
  choghadiya: {
    hi: 'सूर्योदय-सूर्यास्त और सूर्यास्त-अगला सूर्योदय, दोनों 8 बराबर भागों में। दिन: वार के स्वामी से क्रम सूर्य (उद्वेग), शुक्र (चर), बुध (लाभ), चंद्र (अमृत), शनि (काल), गुरु (शुभ), मंगल (रोग); रात्रि: 5वें वार के स्वामी से, यही क्रम उल्टा, दो-दो छोड़कर (रविवार रात्रि: गुरु, चंद्र, शुक्र, मंगल, शनि, बुध, सूर्य)। शुभ: अमृत, शुभ, लाभ; सामान्य: चर; अशुभ: उद्वेग, काल, रोग।',
    ta: 'சூரிய உதயம்-அஸ்தமனம், அஸ்தமனம்-அடுத்த உதயம், ஒவ்வொன்றும் 8 சம பாகங்கள். பகல்: கிழமை அதிபதியிலிருந்து சூரியன் (உத்வேகம்), சுக்கிரன் (சரம்), புதன் (லாபம்), சந்திரன் (அமிர்தம்), சனி (காலம்), குரு (சுபம்), செவ்வாய் (ரோகம்) என்ற வரிசை; இரவு: 5-வது கிழமையின் அதிபதியிலிருந்து, அதே வரிசை பின்னோக்கி இரண்டிரண்டாக (ஞாயிறு இரவு: குரு, சந்திரன், சுக்கிரன், செவ்வாய், சனி, புதன், சூரியன்). நல்லவை: அமிர்தம், சுபம், லாபம்; நடுநிலை: சரம்; கெட்டவை: உத்வேகம், காலம், ரோகம்.',
  },
  hora: {
    hi: 'दिन की 12 बराबर होरा (सूर्योदय-सूर्यास्त) और रात्रि की 12 (सूर्यास्त-अगला सूर्योदय); पहली होरा वार के स्वामी की, फिर कल्दीय क्रम नीचे की ओर (सूर्य, शुक्र, बुध, चंद्र, शनि, गुरु, मंगल)।',
    ta: 'பகலில் 12 சம ஹோரைகள் (உதயம்-அஸ்தமனம்), இரவில் 12 (அஸ்தமனம்-அடுத்த உதயம்); முதல் ஹோரை கிழமை அதிபதியுடையது, பின் சால்டிய வரிசை கீழ்நோக்கி (சூரியன், சுக்கிரன், புதன், சந்திரன், சனி, குரு, செவ்வாய்).',
  },
  gowri: {
    hi: 'सूर्योदय-सूर्यास्त और सूर्यास्त-अगला सूर्योदय, दोनों 8 बराबर भागों में, नाम वार की उन सारणियों से जो द्रिक पंचांग पाम्बु पंचांगम के अनुसार छापता है। शुभ: अमृत, उद्योग, लाभ, धन, सुख; अशुभ: रोग, चोर, विष।',
    ta: 'சூரிய உதயம்-அஸ்தமனம், அஸ்தமனம்-அடுத்த உதயம், ஒவ்வொன்றும் 8 சம பாகங்கள்; பெயர்கள் பாம்பு பஞ்சாங்கத்தின்படி த்ருக் பஞ்சாங்கம் வெளியிடும் கிழமை அட்டவணைகளிலிருந்து. நல்லவை: அமிர்தம், உத்தி, லாபம், தனம், சுகம்; கெட்டவை: ரோகம், சோரம், விஷம்.',
  },
  chandrashtama: {
    hi: 'चंद्राष्टम: चंद्रमा (लाहिड़ी निरयन) जन्म राशि से 8वीं राशि में (समावेशी गिनती), प्रवेश से निकास तक; अवधि से जुड़ा हर प्रवास उसकी तारीखों सहित दिया गया है।',
    ta: 'சந்திராஷ்டமம்: சந்திரன் (லாஹிரி நிராயனம்) ஜென்ம ராசியிலிருந்து 8-வது ராசியில் (உள்ளடக்கிய எண்ணிக்கை), நுழைவு முதல் வெளியேற்றம் வரை; காலத்தைத் தொடும் ஒவ்வொரு தங்கலும் அதன் தேதிகளுடன் தரப்பட்டுள்ளது.',
  },
  day: {
    hi: 'हिंदू दिन, सूर्योदय से अगले सूर्योदय तक, जहाँ चंद्रमा (लाहिड़ी निरयन) नक्षत्र या राशि बदलता है वहाँ बँटा हुआ।',
    ta: 'இந்து நாள், சூரிய உதயம் முதல் அடுத்த உதயம் வரை, சந்திரன் (லாஹிரி நிராயனம்) நட்சத்திரம் அல்லது ராசி மாறும் இடங்களில் பிரிக்கப்பட்டது.',
  },
  tarabala: {
    hi: 'जन्म नक्षत्र से दिन के नक्षत्र तक गिनती, दोनों समेत (1-27), 9 से शेष: 1 जन्म (मिश्र), 2 सम्पत्, 3 विपत् (अशुभ), 4 क्षेम, 5 प्रत्यरि (अशुभ), 6 साधक, 7 नैधन (अशुभ), 8 मित्र, 9 परम मित्र।',
    ta: 'ஜென்ம நட்சத்திரத்திலிருந்து அன்றைய நட்சத்திரம் வரை இரண்டும் உட்பட எண்ணிக்கை (1-27), 9-ஆல் மீதி: 1 ஜன்மம் (கலப்பு), 2 சம்பத்து, 3 விபத்து (கெட்டது), 4 க்ஷேமம், 5 பிரத்யக்கு (கெட்டது), 6 சாதகம், 7 நைதனம் (கெட்டது), 8 மைத்ரம், 9 பரம மைத்ரம்.',
  },
  chandrabalam: {
    hi: 'गोचर चंद्रमा की राशि जन्म राशि से गिनी जाती है (1 = वही राशि); 1, 3, 6, 7, 10, 11 में अनुकूल।',
    ta: 'கோசார சந்திரனின் ராசி ஜென்ம ராசியிலிருந்து எண்ணப்படுகிறது (1 = அதே ராசி); 1, 3, 6, 7, 10, 11-ல் அனுகூலம்.',
  },
};
const rule = (lang: Language, key: keyof typeof RULE_LOCAL, en: string): string => (lang === 'en' ? en : RULE_LOCAL[key][lang]);

const hhmm = (iso: string): string => iso.slice(11, 16);
const offsetOf = (iso: string): string => iso.slice(19);
const daysBetween = (a: CivilDate, b: CivilDate) => Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86400000);
const civil = (iso: string): CivilDate => ({ year: +iso.slice(0, 4), month: +iso.slice(5, 7), day: +iso.slice(8, 10) });
const placeData = (p: DayPlace) => ({ label: p.label, lat: p.lat, lon: p.lon, source: p.source });

/** No place known: ask for the city (conversation.ts reads a bare city in the reply as this day's place). */
const askCity = (part: Part, lang: Language): Section => section(part, T.askCity[lang], { asks: true });

function localTimesLine(lang: Language, place: DayPlace, iso: string, zone: string | null): string {
  return L(lang, T.localTimes, { place: place.label, offset: offsetOf(iso), zone: zone ? `, ${zone}` : '' });
}

/** The day a question is about: a date it names (never a birth date: conversation.ts drops those), else today / tomorrow at the place. */
function askedDay(ctx: SectionContext, place: DayPlace): { day: CivilDate; today: CivilDate } {
  const today = dateAt(place, ctx.nowMs);
  const d = ctx.u.day;
  return { day: d.dates[0] ?? addDays(today, d.relativeDay ?? 0), today };
}

// ---- Choghadiya, hora, gowri panchangam.

interface Row { name: string; start: string; end: string; quality?: 'good' | 'neutral' | 'bad'; night: boolean; lord?: Graha }

function rowsOf(lang: Language, p: PanchangPeriods, kind: PeriodKind): Row[] {
  if (kind === 'hora') return p.hora.map((h) => ({ name: planetName(lang, h.lord as Graha), start: h.start, end: h.end, night: h.part === 'night', lord: h.lord as Graha }));
  const t = kind === 'choghadiya' ? p.choghadiya : p.gowri_panchangam;
  const row = (night: boolean) => (r: { name: string; name_local?: string; start: string; end: string; quality: 'good' | 'neutral' | 'bad' }): Row =>
    ({ name: both(lang, r.name, r.name_local), start: r.start, end: r.end, quality: r.quality, night });
  return [...t.day.map(row(false)), ...t.night.map(row(true))];
}

const rowText = (lang: Language, r: Row): string => `${r.name} ${hhmm(r.start)}-${hhmm(r.end)}${r.quality ? ` (${QUALITY[r.quality][lang]})` : ''}`;
const CONVENTION: Record<PeriodKind, keyof PanchangPeriods['conventions']> = { choghadiya: 'choghadiya', hora: 'hora', gowri: 'gowri_panchangam' };

export function periodsSection(part: Extract<Part, { topic: 'periods' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const place = ctx.dayPlace;
  if (!place) return askCity(part, lang);
  const { day, today } = askedDay(ctx, place);
  const input = (d: CivilDate) => ({ date: isoDate(d), ...engineInput(place), language: lang });
  const p = panchangPeriods(input(day));
  const kind = KIND[part.kind][lang];
  const rows = rowsOf(lang, p, part.kind);
  const facts: string[] = [];
  let answer: string;
  let running: Row | null = null;
  const on = (r: Row) => (r.start.slice(0, 10) === isoDate(day) ? '' : L(lang, T.onDay, { date: r.start.slice(0, 10) }));
  if (part.kind === 'hora' && part.planet) {
    // "Guru hora": that planet's horas of the day (and, today, the one running or the next).
    const mine = rows.filter((r) => r.lord === part.planet);
    answer = L(lang, T.planetHoras, {
      planet: planetName(lang, part.planet), date: p.date, weekday: weekdayOf(lang, p.date), place: place.label,
      items: list(lang, mine.map((r) => `${hhmm(r.start)}-${hhmm(r.end)}${on(r)}`)),
    });
    if (daysBetween(day, today) === 0) {
      const now = mine.find((r) => Date.parse(r.start) <= ctx.nowMs && ctx.nowMs < Date.parse(r.end));
      const next = mine.find((r) => Date.parse(r.start) > ctx.nowMs);
      if (now) { running = now; answer += ` ${L(lang, T.planetNow, { end: hhmm(now.end) })}`; }
      else if (next) answer += ` ${L(lang, T.planetNext, { start: hhmm(next.start), end: hhmm(next.end), on: on(next) })}`;
    }
  } else if (daysBetween(day, today) === 0) {
    // Today: the period running now. Before sunrise it is the previous Hindu day's night.
    const before = ctx.nowMs < Date.parse(p.sunrise);
    const prev = before ? panchangPeriods(input(addDays(day, -1))) : null;
    const pool = [...(prev ? rowsOf(lang, prev, part.kind).filter((r) => r.night) : []), ...rows];
    const at = pool.findIndex((r) => Date.parse(r.start) <= ctx.nowMs && ctx.nowMs < Date.parse(r.end));
    running = at >= 0 ? pool[at] : null;
    const later = at >= 0 ? pool.slice(at + 1) : pool.filter((r) => Date.parse(r.start) > ctx.nowMs);
    if (running) {
      const nowText = hhmm(isoAt(running.start, ctx.nowMs));
      const vars = { now: nowText, date: isoDate(day), place: place.label, name: running.name, kind, start: hhmm(running.start), end: hhmm(running.end) };
      if (part.kind === 'hora') {
        const next = later[0];
        answer = [L(lang, T.nowHora, vars), next ? L(lang, T.nextHora, { name: next.name, start: hhmm(next.start), end: hhmm(next.end) }) : ''].filter(Boolean).join(' ');
      } else {
        // The good ones still ahead when the good ones are asked; else the next good one (later today, else in the
        // next Hindu day's table).
        const ahead = later.filter((r) => r.quality === 'good');
        const next = ahead[0] ?? rowsOf(lang, panchangPeriods(input(addDays(day, 1))), part.kind).find((r) => r.quality === 'good');
        const then = GOOD_ASK.test(ctx.u.question) && ahead.length
          ? L(lang, T.aheadGood, { items: list(lang, ahead.map((r) => `${r.name} ${hhmm(r.start)}-${hhmm(r.end)}${on(r)}`)) })
          : next ? L(lang, T.nextGood, { name: next.name, start: hhmm(next.start), end: hhmm(next.end), on: on(next) }) : '';
        answer = [L(lang, T.now, { ...vars, quality: QUALITY[running.quality!][lang] }), then].filter(Boolean).join(' ');
      }
      if (before && prev) facts.push(L(lang, T.nightHeld, { rise: hhmm(p.sunrise), prev: prev.date }));
    } else {
      answer = dayAnswer(lang, p, rows, part.kind, kind, place);
    }
  } else {
    answer = dayAnswer(lang, p, rows, part.kind, kind, place);
  }
  // The day's whole table, day then night.
  facts.push(L(lang, T.dayTable, { rise: hhmm(p.sunrise), set: hhmm(p.sunset), items: rows.filter((r) => !r.night).map((r) => rowText(lang, r)).join('; ') }));
  facts.push(L(lang, T.nightTable, { set: hhmm(p.sunset), rise: hhmm(p.next_sunrise), next: p.next_sunrise.slice(0, 10), items: rows.filter((r) => r.night).map((r) => rowText(lang, r)).join('; ') }));
  facts.push(localTimesLine(lang, place, p.sunrise, p.time_zone.zone));
  return section(part, answer, {
    facts, reasons: [rule(lang, part.kind, p.conventions[CONVENTION[part.kind]])], noteTopic: null,
    data: { place: placeData(place), kind: part.kind, running: running ? { name: running.name, start: running.start, end: running.end, quality: running.quality ?? null } : null, periods: p },
  });
}

/** A day that is not today: its good periods (day and night), or for the hora the day's table from sunrise. */
function dayAnswer(lang: Language, p: PanchangPeriods, rows: Row[], k: PeriodKind, kind: string, place: DayPlace): string {
  const vars = { kind: lang === 'en' ? kind[0].toUpperCase() + kind.slice(1) : kind, date: p.date, weekday: weekdayOf(lang, p.date), place: place.label };
  if (k === 'hora') return L(lang, T.dayHora, { ...vars, items: rows.filter((r) => !r.night).map((r) => rowText(lang, r)).join(', ') });
  return L(lang, T.dayGood, { ...vars, items: list(lang, rows.filter((r) => r.quality === 'good').map((r) => rowText(lang, { ...r, quality: undefined }))) });
}

// ---- Chandrashtama.

const DEFAULT_DAYS = 30;
const lastOfMonth = (m: { year: number; month: number }): CivilDate => addDays({ year: m.month === 12 ? m.year + 1 : m.year, month: m.month % 12 + 1, day: 1 }, -1);

/** The range a chandrashtama question is about: named dates, a month (this, next, named), else the next 30 days from today. */
function chandrashtamaRange(ctx: SectionContext, today: CivilDate): { from: CivilDate; to: CivilDate } {
  const d = ctx.u.day;
  const q = ctx.u.question;
  if (d.dates.length >= 2) {
    const [a, b] = [d.dates[0], d.dates[d.dates.length - 1]].sort((x, y) => daysBetween(y, x));
    return { from: a, to: daysBetween(a, b) >= MAX_CHANDRASHTAMA_DAYS ? addDays(a, MAX_CHANDRASHTAMA_DAYS - 1) : b };
  }
  if (d.dates.length === 1) return { from: d.dates[0], to: d.dates[0] };
  const month = d.month ?? (THIS_MONTH.test(q) ? { year: today.year, month: today.month }
    : NEXT_MONTH.test(q) ? { year: today.month === 12 ? today.year + 1 : today.year, month: today.month % 12 + 1 } : bareMonthOf(q, today));
  if (month) {
    const first = { year: month.year, month: month.month, day: 1 };
    const last = lastOfMonth(month);
    // The current month: from today (what is still ahead, and a stay under way).
    return { from: daysBetween(first, today) > 0 && daysBetween(today, last) >= 0 ? today : first, to: last };
  }
  return { from: today, to: addDays(today, DEFAULT_DAYS - 1) };
}

const stamp = (iso: string) => `${iso.slice(0, 10)} ${hhmm(iso)}`;

export function chandrashtamaSection(part: Extract<Part, { topic: 'chandrashtama' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const sign = part.sign ?? ctx.facts?.moonSign;
  if (sign === undefined) return section(part, T.askSign[lang], { asks: true });
  const place = ctx.dayPlace;
  if (!place) return askCity(part, lang);
  const today = dateAt(place, ctx.nowMs);
  const range = chandrashtamaRange(ctx, today);
  const run = (from: CivilDate, to: CivilDate): Chandrashtama => chandrashtama({ start: isoDate(from), end: isoDate(to), ...engineInput(place), moon_sign: sign + 1, language: lang });
  const c = run(range.from, range.to);
  const signText = signName(lang, sign);
  const facts: string[] = [];
  let answer: string;
  let next: Chandrashtama['periods'][number] | undefined;
  if (c.periods.length) {
    answer = L(lang, T.chRange, {
      sign: signText, from: c.start, to: c.end, place: place.label,
      items: list(lang, c.periods.map((x) => L(lang, T.chSpan, { start: stamp(x.start), end: stamp(x.end) }))),
    });
  } else {
    next = run(addDays(range.to, 1), addDays(range.to, 30)).periods[0];
    answer = L(lang, T.chNone, { sign: signText, from: c.start, to: c.end, place: place.label, start: stamp(next.start), end: stamp(next.end) });
  }
  facts.push(L(lang, T.chEighth, { eighth: signName(lang, c.eighth_sign.number - 1), sign: signText }));
  const now = c.periods.find((x) => Date.parse(x.start) <= ctx.nowMs && ctx.nowMs < Date.parse(x.end));
  if (now) facts.push(L(lang, T.chNow, { end: stamp(now.end) }));
  if (c.periods.length) facts.push(L(lang, T.chDates, { dates: c.periods.map((x) => x.dates.join(', ')).join('; ') }));
  if (part.sign === undefined && ctx.facts) facts.push(L(lang, T.fromBirth, { sign: signText, nak: nakshatraName(lang, ctx.facts.moonNakshatra) }));
  const first = c.periods[0] ?? next;
  if (first) facts.push(localTimesLine(lang, place, first.start, c.time_zone.zone));
  return section(part, answer, {
    facts, reasons: [rule(lang, 'chandrashtama', c.conventions.rule)], noteTopic: null,
    data: { place: placeData(place), chandrashtama: c, ...(next ? { next } : {}) },
  });
}

// ---- Tarabala and chandrabalam.

const NAK_SPAN = 360 / 27;
/** The sign a nakshatra lies wholly in, or undefined when it spans two (Krittika, Mrigashira, Punarvasu ...). */
export function signOfNakshatra(n: number): number | undefined {
  const a = Math.floor((n * NAK_SPAN) / 30 + 1e-9);
  const b = Math.floor(((n + 1) * NAK_SPAN - 1e-6) / 30);
  return a === b ? a : undefined;
}

interface Span { start: number; end: number }
/** Where two span lists are both good: their overlaps. */
function overlaps(a: Span[], b: Span[]): Span[] {
  const out: Span[] = [];
  for (const x of a) for (const y of b) {
    const s = Math.max(x.start, y.start);
    const e = Math.min(x.end, y.end);
    if (e > s) out.push({ start: s, end: e });
  }
  // Adjacent pieces join (a nakshatra change inside a good sign).
  return out.sort((x, y) => x.start - y.start).reduce<Span[]>((acc, s) => {
    const last = acc[acc.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end); else acc.push({ ...s });
    return acc;
  }, []);
}

export function balamSection(part: Extract<Part, { topic: 'balam' }>, ctx: SectionContext): Section {
  const { lang } = ctx;
  const place = ctx.dayPlace;
  if (!place) return askCity(part, lang);
  // What the question names wins over the birth chart; a named nakshatra wholly in one sign gives the sign, and the
  // birth's nakshatra is used with a named sign only when it lies (at least partly) in that sign.
  const f = ctx.facts;
  const inSign = (n: number, s: number) => Math.floor((n * NAK_SPAN) / 30 + 1e-9) === s || Math.floor(((n + 1) * NAK_SPAN - 1e-6) / 30) === s;
  const nak = part.nakshatra ?? (f && (part.sign === undefined || inSign(f.moonNakshatra, part.sign)) ? f.moonNakshatra : undefined);
  const derived = part.sign === undefined && part.nakshatra !== undefined ? signOfNakshatra(part.nakshatra) : undefined;
  const sign = part.sign ?? derived ?? (part.nakshatra === undefined ? f?.moonSign : undefined);
  if (nak === undefined && sign === undefined) return section(part, T.askSign[lang], { asks: true });
  const { day } = askedDay(ctx, place);
  const b: PanchangBalam = panchangBalam({
    date: isoDate(day), ...engineInput(place), language: lang,
    ...(nak !== undefined ? { birth_nakshatra: nak + 1 } : {}), ...(sign !== undefined ? { moon_sign: sign + 1 } : {}),
  });
  const d = b.date;
  const t = (iso: string) => timeOn(lang, d, iso);
  const nakText = nak !== undefined ? nakshatraName(lang, nak) : '';
  const signText = sign !== undefined ? signName(lang, sign) : '';
  const whom = nak !== undefined && sign !== undefined ? L(lang, T.whom, { nak: nakText, sign: signText })
    : nak !== undefined ? L(lang, T.whomNak, { nak: nakText }) : L(lang, T.whomSign, { sign: signText });
  const allDay = (s: { start: string; end: string }) => s.start === b.sunrise && s.end === b.next_sunrise;
  const taraItems = (b.tarabala ?? []).map((s) => L(lang, allDay(s) ? T.taraAllDay : T.taraSpan, {
    start: t(s.start), end: t(s.end), nak: nakshatraName(lang, s.nakshatra.number - 1), count: s.count, janma: nakText,
    tara: both(lang, s.tara.name, s.tara.name_local), quality: QUALITY[s.quality][lang],
  }));
  const chandraItems = (b.chandrabalam ?? []).map((s) => L(lang, allDay(s) ? T.chandraAllDay : T.chandraSpan, {
    start: t(s.start), end: t(s.end), sign: signName(lang, s.moon_sign.number - 1), pos: s.position, natal: signText, fav: FAVOURABLE[s.favourable ? 'yes' : 'no'][lang],
  }));
  const ms = (s: { start: string; end: string }): Span => ({ start: Date.parse(s.start), end: Date.parse(s.end) });
  const goodTara = (b.tarabala ?? []).filter((s) => s.quality === 'good').map(ms);
  const goodChandra = (b.chandrabalam ?? []).filter((s) => s.favourable).map(ms);
  // The engine's own strings for every boundary (an overlap starts and ends at one of them).
  const boundary = new Map([...(b.tarabala ?? []), ...(b.chandrabalam ?? [])].flatMap((s) => [[Date.parse(s.start), s.start], [Date.parse(s.end), s.end]] as [number, string][]));
  const isoOf = (ms: number) => boundary.get(ms) ?? isoAt(b.sunrise, ms);
  const spanText = (xs: Span[]) => list(lang, xs.map((x) => L(lang, T.span, { start: t(isoOf(x.start)), end: t(isoOf(x.end)) })));
  const vars = { date: d, weekday: weekdayOf(lang, d), place: place.label, whom, rise: hhmm(b.sunrise), next: t(b.next_sunrise) };

  const lines: string[] = [];
  const taraLine = taraItems.length ? L(lang, T.taraLine, { items: taraItems.join('; ') }) : T.needNak[lang];
  const chandraLine = chandraItems.length ? L(lang, T.chandraLine, { items: chandraItems.join('; ') }) : T.needSign[lang];
  let good: Span[] = [];
  if (part.ask === 'day') {
    let verdict: string;
    if (b.tarabala && b.chandrabalam) {
      good = overlaps(goodTara, goodChandra);
      const whole = good.length === 1 && good[0].start <= Date.parse(b.sunrise) && good[0].end >= Date.parse(b.next_sunrise);
      verdict = whole ? L(lang, T.allDay, vars) : good.length ? L(lang, T.partDay, { ...vars, spans: spanText(good) }) : L(lang, T.noDay, vars);
    } else if (b.tarabala) {
      good = goodTara;
      verdict = L(lang, T.taraOnlyDay, { ...vars, verdict: good.length ? L(lang, T.goodSpans, { spans: spanText(good) }) : T.noGood[lang] });
    } else {
      good = goodChandra;
      verdict = L(lang, T.chandraOnlyDay, { ...vars, verdict: good.length ? L(lang, T.goodSpans, { spans: spanText(good) }) : T.noGood[lang] });
    }
    lines.push(verdict, taraLine, chandraLine);
  } else if (part.ask === 'tara') {
    lines.push(taraItems.length ? L(lang, T.taraHead, { whom, date: d, place: place.label, items: taraItems.join('; ') }) : T.needNak[lang], chandraLine);
  } else {
    lines.push(chandraItems.length ? L(lang, T.chandraHead, { whom, date: d, place: place.label, items: chandraItems.join('; ') }) : T.needSign[lang], taraLine);
  }
  const facts = lines.slice(1);
  if (derived !== undefined) facts.push(L(lang, T.nakInSign, { nak: nakText, sign: signText }));
  if (part.nakshatra === undefined && part.sign === undefined && ctx.facts) facts.push(L(lang, T.fromBirth, { sign: signText, nak: nakText }));
  facts.push(localTimesLine(lang, place, b.sunrise, b.time_zone.zone));
  const reasons = [rule(lang, 'day', b.conventions.day)];
  if (b.tarabala) reasons.push(rule(lang, 'tarabala', b.conventions.tarabala));
  if (b.chandrabalam) reasons.push(rule(lang, 'chandrabalam', b.conventions.chandrabalam));
  return section(part, lines[0], {
    facts, reasons, noteTopic: null,
    data: { place: placeData(place), balam: b, ...(part.ask === 'day' ? { good: good.map((x) => ({ start: isoOf(x.start), end: isoOf(x.end) })) } : {}) },
  });
}

/** An instant as the engine writes local times (the offset of `ref`, "2026-11-29T14:05:00+05:30"). */
function isoAt(ref: string, ms: number): string {
  const off = ref.slice(19);
  const sign = off.startsWith('-') ? -1 : 1;
  const offMs = sign * (+off.slice(1, 3) * 60 + +off.slice(4, 6)) * 60000;
  return `${new Date(Math.round(ms / 1000) * 1000 + offMs).toISOString().slice(0, 19)}${off}`;
}
