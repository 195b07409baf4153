/**
 * Classical notes for the dosha sections (rule kinds in rules.ts; applies.ts decides when each may be cited): one
 * per dosha the engine computes (src/astrology/doshas.ts), cited only when the engine finds it present, and one each
 * for sade sati and dhaiya, cited only while the cycle runs at the asked instant. Most doshas are names of later
 * practice, not of the classics: each note says which classical rule the practice builds on and says so plainly.
 * Chapters as in entries.ts (BPHS chapters as numbered in the common English translation; Phaladeepika in
 * V. Subrahmanya Sastri's); verses null (the note cites the chapter as a whole).
 */
import { BPHS, PHALADEEPIKA, type CorpusEntry } from './rules';

export const DOSHA_NOTES: readonly CorpusEntry[] = [
  {
    id: 'pd-10-dosha-mangal', rule: { kind: 'dosha', dosha: 'Mangal' }, topics: ['dosha', 'marriage', 'compatibility'], work: PHALADEEPIKA, chapter: '10', verse: null,
    text: {
      en: 'Phaladeepika\'s chapter on the 7th house reads malefics in the 12th, 4th and 8th, and a 7th house joined or aspected by malefics, as trouble for the spouse. Mangal (Kuja) dosha is the later rule built on this for Mars: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna or the Moon, eased when Mars is in its own sign or exalted, or joined or aspected by Jupiter.',
      hi: 'फलदीपिका का सप्तम भाव अध्याय 12वें, 4थे और 8वें भाव में पाप ग्रहों को, और पाप ग्रहों से युत या दृष्ट सप्तम भाव को जीवनसाथी के लिए कष्टकारी बताता है। मंगल (कुज) दोष इसी पर आधारित बाद का नियम है: मंगल लग्न या चंद्र से 1, 2, 4, 7, 8 या 12वें में; मंगल स्वराशि या उच्च में हो, या गुरु साथ हो या देखे तो दोष शांत होता है।',
      ta: 'பலதீபிகையின் 7ஆம் பாவ அத்தியாயம் 12, 4, 8ஆம் பாவங்களில் பாவ கிரகங்களையும், பாவ கிரகச் சேர்க்கை அல்லது பார்வை பெற்ற 7ஆம் பாவத்தையும் வாழ்க்கைத் துணைக்குச் சிரமம் என்கிறது. செவ்வாய் (குஜ) தோஷம் இதன் மேல் அமைந்த பிற்கால விதி: லக்னம் அல்லது சந்திரனிலிருந்து 1, 2, 4, 7, 8, 12-ல் செவ்வாய்; செவ்வாய் ஆட்சி, உச்சம் பெற்றாலோ, குரு சேர்ந்தாலோ பார்த்தாலோ தோஷம் தணியும்.',
    },
  },
  {
    id: 'bphs-3-dosha-kaal-sarp', rule: { kind: 'dosha', dosha: 'Kaal Sarp' }, topics: ['dosha'], work: BPHS, chapter: '3', verse: null,
    text: {
      en: 'BPHS ch. 3 describes Rahu and Ketu as malefic shadow grahas. Kaal Sarp dosha, all seven grahas hemmed on one side of their axis, is not named in the classical texts; later practice reads it as results that come late and through struggle, above all in the houses Rahu and Ketu occupy.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 3 राहु और केतु को पाप छाया ग्रह बताता है। काल सर्प दोष — सातों ग्रह उनके अक्ष के एक ओर घिरे हों — शास्त्रीय ग्रंथों में नामित नहीं; बाद की परंपरा इसे देर से और संघर्ष से मिलने वाले फल के रूप में पढ़ती है, विशेषकर उन भावों में जहाँ राहु और केतु हैं।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 3 ராகு, கேதுவை பாவ நிழல் கிரகங்கள் என்கிறது. ஏழு கிரகங்களும் அவற்றின் அச்சின் ஒரு பக்கம் அடைபட்ட கால சர்ப்ப தோஷம் சாஸ்திர நூல்களில் பெயரிடப்படவில்லை; பிற்கால வழக்கு இதைத் தாமதமாகவும் போராட்டத்துடனும் வரும் பலன்களாக, குறிப்பாக ராகு, கேது உள்ள பாவங்களில், வாசிக்கிறது.',
    },
  },
  {
    id: 'bphs-83-dosha-pitra', rule: { kind: 'dosha', dosha: 'Pitra' }, topics: ['dosha', 'children'], work: BPHS, chapter: '83', verse: null,
    text: {
      en: 'BPHS ch. 83 traces obstacles to progeny to curses of a past birth, among them the curse of the father (pitri shapa), read from an afflicted Sun with the 5th and 9th houses, and prescribes shraddha and charity. The popular Pitra dosha rule the engine applies (the Sun with Rahu, Ketu or Saturn, or a node in the 9th) is a later simplification of it.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 83 संतान की बाधा को पूर्व जन्म के शापों से जोड़ता है, जिनमें पिता का शाप (पितृ शाप) पीड़ित सूर्य और 5वें व 9वें भाव से देखा जाता है, और श्राद्ध व दान बताता है। इंजन जो प्रचलित पितृ दोष नियम लगाता है (सूर्य राहु, केतु या शनि के साथ, या राहु/केतु नवम में) उसी का बाद का सरल रूप है।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 83 சந்ததித் தடைகளை முற்பிறவிச் சாபங்களுடன் இணைக்கிறது; அவற்றில் தந்தையின் சாபம் (பித்ரு சாபம்) பாதிக்கப்பட்ட சூரியன், 5, 9ஆம் பாவங்களால் அறியப்படும்; சிரார்த்தமும் தானமும் கூறப்படுகின்றன. இயந்திரம் பயன்படுத்தும் வழக்கிலுள்ள பித்ரு தோஷ விதி (சூரியன் ராகு, கேது அல்லது சனியுடன், அல்லது ராகு/கேது 9-ல்) அதன் பிற்கால எளிய வடிவம்.',
    },
  },
  {
    id: 'pd-6-dosha-kemadruma', rule: { kind: 'dosha', dosha: 'Kemadruma' }, topics: ['dosha', 'finance'], work: PHALADEEPIKA, chapter: '6', verse: null,
    text: {
      en: 'Phaladeepika ch. 6: when no planet other than the Sun occupies the 2nd or 12th from the Moon, Kemadruma is formed and the native is said to lack support, comfort and steady means; a planet in a kendra from the Moon breaks it, the cancellation the engine checks.',
      hi: 'फलदीपिका अ. 6: जब चंद्र से दूसरे या बारहवें में सूर्य के अतिरिक्त कोई ग्रह न हो, तो केमद्रुम बनता है और जातक सहारे, सुख और स्थिर साधनों से वंचित कहा जाता है; चंद्र से केंद्र में कोई ग्रह इसे भंग करता है — यही भंग इंजन जाँचता है।',
      ta: 'பலதீபிகை அ. 6: சந்திரனுக்கு 2, 12-ல் சூரியன் தவிர எந்தக் கிரகமும் இல்லையெனில் கேமத்ரும யோகம் உண்டாகி, ஜாதகர் ஆதரவும் சுகமும் நிலையான வருவாயும் இல்லாதவர் எனப்படுவார்; சந்திரனுக்குக் கேந்திரத்தில் ஒரு கிரகம் இருந்தால் அது பங்கமாகும் — இயந்திரம் சோதிக்கும் பங்கம் இதுவே.',
    },
  },
  {
    id: 'bphs-3-dosha-grahan', rule: { kind: 'dosha', dosha: 'Grahan' }, topics: ['dosha'], work: BPHS, chapter: '3', verse: null,
    text: {
      en: 'BPHS ch. 3 calls the Sun the soul and the Moon the mind, and counts Rahu and Ketu among the malefics. A luminary sharing a sign with a node (Grahan dosha, the natal image of an eclipse, a name of later practice) is read as clouding what that luminary signifies: vitality and the father for the Sun, the mind and the mother for the Moon.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 3 सूर्य को आत्मा और चंद्र को मन कहता है, और राहु-केतु को पाप ग्रहों में गिनता है। किसी ज्योति का राहु या केतु के साथ एक राशि में होना (ग्रहण दोष — जन्म कुंडली में ग्रहण का चित्र, बाद की परंपरा का नाम) उस ज्योति के कारकत्व को धुंधला करता माना जाता है: सूर्य के लिए जीवन-शक्ति और पिता, चंद्र के लिए मन और माता।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 3 சூரியனை ஆத்மா, சந்திரனை மனம் என்கிறது; ராகு, கேதுவைப் பாவ கிரகங்களில் எண்ணுகிறது. ஒளிக்கிரகம் ஒன்று ராகு அல்லது கேதுவுடன் ஒரே ராசியில் இருப்பது (கிரகண தோஷம் — ஜாதகத்தில் கிரகணத்தின் சித்திரம், பிற்கால வழக்குப் பெயர்) அதன் காரகத்துவத்தை மங்கச் செய்வதாக வாசிக்கப்படுகிறது: சூரியனுக்கு உயிர்ச்சக்தி, தந்தை; சந்திரனுக்கு மனம், தாய்.',
    },
  },
  {
    id: 'bphs-3-dosha-guru-chandal', rule: { kind: 'dosha', dosha: 'Guru Chandal' }, topics: ['dosha', 'education', 'spirituality'], work: BPHS, chapter: '3', verse: null,
    text: {
      en: 'In BPHS ch. 3 Jupiter is the benefic of knowledge, counsel and teachers, and Rahu and Ketu are malefics. Jupiter sharing a sign with a node (Guru Chandal, a name of later practice) is read as Jupiter\'s judgement and guidance disturbed: unorthodox views, or friction with teachers and elders.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 3 में गुरु ज्ञान, परामर्श और गुरुजनों का शुभ ग्रह है, और राहु-केतु पाप ग्रह हैं। गुरु का राहु या केतु के साथ एक राशि में होना (गुरु चांडाल, बाद की परंपरा का नाम) गुरु के विवेक और मार्गदर्शन में विघ्न माना जाता है: अपरंपरागत विचार, या गुरुजनों और बड़ों से मतभेद।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 3-ல் குரு ஞானம், ஆலோசனை, ஆசிரியர்களின் சுப கிரகம்; ராகு, கேது பாவ கிரகங்கள். குரு ராகு அல்லது கேதுவுடன் ஒரே ராசியில் இருப்பது (குரு சண்டாள, பிற்கால வழக்குப் பெயர்) குருவின் விவேகமும் வழிகாட்டலும் கலங்குவதாக வாசிக்கப்படுகிறது: வழக்கத்துக்கு மாறான கருத்துகள், அல்லது ஆசிரியர், பெரியோருடன் முரண்.',
    },
  },
  {
    id: 'bphs-92-dosha-ganda-moola', rule: { kind: 'dosha', dosha: 'Ganda Moola' }, topics: ['dosha'], work: BPHS, chapter: '92', verse: null,
    text: {
      en: 'BPHS ch. 92 names the nakshatra gandanta, the junctions Revati–Ashwini, Ashlesha–Magha and Jyeshtha–Mula where a water sign meets a fire sign, among the evils of birth that call for a shanti. The popular Ganda Moola rule the engine applies takes the whole of these six nakshatras, not only the junction portion.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 92 नक्षत्र गंडांत — रेवती–अश्विनी, आश्लेषा–मघा और ज्येष्ठा–मूल की संधि, जहाँ जल राशि अग्नि राशि से मिलती है — को जन्म के उन दोषों में गिनता है जिनके लिए शांति बताई गई है। इंजन जो प्रचलित गंड मूल नियम लगाता है वह इन छह नक्षत्रों को पूरा लेता है, केवल संधि भाग नहीं।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 92 நட்சத்திரக் கண்டாந்தத்தை — நீர் ராசி நெருப்பு ராசியைச் சந்திக்கும் ரேவதி–அசுவினி, ஆயில்யம்–மகம், கேட்டை–மூலம் சந்திகளை — சாந்தி தேவைப்படும் பிறப்புத் தோஷங்களில் எண்ணுகிறது. இயந்திரம் பயன்படுத்தும் வழக்கிலுள்ள கண்ட மூல விதி இந்த ஆறு நட்சத்திரங்களையும் முழுமையாகக் கொள்கிறது, சந்திப் பகுதியை மட்டும் அல்ல.',
    },
  },
  {
    id: 'pd-10-dosha-kalathra', rule: { kind: 'dosha', dosha: 'Kalathra' }, topics: ['dosha', 'marriage'], work: PHALADEEPIKA, chapter: '10', verse: null,
    text: {
      en: 'Phaladeepika ch. 10 (the 7th house): a 7th house or 7th lord joined or aspected by malefics, and Mars and Saturn in the 7th from Venus and the Moon, are read as trouble in married life. Kalathra dosha (South Indian practice) gathers these: a malefic in the 7th from the lagna, the Moon or Venus.',
      hi: 'फलदीपिका अ. 10 (सप्तम भाव): पाप ग्रहों से युत या दृष्ट सप्तम भाव या सप्तमेश, और शुक्र व चंद्र से सातवें में मंगल और शनि, वैवाहिक जीवन में कष्ट के रूप में पढ़े जाते हैं। कलत्र दोष (दक्षिण भारतीय परंपरा) इन्हें एक साथ लेता है: लग्न, चंद्र या शुक्र से सातवें में पाप ग्रह।',
      ta: 'பலதீபிகை அ. 10 (7ஆம் பாவம்): பாவ கிரகச் சேர்க்கை அல்லது பார்வை பெற்ற 7ஆம் பாவம் அல்லது 7ஆம் அதிபதி, சுக்கிரன், சந்திரனுக்கு 7-ல் செவ்வாய், சனி ஆகியவை திருமண வாழ்வில் சிரமமாக வாசிக்கப்படுகின்றன. களத்திர தோஷம் (தென்னிந்திய வழக்கு) இவற்றைத் தொகுக்கிறது: லக்னம், சந்திரன் அல்லது சுக்கிரனுக்கு 7-ல் பாவ கிரகம்.',
    },
  },
  {
    id: 'bphs-3-dosha-shrapit', rule: { kind: 'dosha', dosha: 'Shrapit' }, topics: ['dosha'], work: BPHS, chapter: '3', verse: null,
    text: {
      en: 'Saturn and Rahu are both malefics in BPHS ch. 3, Saturn the graha of labour, delay and sorrow. Their sharing a sign is what later practice calls Shrapit (\'cursed\') dosha, read as delays and heavy duties in the matters of the house they share.',
      hi: 'बृहत् पाराशर होरा शास्त्र अ. 3 में शनि और राहु दोनों पाप ग्रह हैं; शनि श्रम, विलंब और दुःख का ग्रह है। इनका एक राशि में होना बाद की परंपरा में श्रापित दोष कहलाता है, जो उस भाव के विषयों में विलंब और भारी दायित्व के रूप में पढ़ा जाता है जिसमें ये साथ हैं।',
      ta: 'பிருஹத் பராசர ஹோரா சாஸ்திரம் அ. 3-ல் சனியும் ராகுவும் பாவ கிரகங்கள்; சனி உழைப்பு, தாமதம், துயரத்தின் கிரகம். அவை ஒரே ராசியில் இருப்பதைப் பிற்கால வழக்கு சாபித தோஷம் என்கிறது; அவை சேர்ந்துள்ள பாவத்தின் விஷயங்களில் தாமதமும் கனமான பொறுப்புகளும் என வாசிக்கப்படுகிறது.',
    },
  },
  {
    id: 'pd-26-saturn-sade-sati', rule: { kind: 'saturn_cycle', cycle: 'sade_sati' }, topics: ['dosha', 'timing'], work: PHALADEEPIKA, chapter: '26', verse: null,
    text: {
      en: 'Saturn gives good results in transit only in the 3rd, 6th and 11th from the natal Moon (Phaladeepika ch. 26). Its passage through the 12th, 1st and 2nd signs from the Moon, about seven and a half years, is sade sati: read in turn as a time of expenses, of strain on body and mind, and of pressure on family and wealth.',
      hi: 'गोचर में शनि जन्म चंद्र से केवल 3, 6 और 11वें में शुभ फल देता है (फलदीपिका अ. 26)। चंद्र से 12वीं, पहली और दूसरी राशि में उसका लगभग साढ़े सात वर्ष का गोचर साढ़ेसाती है: क्रम से व्यय का, शरीर और मन पर दबाव का, और परिवार व धन पर दबाव का समय माना जाता है।',
      ta: 'கோசாரத்தில் சனி ஜன்ம சந்திரனுக்கு 3, 6, 11-ல் மட்டுமே நற்பலன் தருவார் (பலதீபிகை அ. 26). சந்திரனுக்கு 12, 1, 2ஆம் ராசிகளில் சுமார் ஏழரை ஆண்டுகள் அவர் சஞ்சரிப்பதே ஏழரைச் சனி: முறையே செலவு, உடல்-மன அழுத்தம், குடும்பம்-செல்வம் மீது அழுத்தம் ஆகியவற்றின் காலமாக வாசிக்கப்படுகிறது.',
    },
  },
  {
    id: 'pd-26-saturn-dhaiya', rule: { kind: 'saturn_cycle', cycle: 'dhaiya' }, topics: ['dosha', 'timing'], work: PHALADEEPIKA, chapter: '26', verse: null,
    text: {
      en: 'Saturn in the 4th and the 8th from the natal Moon is among its unfavourable transits (Phaladeepika ch. 26). Each stay, about two and a half years, is a dhaiya: the 4th (kantaka shani) touches home, mother and peace of mind; the 8th (ashtama shani) health and obstacles.',
      hi: 'जन्म चंद्र से 4थे और 8वें में शनि का गोचर अशुभ गोचरों में है (फलदीपिका अ. 26)। लगभग ढाई वर्ष का हर ऐसा गोचर ढैया है: चौथा (कंटक शनि) घर, माता और मन की शांति को छूता है; आठवाँ (अष्टम शनि) स्वास्थ्य और बाधाओं को।',
      ta: 'ஜன்ம சந்திரனுக்கு 4, 8-ல் சனி சஞ்சாரம் சாதகமற்ற கோசாரங்களில் ஒன்று (பலதீபிகை அ. 26). சுமார் இரண்டரை ஆண்டுகள் நீடிக்கும் ஒவ்வொன்றும் தையா: 4ஆம் ராசி (அர்த்தாஷ்டமச் சனி / கண்டகச் சனி) வீடு, தாய், மன அமைதியைத் தொடும்; 8ஆம் ராசி (அஷ்டமச் சனி) உடல்நலம், தடைகளைத் தொடும்.',
    },
  },
];
