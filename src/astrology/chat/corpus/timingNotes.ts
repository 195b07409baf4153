/**
 * Classical notes for the timing sections (rule kinds in rules.ts; applies.ts decides when each may be cited): for
 * each event the chat times (asked.ts EVENTS), the house chapter of BPHS that judges it with the dasha rule, and the
 * transit rule of Jupiter and Saturn (the double transit, a modern rule built on Phaladeepika's gochara chapter, said
 * so plainly). Cited only when that event's timing was asked (rule timing_rule). BPHS chapters as numbered in
 * R. Santhanam's translation (ch. 15 the 4th house, 16 the 5th, 18 the 7th, 21 the 10th, 23 the 12th; ch. 26 the
 * aspects; ch. 47 the effects of the dashas); Phaladeepika ch. 26 (gochara) in V. Subrahmanya Sastri's; verses null.
 */
import type { EventKind } from '../asked';
import type { Localized } from '../lexicon';
import { BPHS, PHALADEEPIKA, type CorpusEntry, type Intent } from './rules';

const AREA: Record<EventKind, Intent> = { marriage: 'marriage', job: 'career', child: 'children', property: 'property', travel: 'travel' };

const HOUSE_NOTES: Record<EventKind, { chapter: string; text: Localized }> = {
  marriage: {
    chapter: '18',
    text: {
      en: 'BPHS ch. 18 judges marriage from the 7th house, its lord and Venus, the karaka of the spouse. A period gives the results of the houses its lord rules and occupies (BPHS ch. 47), so marriage is looked for in the mahadasha or antardasha of the 7th lord, of a planet in the 7th or of Venus, with the lords of the 2nd (family) and 11th (fulfilment) supporting.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 18 विवाह का विचार 7वें भाव, सप्तमेश और जीवनसाथी के कारक शुक्र से करता है। दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (अ. 47), अतः विवाह सप्तमेश, सप्तम में स्थित ग्रह या शुक्र की महादशा या अंतर्दशा में देखा जाता है; 2रे (कुटुंब) और 11वें (इच्छापूर्ति) के स्वामी सहायक हैं।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 18 திருமணத்தை 7ஆம் பாவம், அதன் அதிபதி, வாழ்க்கைத் துணையின் காரகர் சுக்கிரன் கொண்டு அறிகிறது. ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (அ. 47); எனவே திருமணம் 7ஆம் அதிபதி, 7-ல் உள்ள கிரகம் அல்லது சுக்கிரனின் மகாதசை அல்லது புக்தியில் எதிர்பார்க்கப்படுகிறது; 2 (குடும்பம்), 11 (விருப்பம் நிறைவேறுதல்) அதிபதிகள் துணை.',
    },
  },
  job: {
    chapter: '21',
    text: {
      en: 'BPHS ch. 21 judges work, status and livelihood from the 10th house and its lord, with the Sun and Saturn as karakas. A period gives the results of the houses its lord rules and occupies (BPHS ch. 47), so a new position is looked for in the period of the 10th lord or of a planet in the 10th, with the lords of the 6th (service) and 11th (income) supporting.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 21 कर्म, पद और आजीविका का विचार 10वें भाव और दशमेश से करता है; सूर्य और शनि कारक हैं। दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (अ. 47), अतः नई नौकरी दशमेश या दशम में स्थित ग्रह की दशा में देखी जाती है; 6ठे (सेवा) और 11वें (आय) के स्वामी सहायक हैं।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 21 தொழில், பதவி, வாழ்வாதாரத்தை 10ஆம் பாவம், அதன் அதிபதி கொண்டு அறிகிறது; சூரியன், சனி காரகர்கள். ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (அ. 47); எனவே புதிய வேலை 10ஆம் அதிபதி அல்லது 10-ல் உள்ள கிரகத்தின் தசையில் எதிர்பார்க்கப்படுகிறது; 6 (சேவை), 11 (வருமானம்) அதிபதிகள் துணை.',
    },
  },
  child: {
    chapter: '16',
    text: {
      en: 'BPHS ch. 16 judges progeny from the 5th house, its lord and Jupiter, the karaka of children. A period gives the results of the houses its lord rules and occupies (BPHS ch. 47), so a child is looked for in the period of the 5th lord, of a planet in the 5th or of Jupiter, with the 9th supporting.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 16 संतान का विचार 5वें भाव, पंचमेश और संतान कारक गुरु से करता है। दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (अ. 47), अतः संतान पंचमेश, पंचम में स्थित ग्रह या गुरु की दशा में देखी जाती है; 9वाँ भाव सहायक है।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 16 சந்ததியை 5ஆம் பாவம், அதன் அதிபதி, புத்திர காரகர் குரு கொண்டு அறிகிறது. ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (அ. 47); எனவே குழந்தைப் பேறு 5ஆம் அதிபதி, 5-ல் உள்ள கிரகம் அல்லது குருவின் தசையில் எதிர்பார்க்கப்படுகிறது; 9ஆம் பாவம் துணை.',
    },
  },
  property: {
    chapter: '15',
    text: {
      en: 'BPHS ch. 15 judges home, land, vehicles and comforts from the 4th house and its lord; Mars signifies land and Venus vehicles. A period gives the results of the houses its lord rules and occupies (BPHS ch. 47), so property is looked for in the period of the 4th lord, of a planet in the 4th or of these karakas, with the 11th lord (gains) supporting.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 15 घर, भूमि, वाहन और सुख का विचार 4थे भाव और चतुर्थेश से करता है; मंगल भूमि का और शुक्र वाहन का कारक है। दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (अ. 47), अतः संपत्ति चतुर्थेश, चतुर्थ में स्थित ग्रह या इन कारकों की दशा में देखी जाती है; लाभेश सहायक है।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 15 வீடு, நிலம், வாகனம், சுகத்தை 4ஆம் பாவம், அதன் அதிபதி கொண்டு அறிகிறது; செவ்வாய் நிலத்துக்கும் சுக்கிரன் வாகனத்துக்கும் காரகர். ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (அ. 47); எனவே சொத்து 4ஆம் அதிபதி, 4-ல் உள்ள கிரகம் அல்லது இக்காரகர்களின் தசையில் எதிர்பார்க்கப்படுகிறது; 11ஆம் அதிபதி (லாபம்) துணை.',
    },
  },
  travel: {
    chapter: '23',
    text: {
      en: 'BPHS ch. 23 judges the 12th house, of expenses and of life away from home; the 9th (long journeys) and the 3rd (short journeys) join it, and later practice takes Rahu as the karaka of foreign things. A period gives the results of the houses its lord rules and occupies (BPHS ch. 47), so going or settling abroad is looked for in the periods of the lords of these houses and of the planets in them.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 23 व्यय और घर से दूर जीवन के 12वें भाव का विचार करता है; 9वाँ (लंबी यात्रा) और 3रा (छोटी यात्रा) साथ देखे जाते हैं, और बाद की परंपरा राहु को विदेश का कारक मानती है। दशा अपने स्वामी के स्वामित्व और स्थिति वाले भावों का फल देती है (अ. 47), अतः विदेश जाना या बसना इन भावों के स्वामियों और उनमें स्थित ग्रहों की दशा में देखा जाता है।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 23 செலவு, வீட்டை விட்டு வாழ்தல் ஆகியவற்றின் 12ஆம் பாவத்தை ஆராய்கிறது; 9 (நீண்ட பயணம்), 3 (குறும் பயணம்) சேர்த்துப் பார்க்கப்படும்; பிற்கால வழக்கு ராகுவை வெளிநாட்டுக் காரகராகக் கொள்கிறது. ஒரு தசை அதன் அதிபதி ஆளும், இருக்கும் பாவங்களின் பலனைத் தரும் (அ. 47); எனவே வெளிநாடு செல்லுதல் அல்லது குடியேறுதல் இப்பாவ அதிபதிகள், அங்குள்ள கிரகங்களின் தசையில் எதிர்பார்க்கப்படுகிறது.',
    },
  },
};

