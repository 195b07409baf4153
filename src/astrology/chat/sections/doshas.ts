/**
 * Doshas, answered from the engine's dosha report (src/astrology/doshas.ts doshaReport = GET /v1/astrology/doshas):
 *  - one dosha (Mangal, Kaal Sarp, Pitra, Kemadruma, Grahan, Guru Chandal, Ganda Moola, Kalathra, Shrapit): yes or no
 *    as the report's `present` says, what the engine found (its `found` and `cancellations`, put in words), or why it
 *    is absent (the same rule read off the chart's signs), and the rule the engine applies;
 *  - sade sati and dhaiya: whether Saturn's cycle runs at the asked instant (ChartFacts.doshaAtMs), else when the last
 *    one ran and when the next begins, all dates from the report's periods;
 *  - "any dosha?": every dosha of the report, present ones first, then sade sati and dhaiya.
 * Notes are asked for only when the asked dosha is present or the asked cycle runs (otherwise the notes that apply
 * are about other doshas, not about what was asked): a dosha's under the topic 'dosha', a Saturn cycle's under
 * 'timing' (its notes carry both topics; under 'dosha' the notes of every other present dosha would compete with it).
 * The report splits a Saturn passage where a retrograde loop briefly leaves the signs counted (e.g. Saturn enters the
 * 12th, goes back, re-enters months later); the answer reads such pieces less than 550 days apart as one passage, its
 * dates the first start and the last end the report gives.
 */
import { NAKSHATRAS, SIGNS, type Graha } from '../../constants';
import { doshaReport, saturnIngresses, type Dosha, type DoshaReport, type SaturnCycle, type SaturnPeriod } from '../../doshas';
import { normDeg } from '../../frames';
import type { ChartFacts } from '../facts';
import { nakshatraName, planetName, signName, type Language, type Localized } from '../lexicon';
import type { DoshaKey, Part } from '../asked';
import { L, day, list } from './common';
import { houseWord } from './chart';
import { askedInstant } from './life';
import { section, type Section, type SectionContext } from './types';

type DoshaName = Dosha['name'];
type CycleKey = 'sade_sati' | 'dhaiya';

/** asked.ts keys of the doshas the report lists, with the report's names. */
export const DOSHA_NAME_OF: Record<Exclude<DoshaKey, CycleKey>, DoshaName> = {
  mangal: 'Mangal', kaal_sarp: 'Kaal Sarp', pitra: 'Pitra', grahan: 'Grahan', kemadruma: 'Kemadruma',
  guru_chandal: 'Guru Chandal', ganda_moola: 'Ganda Moola', kalathra: 'Kalathra', shrapit: 'Shrapit',
};

const NAME: Record<DoshaName, Localized> = {
  Mangal: { en: 'Mangal dosha', hi: 'मंगल दोष', ta: 'செவ்வாய் தோஷம்' },
  'Kaal Sarp': { en: 'Kaal Sarp dosha', hi: 'काल सर्प दोष', ta: 'கால சர்ப்ப தோஷம்' },
  Pitra: { en: 'Pitra dosha', hi: 'पितृ दोष', ta: 'பித்ரு தோஷம்' },
  Kemadruma: { en: 'Kemadruma dosha', hi: 'केमद्रुम दोष', ta: 'கேமத்ரும தோஷம்' },
  Grahan: { en: 'Grahan dosha', hi: 'ग्रहण दोष', ta: 'கிரகண தோஷம்' },
  'Guru Chandal': { en: 'Guru Chandal dosha', hi: 'गुरु चांडाल दोष', ta: 'குரு சண்டாள தோஷம்' },
  'Ganda Moola': { en: 'Ganda Moola dosha', hi: 'गंड मूल दोष', ta: 'கண்ட மூல தோஷம்' },
  Kalathra: { en: 'Kalathra dosha', hi: 'कलत्र दोष', ta: 'களத்திர தோஷம்' },
  Shrapit: { en: 'Shrapit dosha', hi: 'श्रापित दोष', ta: 'சாபித தோஷம்' },
};

/** The engine's rules (doshas.ts `rule`); English is the report's own text, shown verbatim. */
const RULE: Record<DoshaName, Omit<Localized, 'en'>> = {
  Mangal: { hi: 'नियम: मंगल लग्न से या चंद्र से 1, 2, 4, 7, 8 या 12वीं राशि में हो; मंगल स्वराशि या उच्च में हो, या गुरु साथ हो या उसे देखे तो दोष भंग (बी. वी. रमन)।', ta: 'விதி: லக்னத்திலிருந்தோ சந்திரனிலிருந்தோ 1, 2, 4, 7, 8, 12ஆம் ராசியில் செவ்வாய்; செவ்வாய் ஆட்சி அல்லது உச்சம் பெற்றால், அல்லது குரு சேர்ந்தால் அல்லது பார்த்தால் தோஷம் பங்கம் (பி. வி. ராமன்).' },
  'Kaal Sarp': { hi: 'नियम: सातों ग्रह राहु से केतु तक के एक ही ओर (पूर्ण), या एक को छोड़ सब (आंशिक); प्रकार राहु के भाव से (अनंत: पहले भाव में राहु ... शेषनाग: बारहवें में); केतु से राहु की ओर घिरे ग्रह भी गिने जाते हैं (कुछ इसे काल अमृत कहते हैं)।', ta: 'விதி: ஏழு கிரகங்களும் ராகு–கேது அச்சின் ஒரே பக்கம் (முழு), அல்லது ஒன்றைத் தவிர அனைத்தும் (பகுதி); வகை ராகுவின் பாவத்தால் (அனந்த: 1ஆம் பாவத்தில் ராகு ... சேஷநாக: 12ஆம் பாவத்தில்); கேதுவிலிருந்து ராகு வரை அடைபட்டாலும் கணக்கில் (சிலர் அதைக் கால அமிர்தம் என்பர்).' },
  Pitra: { hi: 'नियम: सूर्य राहु, केतु या शनि के साथ एक राशि में, या राहु या केतु नवम भाव में (प्रचलित परिभाषा; कोई एक शास्त्रीय स्रोत नहीं)।', ta: 'விதி: சூரியன் ராகு, கேது அல்லது சனியுடன் ஒரே ராசியில், அல்லது ராகு அல்லது கேது 9ஆம் பாவத்தில் (வழக்கிலுள்ள வரையறை; ஒரே சாஸ்திர மூலம் இல்லை).' },
  Kemadruma: { hi: 'नियम: चंद्र से दूसरी या बारहवीं राशि में सूर्य, राहु, केतु के अतिरिक्त कोई ग्रह नहीं (बृ. पा. हो. शा., चंद्र योग; फलदीपिका अ. 6); चंद्र से केंद्र में कोई ग्रह हो तो भंग।', ta: 'விதி: சந்திரனுக்கு 2, 12ஆம் ராசிகளில் சூரியன், ராகு, கேது தவிர எந்தக் கிரகமும் இல்லை (பி. ப. ஹோ. சா., சந்திர யோகங்கள்; பலதீபிகை அ. 6); சந்திரனுக்குக் கேந்திரத்தில் கிரகம் இருந்தால் பங்கம்.' },
  Grahan: { hi: 'नियम: सूर्य या चंद्र, राहु या केतु के साथ एक राशि में।', ta: 'விதி: சூரியன் அல்லது சந்திரன், ராகு அல்லது கேதுவுடன் ஒரே ராசியில்.' },
  'Guru Chandal': { hi: 'नियम: गुरु, राहु या केतु के साथ एक राशि में।', ta: 'விதி: குரு, ராகு அல்லது கேதுவுடன் ஒரே ராசியில்.' },
  'Ganda Moola': { hi: 'नियम: चंद्र अश्विनी, आश्लेषा, मघा, ज्येष्ठा, मूल या रेवती में — जल और अग्नि राशियों के संधि-नक्षत्र (गंडांत)।', ta: 'விதி: சந்திரன் அசுவினி, ஆயில்யம், மகம், கேட்டை, மூலம் அல்லது ரேவதியில் — நீர், நெருப்பு ராசிகளின் சந்தி நட்சத்திரங்கள் (கண்டாந்தம்).' },
  Kalathra: { hi: 'नियम: लग्न, चंद्र या शुक्र से सातवीं राशि में मंगल, शनि, राहु, केतु या सूर्य (दक्षिण भारतीय परंपरा); गुरु सप्तम भाव में हो या उसे देखे और सप्तमेश केंद्र या त्रिकोण में हो तो भंग।', ta: 'விதி: லக்னம், சந்திரன் அல்லது சுக்கிரனுக்கு 7ஆம் ராசியில் செவ்வாய், சனி, ராகு, கேது அல்லது சூரியன் (தென்னிந்திய வழக்கு); குரு 7ஆம் பாவத்தில் இருந்தாலோ பார்த்தாலோ, 7ஆம் அதிபதி கேந்திர/திரிகோணத்தில் இருந்தாலோ பங்கம்.' },
  Shrapit: { hi: 'नियम: शनि और राहु एक राशि में।', ta: 'விதி: சனியும் ராகுவும் ஒரே ராசியில்.' },
};
/** Other names a user may know a dosha by (said once, in the one-dosha answer). */
const ALIAS: Partial<Record<DoshaName, Localized>> = {
  Mangal: { en: ' (Kuja dosha; manglik)', hi: ' (मांगलिक)', ta: ' (குஜ தோஷம்)' },
  Kemadruma: { en: ' (Kemadruma yoga)', hi: ' (केमद्रुम योग)', ta: ' (கேமத்ரும யோகம்)' },
};
const ruleText = (lang: Language, d: Dosha): string => (lang === 'en' ? `Rule: ${d.rule}` : RULE[d.name][lang]);

