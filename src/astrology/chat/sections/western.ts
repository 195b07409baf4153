/**
 * Western (tropical) questions: the rising, Sun and Moon signs (GET /v1/astrology/aspects' chart, Placidus), the
 * natal aspects (the same endpoint), the transits to the natal chart now (GET /v1/astrology/transits) and the
 * synastry with a partner (GET /v1/astrology/synastry). Each answer calls the function the endpoint calls
 * (western/index.ts), so its numbers are the endpoint's. The signs answer also names the Vedic (sidereal) lagna when
 * it differs, and why: the two zodiacs differ by the ayanamsa.
 */
import { SIGNS } from '../../constants';
import { natalAspectsDoc, synastryDoc, transitsDoc, type WesternChartDoc } from '../../western/index';
import type { Aspect } from '../../western/aspects';
import type { HouseSystem } from '../../western/houseSystems';
import { houseOrdinal, signName, type Language, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { askFor } from '../followup';
import { asteroidsSection } from './asteroids';
import { ASPECT_WORD, pointName } from './westernWords';
import { L, list } from './common';
import { section, type Section, type SectionContext } from './types';

const T = {
  rising: { en: 'Your rising sign (tropical, Placidus) is {asc} {ascDeg}°; Sun {sun}, Moon {moon}.', hi: 'आपका उदय लग्न (सायन, प्लेसिडस) {asc} {ascDeg}° है; सूर्य {sun}, चंद्र {moon}।', ta: 'உங்கள் உதய லக்னம் (சாயன, பிளாசிடஸ்) {asc} {ascDeg}°; சூரியன் {sun}, சந்திரன் {moon}.' },
  sunFirst: { en: 'Your Sun sign (tropical) is {sun} {sunDeg}°; Moon {moon}, rising sign {asc} {ascDeg}° (Placidus).', hi: 'आपकी सूर्य राशि (सायन) {sun} {sunDeg}° है; चंद्र {moon}, उदय लग्न {asc} {ascDeg}° (प्लेसिडस)।', ta: 'உங்கள் சூரிய ராசி (சாயன) {sun} {sunDeg}°; சந்திரன் {moon}, உதய லக்னம் {asc} {ascDeg}° (பிளாசிடஸ்).' },
  moonFirst: { en: 'Your Moon sign (tropical) is {moon} {moonDeg}°; Sun {sun}, rising sign {asc} {ascDeg}° (Placidus).', hi: 'आपकी चंद्र राशि (सायन) {moon} {moonDeg}° है; सूर्य {sun}, उदय लग्न {asc} {ascDeg}° (प्लेसिडस)।', ta: 'உங்கள் சந்திர ராசி (சாயன) {moon} {moonDeg}°; சூரியன் {sun}, உதய லக்னம் {asc} {ascDeg}° (பிளாசிடஸ்).' },
  differs: { en: 'This is the tropical (Western) zodiac; in the Vedic (sidereal, {ayName}) zodiac your {what} is {vedic} {vedicDeg}°, because the sidereal zodiac lies {ayan}° (the ayanamsa) behind the tropical one, which is why Western and Vedic sites can give different signs.', hi: 'यह सायन (पाश्चात्य) राशिचक्र है; वैदिक (निरयन, {ayName}) गणना में {what} {vedic} {vedicDeg}° है, क्योंकि निरयन राशिचक्र सायन से {ayan}° (अयनांश) पीछे है, इसीलिए पाश्चात्य और वैदिक साइटें अलग राशियाँ बता सकती हैं।', ta: 'இது சாயன (மேற்கத்திய) ராசிச் சக்கரம்; வேத (நிராயன, {ayName}) கணிப்பில் {what} {vedic} {vedicDeg}°, ஏனெனில் நிராயன ராசிச் சக்கரம் சாயனத்தை விட {ayan}° (அயனாம்சம்) பின்னால் உள்ளது; அதனால்தான் மேற்கத்திய, வேத தளங்கள் வேறு ராசிகளைக் காட்டலாம்.' },
  same: { en: 'This is the tropical (Western) zodiac; in the Vedic (sidereal, {ayName}) zodiac your {what} is also {vedic} {vedicDeg}°, {ayan}° (the ayanamsa) further back.', hi: 'यह सायन (पाश्चात्य) राशिचक्र है; वैदिक (निरयन, {ayName}) गणना में भी {what} {vedic} {vedicDeg}° है, {ayan}° (अयनांश) पीछे।', ta: 'இது சாயன (மேற்கத்திய) ராசிச் சக்கரம்; வேத (நிராயன, {ayName}) கணிப்பிலும் {what} {vedic} {vedicDeg}°, {ayan}° (அயனாம்சம்) பின்னால்.' },
  whatRising: { en: 'lagna (rising sign)', hi: 'लग्न', ta: 'லக்னம்' },
  whatSun: { en: 'Sun sign', hi: 'सूर्य राशि', ta: 'சூரிய ராசி' },
  whatMoon: { en: 'Moon sign', hi: 'चंद्र राशि', ta: 'சந்திர ராசி' },
  tropicalOnly: { en: 'This is the tropical (Western) zodiac, not the sidereal (Vedic) one.', hi: 'यह सायन (पाश्चात्य) राशिचक्र है, निरयन (वैदिक) नहीं।', ta: 'இது சாயன (மேற்கத்திய) ராசிச் சக்கரம், நிராயன (வேத) அல்ல.' },
  degrees: { en: 'Tropical positions: Sun {sun} {sunDeg}° ({sunH}), Moon {moon} {moonDeg}° ({moonH}), MC {mc} {mcDeg}°.', hi: 'सायन स्थितियाँ: सूर्य {sun} {sunDeg}° ({sunH}), चंद्र {moon} {moonDeg}° ({moonH}), मध्य आकाश (MC) {mc} {mcDeg}°।', ta: 'சாயன நிலைகள்: சூரியன் {sun} {sunDeg}° ({sunH}), சந்திரன் {moon} {moonDeg}° ({moonH}), மத்திய வானம் (MC) {mc} {mcDeg}°.' },
  vedicSigns: { en: 'In the Vedic (sidereal) chart of the same birth: lagna {lagna}, Sun {sun}, Moon {moon}.', hi: 'इसी जन्म की वैदिक (निरयन) कुंडली में: लग्न {lagna}, सूर्य {sun}, चंद्र {moon}।', ta: 'இதே பிறப்பின் வேத (நிராயன) ஜாதகத்தில்: லக்னம் {lagna}, சூரியன் {sun}, சந்திரன் {moon}.' },
  zodiacRule: { en: 'The tropical zodiac begins at the March equinox point and follows the seasons; the sidereal zodiac is fixed to the stars. The equinox drifts back about 1° in 72 years, so the gap (the ayanamsa) grows and a position can fall one sign earlier in the Vedic chart. The rising sign is the sign on the eastern horizon at birth; Placidus divides the houses by time.', hi: 'सायन राशिचक्र वसंत विषुव बिंदु से आरंभ होता है और ऋतुओं के साथ चलता है; निरयन राशिचक्र तारों से बंधा है। विषुव लगभग 72 वर्षों में 1° पीछे खिसकता है, इसलिए यह अंतर (अयनांश) बढ़ता है और वैदिक कुंडली में कोई स्थिति एक राशि पहले पड़ सकती है। उदय लग्न जन्म के समय पूर्वी क्षितिज की राशि है; प्लेसिडस भावों को समय से बाँटता है।', ta: 'சாயன ராசிச் சக்கரம் வசந்த சம இரவு நாள் புள்ளியில் தொடங்கி பருவங்களைப் பின்பற்றுகிறது; நிராயன ராசிச் சக்கரம் நட்சத்திரங்களுடன் நிலையானது. சம இரவு நாள் புள்ளி சுமார் 72 ஆண்டுகளில் 1° பின்நகர்கிறது; அதனால் இந்த இடைவெளி (அயனாம்சம்) வளர்ந்து, வேத ஜாதகத்தில் ஒரு நிலை ஒரு ராசி முன்னதாக விழலாம். உதய லக்னம் பிறப்பின்போது கிழக்கு அடிவானத்தில் உள்ள ராசி; பிளாசிடஸ் பாவங்களை நேரத்தால் பிரிக்கிறது.' },
  placements: { en: 'All placements (tropical, Placidus house): {items}.', hi: 'सभी स्थितियाँ (सायन, प्लेसिडस भाव): {items}।', ta: 'எல்லா நிலைகளும் (சாயன, பிளாசிடஸ் பாவம்): {items}.' },
  cusps: { en: 'House cusps (Placidus): {items}.', hi: 'भाव आरंभ (प्लेसिडस): {items}।', ta: 'பாவ ஆரம்பங்கள் (பிளாசிடஸ்): {items}.' },
  aspects: { en: 'Your natal chart (tropical, Placidus) has {n} major aspects; the tightest: {items}.', hi: 'आपकी जन्म कुंडली (सायन, प्लेसिडस) में {n} प्रमुख दृष्टि-संबंध (aspects) हैं; सबसे निकट: {items}।', ta: 'உங்கள் ஜனன ஜாதகத்தில் (சாயன, பிளாசிடஸ்) {n} முக்கிய பார்வைகள் (aspects) உள்ளன; மிக நெருக்கமானவை: {items}.' },
  noAspects: { en: 'Your natal chart (tropical, Placidus) has no major aspect within the default orbs.', hi: 'आपकी जन्म कुंडली (सायन, प्लेसिडस) में सामान्य ओर्ब के भीतर कोई प्रमुख दृष्टि-संबंध नहीं है।', ta: 'உங்கள் ஜனன ஜாதகத்தில் (சாயன, பிளாசிடஸ்) இயல்பு ஓர்புக்குள் முக்கிய பார்வை எதுவும் இல்லை.' },
  moreAspects: { en: 'The other major aspects: {items}.', hi: 'अन्य प्रमुख दृष्टि-संबंध: {items}।', ta: 'மற்ற முக்கிய பார்வைகள்: {items}.' },
  otherPoints: { en: 'Major aspects of the nodes, Lilith, Chiron, the asteroids, the Part of Fortune and between the two angles: {items}.', hi: 'राहु-केतु, लिलिथ, काइरन, क्षुद्रग्रहों, भाग्य बिंदु और दोनों कोणों (लग्न, MC) के प्रमुख दृष्टि-संबंध: {items}।', ta: 'ராகு-கேது, லிலித், கைரன், சிறுகோள்கள், பாக்கியப் புள்ளி, இரு கோணங்கள் (லக்னம், MC) ஆகியவற்றின் முக்கிய பார்வைகள்: {items}.' },
  minor: { en: 'Minor aspects: {items}.', hi: 'गौण दृष्टि-संबंध: {items}।', ta: 'சிறு பார்வைகள்: {items}.' },
  patterns: { en: 'Patterns: {items}.', hi: 'आकृतियाँ (patterns): {items}।', ta: 'அமைப்புகள் (patterns): {items}.' },
  aspectRule: { en: 'An aspect is an angle between two points (the Ptolemaic five: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°), counted within an orb (8° for conjunction, opposition and trine, 7° square, 6° sextile); the smaller the orb, the stronger. Applying means the angle is closing, separating that it is opening. Angles between planets are the same in the tropical and the sidereal zodiac.', hi: 'दृष्टि-संबंध (aspect) दो बिंदुओं के बीच का कोण है (टॉलेमी के पाँच: युति 0°, 60°, केंद्र 90°, त्रिकोण 120°, प्रतियोग 180°), एक ओर्ब के भीतर गिना जाता है (युति, प्रतियोग, त्रिकोण 8°, केंद्र 7°, 60° के लिए 6°); ओर्ब जितना छोटा, संबंध उतना प्रबल। निकट आता (applying) यानी कोण घट रहा है, दूर जाता (separating) यानी बढ़ रहा है। ग्रहों के बीच के कोण सायन और निरयन दोनों में समान रहते हैं।', ta: 'பார்வை (aspect) என்பது இரு புள்ளிகளுக்கு இடையிலான கோணம் (தாலமியின் ஐந்து: சேர்க்கை 0°, 60°, சதுரம் 90°, திரிகோணம் 120°, எதிர்வு 180°), ஓர் ஓர்புக்குள் எண்ணப்படும் (சேர்க்கை, எதிர்வு, திரிகோணம் 8°, சதுரம் 7°, 60°-க்கு 6°); ஓர்பு சிறியதானால் வலிமை அதிகம். நெருங்குகிறது (applying) என்றால் கோணம் குறைகிறது, விலகுகிறது (separating) என்றால் கூடுகிறது. கிரகங்களுக்கு இடையிலான கோணங்கள் சாயனத்திலும் நிராயனத்திலும் ஒன்றே.' },
  transits: { en: 'Now ({at} UTC), {n} transits aspect your natal chart (tropical, orb up to 3°); the tightest: {items}.', hi: 'अभी ({at} UTC) {n} गोचर आपकी जन्म कुंडली (सायन, ओर्ब 3° तक) से दृष्टि-संबंध बना रहे हैं; सबसे निकट: {items}।', ta: 'இப்போது ({at} UTC) {n} கோசாரங்கள் உங்கள் ஜனன ஜாதகத்துடன் (சாயன, ஓர்பு 3° வரை) பார்வை அமைக்கின்றன; மிக நெருக்கமானவை: {items}.' },
  spanLead: { en: 'In {label}, the slow planets (Jupiter to Pluto) make {n} exact aspects to your natal planets and angles (tropical zodiac): {items}.', hi: '{label} में धीमे ग्रह (गुरु से यम) आपके जन्म ग्रहों और कोणों से {n} सटीक दृष्टि-संबंध बनाते हैं (सायन राशिचक्र): {items}।', ta: '{label} காலத்தில் மெதுவான கிரகங்கள் (குரு முதல் புளூட்டோ வரை) உங்கள் ஜனன கிரகங்கள், கோணங்களுடன் {n} துல்லியப் பார்வைகள் அமைக்கின்றன (சாயன ராசிச் சக்கரம்): {items}.' },
  spanNone: { en: 'In {label}, no slow planet (Jupiter to Pluto) makes an exact major aspect to your natal planets or angles (tropical zodiac).', hi: '{label} में कोई धीमा ग्रह (गुरु से यम) आपके जन्म ग्रहों या कोणों से सटीक प्रमुख दृष्टि-संबंध नहीं बनाता (सायन राशिचक्र)।', ta: '{label} காலத்தில் எந்த மெதுவான கிரகமும் (குரு முதல் புளூட்டோ வரை) உங்கள் ஜனன கிரகங்கள், கோணங்களுடன் துல்லிய முக்கியப் பார்வை அமைக்கவில்லை (சாயன ராசிச் சக்கரம்).' },
  spanRule: { en: 'The dates are the instants (UTC) at which the aspect is exact; a planet that turns retrograde can cross the same point three times. Jupiter to Pluto move slowly, so each aspect is felt for weeks around its date.', hi: 'तिथियाँ वे क्षण (UTC) हैं जब दृष्टि-संबंध सटीक होता है; वक्री होने वाला ग्रह एक ही बिंदु को तीन बार पार कर सकता है। गुरु से यम धीमे चलते हैं, इसलिए हर दृष्टि-संबंध अपनी तिथि के आसपास कई सप्ताह अनुभव होता है।', ta: 'தேதிகள் பார்வை துல்லியமாகும் தருணங்கள் (UTC); வக்ரமாகும் கிரகம் ஒரே புள்ளியை மூன்று முறை கடக்கலாம். குரு முதல் புளூட்டோ வரை மெதுவாக நகர்வதால் ஒவ்வொரு பார்வையும் அதன் தேதியைச் சுற்றி பல வாரங்கள் உணரப்படும்.' },
  otherTransits: { en: 'Transits to the natal nodes, Lilith, Chiron, the asteroids and the Part of Fortune, and of the North Node and Chiron: {items}.', hi: 'जन्म राहु-केतु, लिलिथ, काइरन, क्षुद्रग्रहों और भाग्य बिंदु पर गोचर, और गोचर राहु व काइरन के: {items}।', ta: 'ஜனன ராகு-கேது, லிலித், கைரன், சிறுகோள்கள், பாக்கியப் புள்ளி மீதான கோசாரங்களும் கோசார ராகு, கைரன் ஆகியவற்றினுடையவையும்: {items}.' },
  noTransits: { en: 'Now ({at} UTC) no transiting planet is within 3° of a major aspect to your natal chart (tropical).', hi: 'अभी ({at} UTC) कोई गोचर ग्रह आपकी जन्म कुंडली (सायन) से प्रमुख दृष्टि-संबंध के 3° के भीतर नहीं है।', ta: 'இப்போது ({at} UTC) எந்தக் கோசாரக் கிரகமும் உங்கள் ஜனன ஜாதகத்துடன் (சாயன) முக்கிய பார்வையின் 3°-க்குள் இல்லை.' },
  moreTransits: { en: 'Other transits now: {items}.', hi: 'अभी के अन्य गोचर: {items}।', ta: 'இப்போதைய மற்ற கோசாரங்கள்: {items}.' },
  skyNow: { en: 'The transiting planets (tropical) and the natal house they cross: {items}.', hi: 'गोचर ग्रह (सायन) और वे जिस जन्म भाव में हैं: {items}।', ta: 'கோசாரக் கிரகங்கள் (சாயன), அவை கடக்கும் ஜனன பாவம்: {items}.' },
  transitRule: { en: 'A transit is a planet in today\'s sky making an aspect to a point of your birth chart; the orb allowed is 3° for the major aspects. Applying transits are building towards exactness, separating ones are fading. The Moon moves about 13° a day, so its transits last hours; Jupiter to Pluto last months.', hi: 'गोचर आज के आकाश का कोई ग्रह है जो आपकी जन्म कुंडली के किसी बिंदु से दृष्टि-संबंध बनाता है; प्रमुख दृष्टि-संबंधों के लिए 3° ओर्ब मान्य है। निकट आते गोचर सटीकता की ओर बढ़ रहे हैं, दूर जाते गोचर घट रहे हैं। चंद्रमा दिन में लगभग 13° चलता है, इसलिए उसके गोचर घंटों के होते हैं; गुरु से यम तक के महीनों के।', ta: 'கோசாரம் என்பது இன்றைய வானில் உள்ள கிரகம் உங்கள் ஜனன ஜாதகப் புள்ளியுடன் அமைக்கும் பார்வை; முக்கிய பார்வைகளுக்கு 3° ஓர்பு. நெருங்கும் கோசாரங்கள் துல்லியத்தை நோக்கி வளர்கின்றன, விலகுபவை குறைகின்றன. சந்திரன் நாளுக்கு சுமார் 13° நகர்வதால் அதன் கோசாரம் சில மணி நேரம்; குரு முதல் புளூட்டோ வரை மாதக்கணக்கில்.' },
  synastry: { en: 'Synastry (tropical): your two charts form {n} aspects: {h} harmonious, {c} challenging and {v} variable; harmonious contacts weigh {pct}% of the harmonious and challenging ones (weighted by exactness).', hi: 'सिनैस्ट्री (सायन): आपकी दोनों कुंडलियों के बीच {n} दृष्टि-संबंध हैं: {h} सामंजस्यपूर्ण, {c} चुनौतीपूर्ण और {v} परिवर्तनशील; सामंजस्यपूर्ण और चुनौतीपूर्ण में सामंजस्यपूर्ण का भार {pct}% है (सटीकता से भारित)।', ta: 'சினாஸ்ட்ரி (சாயன): உங்கள் இரு ஜாதகங்களுக்கும் இடையே {n} பார்வைகள்: {h} இணக்கமானவை, {c} சவாலானவை, {v} மாறுபடுபவை; இணக்கமான, சவாலானவற்றில் இணக்கமானவற்றின் பங்கு {pct}% (துல்லியத்தால் எடையிடப்பட்டது).' },
  keyContacts: { en: 'Key contacts (Sun, Moon, Venus, Mars, ascendants): {items}.', hi: 'मुख्य संपर्क (सूर्य, चंद्र, शुक्र, मंगल, लग्न): {items}।', ta: 'முக்கியத் தொடர்புகள் (சூரியன், சந்திரன், சுக்கிரன், செவ்வாய், லக்னங்கள்): {items}.' },
  noKey: { en: 'No aspect joins your and your partner\'s Sun, Moon, Venus, Mars or ascendant.', hi: 'आपके और साथी के सूर्य, चंद्र, शुक्र, मंगल या लग्न के बीच कोई दृष्टि-संबंध नहीं है।', ta: 'உங்கள், உங்கள் துணையின் சூரியன், சந்திரன், சுக்கிரன், செவ்வாய், லக்னம் இடையே பார்வை எதுவும் இல்லை.' },
  tightest: { en: 'The tightest major contacts between planets and angles: {items}.', hi: 'ग्रहों और कोणों के बीच सबसे निकट प्रमुख संपर्क: {items}।', ta: 'கிரகங்கள், கோணங்களுக்கு இடையிலான மிக நெருக்கமான முக்கியத் தொடர்புகள்: {items}.' },
  bothSigns: { en: 'Tropical signs: you rising {a1}, Sun {s1}, Moon {m1}; your partner rising {a2}, Sun {s2}, Moon {m2}.', hi: 'सायन राशियाँ: आप उदय लग्न {a1}, सूर्य {s1}, चंद्र {m1}; साथी उदय लग्न {a2}, सूर्य {s2}, चंद्र {m2}।', ta: 'சாயன ராசிகள்: நீங்கள் உதய லக்னம் {a1}, சூரியன் {s1}, சந்திரன் {m1}; உங்கள் துணை உதய லக்னம் {a2}, சூரியன் {s2}, சந்திரன் {m2}.' },
  composite: { en: 'Composite chart (midpoints): rising {asc}, Sun {sun}, Moon {moon}.', hi: 'संयुक्त (composite) कुंडली (मध्य बिंदु): उदय लग्न {asc}, सूर्य {sun}, चंद्र {moon}।', ta: 'கூட்டு (composite) ஜாதகம் (நடுப்புள்ளிகள்): உதய லக்னம் {asc}, சூரியன் {sun}, சந்திரன் {moon}.' },
  allContacts: { en: 'All inter-aspects: {items}.', hi: 'सभी परस्पर दृष्टि-संबंध: {items}।', ta: 'எல்லா பரஸ்பர பார்வைகளும்: {items}.' },
  synastryRule: { en: 'Synastry sets each point of one chart against each point of the other with the natal orbs. Trines and sextiles count as harmonious, squares, oppositions, quincunxes, semi-squares and sesquiquadrates as challenging, conjunctions and the other minor aspects as variable. The share describes the grid; it is not a traditional score (for the Vedic guna milan, ask for Ashtakoota matching).', hi: 'सिनैस्ट्री एक कुंडली के हर बिंदु को दूसरी के हर बिंदु से जन्म-ओर्ब के साथ मिलाती है। त्रिकोण और 60° सामंजस्यपूर्ण, केंद्र, प्रतियोग, quincunx, semi-square और sesquiquadrate चुनौतीपूर्ण, युति और अन्य गौण परिवर्तनशील गिने जाते हैं। यह अनुपात केवल तालिका का वर्णन है, पारंपरिक अंक नहीं (वैदिक गुण मिलान के लिए अष्टकूट मिलान पूछें)।', ta: 'சினாஸ்ட்ரி ஒரு ஜாதகத்தின் ஒவ்வொரு புள்ளியையும் மற்றதன் ஒவ்வொரு புள்ளியுடனும் ஜனன ஓர்புடன் ஒப்பிடுகிறது. திரிகோணம், 60° இணக்கமானவை; சதுரம், எதிர்வு, quincunx, semi-square, sesquiquadrate சவாலானவை; சேர்க்கையும் மற்ற சிறு பார்வைகளும் மாறுபடுபவை. இந்தப் பங்கு அட்டவணையின் விவரம் மட்டுமே, பாரம்பரிய மதிப்பெண் அல்ல (வேத முறைப் பொருத்தத்துக்கு அஷ்டகூடப் பொருத்தம் கேளுங்கள்).' },
  applying: { en: 'applying', hi: 'निकट आता', ta: 'நெருங்குகிறது' },
  separating: { en: 'separating', hi: 'दूर जाता', ta: 'விலகுகிறது' },
  exact: { en: 'exact', hi: 'सटीक', ta: 'துல்லியம்' },
  apex: { en: 'apex {p}', hi: 'शीर्ष {p}', ta: 'உச்சி {p}' },
  orb: { en: 'orb', hi: 'ओर्ब', ta: 'ஓர்பு' },
  retro: { en: 'retrograde', hi: 'वक्री', ta: 'வக்ரம்' },
  house: { en: 'house {h}', hi: 'भाव {h}', ta: '{h}ஆம் பாவம்' },
  transitOf: { en: 'transit {p}', hi: 'गोचर {p}', ta: 'கோசார {p}' },
  natalOf: { en: 'natal {p}', hi: 'जन्म {p}', ta: 'ஜனன {p}' },
  yourP: { en: 'your {p}', hi: 'आपका {p}', ta: 'உங்கள் {p}' },
  theirP: { en: 'your partner\'s {p}', hi: 'साथी का {p}', ta: 'துணையின் {p}' },
} satisfies Record<string, Localized>;

const PATTERN_WORD: Record<string, string> = { grand_trine: 'grand trine', t_square: 'T-square', grand_cross: 'grand cross', yod: 'yod', stellium: 'stellium' };
const AYANAMSA_LOCAL: Record<string, Localized> = { lahiri: { en: 'Lahiri', hi: 'लाहिड़ी', ta: 'லாஹிரி' } };
/** The ten planets and the two angles: the points a Western reading opens with. */
const MAIN_POINTS = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ascendant', 'MC']);
/** How many aspects the direct answer names. */
const LEAD = 5;

const deg2 = (x: number): string => x.toFixed(2);
const sign = (lang: Language, s: string): string => signName(lang, SIGNS.indexOf(s as (typeof SIGNS)[number]));
const aspectWord = (lang: Language, a: Aspect): string => ASPECT_WORD[a.aspect]?.[lang] ?? (lang === 'en' ? a.aspect.replace(/_/g, '-') : `${a.aspect.replace(/_/g, '-')} (${a.angle}°)`);
/** Names an aspect's end: "transit Saturn", "natal Sun", "p1 Venus" (synastry) or a bare point. */
function endName(lang: Language, raw: string): string {
  const m = /^(transit|natal|p1|p2) (.+)$/.exec(raw);
  if (!m) return pointName(lang, raw);
  const tpl = { transit: T.transitOf, natal: T.natalOf, p1: T.yourP, p2: T.theirP }[m[1] as 'transit' | 'natal' | 'p1' | 'p2'];
  return L(lang, tpl, { p: pointName(lang, m[2]) });
}
/** "Sun trine Moon (orb 0.42°, applying)" */
const aspectLine = (lang: Language, a: Aspect): string =>
  `${endName(lang, a.point1)} ${aspectWord(lang, a)} ${endName(lang, a.point2)} (${T.orb[lang]} ${deg2(a.orb)}°, ${T[a.motion][lang]})`;
const aspectList = (lang: Language, xs: Aspect[]): string => list(lang, xs.map((a) => aspectLine(lang, a)));

const pointOf = (doc: WesternChartDoc, name: string) => doc.points.find((p) => p.name === name)!;
/** A house system the question names ("whole sign houses", "Koch"); Placidus unless asked otherwise. */
const HOUSE_ASKED: [HouseSystem, RegExp][] = [
  ['whole_sign', /whole[\s-]*sign/i], ['koch', /\bkoch\b/i], ['equal', /\bequal\s+house/i], ['porphyry', /porphyr/i],
  ['regiomontanus', /regiomontanus/i], ['campanus', /campanus/i],
];
const HOUSE_NAME: Record<Exclude<HouseSystem, 'placidus'>, Localized> = {
  whole_sign: { en: 'whole-sign houses', hi: 'संपूर्ण राशि भाव', ta: 'முழு ராசி பாவம்' }, koch: { en: 'Koch', hi: 'कॉख', ta: 'கோக்' },
  equal: { en: 'equal houses', hi: 'समान भाव', ta: 'சம பாவம்' }, porphyry: { en: 'Porphyry', hi: 'पोर्फिरी', ta: 'போர்பிரி' },
  regiomontanus: { en: 'Regiomontanus', hi: 'रेजियोमोंटेनस', ta: 'ரெஜியோமொன்டானஸ்' }, campanus: { en: 'Campanus', hi: 'कैम्पेनस', ta: 'காம்பனஸ்' },
};
const houseSystemOf = (ctx: SectionContext): HouseSystem => HOUSE_ASKED.find(([, r]) => r.test(ctx.u.question))?.[0] ?? 'placidus';
const westernBirth = (ctx: SectionContext) => ({ ...ctx.me!.birth, house_system: houseSystemOf(ctx) });

export function westernSection(part: Extract<Part, { topic: 'western' }>, ctx: SectionContext): Section {
  const s = byAsk(part, ctx);
  const hs = houseSystemOf(ctx);
  if (hs === 'placidus') return s;
  // The texts name Placidus, the default; an asked house system is named instead (the engine computed with it).
  const named = (t: string) => t.replace(/Placidus|प्लेसिडस|பிளாசிடஸ்/gu, HOUSE_NAME[hs][ctx.lang]);
  return { ...s, answer: named(s.answer), facts: s.facts.map(named), reasons: s.reasons.map(named), pro: s.pro.map(named) };
}

function byAsk(part: Extract<Part, { topic: 'western' }>, ctx: SectionContext): Section {
  // Chiron or an asteroid named: where it is and its aspects (asteroids.ts), from the same natal chart.
  if (part.points?.length && (part.ask === 'signs' || part.ask === 'aspects')) return asteroidsSection(part, ctx, natalAspectsDoc(westernBirth(ctx)));
  switch (part.ask) {
    case 'signs': return signsSection(part, ctx);
    case 'aspects': return aspectsSection(part, ctx);
    case 'transits': return transitsSection(part, ctx);
    case 'synastry': return synastrySection(part, ctx);
  }
}

/** Which single sign the question asks for, when it names only one (rising is the default lead). */
type Lead = 'rising' | 'sun' | 'moon';
function askedLead(question: string): Lead {
  const rising = /rising|ascendant|lagna|लग्न|उदय|லக்ன|உதய/iu.test(question);
  // "Star sign" and "zodiac sign" are the Sun sign in everyday Western usage.
  const sun = /\bsun\b|star\s*sign|zodiac\s+sign|सूर्य|சூரிய/iu.test(question);
  const moon = /\bmoon\b|चंद्र|चन्द्र|சந்திர/iu.test(question);
  if (sun && !moon && !rising) return 'sun';
  if (moon && !sun && !rising) return 'moon';
  return 'rising';
}

function signsSection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const doc = natalAspectsDoc(westernBirth(ctx));
  const asc = pointOf(doc, 'Ascendant'), sun = pointOf(doc, 'Sun'), moon = pointOf(doc, 'Moon'), mc = pointOf(doc, 'MC');
  const v = {
    asc: sign(lang, asc.sign), ascDeg: deg2(asc.degree), sun: sign(lang, sun.sign), sunDeg: deg2(sun.degree), moon: sign(lang, moon.sign), moonDeg: deg2(moon.degree),
  };
  const lead = askedLead(ctx.u.question);
  const leadPoint = { rising: asc, sun, moon }[lead];
  const answer = `${L(lang, { rising: T.rising, sun: T.sunFirst, moon: T.moonFirst }[lead], v)} ${zodiacLine(lang, ctx, lead, leadPoint.sign)}`;
  const facts = [L(lang, T.degrees, { ...v, sunH: houseOrdinal(lang, sun.house), moonH: houseOrdinal(lang, moon.house), mc: sign(lang, mc.sign), mcDeg: deg2(mc.degree) })];
  const k = ctx.facts?.kundali;
  if (k) facts.push(L(lang, T.vedicSigns, { lagna: sign(lang, k.ascendant.sign), sun: sign(lang, k.sun_sign), moon: sign(lang, k.moon_sign) }));
  const pro = [
    L(lang, T.placements, { items: list(lang, doc.points.filter((p) => p.name !== 'Ascendant').map((p) => `${pointName(lang, p.name)} ${sign(lang, p.sign)} ${deg2(p.degree)}°${p.retrograde && MAIN_POINTS.has(p.name) && p.name !== 'Sun' && p.name !== 'Moon' ? ` ${T.retro[lang]}` : ''} (${L(lang, T.house, { h: p.house })})`)) }),
    L(lang, T.cusps, { items: doc.houses.map((h) => `${h.number}: ${sign(lang, h.sign)} ${deg2(h.degree)}°`).join(', ') }),
  ];
  return section(part, answer, {
    facts, reasons: [T.zodiacRule[lang]], pro,
    data: {
      zodiac: doc.zodiac, house_system: doc.house_system, ascendant: asc, sun, moon, mc, points: doc.points, houses: doc.houses,
      ...(k ? { vedic: { lagna: k.ascendant.sign, lagna_degree: k.ascendant.degree, sun_sign: k.sun_sign, moon_sign: k.moon_sign, ayanamsa: k.ayanamsa } } : {}),
    },
  });
}

