/**
 * The report's own words in English, Hindi and Tamil: headings, column names, statuses. Planet, sign and nakshatra
 * names come from the engine (../i18n.ts) with the canonical English name beside them (../chat/lexicon.ts), as in
 * the chat answers, so a reader (and a search in the PDF) always finds the canonical name too.
 */
import type { Language } from '../i18n';

export interface ReportLabels {
  title: string;
  vedicSystem: string;
  westernSystem: string;
  birthDetails: string;
  name: string;
  date: string;
  time: string;
  utc: string;
  timeZone: string;
  /** The calendars a date can be read in, and the clock of a place before its time zone existed. */
  julianCalendar: string;
  gregorianCalendar: string;
  localMeanTime: string;
  place: string;
  system: string;
  ayanamsa: string;
  houseSystem: string;
  node: string;
  nodeMean: string;
  nodeTrue: string;
  engine: string;
  generated: string;
  keyFacts: string;
  ascendant: string;
  moonSign: string;
  sunSign: string;
  moonNakshatra: string;
  runningDasha: string;
  chart: string;
  rasiChart: string;
  navamsaChart: string;
  westernWheel: string;
  positions: string;
  planet: string;
  sign: string;
  degree: string;
  nakshatraPada: string;
  house: string;
  retrograde: string;
  yes: string;
  vimshottari: string;
  vimshottariNote: string;
  mahadasha: string;
  antardasha: string;
  start: string;
  end: string;
  years: string;
  running: string;
  antardashasOf: string;
  transits: string;
  transitsAt: string;
  transitAspects: string;
  transiting: string;
  natalPoint: string;
  aspect: string;
  orb: string;
  natalHouse: string;
  yogas: string;
  noYogas: string;
  strength: Record<'strong' | 'moderate' | 'weak', string>;
  doshas: string;
  dosha: string;
  status: string;
  present: string;
  absent: string;
  cancelled: string;
  fromLagna: string;
  fromMoon: string;
  aspectsNatal: string;
  interpretation: string;
  interpretationNote: string;
  interpretationWesternNote: string;
  source: string;
  chapter: string;
  verse: string;
  page: string;
  of: string;
  sections: Record<'chart' | 'planet' | 'lord' | 'yoga' | 'dasha' | 'transit' | 'varga' | 'remedy', string>;
}