const T = {
  yes: { en: 'Yes, you have {name}: {found}.', hi: 'हाँ, आपकी कुंडली में {name} है: {found}।', ta: 'ஆம், உங்கள் ஜாதகத்தில் {name} உள்ளது: {found}.' },
  yesCancelled: { en: 'Yes, you have {name}, but it is cancelled: {found}; cancellation: {cancel}.', hi: 'हाँ, आपकी कुंडली में {name} है, पर यह भंग है: {found}; भंग का कारण: {cancel}।', ta: 'ஆம், உங்கள் ஜாதகத்தில் {name} உள்ளது, ஆனால் அது பங்கமாகிறது: {found}; பங்கக் காரணம்: {cancel}.' },
  no: { en: 'No, you do not have {name}: {why}.', hi: 'नहीं, आपकी कुंडली में {name} नहीं है: {why}।', ta: 'இல்லை, உங்கள் ஜாதகத்தில் {name} இல்லை: {why}.' },
  ksKind: { en: ' ({extent}, {type} type)', hi: ' ({extent}, {type} प्रकार)', ta: ' ({extent}, {type} வகை)' },
  full: { en: 'full', hi: 'पूर्ण', ta: 'முழு' },
  partial: { en: 'partial', hi: 'आंशिक', ta: 'பகுதி' },
  mangalConvention: { en: 'Convention: Mars is counted in whole signs from the lagna and, separately, from the Moon; the houses are the 1st, 2nd, 4th, 7th, 8th and 12th; the dosha is present when either count falls in them (Venus is not used as a third reference).', hi: 'पद्धति: मंगल को संपूर्ण राशियों से लग्न से और अलग से चंद्र से गिना जाता है; भाव 1, 2, 4, 7, 8 और 12; दोनों में से किसी भी गणना में आए तो दोष है (शुक्र से तीसरी गणना नहीं की जाती)।', ta: 'முறை: செவ்வாய் முழு ராசிகளாக லக்னத்திலிருந்தும், தனியாகச் சந்திரனிலிருந்தும் எண்ணப்படுகிறார்; பாவங்கள் 1, 2, 4, 7, 8, 12; இரண்டில் எதிலாவது விழுந்தால் தோஷம் (சுக்கிரனிலிருந்து மூன்றாவது கணக்கு இல்லை).' },
  mangalCount: { en: 'From the {ref}: Mars in the {ord}, {verdict}.', hi: '{ref} से: मंगल {ord} में, {verdict}।', ta: '{ref}: செவ்வாய் {ord}, {verdict}.' },
  dosha: { en: 'a dosha house', hi: 'दोष भाव', ta: 'தோஷ பாவம்' },
  noDosha: { en: 'not a dosha house', hi: 'दोष भाव नहीं', ta: 'தோஷ பாவம் அல்ல' },
  cancellations: { en: 'Cancellations the engine checked: {items}.', hi: 'जाँचे गए भंग नियम: {items}।', ta: 'சோதித்த பங்க விதிகள்: {items}.' },
  cancelFound: { en: 'Cancellation found: {items}.', hi: 'भंग पाया गया: {items}।', ta: 'கண்ட பங்கம்: {items}.' },
  noCancel: { en: 'No cancellation applies.', hi: 'कोई भंग लागू नहीं।', ta: 'எந்தப் பங்கமும் பொருந்தவில்லை.' },
  positions: { en: 'Positions: {items}.', hi: 'स्थितियाँ: {items}।', ta: 'நிலைகள்: {items}.' },
  posItem: { en: '{planet} in {sign} ({house})', hi: '{planet} {sign} में ({house})', ta: '{planet} {sign} ({house})' },
  // Why a dosha is absent (the rule read off the chart).
  whyMangal: { en: 'Mars is in the {a} from the lagna and the {b} from the Moon, neither of them the 1st, 2nd, 4th, 7th, 8th or 12th', hi: 'मंगल लग्न से {a} और चंद्र से {b} में है, इनमें से कोई भी 1, 2, 4, 7, 8 या 12वाँ नहीं', ta: 'செவ்வாய் லக்னத்திலிருந்து {a}, சந்திரனிலிருந்து {b}; இவை 1, 2, 4, 7, 8, 12 அல்ல' },
  whyKaalSarp: { en: 'the seven grahas lie on both sides of the Rahu–Ketu axis ({a} on one side, {b} on the other)', hi: 'सातों ग्रह राहु–केतु अक्ष के दोनों ओर हैं (एक ओर {a}, दूसरी ओर {b})', ta: 'ஏழு கிரகங்களும் ராகு–கேது அச்சின் இரு பக்கமும் உள்ளன (ஒரு பக்கம் {a}, மறு பக்கம் {b})' },
  whyPitra: { en: 'the Sun ({sun}) shares its sign with none of Rahu, Ketu and Saturn, and Rahu ({rahu}) and Ketu ({ketu}) are not in the 9th house', hi: 'सूर्य ({sun}) राहु, केतु या शनि में से किसी के साथ एक राशि में नहीं, और राहु ({rahu}) व केतु ({ketu}) नवम भाव में नहीं', ta: 'சூரியன் ({sun}) ராகு, கேது, சனி எவருடனும் ஒரே ராசியில் இல்லை; ராகு ({rahu}), கேது ({ketu}) 9ஆம் பாவத்தில் இல்லை' },
  whyKemadruma: { en: '{names} in the 2nd or 12th sign from the Moon', hi: 'चंद्र से दूसरी या बारहवीं राशि में {names}', ta: 'சந்திரனுக்கு 2 அல்லது 12ஆம் ராசியில் {names}' },
  whyGrahan: { en: 'neither the Sun ({sun}) nor the Moon ({moon}) shares a sign with Rahu ({rahu}) or Ketu ({ketu})', hi: 'न सूर्य ({sun}) न चंद्र ({moon}) राहु ({rahu}) या केतु ({ketu}) के साथ एक राशि में है', ta: 'சூரியனோ ({sun}) சந்திரனோ ({moon}) ராகு ({rahu}) அல்லது கேதுவுடன் ({ketu}) ஒரே ராசியில் இல்லை' },
  whyGuruChandal: { en: 'Jupiter is in {jup}, Rahu in {rahu} and Ketu in {ketu}', hi: 'गुरु {jup} में, राहु {rahu} में और केतु {ketu} में है', ta: 'குரு {jup}, ராகு {rahu}, கேது {ketu} ராசியில் உள்ளனர்' },
  whyGanda: { en: 'your Moon is in {nak}, not one of Ashwini, Ashlesha, Magha, Jyeshtha, Mula and Revati', hi: 'आपका चंद्र {nak} में है, जो अश्विनी, आश्लेषा, मघा, ज्येष्ठा, मूल, रेवती में से नहीं', ta: 'உங்கள் சந்திரன் {nak} நட்சத்திரத்தில்; அது அசுவினி, ஆயில்யம், மகம், கேட்டை, மூலம், ரேவதி அல்ல' },
  whyKalathra: { en: 'the 7th sign from the lagna is {a}, from the Moon {b} and from Venus {c}, and none of them holds Mars, Saturn, Rahu, Ketu or the Sun', hi: 'लग्न से सातवीं राशि {a}, चंद्र से {b} और शुक्र से {c} है, और इनमें मंगल, शनि, राहु, केतु या सूर्य नहीं', ta: 'லக்னத்திலிருந்து 7ஆம் ராசி {a}, சந்திரனிலிருந்து {b}, சுக்கிரனிலிருந்து {c}; இவற்றில் செவ்வாய், சனி, ராகு, கேது, சூரியன் இல்லை' },
  whyShrapit: { en: 'Saturn is in {sat} and Rahu in {rahu}', hi: 'शनि {sat} में और राहु {rahu} में है', ta: 'சனி {sat}, ராகு {rahu} ராசியில் உள்ளனர்' },
  // Saturn's cycles.
  now: { en: 'now', hi: 'अभी', ta: 'இப்போது' },
  inYear: { en: 'in {year} (as of {date})', hi: '{year} में ({date} को)', ta: '{year}-ல் ({date} அன்று)' },
  ssYes: { en: 'Yes, sade sati is running {when}: the {phase}, from {pStart} to {pEnd}; this sade sati runs from {start} to {end}.', hi: 'हाँ, {when} साढ़ेसाती चल रही है: {phase}, {pStart} से {pEnd} तक; यह साढ़ेसाती {start} से {end} तक है।', ta: 'ஆம், {when} ஏழரைச் சனி நடக்கிறது: {phase}, {pStart} முதல் {pEnd} வரை; இந்த ஏழரைச் சனி {start} முதல் {end} வரை.' },
  ssNo: { en: 'No, sade sati is not running {when}.', hi: 'नहीं, {when} साढ़ेसाती नहीं चल रही है।', ta: 'இல்லை, {when} ஏழரைச் சனி நடக்கவில்லை.' },
  ssPaused: { en: 'No, sade sati is not running {when}: Saturn went back (retrograde) out of the three signs on {left} and re-enters {sign} on {back}; this sade sati ends on {end}.', hi: 'नहीं, {when} साढ़ेसाती नहीं चल रही है: शनि {left} को वक्री होकर तीनों राशियों से बाहर गया और {back} को फिर {sign} में आएगा; यह साढ़ेसाती {end} को समाप्त होगी।', ta: 'இல்லை, {when} ஏழரைச் சனி நடக்கவில்லை: சனி {left} அன்று வக்கிரமாக மூன்று ராசிகளை விட்டு விலகினார்; {back} அன்று மீண்டும் {sign} ராசியில் நுழைவார்; இந்த ஏழரைச் சனி {end} அன்று முடியும்.' },
  ssLast: { en: 'The last one ran from {start} to {end}.', hi: 'पिछली साढ़ेसाती {start} से {end} तक थी।', ta: 'கடைசி ஏழரைச் சனி {start} முதல் {end} வரை நடந்தது.' },
  ssNoneYet: { en: 'None has run since your birth.', hi: 'जन्म से अब तक कोई साढ़ेसाती नहीं आई।', ta: 'பிறந்தது முதல் இதுவரை ஏழரைச் சனி வரவில்லை.' },
  ssNext: { en: 'The next begins on {start}, when Saturn enters {sign} ({phase}), and runs to {end}.', hi: 'अगली {start} को शुरू होगी, जब शनि {sign} में प्रवेश करेगा ({phase}), और {end} तक चलेगी।', ta: 'அடுத்தது {start} அன்று சனி {sign} ராசியில் நுழையும்போது தொடங்கும் ({phase}), {end} வரை நடக்கும்.' },
  ssNoNext: { en: 'No further sade sati begins before {end}, the end of the period computed.', hi: 'गणना की अवधि के अंत ({end}) तक कोई और साढ़ेसाती शुरू नहीं होती।', ta: 'கணித்த காலத்தின் முடிவான {end} வரை வேறு ஏழரைச் சனி தொடங்கவில்லை.' },
  dhYes: { en: 'Yes, dhaiya is running {when}: {phase}, from {start} to {end}{more}.', hi: 'हाँ, {when} ढैया चल रही है: {phase}, {start} से {end} तक{more}।', ta: 'ஆம், {when} சனியின் தையா நடக்கிறது: {phase}, {start} முதல் {end} வரை{more}.' },
  dhReturn: { en: '; Saturn comes back into this sign (retrograde) afterwards, so this dhaiya ends on {end}', hi: '; इसके बाद शनि वक्री होकर फिर इसी राशि में आता है, अतः यह ढैया {end} को समाप्त होगी', ta: '; அதன் பின் சனி வக்கிரமாக மீண்டும் இந்த ராசிக்கு வருவதால் இந்தத் தையா {end} அன்று முடியும்' },
  dhNo: { en: 'No, dhaiya (kantaka or ashtama shani) is not running {when}.', hi: 'नहीं, {when} ढैया (कंटक या अष्टम शनि) नहीं चल रही है।', ta: 'இல்லை, {when} சனியின் தையா (கண்டக / அஷ்டமச் சனி) நடக்கவில்லை.' },
  dhPaused: { en: 'No, dhaiya is not running {when}: Saturn went back (retrograde) out of {sign} on {left} and re-enters it on {back}; this dhaiya ends on {end}.', hi: 'नहीं, {when} ढैया नहीं चल रही है: शनि {left} को वक्री होकर {sign} से बाहर गया और {back} को फिर लौटेगा; यह ढैया {end} को समाप्त होगी।', ta: 'இல்லை, {when} தையா நடக்கவில்லை: சனி {left} அன்று வக்கிரமாக {sign} ராசியை விட்டு விலகினார், {back} அன்று திரும்புவார்; இந்தத் தையா {end} அன்று முடியும்.' },
  dhLast: { en: 'The last one, {phase}, ran from {start} to {end}.', hi: 'पिछली, {phase}, {start} से {end} तक थी।', ta: 'கடைசியானது, {phase}, {start} முதல் {end} வரை நடந்தது.' },
  dhNoneYet: { en: 'None has run since your birth.', hi: 'जन्म से अब तक कोई ढैया नहीं आई।', ta: 'பிறந்தது முதல் இதுவரை தையா வரவில்லை.' },
  dhNext: { en: 'The next, {phase}, begins on {start} and runs to {end}.', hi: 'अगली, {phase}, {start} को शुरू होकर {end} तक चलेगी।', ta: 'அடுத்தது, {phase}, {start} அன்று தொடங்கி {end} வரை நடக்கும்.' },
  dhNoNext: { en: 'No further dhaiya begins before {end}, the end of the period computed.', hi: 'गणना की अवधि के अंत ({end}) तक कोई और ढैया शुरू नहीं होती।', ta: 'கணித்த காலத்தின் முடிவான {end} வரை வேறு தையா தொடங்கவில்லை.' },
  outOfRange: { en: 'Saturn\'s cycles are computed from your birth to {end}; the asked date lies outside that span.', hi: 'शनि के चक्र जन्म से {end} तक गणित हैं; पूछी गई तिथि उस अवधि के बाहर है।', ta: 'சனியின் சுழற்சிகள் பிறப்பு முதல் {end} வரை கணிக்கப்பட்டுள்ளன; கேட்ட தேதி அதற்கு வெளியே உள்ளது.' },
  moonSign: { en: 'Your Moon sign (janma rashi), from which Saturn is counted: {moon}.', hi: 'आपकी चंद्र राशि (जन्म राशि), जिससे शनि गिना जाता है: {moon}।', ta: 'சனி எண்ணப்படும் உங்கள் சந்திர ராசி (ஜன்ம ராசி): {moon}.' },
  saturnAt: { en: '{When}, Saturn is in {sign}, the {n} sign from your Moon sign (sade sati: the 12th, 1st and 2nd; dhaiya: the 4th and 8th).', hi: 'शनि {when} {sign} में है, आपकी चंद्र राशि से {n}वीं राशि (साढ़ेसाती: 12, 1, 2; ढैया: 4, 8)।', ta: 'சனி {when} {sign} ராசியில், உங்கள் சந்திர ராசியிலிருந்து {n}ஆம் ராசி (ஏழரைச் சனி: 12, 1, 2; தையா: 4, 8).' },
  segments: { en: 'Saturn\'s passage: {items}.', hi: 'शनि का गोचर: {items}।', ta: 'சனியின் சஞ்சாரம்: {items}.' },
  segment: { en: '{sign} {start} to {end} ({phase})', hi: '{sign} {start} से {end} ({phase})', ta: '{sign} {start} முதல் {end} வரை ({phase})' },
  ssCount: { en: 'Sade satis in your life (birth to {end}): {n}.', hi: 'आपके जीवन में साढ़ेसातियाँ (जन्म से {end} तक): {n}।', ta: 'உங்கள் வாழ்வில் ஏழரைச் சனிகள் (பிறப்பு முதல் {end} வரை): {n}.' },
  ssLife: { en: 'Sade sati {i}: {start} to {end} (age {a} to {b}); {items}.', hi: 'साढ़ेसाती {i}: {start} से {end} (आयु {a} से {b}); {items}।', ta: 'ஏழரைச் சனி {i}: {start} முதல் {end} வரை (வயது {a} முதல் {b}); {items}.' },
  dhLife: { en: 'Dhaiya {i}, {phase}: {start} to {end} (age {a} to {b}).', hi: 'ढैया {i}, {phase}: {start} से {end} (आयु {a} से {b})।', ta: 'தையா {i}, {phase}: {start} முதல் {end} வரை (வயது {a} முதல் {b}).' },
  ssRule: { en: 'Rule: sade sati is Saturn\'s transit through the 12th, 1st and 2nd signs from the natal Moon sign, about seven and a half years in three phases (rising, peak, setting); the dates are Saturn\'s sidereal (Lahiri) sign changes, to the minute (UTC), from birth to 100 years after it.', hi: 'नियम: साढ़ेसाती जन्म चंद्र राशि से 12वीं, पहली और दूसरी राशि में शनि का गोचर है, लगभग साढ़े सात वर्ष, तीन चरणों (उदय, शिखर, अस्त) में; तिथियाँ शनि के निरयण (लाहिड़ी) राशि परिवर्तन हैं, मिनट तक (UTC), जन्म से 100 वर्ष तक।', ta: 'விதி: ஏழரைச் சனி என்பது ஜன்ம சந்திர ராசிக்கு 12, 1, 2ஆம் ராசிகளில் சனியின் சஞ்சாரம், சுமார் ஏழரை ஆண்டுகள், மூன்று கட்டங்களாக (விரயச் சனி, ஜென்மச் சனி, பாதச் சனி); தேதிகள் சனியின் நிராயன (லாஹிரி) ராசி மாற்றங்கள், நிமிடம் வரை (UTC), பிறப்பு முதல் 100 ஆண்டுகள்.' },
  dhRule: { en: 'Rule: dhaiya (small panoti, about two and a half years) is Saturn\'s transit through the 4th sign from the natal Moon sign (kantaka shani) or the 8th (ashtama shani); the dates are Saturn\'s sidereal (Lahiri) sign changes, to the minute (UTC).', hi: 'नियम: ढैया (लघु पनौती, लगभग ढाई वर्ष) जन्म चंद्र राशि से चौथी राशि (कंटक शनि) या आठवीं (अष्टम शनि) में शनि का गोचर है; तिथियाँ शनि के निरयण (लाहिड़ी) राशि परिवर्तन हैं, मिनट तक (UTC)।', ta: 'விதி: தையா (சுமார் இரண்டரை ஆண்டுகள்) என்பது ஜன்ம சந்திர ராசிக்கு 4ஆம் ராசியில் (கண்டகச் சனி / அர்த்தாஷ்டமச் சனி) அல்லது 8ஆம் ராசியில் (அஷ்டமச் சனி) சனியின் சஞ்சாரம்; தேதிகள் சனியின் நிராயன (லாஹிரி) ராசி மாற்றங்கள், நிமிடம் வரை (UTC).' },
  // Any dosha.
  allYes: { en: 'Yes, {n} of the {total} doshas checked are present in your chart: {names}.', hi: 'हाँ, जाँचे गए {total} दोषों में से {n} आपकी कुंडली में हैं: {names}।', ta: 'ஆம், சோதித்த {total} தோஷங்களில் {n} உங்கள் ஜாதகத்தில் உள்ளன: {names}.' },
  allNo: { en: 'No, none of the {total} doshas checked is present in your chart.', hi: 'नहीं, जाँचे गए {total} दोषों में से कोई भी आपकी कुंडली में नहीं है।', ta: 'இல்லை, சோதித்த {total} தோஷங்களில் எதுவும் உங்கள் ஜாதகத்தில் இல்லை.' },
  notPresent: { en: 'Not present: {names}.', hi: 'नहीं हैं: {names}।', ta: 'இல்லாதவை: {names}.' },
  cancelledTag: { en: ' (cancelled)', hi: ' (भंग)', ta: ' (பங்கம்)' },
  foundLine: { en: '{name}: {found}.', hi: '{name}: {found}।', ta: '{name}: {found}.' },
} satisfies Record<string, Localized>;