/** "This is the tropical zodiac; in the Vedic zodiac your <lead> is ..., the ayanamsa ..." (the lead point's Vedic sign). */
function zodiacLine(lang: Language, ctx: SectionContext, lead: Lead, tropicalSign: string): string {
  const k = ctx.facts?.kundali;
  if (!k) return T.tropicalOnly[lang];
  const vedic = lead === 'rising' ? k.ascendant : k.planets.find((p) => p.name === (lead === 'sun' ? 'Sun' : 'Moon'))!;
  const what = { rising: T.whatRising, sun: T.whatSun, moon: T.whatMoon }[lead][lang];
  const v = { what, vedic: sign(lang, vedic.sign), vedicDeg: deg2(vedic.degree), ayan: deg2(k.ayanamsa.degrees), ayName: AYANAMSA_LOCAL[k.ayanamsa.name]?.[lang] ?? k.ayanamsa.name };
  return L(lang, vedic.sign === tropicalSign ? T.same : T.differs, v);
}

function aspectsSection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const doc = natalAspectsDoc(westernBirth(ctx));
  const major = doc.aspects.filter((a) => a.kind === 'major');
  const main = major.filter((a) => MAIN_POINTS.has(a.point1) && MAIN_POINTS.has(a.point2) && !(a.point1 === 'Ascendant' && a.point2 === 'MC'));
  const others = major.filter((a) => !main.includes(a));
  const answer = main.length ? L(lang, T.aspects, { n: major.length, items: aspectList(lang, main.slice(0, LEAD)) }) : T.noAspects[lang];
  const facts: string[] = [];
  if (main.length > LEAD) facts.push(L(lang, T.moreAspects, { items: aspectList(lang, main.slice(LEAD)) }));
  if (doc.patterns.length) facts.push(L(lang, T.patterns, { items: list(lang, doc.patterns.map((p) => patternLine(lang, p))) }));
  const pro: string[] = [];
  if (others.length) pro.push(L(lang, T.otherPoints, { items: aspectList(lang, others) }));
  const minor = doc.aspects.filter((a) => a.kind === 'minor');
  if (minor.length) pro.push(L(lang, T.minor, { items: aspectList(lang, minor) }));
  return section(part, answer, {
    facts, reasons: [T.aspectRule[lang]], pro,
    data: { zodiac: doc.zodiac, house_system: doc.house_system, orbs: doc.orbs, major_aspects: major, aspects: doc.aspects, patterns: doc.patterns },
  });
}