const EN: ReportLabels = {
  title: 'Astrology report', vedicSystem: 'Vedic (sidereal zodiac, whole-sign houses)',
  westernSystem: 'Western (tropical zodiac)', birthDetails: 'Birth details', name: 'Name', date: 'Date of birth',
  time: 'Time of birth (local)', utc: 'Universal time', timeZone: 'Time zone', julianCalendar: 'Julian calendar', gregorianCalendar: 'Gregorian calendar',
  localMeanTime: 'local mean time of the birthplace, before its time zone existed', place: 'Place (coordinates)', system: 'System',
  ayanamsa: 'Ayanamsa', houseSystem: 'House system', node: 'Rahu/Ketu', nodeMean: 'mean node', nodeTrue: 'true node',
  engine: 'Engine', generated: 'Generated', keyFacts: 'Key facts', ascendant: 'Ascendant (lagna)', moonSign: 'Moon sign',
  sunSign: 'Sun sign', moonNakshatra: 'Moon nakshatra', runningDasha: 'Running dasha', chart: 'Chart',
  rasiChart: 'Rasi chart (D1), North Indian style', navamsaChart: 'Navamsa chart (D9), North Indian style',
  westernWheel: 'Natal wheel', positions: 'Planetary positions', planet: 'Planet', sign: 'Sign', degree: 'Degree',
  nakshatraPada: 'Nakshatra / pada', house: 'House', retrograde: 'Retrograde', yes: 'yes',
  vimshottari: 'Vimshottari dasha', vimshottariNote: 'Periods from the Moon\'s nakshatra at birth (BPHS ch. 46), 365.25-day years; dates at the birth\'s UTC offset.',
  mahadasha: 'Mahadasha', antardasha: 'Antardasha', start: 'Start', end: 'End', years: 'Years', running: 'running now',
  antardashasOf: 'Antardashas of the running mahadasha', transits: 'Current transits', transitsAt: 'Sky at',
  transitAspects: 'Transits aspecting the natal chart', transiting: 'Transiting', natalPoint: 'Natal point', aspect: 'Aspect',
  orb: 'Orb', natalHouse: 'Natal house', yogas: 'Yogas', noYogas: 'None of the yogas the engine checks is formed.',
  strength: { strong: 'strong', moderate: 'moderate', weak: 'weak' }, doshas: 'Doshas', dosha: 'Dosha', status: 'Status',
  present: 'present', absent: 'absent', cancelled: 'present, cancelled', fromLagna: 'from lagna: house', fromMoon: 'from Moon: house',
  aspectsNatal: 'Natal aspects (major, closest first)', interpretation: 'Interpretation',
  interpretationNote: 'Classical rules that hold for this chart, each with its source (the notes of Graha\'s astrology models; verses only where checked).',
  interpretationWesternNote: 'The classical (Vedic) rules are read from the sidereal (Lahiri) chart of the same birth, as the yogas and dasha of a western kundali are; signs there can differ from the tropical table above.',
  source: 'Source', chapter: 'ch.', verse: 'v.', page: 'Page', of: 'of',
  sections: {
    chart: 'Lagna, Moon and nakshatra', planet: 'Planets in signs and houses', lord: 'House lords', yoga: 'Yogas',
    dasha: 'Dasha periods', transit: 'Transits of the slow planets from the Moon (this month)', varga: 'Divisional charts', remedy: 'Remedies',
  },
};