/** Sade sati phases and dhaiyas by Saturn's house from the Moon sign. */
const PHASE: Record<number, Localized> = {
  12: { en: 'rising phase (Saturn in the 12th from your Moon sign)', hi: 'पहला, उदय चरण (शनि चंद्र राशि से 12वीं राशि में)', ta: 'விரயச் சனி (முதல் கட்டம், சந்திர ராசிக்கு 12ஆம் ராசி)' },
  1: { en: 'peak phase (Saturn over your Moon sign)', hi: 'दूसरा, शिखर चरण (शनि जन्म राशि पर)', ta: 'ஜென்மச் சனி (நடுக் கட்டம், சந்திர ராசியின் மீது)' },
  2: { en: 'setting phase (Saturn in the 2nd from your Moon sign)', hi: 'तीसरा, अस्त चरण (शनि चंद्र राशि से दूसरी राशि में)', ta: 'பாதச் சனி (இறுதிக் கட்டம், சந்திர ராசிக்கு 2ஆம் ராசி)' },
  4: { en: 'kantaka shani (Saturn in the 4th from your Moon sign)', hi: 'कंटक शनि (शनि चंद्र राशि से चौथी राशि में)', ta: 'கண்டகச் சனி / அர்த்தாஷ்டமச் சனி (சந்திர ராசிக்கு 4ஆம் ராசி)' },
  8: { en: 'ashtama shani (Saturn in the 8th from your Moon sign)', hi: 'अष्टम शनि (शनि चंद्र राशि से आठवीं राशि में)', ta: 'அஷ்டமச் சனி (சந்திர ராசிக்கு 8ஆம் ராசி)' },
};
const PHASE_SHORT: Record<number, Localized> = {
  12: { en: 'rising phase', hi: 'उदय चरण', ta: 'விரயச் சனி' }, 1: { en: 'peak phase', hi: 'शिखर चरण', ta: 'ஜென்மச் சனி' }, 2: { en: 'setting phase', hi: 'अस्त चरण', ta: 'பாதச் சனி' },
  4: { en: 'kantaka', hi: 'कंटक', ta: 'கண்டகச் சனி' }, 8: { en: 'ashtama', hi: 'अष्टम', ta: 'அஷ்டமச் சனி' },
};