function patternLine(lang: Language, p: { type: string; points: string[]; apex?: string; sign?: string; house?: number }): string {
  const where = p.sign ? ` ${sign(lang, p.sign)}` : p.house ? ` ${L(lang, T.house, { h: p.house })}` : '';
  const names = list(lang, p.points.filter((x) => x !== p.apex).map((x) => pointName(lang, x)));
  const apex = p.apex ? `; ${L(lang, T.apex, { p: pointName(lang, p.apex) })}` : '';
  return `${PATTERN_WORD[p.type] ?? p.type}${where} (${names}${apex})`;
}

function transitsSection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  const span = spanOf(ctx);
  const doc = transitsDoc({ ...westernBirth(ctx), ...(span ? { from: span.from, to: span.to } : {}) }, ctx.nowMs);
  const at = doc.at.replace('T', ' ').replace(/:\d{2}Z$/, '');
  // The moment's transits: transiting planets to the natal planets and angles first; the nodes, Lilith and the Part
  // of Fortune follow in the detail.
  const main = doc.aspects.filter((a) => MAIN_POINTS.has(endPoint(a.point1)) && MAIN_POINTS.has(endPoint(a.point2)));
  const others = doc.aspects.filter((a) => !main.includes(a));
  const now = main.length ? L(lang, T.transits, { at, n: doc.aspects.length, items: aspectList(lang, main.slice(0, LEAD)) }) : L(lang, T.noTransits, { at });
  const facts: string[] = [];
  if (main.length > LEAD) facts.push(L(lang, T.moreTransits, { items: aspectList(lang, main.slice(LEAD)) }));
  const sky = doc.transits.map((t) => `${pointName(lang, t.name)} ${sign(lang, t.sign)} ${deg2(t.degree)}°${t.retrograde && t.name !== 'North Node' ? ` ${T.retro[lang]}` : ''} (${L(lang, T.house, { h: t.natal_house })})`);
  const pro = [L(lang, T.skyNow, { items: list(lang, sky) })];
  if (others.length) pro.push(L(lang, T.otherTransits, { items: aspectList(lang, others) }));
  const data: Record<string, unknown> = { zodiac: 'tropical', at: doc.at, orbs: doc.orbs, transits: doc.transits, aspects: doc.aspects };
  if (!span || !doc.timeline) return section(part, now, { facts, reasons: [T.transitRule[lang]], pro, data });
  // A period was asked: its exact hits of the slow planets on the natal planets and angles lead; the moment follows.
  const hits = doc.timeline.hits.filter((h) => SLOW.has(h.transit) && MAIN_POINTS.has(h.natal));
  const passes = passesOf(hits);
  const lead = passes.length ? L(lang, T.spanLead, { label: span.label, n: hits.length, items: passes.map((x) => passLine(lang, x)).join('; ') }) : L(lang, T.spanNone, { label: span.label });
  return section(part, lead, {
    facts: [now, ...facts], reasons: [T.transitRule[lang], T.spanRule[lang]], pro,
    data: { ...data, timeline: { from: doc.timeline.from, to: doc.timeline.to, hits } },
  });
}