const HI: ReportLabels = {
  title: 'ज्योतिष रिपोर्ट', vedicSystem: 'वैदिक (निरयन राशिचक्र, संपूर्ण राशि भाव)', westernSystem: 'पाश्चात्य (सायन राशिचक्र)',
  birthDetails: 'जन्म विवरण', name: 'नाम', date: 'जन्म तिथि', time: 'जन्म समय (स्थानीय)', utc: 'सार्वभौमिक समय',
  timeZone: 'समय क्षेत्र', julianCalendar: 'जूलियन कैलेंडर', gregorianCalendar: 'ग्रेगोरियन कैलेंडर',
  localMeanTime: 'जन्म स्थान का स्थानीय माध्य समय, उसके समय क्षेत्र से पहले का', place: 'स्थान (निर्देशांक)', system: 'पद्धति', ayanamsa: 'अयनांश', houseSystem: 'भाव पद्धति',
  node: 'राहु/केतु', nodeMean: 'मध्यम पात', nodeTrue: 'स्पष्ट पात', engine: 'गणना इंजन', generated: 'तैयार किया गया',
  keyFacts: 'मुख्य तथ्य', ascendant: 'लग्न', moonSign: 'चंद्र राशि', sunSign: 'सूर्य राशि', moonNakshatra: 'जन्म नक्षत्र',
  runningDasha: 'वर्तमान दशा', chart: 'कुंडली', rasiChart: 'राशि कुंडली (D1), उत्तर भारतीय शैली',
  navamsaChart: 'नवांश कुंडली (D9), उत्तर भारतीय शैली', westernWheel: 'जन्म चक्र', positions: 'ग्रह स्थिति', planet: 'ग्रह',
  sign: 'राशि', degree: 'अंश', nakshatraPada: 'नक्षत्र / पद', house: 'भाव', retrograde: 'वक्री', yes: 'हाँ',
  vimshottari: 'विंशोत्तरी दशा', vimshottariNote: 'जन्म के समय चंद्रमा के नक्षत्र से दशाएँ (बृहत् पराशर होरा शास्त्र अध्याय 46), 365.25 दिन का वर्ष; तिथियाँ जन्म के UTC अंतर पर।',
  mahadasha: 'महादशा', antardasha: 'अंतर्दशा', start: 'आरंभ', end: 'समाप्ति', years: 'वर्ष', running: 'वर्तमान',
  antardashasOf: 'वर्तमान महादशा की अंतर्दशाएँ', transits: 'वर्तमान गोचर', transitsAt: 'आकाश की स्थिति',
  transitAspects: 'जन्म कुंडली पर गोचर के दृष्टि संबंध', transiting: 'गोचर ग्रह', natalPoint: 'जन्म बिंदु', aspect: 'दृष्टि संबंध',
  orb: 'अंतर', natalHouse: 'जन्म भाव', yogas: 'योग', noYogas: 'इंजन द्वारा जाँचे गए योगों में से कोई योग नहीं बनता।',
  strength: { strong: 'प्रबल', moderate: 'मध्यम', weak: 'निर्बल' }, doshas: 'दोष', dosha: 'दोष', status: 'स्थिति',
  present: 'उपस्थित', absent: 'अनुपस्थित', cancelled: 'उपस्थित, भंग', fromLagna: 'लग्न से भाव', fromMoon: 'चंद्र से भाव',
  aspectsNatal: 'जन्म कुंडली के दृष्टि संबंध (मुख्य, निकटतम पहले)', interpretation: 'फलादेश',
  interpretationNote: 'इस कुंडली पर लागू होने वाले शास्त्रीय नियम, प्रत्येक अपने स्रोत सहित (ग्रह के ज्योतिष मॉडलों के नोट्स; श्लोक केवल जहाँ जाँचा गया)।',
  interpretationWesternNote: 'शास्त्रीय (वैदिक) नियम इसी जन्म की निरयन (लाहिड़ी) कुंडली से पढ़े गए हैं; वहाँ की राशियाँ ऊपर की सायन तालिका से भिन्न हो सकती हैं।',
  source: 'स्रोत', chapter: 'अध्याय', verse: 'श्लोक', page: 'पृष्ठ', of: '/',
  sections: {
    chart: 'लग्न, चंद्र और नक्षत्र', planet: 'राशियों और भावों में ग्रह', lord: 'भावेश', yoga: 'योग',
    dasha: 'दशा काल', transit: 'चंद्र से मंद ग्रहों का गोचर (इस माह)', varga: 'वर्ग कुंडलियाँ', remedy: 'उपाय',
  },
};