// ---------------------------------------------------------------------------------------------------------------
// The engine's findings in words. doshas.ts writes `found` and `cancellations` as short English phrases from a
// fixed set of templates; each is matched here and said in the answer's language (an unknown phrase is shown as is).

const REF_FROM: Record<string, Localized> = {
  lagna: { en: 'the lagna', hi: 'लग्न', ta: 'லக்னத்திலிருந்து' },
  Moon: { en: 'the Moon', hi: 'चंद्र', ta: 'சந்திரனிலிருந்து' },
  Venus: { en: 'Venus', hi: 'शुक्र', ta: 'சுக்கிரனிலிருந்து' },
};
const REF_NAME: Record<string, Localized> = {
  lagna: { en: 'lagna', hi: 'लग्न', ta: 'லக்னத்திலிருந்து' }, moon: { en: 'Moon', hi: 'चंद्र', ta: 'சந்திரனிலிருந்து' },
};

const enOrd = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

type Finding = { re: RegExp; t: Localized };
const FINDINGS: Finding[] = [
  { re: /^Mars in house (?<n>\d+) from the (?<ref>lagna|Moon)$/, t: { en: 'Mars is in the {n} from {ref}', hi: 'मंगल {ref} से {n} में है', ta: 'செவ்வாய் {ref} {nLoc} உள்ளார்' } },
  { re: /^(?<k>\d) of 7 grahas on one side of the nodal axis; Rahu in house (?<n>\d+)$/, t: { en: '{k} of the 7 grahas lie on one side of the Rahu–Ketu axis, with Rahu in the {n}', hi: '7 में से {k} ग्रह राहु–केतु अक्ष के एक ओर हैं, राहु {n} में', ta: '7 கிரகங்களில் {k} ராகு–கேது அச்சின் ஒரு பக்கம் உள்ளன; ராகு {nLoc}' } },
  { re: /^(?<a>Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu) conjunct (?<b>Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)(?: in \w+)?$/, t: { en: '{a} and {b} are together in {sign}', hi: '{a} और {b} एक साथ {sign} में हैं', ta: '{a}, {b} இருவரும் {sign} ராசியில் சேர்ந்துள்ளனர்' } },
  { re: /^(?<g>Rahu|Ketu) in the 9th house$/, t: { en: '{g} is in the 9th house', hi: '{g} नवम भाव में है', ta: '{g} 9ஆம் பாவத்தில் உள்ளார்' } },
  { re: /^no graha in the 2nd or 12th from the Moon$/, t: { en: 'no graha (other than the Sun and the nodes) is in the 2nd or 12th sign from the Moon', hi: 'चंद्र से दूसरी या बारहवीं राशि में (सूर्य और राहु-केतु के अतिरिक्त) कोई ग्रह नहीं', ta: 'சந்திரனுக்கு 2, 12ஆம் ராசிகளில் (சூரியன், ராகு, கேது தவிர) எந்தக் கிரகமும் இல்லை' } },
  { re: /^Moon in (?<nak>.+)$/, t: { en: 'your Moon is in {nak}', hi: 'आपका चंद्र {nak} नक्षत्र में है', ta: 'உங்கள் சந்திரன் {nak} நட்சத்திரத்தில் உள்ளார்' } },
  { re: /^(?<g>\w+) in the 7th from the (?<ref>lagna|Moon|Venus)$/, t: { en: '{g} is in the 7th sign from {ref}', hi: '{g} {ref} से सातवीं राशि में है', ta: '{g} {ref} 7ஆம் ராசியில் உள்ளார்' } },
  { re: /^Mars in its own sign$/, t: { en: 'Mars is in its own sign ({sign})', hi: 'मंगल स्वराशि ({sign}) में है', ta: 'செவ்வாய் ஆட்சி ராசியில் ({sign})' } },
  { re: /^Mars exalted in Capricorn$/, t: { en: 'Mars is exalted in Capricorn', hi: 'मंगल मकर में उच्च का है', ta: 'செவ்வாய் மகரத்தில் உச்சம்' } },
  { re: /^(?<a>\w+) aspected by (?<b>\w+)$/, t: { en: '{a} is aspected by {b}', hi: '{a} पर {b} की दृष्टि है', ta: '{a} மீது {b} பார்வை' } },
  { re: /^(?<g>\w+) in a kendra from the Moon$/, t: { en: '{g} is in a kendra from the Moon', hi: '{g} चंद्र से केंद्र में है', ta: '{g} சந்திரனுக்குக் கேந்திரத்தில் உள்ளார்' } },
  { re: /^Jupiter joins or aspects the 7th house and its lord is in a kendra or trikona$/, t: { en: 'Jupiter joins or aspects the 7th house and its lord is in a kendra or trikona', hi: 'गुरु सप्तम भाव में है या उसे देखता है और सप्तमेश केंद्र या त्रिकोण में है', ta: 'குரு 7ஆம் பாவத்தில் உள்ளார் அல்லது அதைப் பார்க்கிறார், 7ஆம் அதிபதி கேந்திர/திரிகோணத்தில் உள்ளார்' } },
];

