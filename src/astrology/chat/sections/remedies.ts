/**
 * Remedies tied to the grahas the chart shows afflicted (debilitated, or in the 6th, 8th or 12th from the lagna) or
 * ruling the running period: for each, the classical propitiation Parashara closes each antardasha chapter with
 * (BPHS ch. 52-60: japa of the graha's mantra, worship of its deity, charity of its substances), the weekday of its
 * fast, and its gemstone with the usual caution (a gem strengthens a graha; it is worn only for a benefic lord of the
 * chart and after a full reading, never for a malefic one).
 */
import type { Graha } from '../../constants';
import { afflicted, dignityOf } from '../corpus/applies';
import { planetName, type Localized } from '../lexicon';
import type { Part } from '../asked';
import { L, list } from './common';
import { houseWord } from './chart';
import { section, type Section, type SectionContext } from './types';

interface Remedy { mantra: string; deity: Localized; charity: Localized; day: Localized; gem: Localized }
/** The beeja-less name mantras (Navagraha stotra forms) and the classical substances (BPHS ch. 52-60, Phaladeepika ch. 2). */
const REMEDY: Record<Graha, Remedy> = {
  Sun: { mantra: 'Om Suryaya Namah', deity: { en: 'Surya (Aditya Hridayam)', hi: 'सूर्य (आदित्य हृदयम्)', ta: 'சூரியன் (ஆதித்ய ஹ்ருதயம்)' }, charity: { en: 'wheat, jaggery, copper', hi: 'गेहूँ, गुड़, ताँबा', ta: 'கோதுமை, வெல்லம், செம்பு' }, day: { en: 'Sunday', hi: 'रविवार', ta: 'ஞாயிறு' }, gem: { en: 'ruby', hi: 'माणिक्य', ta: 'மாணிக்கம்' } },
  Moon: { mantra: 'Om Chandraya Namah', deity: { en: 'Shiva and Parvati', hi: 'शिव-पार्वती', ta: 'சிவன், பார்வதி' }, charity: { en: 'rice, milk, white cloth', hi: 'चावल, दूध, सफ़ेद वस्त्र', ta: 'அரிசி, பால், வெள்ளை ஆடை' }, day: { en: 'Monday', hi: 'सोमवार', ta: 'திங்கள்' }, gem: { en: 'pearl', hi: 'मोती', ta: 'முத்து' } },
  Mars: { mantra: 'Om Angarakaya Namah', deity: { en: 'Hanuman or Subrahmanya', hi: 'हनुमान या कार्तिकेय', ta: 'அனுமன் அல்லது முருகன்' }, charity: { en: 'red lentils (masoor), red cloth', hi: 'मसूर दाल, लाल वस्त्र', ta: 'துவரம் பருப்பு, சிவப்பு ஆடை' }, day: { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' }, gem: { en: 'red coral', hi: 'मूँगा', ta: 'பவளம்' } },
  Mercury: { mantra: 'Om Budhaya Namah', deity: { en: 'Vishnu', hi: 'विष्णु', ta: 'விஷ்ணு' }, charity: { en: 'green gram (moong), green cloth', hi: 'मूँग, हरा वस्त्र', ta: 'பச்சைப் பயறு, பச்சை ஆடை' }, day: { en: 'Wednesday', hi: 'बुधवार', ta: 'புதன்' }, gem: { en: 'emerald', hi: 'पन्ना', ta: 'மரகதம்' } },
  Jupiter: { mantra: 'Om Brihaspataye Namah', deity: { en: 'Dakshinamurti or Vishnu', hi: 'बृहस्पति या विष्णु', ta: 'தட்சிணாமூர்த்தி அல்லது விஷ்ணு' }, charity: { en: 'chana dal, turmeric, yellow cloth, books to students', hi: 'चना दाल, हल्दी, पीला वस्त्र, विद्यार्थियों को पुस्तकें', ta: 'கடலைப் பருப்பு, மஞ்சள், மஞ்சள் ஆடை, மாணவர்களுக்கு நூல்கள்' }, day: { en: 'Thursday', hi: 'गुरुवार', ta: 'வியாழன்' }, gem: { en: 'yellow sapphire', hi: 'पुखराज', ta: 'புஷ்பராகம்' } },
  Venus: { mantra: 'Om Shukraya Namah', deity: { en: 'Lakshmi', hi: 'लक्ष्मी', ta: 'லட்சுமி' }, charity: { en: 'rice, ghee, white cloth, perfume', hi: 'चावल, घी, सफ़ेद वस्त्र, इत्र', ta: 'அரிசி, நெய், வெள்ளை ஆடை, வாசனைத் திரவியம்' }, day: { en: 'Friday', hi: 'शुक्रवार', ta: 'வெள்ளி' }, gem: { en: 'diamond', hi: 'हीरा', ta: 'வைரம்' } },
  Saturn: { mantra: 'Om Shanaishcharaya Namah', deity: { en: 'Shani and Hanuman', hi: 'शनि और हनुमान', ta: 'சனி பகவான், அனுமன்' }, charity: { en: 'sesame (til), mustard oil, black cloth, iron; service to the poor and elderly', hi: 'तिल, सरसों का तेल, काला वस्त्र, लोहा; गरीबों और वृद्धों की सेवा', ta: 'எள், நல்லெண்ணெய், கருப்பு ஆடை, இரும்பு; ஏழைகளுக்கும் முதியோருக்கும் சேவை' }, day: { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' }, gem: { en: 'blue sapphire', hi: 'नीलम', ta: 'நீலம்' } },
  Rahu: { mantra: 'Om Rahave Namah', deity: { en: 'Durga', hi: 'दुर्गा', ta: 'துர்கை' }, charity: { en: 'black gram (urad), blankets', hi: 'उड़द, कंबल', ta: 'உளுந்து, போர்வை' }, day: { en: 'Saturday', hi: 'शनिवार', ta: 'சனி' }, gem: { en: 'hessonite (gomed)', hi: 'गोमेद', ta: 'கோமேதகம்' } },
  Ketu: { mantra: 'Om Ketave Namah', deity: { en: 'Ganesha', hi: 'गणेश', ta: 'விநாயகர்' }, charity: { en: 'multicoloured blanket, sesame', hi: 'रंगीन कंबल, तिल', ta: 'பல வண்ணப் போர்வை, எள்' }, day: { en: 'Tuesday', hi: 'मंगलवार', ta: 'செவ்வாய்' }, gem: { en: "cat's eye", hi: 'लहसुनिया', ta: 'வைடூரியம்' } },
};

const T = {
  answer: { en: 'Remedies are indicated for {items}.', hi: 'उपाय इन ग्रहों के लिए बताए जाते हैं: {items}।', ta: 'பரிகாரம் தேவைப்படும் கிரகங்கள்: {items}.' },
  none: { en: 'No graha in your chart is debilitated or in the 6th, 8th or 12th house, so no remedy is called for; the propitiation of the running period lord, {lord}, is the one usually advised.', hi: 'आपकी कुंडली में कोई ग्रह नीच या 6, 8, 12 भाव में नहीं है, अतः विशेष उपाय की आवश्यकता नहीं; चल रही दशा के स्वामी {lord} की आराधना सामान्यतः बताई जाती है।', ta: 'உங்கள் ஜாதகத்தில் எந்தக் கிரகமும் நீசமோ 6, 8, 12-லோ இல்லை; எனவே தனிப் பரிகாரம் தேவையில்லை; நடப்பு தசா அதிபதி {lord}-இன் வழிபாடு பொதுவாகச் சொல்லப்படுகிறது.' },
  why: { en: '{planet} ({why})', hi: '{planet} ({why})', ta: '{planet} ({why})' },
  debil: { en: 'debilitated', hi: 'नीच', ta: 'நீசம்' },
  inHouse: { en: 'in the {ord}', hi: '{ord} में', ta: '{ord}-ல்' },
  running: { en: 'running period', hi: 'वर्तमान दशा', ta: 'நடப்பு தசை' },
  item: { en: 'For {planet}: chant "{mantra}" (108 times), worship {deity}, give {charity}, and fast or keep the observance on {day}.', hi: '{planet} के लिए: "{mantra}" का 108 बार जप, {deity} की पूजा, {charity} का दान, और {day} का व्रत।', ta: '{planet}-க்கு: "{mantra}" 108 முறை ஜபம், {deity} வழிபாடு, {charity} தானம், {day} அன்று விரதம்.' },
  gem: { en: 'Gemstone: {gems}, only after a full reading and only for a graha that is a benefic lord of your chart; a gem strengthens a graha, it does not pacify it, so it is never worn for a malefic one.', hi: 'रत्न: {gems}, केवल पूर्ण विचार के बाद और केवल उस ग्रह के लिए जो आपकी कुंडली का शुभ स्वामी हो; रत्न ग्रह को बल देता है, शांत नहीं करता, इसलिए अशुभ ग्रह के लिए नहीं पहना जाता।', ta: 'ரத்தினம்: {gems}, முழு ஆய்வுக்குப் பிறகே, உங்கள் ஜாதகத்தின் சுப அதிபதியான கிரகத்துக்கு மட்டும்; ரத்தினம் கிரகத்துக்குப் பலம் தரும், சாந்தப்படுத்தாது; எனவே அசுப கிரகத்துக்கு அணியக் கூடாது.' },
  rule: { en: 'Parashara closes each antardasha chapter with the propitiation of its lord (japa, worship, charity): the remedy eases a period, it does not erase it (BPHS ch. 52-60).', hi: 'पराशर प्रत्येक अंतर्दशा अध्याय के अंत में उसके स्वामी की शांति (जप, पूजा, दान) बताते हैं: उपाय फल को हल्का करता है, मिटाता नहीं (बृ. पा. हो. शा. अ. 52-60)।', ta: 'பராசரர் ஒவ்வொரு புக்தி அத்தியாயத்தின் முடிவிலும் அதன் அதிபதியின் சாந்தியைக் (ஜபம், வழிபாடு, தானம்) கூறுகிறார்: பரிகாரம் பலனைக் குறைக்கும், அழிக்காது (பி. ப. ஹோ. சா. அ. 52-60).' },
} satisfies Record<string, Localized>;

/** The grahas that call for remedies, with why, strongest reason first (the rule of the `remedy` corpus notes). */
export function remedyGrahas(ctx: SectionContext): { planet: Graha; why: ('debilitated' | 'dusthana' | 'running')[] }[] {
  const f = ctx.facts!;
  const out: { planet: Graha; why: ('debilitated' | 'dusthana' | 'running')[] }[] = [];
  for (const g of Object.keys(f.house) as Graha[]) {
    const why: ('debilitated' | 'dusthana' | 'running')[] = [];
    if (dignityOf(g, f.sign[g]) === 'debilitated') why.push('debilitated');
    if ([6, 8, 12].includes(f.house[g])) why.push('dusthana');
    if (g === f.dashaNow.maha || g === f.dashaNow.antar) why.push('running');
    if (why.length && (afflicted(f, g) || why.includes('running'))) out.push({ planet: g, why });
  }
  return out.sort((a, b) => b.why.length - a.why.length);
}

export function remediesSection(part: Part, ctx: SectionContext): Section {
  const f = ctx.facts!;
  const { lang } = ctx;
  const grahas = remedyGrahas(ctx);
  const whyText = (g: Graha, w: 'debilitated' | 'dusthana' | 'running') => (w === 'debilitated' ? T.debil[lang] : w === 'running' ? T.running[lang] : L(lang, T.inHouse, { ord: houseWord(lang, f.house[g]) }));
  const answer = grahas.length
    ? L(lang, T.answer, { items: list(lang, grahas.map((x) => L(lang, T.why, { planet: planetName(lang, x.planet), why: x.why.map((w) => whyText(x.planet, w)).join(', ') }))) })
    : L(lang, T.none, { lord: planetName(lang, f.dashaNow.maha) });
  const targets = grahas.length ? grahas.map((x) => x.planet) : [f.dashaNow.maha];
  const facts = targets.map((g) => L(lang, T.item, { planet: planetName(lang, g), mantra: REMEDY[g].mantra, deity: REMEDY[g].deity[lang], charity: REMEDY[g].charity[lang], day: REMEDY[g].day[lang] }));
  facts.push(L(lang, T.gem, { gems: list(lang, targets.map((g) => `${REMEDY[g].gem[lang]} (${planetName(lang, g)})`)) }));
  return section(part, answer, {
    facts, reasons: [T.rule[lang]], noteTopic: 'remedies',
    data: { grahas: grahas.map((x) => ({ planet: x.planet, why: x.why })), remedies: targets.map((g) => ({ planet: g, mantra: REMEDY[g].mantra, day: REMEDY[g].day.en, gem: REMEDY[g].gem.en })) },
  });
}