const TA: ReportLabels = {
  title: 'ஜோதிட அறிக்கை', vedicSystem: 'வேத முறை (நிராயன ராசிச் சக்கரம், முழு ராசி பாவங்கள்)', westernSystem: 'மேற்கத்திய முறை (சாயன ராசிச் சக்கரம்)',
  birthDetails: 'பிறப்பு விவரங்கள்', name: 'பெயர்', date: 'பிறந்த தேதி', time: 'பிறந்த நேரம் (உள்ளூர்)', utc: 'சர்வதேச நேரம்',
  timeZone: 'நேர மண்டலம்', julianCalendar: 'ஜூலியன் நாட்காட்டி', gregorianCalendar: 'கிரிகோரியன் நாட்காட்டி',
  localMeanTime: 'பிறந்த இடத்தின் உள்ளூர் சராசரி நேரம், அதன் நேர மண்டலத்துக்கு முன்பு', place: 'இடம் (ஆயத்தொலைவுகள்)', system: 'முறை', ayanamsa: 'அயனாம்சம்', houseSystem: 'பாவ முறை',
  node: 'ராகு/கேது', nodeMean: 'சராசரி கணு', nodeTrue: 'உண்மைக் கணு', engine: 'கணிப்பு இயந்திரம்', generated: 'தயாரிக்கப்பட்டது',
  keyFacts: 'முக்கிய விவரங்கள்', ascendant: 'லக்னம்', moonSign: 'சந்திர ராசி', sunSign: 'சூரிய ராசி', moonNakshatra: 'ஜன்ம நட்சத்திரம்',
  runningDasha: 'நடப்பு தசை', chart: 'ஜாதகம்', rasiChart: 'ராசி கட்டம் (D1), வட இந்திய முறை',
  navamsaChart: 'நவாம்ச கட்டம் (D9), வட இந்திய முறை', westernWheel: 'ஜனன சக்கரம்', positions: 'கிரக நிலைகள்', planet: 'கிரகம்',
  sign: 'ராசி', degree: 'பாகை', nakshatraPada: 'நட்சத்திரம் / பாதம்', house: 'பாவம்', retrograde: 'வக்ரம்', yes: 'ஆம்',
  vimshottari: 'விம்சோத்தரி தசை', vimshottariNote: 'பிறப்பின்போது சந்திரனின் நட்சத்திரத்திலிருந்து தசைகள் (பிருஹத் பராசர ஹோரா சாஸ்திரம் அத். 46), 365.25 நாள் ஆண்டு; தேதிகள் பிறப்பின் UTC வேறுபாட்டில்.',
  mahadasha: 'மகா தசை', antardasha: 'புக்தி', start: 'தொடக்கம்', end: 'முடிவு', years: 'ஆண்டுகள்', running: 'நடப்பு',
  antardashasOf: 'நடப்பு மகா தசையின் புக்திகள்', transits: 'தற்போதைய கோசாரம்', transitsAt: 'வான நிலை',
  transitAspects: 'ஜனன ஜாதகத்துடன் கோசாரத் தொடர்புகள்', transiting: 'கோசார கிரகம்', natalPoint: 'ஜனனப் புள்ளி', aspect: 'தொடர்பு',
  orb: 'இடைவெளி', natalHouse: 'ஜனன பாவம்', yogas: 'யோகங்கள்', noYogas: 'இயந்திரம் சோதிக்கும் யோகங்களில் எதுவும் அமையவில்லை.',
  strength: { strong: 'வலிமை', moderate: 'மிதம்', weak: 'பலவீனம்' }, doshas: 'தோஷங்கள்', dosha: 'தோஷம்', status: 'நிலை',
  present: 'உள்ளது', absent: 'இல்லை', cancelled: 'உள்ளது, பரிகாரமானது', fromLagna: 'லக்னத்திலிருந்து பாவம்', fromMoon: 'சந்திரனிலிருந்து பாவம்',
  aspectsNatal: 'ஜனன ஜாதகத் தொடர்புகள் (முக்கியமானவை, நெருக்கமானவை முதலில்)', interpretation: 'பலன்கள்',
  interpretationNote: 'இந்த ஜாதகத்துக்குப் பொருந்தும் சாஸ்திர விதிகள், ஒவ்வொன்றும் அதன் மூலத்துடன் (கிரஹாவின் ஜோதிட மாதிரிகளின் குறிப்புகள்; சரிபார்த்த இடங்களில் மட்டும் ஸ்லோகம்).',
  interpretationWesternNote: 'சாஸ்திர (வேத) விதிகள் அதே பிறப்பின் நிராயன (லஹிரி) ஜாதகத்திலிருந்து படிக்கப்படுகின்றன; அங்குள்ள ராசிகள் மேலே உள்ள சாயன அட்டவணையிலிருந்து வேறுபடலாம்.',
  source: 'மூலம்', chapter: 'அத்.', verse: 'ஸ்லோ.', page: 'பக்கம்', of: '/',
  sections: {
    chart: 'லக்னம், சந்திரன், நட்சத்திரம்', planet: 'ராசிகளிலும் பாவங்களிலும் கிரகங்கள்', lord: 'பாவாதிபதிகள்', yoga: 'யோகங்கள்',
    dasha: 'தசா காலங்கள்', transit: 'சந்திரனிலிருந்து மெதுவான கிரகங்களின் கோசாரம் (இந்த மாதம்)', varga: 'வர்க்க ஜாதகங்கள்', remedy: 'பரிகாரங்கள்',
  },
};

export const REPORT_LABELS: Record<Language, ReportLabels> = { en: EN, hi: HI, ta: TA };