const isGraha = (s: string): s is Graha => ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].includes(s);

/** One engine finding (doshas.ts `found` / `cancellations` item) in the answer's language. */
export function findingText(lang: Language, f: ChartFacts, s: string): string {
  for (const { re, t } of FINDINGS) {
    const m = re.exec(s);
    if (!m) continue;
    const g = m.groups ?? {};
    const v: Record<string, string> = {};
    for (const [k, x] of Object.entries(g)) {
      if (x === undefined) continue;
      if (isGraha(x)) v[k] = lang === 'en' && (x === 'Sun' || x === 'Moon') ? `the ${x}` : planetName(lang, x);
      else if (k === 'ref') v[k] = REF_FROM[x][lang];
      else if (k === 'n') { v.n = houseWord(lang, +x); v.nLoc = lang === 'ta' ? `${x}ஆம் பாவத்தில்` : v.n; }
      else if (k === 'nak') { const i = (NAKSHATRAS as readonly string[]).indexOf(x); v.nak = i >= 0 ? nakshatraName(lang, i) : x; }
      else v[k] = x;
    }
    const first = g.a ?? g.g;
    if (first && isGraha(first)) v.sign = signName(lang, f.sign[first]);
    return L(lang, t, v);
  }
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// Why a dosha is absent: the engine's rule read off the same chart (the verdict itself is always the report's).

const SEVEN: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const fromSign = (a: number, b: number) => ((b - a + 12) % 12) + 1;

function whyAbsent(lang: Language, f: ChartFacts, d: Dosha): string {
  const sg = (g: Graha) => signName(lang, f.sign[g]);
  switch (d.name) {
    case 'Mangal': return L(lang, T.whyMangal, { a: houseWord(lang, d.from_lagna!.house), b: houseWord(lang, d.from_moon!.house) });
    case 'Kaal Sarp': {
      const lon = (g: Graha) => f.chart.planets.find((p) => p.name === g)!.siderealDeg;
      const forward = SEVEN.filter((g) => normDeg(lon(g) - lon('Rahu')) < 180).length;
      return L(lang, T.whyKaalSarp, { a: Math.max(forward, 7 - forward), b: Math.min(forward, 7 - forward) });
    }
    case 'Pitra': return L(lang, T.whyPitra, { sun: sg('Sun'), rahu: `${sg('Rahu')}, ${houseWord(lang, f.house.Rahu)}`, ketu: `${sg('Ketu')}, ${houseWord(lang, f.house.Ketu)}` });
    case 'Kemadruma': {
      const flank = (['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as Graha[]).filter((g) => [2, 12].includes(fromSign(f.sign.Moon, f.sign[g])));
      return L(lang, T.whyKemadruma, { names: list(lang, flank.map((g) => `${planetName(lang, g)} (${sg(g)})`)) });
    }
    case 'Grahan': return L(lang, T.whyGrahan, { sun: sg('Sun'), moon: sg('Moon'), rahu: sg('Rahu'), ketu: sg('Ketu') });
    case 'Guru Chandal': return L(lang, T.whyGuruChandal, { jup: sg('Jupiter'), rahu: sg('Rahu'), ketu: sg('Ketu') });
    case 'Ganda Moola': return L(lang, T.whyGanda, { nak: nakshatraName(lang, f.moonNakshatra) });
    case 'Kalathra': return L(lang, T.whyKalathra, { a: signName(lang, (f.lagnaSign + 6) % 12), b: signName(lang, (f.sign.Moon + 6) % 12), c: signName(lang, (f.sign.Venus + 6) % 12) });
    case 'Shrapit': return L(lang, T.whyShrapit, { sat: sg('Saturn'), rahu: sg('Rahu') });
  }
}

/** The grahas whose places decide each dosha (the facts line). */
const DECIDING: Record<DoshaName, Graha[]> = {
  Mangal: ['Mars', 'Moon', 'Jupiter'], 'Kaal Sarp': ['Rahu', 'Ketu'], Pitra: ['Sun', 'Rahu', 'Ketu', 'Saturn'],
  Kemadruma: ['Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'], Grahan: ['Sun', 'Moon', 'Rahu', 'Ketu'],
  'Guru Chandal': ['Jupiter', 'Rahu', 'Ketu'], 'Ganda Moola': ['Moon'], Kalathra: ['Venus', 'Moon', 'Mars', 'Saturn', 'Rahu', 'Ketu', 'Sun'],
  Shrapit: ['Saturn', 'Rahu'],
};

/** The direct answer for one dosha of the report: yes/no, what was found (or why not), the cancellation. */
function doshaVerdict(lang: Language, f: ChartFacts, d: Dosha, alias = false): string {
  const found = list(lang, d.found.map((s) => findingText(lang, f, s)));
  let name = NAME[d.name][lang] + (alias ? ALIAS[d.name]?.[lang] ?? '' : '');
  if (d.name === 'Kaal Sarp' && d.present && d.type && d.extent) name += L(lang, T.ksKind, { extent: T[d.extent][lang], type: d.type });
  if (!d.present) return L(lang, T.no, { name, why: whyAbsent(lang, f, d) });
  if (d.cancelled) return L(lang, T.yesCancelled, { name, found, cancel: list(lang, d.cancellations.map((s) => findingText(lang, f, s))) });
  return L(lang, T.yes, { name, found });
}

function oneDosha(part: Extract<Part, { topic: 'dosha' }>, ctx: SectionContext, report: DoshaReport, name: DoshaName): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const d = report.doshas.find((x) => x.name === name)!;
  const facts = [L(lang, T.positions, { items: list(lang, DECIDING[name].map((g) => L(lang, T.posItem, { planet: planetName(lang, g), sign: signName(lang, f.sign[g]), house: houseWord(lang, f.house[g]) }))) })];
  if (name === 'Mangal') {
    for (const [ref, c] of [['lagna', d.from_lagna], ['moon', d.from_moon]] as const) {
      if (c) facts.push(L(lang, T.mangalCount, { ref: REF_NAME[ref][lang], ord: houseWord(lang, c.house), verdict: (c.present ? T.dosha : T.noDosha)[lang] }));
    }
  }
  if (d.present) facts.push(d.cancellations.length ? L(lang, T.cancelFound, { items: list(lang, d.cancellations.map((s) => findingText(lang, f, s))) }) : T.noCancel[lang]);
  const reasons = [ruleText(lang, d), ...(name === 'Mangal' ? [T.mangalConvention[lang]] : [])];
  const pro = d.present && d.cancellations.length ? [L(lang, T.cancellations, { items: list(lang, d.cancellations) })] : [];
  return section(part, doshaVerdict(lang, f, d, true), { facts, reasons, pro, data: { moon_sign: report.moon_sign, dosha: d }, noteTopic: d.present ? 'dosha' : null, noteRule: (r) => r.kind === 'dosha' && r.dosha === d.name });
}

// ---------------------------------------------------------------------------------------------------------------
// Saturn's cycles.

/** Report cycles that are one Saturn passage (pieces split by a retrograde loop, < 550 days apart, same group). */
interface Passage { start: string; end: string; cycles: SaturnCycle[] }
const GAP_MS = 550 * 86400000;
/** Sade sati pieces are one group; a dhaiya's pieces are the 4th or the 8th. */
const groupOf = (c: SaturnCycle): number => ([12, 1, 2].includes(c.phases[0].house_from_moon) ? 0 : c.phases[0].house_from_moon);
export function passagesOf(cycles: SaturnCycle[]): Passage[] {
  const out: Passage[] = [];
  for (const c of cycles) {
    const last = out[out.length - 1];
    if (last && groupOf(last.cycles[0]) === groupOf(c) && Date.parse(c.start) - Date.parse(last.end) < GAP_MS) { last.cycles.push(c); last.end = c.end; }
    else out.push({ start: c.start, end: c.end, cycles: [c] });
  }
  return out;
}

export interface CycleStatus {
  at: string;
  running: boolean;
  /** The report's cycle and phase containing the instant. */
  current: { cycle: SaturnCycle; phase: SaturnPeriod } | null;
  passage: Passage | null;
  /** Inside a passage, between two of its pieces (Saturn retrograde out of the signs). */
  paused: { left: string; back: string; sign: string } | null;
  last: Passage | null;
  next: Passage | null;
}

export function cycleStatus(cycles: SaturnCycle[], atMs: number): CycleStatus {
  const at = new Date(atMs).toISOString();
  const within = (s: string, e: string) => Date.parse(s) <= atMs && atMs < Date.parse(e);
  const passages = passagesOf(cycles);
  const cycle = cycles.find((c) => within(c.start, c.end));
  const phase = cycle?.phases.find((p) => within(p.start, p.end));
  const passage = passages.find((p) => within(p.start, p.end)) ?? null;
  let paused: CycleStatus['paused'] = null;
  if (!cycle && passage) {
    const i = passage.cycles.findIndex((c) => Date.parse(c.start) > atMs);
    paused = { left: passage.cycles[i - 1].end, back: passage.cycles[i].start, sign: passage.cycles[i].phases[0].sign };
  }
  return {
    at, running: !!cycle, current: cycle && phase ? { cycle, phase } : null, passage, paused,
    last: [...passages].reverse().find((p) => Date.parse(p.end) <= atMs) ?? null,
    next: passages.find((p) => Date.parse(p.start) > atMs) ?? null,
  };
}

/** The asked instant in words: "now", or "in 2031 (as of 2031-07-01)". */
function whenOf(ctx: SectionContext, atMs: number): string {
  const asked = askedInstant(ctx);
  return asked ? L(ctx.lang, T.inYear, { year: asked.label, date: day(new Date(atMs).toISOString()) }) : T.now[ctx.lang];
}

const signOf = (lang: Language, name: string) => signName(lang, SIGNS.indexOf(name as (typeof SIGNS)[number]));

function cycleAnswer(lang: Language, key: CycleKey, s: CycleStatus, when: string, report: DoshaReport): string[] {
  const d = (iso: string) => day(iso);
  if (key === 'sade_sati') {
    if (s.current && s.passage) {
      const p = s.current.phase;
      return [L(lang, T.ssYes, { when, phase: PHASE[p.house_from_moon][lang], pStart: d(p.start), pEnd: d(p.end), start: d(s.passage.start), end: d(s.passage.end) })];
    }
    if (s.paused && s.passage) return [L(lang, T.ssPaused, { when, left: d(s.paused.left), back: d(s.paused.back), sign: signOf(lang, s.paused.sign), end: d(s.passage.end) })];
    const out = [L(lang, T.ssNo, { when })];
    out.push(s.last ? L(lang, T.ssLast, { start: d(s.last.start), end: d(s.last.end) }) : T.ssNoneYet[lang]);
    if (s.next) {
      const first = s.next.cycles[0].phases[0];
      out.push(L(lang, T.ssNext, { start: d(s.next.start), end: d(s.next.end), phase: PHASE_SHORT[first.house_from_moon][lang], sign: signOf(lang, first.sign) }));
    } else out.push(L(lang, T.ssNoNext, { end: d(report.window.end) }));
    return out;
  }
  if (s.current) {
    const p = s.current.phase;
    const end = s.passage?.end ?? s.current.cycle.end;
    const more = end !== p.end ? L(lang, T.dhReturn, { end: d(end) }) : '';
    return [L(lang, T.dhYes, { when, phase: PHASE[p.house_from_moon][lang], start: d(p.start), end: d(p.end), more })];
  }
  if (s.paused && s.passage) return [L(lang, T.dhPaused, { when, left: d(s.paused.left), back: d(s.paused.back), sign: signOf(lang, s.paused.sign), end: d(s.passage.end) })];
  const out = [L(lang, T.dhNo, { when })];
  out.push(s.last ? L(lang, T.dhLast, { start: d(s.last.start), end: d(s.last.end), phase: PHASE[s.last.cycles[0].phases[0].house_from_moon][lang] }) : T.dhNoneYet[lang]);
  out.push(s.next ? L(lang, T.dhNext, { start: d(s.next.start), end: d(s.next.end), phase: PHASE[s.next.cycles[0].phases[0].house_from_moon][lang] }) : L(lang, T.dhNoNext, { end: d(report.window.end) }));
  return out;
}

const ageAt = (birthMs: number, iso: string) => Math.floor((Date.parse(iso) - birthMs) / (365.2425 * 86400000));

const segmentItems = (lang: Language, p: Passage): string => p.cycles.flatMap((c) => c.phases)
  .map((x) => L(lang, T.segment, { sign: signOf(lang, x.sign), start: day(x.start), end: day(x.end), phase: PHASE_SHORT[x.house_from_moon][lang] })).join('; ');
const segmentsLine = (lang: Language, p: Passage): string => L(lang, T.segments, { items: segmentItems(lang, p) });

/** Saturn's sign at the instant (the engine's Saturn, as doshas.ts computes the cycles), or null outside its range. */
function saturnSignAt(atMs: number): number | null {
  try { return saturnIngresses(atMs, atMs)[0].sign; } catch { return null; }
}

function cycleSection(part: Extract<Part, { topic: 'dosha' }>, ctx: SectionContext, report: DoshaReport, key: CycleKey): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const atMs = f.doshaAtMs ?? ctx.nowMs;
  const when = whenOf(ctx, atMs);
  const cycles = report[key];
  const s = cycleStatus(cycles, atMs);
  const outside = atMs < Date.parse(report.window.start) || atMs >= Date.parse(report.window.end);
  const answer = cycleAnswer(lang, key, s, when, report);
  if (outside) answer.push(L(lang, T.outOfRange, { end: day(report.window.end) }));
  const facts = [L(lang, T.moonSign, { moon: signOf(lang, report.moon_sign) })];
  const sat = outside ? null : saturnSignAt(atMs);
  if (sat !== null) facts.push(L(lang, T.saturnAt, { when, When: when.charAt(0).toUpperCase() + when.slice(1), sign: signName(lang, sat), n: lang === 'en' ? enOrd(fromSign(f.moonSign, sat)) : fromSign(f.moonSign, sat) }));
  if (s.passage) facts.push(segmentsLine(lang, s.passage));
  const passages = passagesOf(cycles);
  const birthMs = Date.parse(report.window.start);
  if (key === 'sade_sati') facts.push(L(lang, T.ssCount, { end: day(report.window.end), n: passages.length }));
  const pro = passages.map((p, i) => key === 'sade_sati'
    ? L(lang, T.ssLife, { i: i + 1, start: day(p.start), end: day(p.end), a: ageAt(birthMs, p.start), b: ageAt(birthMs, p.end), items: segmentItems(lang, p) })
    : L(lang, T.dhLife, { i: i + 1, phase: PHASE_SHORT[p.cycles[0].phases[0].house_from_moon][lang], start: day(p.start), end: day(p.end), a: ageAt(birthMs, p.start), b: ageAt(birthMs, p.end) }));
  const data = {
    moon_sign: report.moon_sign, at: s.at, running: s.running, current: s.current, [key]: cycles, window: report.window,
    ...(s.passage ? { passage: { start: s.passage.start, end: s.passage.end } } : {}),
    ...(s.last ? { last: { start: s.last.start, end: s.last.end } } : {}),
    ...(s.next ? { next: { start: s.next.start, end: s.next.end } } : {}),
  };
  return section(part, answer.join(' '), { facts, reasons: [(key === 'sade_sati' ? T.ssRule : T.dhRule)[lang]], pro, data, noteTopic: s.running ? 'dosha' : null, noteRule: (r) => r.kind === 'saturn_cycle' && r.cycle === key });
}

// ---------------------------------------------------------------------------------------------------------------

function allDoshas(part: Extract<Part, { topic: 'dosha' }>, ctx: SectionContext, report: DoshaReport): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const present = report.doshas.filter((d) => d.present);
  const absent = report.doshas.filter((d) => !d.present);
  const tagged = (d: Dosha) => NAME[d.name][lang] + (d.cancelled ? T.cancelledTag[lang] : '');
  const total = report.doshas.length;
  const answer = [present.length ? L(lang, T.allYes, { n: present.length, total, names: list(lang, present.map(tagged)) }) : L(lang, T.allNo, { total })];
  if (present.length && absent.length) answer.push(L(lang, T.notPresent, { names: list(lang, absent.map((d) => NAME[d.name][lang])) }));
  const atMs = f.doshaAtMs ?? ctx.nowMs;
  const when = whenOf(ctx, atMs);
  const ss = cycleStatus(report.sade_sati, atMs), dh = cycleStatus(report.dhaiya, atMs);
  answer.push(cycleAnswer(lang, 'sade_sati', ss, when, report)[0], cycleAnswer(lang, 'dhaiya', dh, when, report)[0]);
  const facts = [...present, ...absent].map((d) => doshaVerdict(lang, f, d));
  facts.push(cycleAnswer(lang, 'sade_sati', ss, when, report).join(' '), cycleAnswer(lang, 'dhaiya', dh, when, report).join(' '));
  const reasons = [...present.map((d) => ruleText(lang, d)), T.ssRule[lang], T.dhRule[lang]];
  const pro = present.filter((d) => d.cancellations.length).map((d) => `${NAME[d.name][lang]}: ${L(lang, T.cancellations, { items: list(lang, d.cancellations) })}`);
  const data = {
    moon_sign: report.moon_sign, doshas: report.doshas, sade_sati: report.sade_sati, dhaiya: report.dhaiya, window: report.window,
    at: ss.at, sade_sati_running: ss.running, dhaiya_running: dh.running,
  };
  return section(part, answer.join(' '), { facts, reasons, pro, data, noteTopic: 'dosha' });
}

export function doshaSection(part: Extract<Part, { topic: 'dosha' }>, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const report = f.doshaReport ?? doshaReport(f.chart);
  if (part.dosha === 'all') return allDoshas(part, ctx, report);
  if (part.dosha === 'sade_sati' || part.dosha === 'dhaiya') return cycleSection(part, ctx, report, part.dosha);
  return oneDosha(part, ctx, report, DOSHA_NAME_OF[part.dosha]);
}