/** The slow planets, whose exact transits mark a period (the Moon to Mars pass through in days or weeks). */
const SLOW = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The asked period: a named year (or this/next year), or the coming months; null for "now". */
function spanOf(ctx: SectionContext): { from: string; to: string; label: string } | null {
  const { u, nowMs } = ctx;
  const year = u.years.length ? u.years[0] : u.relativeYear !== null ? new Date(nowMs).getUTCFullYear() + u.relativeYear : null;
  if (year !== null) return { from: `${year}-01-01`, to: `${year}-12-31`, label: String(year) };
  if (u.monthsAhead !== null) {
    const from = isoDay(nowMs), to = isoDay(Math.min(nowMs + Math.min(u.monthsAhead, 12) * 30.4375 * 86400000, nowMs + 365 * 86400000));
    return { from, to, label: `${from} – ${to}` };
  }
  return null;
}

type Hit = NonNullable<ReturnType<typeof transitsDoc>['timeline']>['hits'][number];
/** The hits of one transiting planet on one natal point by one aspect (a retrograde loop gives up to three). */
function passesOf(hits: Hit[]): Hit[][] {
  const by = new Map<string, Hit[]>();
  for (const h of hits) {
    const k = `${h.transit}|${h.aspect}|${h.natal}`;
    by.set(k, [...(by.get(k) ?? []), h]);
  }
  return [...by.values()];
}
/** "Saturn square natal Sun: 2027-03-02, 2027-07-15 (retrograde)" */
const passLine = (lang: Language, xs: Hit[]): string =>
  `${pointName(lang, xs[0].transit)} ${ASPECT_WORD[xs[0].aspect]?.[lang] ?? xs[0].aspect} ${L(lang, T.natalOf, { p: pointName(lang, xs[0].natal) })}: ${xs.map((h) => `${h.exact_utc.slice(0, 10)}${h.retrograde ? ` (${T.retro[lang]})` : ''}`).join(', ')}`;