/** The event's house for the double transit, and its name in the note. */
const TRANSIT_HOUSE: Record<EventKind, { n: number; what: Localized }> = {
  marriage: { n: 7, what: { en: 'marriage', hi: 'विवाह', ta: 'திருமணம்' } },
  job: { n: 10, what: { en: 'a new position', hi: 'नई नौकरी', ta: 'புதிய வேலை' } },
  child: { n: 5, what: { en: 'a child', hi: 'संतान', ta: 'குழந்தைப் பேறு' } },
  property: { n: 4, what: { en: 'property', hi: 'संपत्ति', ta: 'சொத்து' } },
  travel: { n: 12, what: { en: 'a move abroad', hi: 'विदेश गमन', ta: 'வெளிநாட்டுப் பயணம்' } },
};

function transitNote(e: EventKind): Localized {
  const { n, what } = TRANSIT_HOUSE[e];
  return {
    en: `Phaladeepika ch. 26 sets out the results of the grahas in transit, Jupiter and Saturn among them. The double-transit rule of modern practice (K. N. Rao) builds on it: ${what.en} promised by the dasha comes when transiting Jupiter and Saturn both occupy or aspect the ${n}th house or its lord, counted from the lagna (Jupiter aspects the 5th, 7th and 9th from itself, Saturn the 3rd, 7th and 10th: BPHS ch. 26).`,
    hi: `फलदीपिका अ. 26 ग्रहों के गोचर का फल बताता है, गुरु और शनि का भी। आधुनिक परंपरा (के. एन. राव) का दोहरा गोचर नियम इसी पर आधारित है: दशा से संकेतित ${what.hi} का योग तब बनता है जब गोचर में गुरु और शनि दोनों लग्न से ${n}वें भाव या उसके स्वामी पर स्थित हों या दृष्टि डालें (गुरु अपने से 5, 7, 9वें और शनि 3, 7, 10वें को देखता है: बृहत् पाराशर होरा शास्त्र अ. 26)।`,
    ta: `பலதீபிகை அ. 26 கிரகங்களின் கோசாரப் பலனைக் கூறுகிறது, குரு, சனி உட்பட. நவீன வழக்கின் (கே. என். ராவ்) இரட்டைக் கோசார விதி இதன் மேல் அமைந்தது: தசை வாக்களிக்கும் ${what.ta}, கோசாரக் குருவும் சனியும் லக்னத்திலிருந்து ${n}ஆம் பாவத்திலோ அதன் அதிபதி மீதோ இருக்கும்போது அல்லது பார்க்கும்போது நிகழும் (குரு தனக்கு 5, 7, 9-ஐயும் சனி 3, 7, 10-ஐயும் பார்ப்பார்: பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 26).`,
  };
}

const EVENTS: EventKind[] = ['marriage', 'job', 'child', 'property', 'travel'];

export const TIMING_NOTES: readonly CorpusEntry[] = EVENTS.flatMap((e): CorpusEntry[] => [
  {
    id: `bphs-${HOUSE_NOTES[e].chapter}-timing-${e}`, rule: { kind: 'timing_rule', event: e }, topics: ['timing', AREA[e]],
    work: BPHS, chapter: HOUSE_NOTES[e].chapter, verse: null, text: HOUSE_NOTES[e].text,
  },
  {
    id: `pd-26-double-transit-${e}`, rule: { kind: 'timing_rule', event: e }, topics: ['timing', AREA[e]],
    work: PHALADEEPIKA, chapter: '26', verse: null, text: transitNote(e),
  },
]);