/** "transit Mars" -> "Mars" */
const endPoint = (raw: string): string => raw.replace(/^(transit|natal|p1|p2) /, '');

function synastrySection(part: Part, ctx: SectionContext): Section {
  const { lang } = ctx;
  if (!ctx.partner) return section(part, askFor(lang, { kind: 'missing', whose: 'partner', missing: ['date', 'time', 'place'] }).text, { asks: true });
  const raw: Record<string, unknown> = {};
  for (const [prefix, b] of [['p1_', ctx.me!.birth], ['p2_', ctx.partner.birth]] as const) {
    for (const [k, v] of Object.entries(b)) if (v !== undefined) raw[`${prefix}${k}`] = v;
  }
  const doc = synastryDoc(raw);
  const s = doc.summary;
  const answer = L(lang, T.synastry, { n: doc.aspects.length, h: s.harmonious, c: s.challenging, v: s.variable, pct: s.harmony_percent });
  const signsOf = (c: WesternChartDoc) => ['Ascendant', 'Sun', 'Moon'].map((n) => sign(lang, pointOf(c, n).sign));
  const [a1, s1, m1] = signsOf(doc.person1), [a2, s2, m2] = signsOf(doc.person2);
  const facts = [
    s.key_contacts.length ? L(lang, T.keyContacts, { items: aspectList(lang, s.key_contacts) }) : T.noKey[lang],
    L(lang, T.tightest, { items: aspectList(lang, doc.aspects.filter((a) => a.kind === 'major' && MAIN_POINTS.has(endPoint(a.point1)) && MAIN_POINTS.has(endPoint(a.point2))).slice(0, LEAD)) }),
    L(lang, T.bothSigns, { a1, s1, m1, a2, s2, m2 }),
  ];
  const comp = (n: string) => sign(lang, doc.composite.points.find((p) => p.name === n)!.sign);
  const pro = [
    L(lang, T.composite, { asc: comp('Ascendant'), sun: comp('Sun'), moon: comp('Moon') }),
    L(lang, T.allContacts, { items: aspectList(lang, doc.aspects.filter((a) => a.kind === 'major')) }),
  ];
  return section(part, answer, {
    facts, reasons: [T.synastryRule[lang]], pro,
    data: { zodiac: 'tropical', house_system: doc.composite.house_system, orbs: doc.orbs, aspects: doc.aspects, summary: s, composite: doc.composite },
  });
}
