/**
 * The sixteen divisional charts (shodasha varga) of Brihat Parashara Hora Shastra ch. 6 (vargas) and ch. 7 (their
 * uses). Every rule maps a sidereal longitude to the sign of its amsha (division) and, where BPHS names them, the
 * deity (lord) of that amsha. Pure functions of the longitude; README "Divisional charts" cites each verse group.
 *
 * Where traditions differ the BPHS rule is the default and the common alternative is a parameter:
 * - D2 hora: `parashara` (odd signs: Sun's hora Leo then Moon's hora Cancer; even signs reversed) or `parivritti`
 *   (cyclic: the 24 horas run Aries, Taurus, ... from 0° Aries; the "parivritti-traya" horas of Jataka Parijata).
 * - D3 drekkana: `parashara` (the sign, its 5th, its 9th) or `parivritti` (cyclic from Aries).
 * - D30 trimsamsa: `parashara` (unequal 5-5-8-7-5° parts ruled by Mars, Saturn, Jupiter, Mercury, Venus in odd
 *   signs, reversed in even signs) or `parivritti` (30 equal parts cyclic from Aries).
 */
import { SIGNS, type Graha, type SignName } from './constants';
import { normDeg } from './frames';

export const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;
export type VargaId = (typeof VARGAS)[number];
export const HORA_CONVENTIONS = ['parashara', 'parivritti'] as const;
export const DREKKANA_CONVENTIONS = ['parashara', 'parivritti'] as const;
export const TRIMSAMSA_CONVENTIONS = ['parashara', 'parivritti'] as const;
export interface VargaConventions {
  hora: (typeof HORA_CONVENTIONS)[number];
  drekkana: (typeof DREKKANA_CONVENTIONS)[number];
  trimsamsa: (typeof TRIMSAMSA_CONVENTIONS)[number];
}
export const DEFAULT_CONVENTIONS: VargaConventions = { hora: 'parashara', drekkana: 'parashara', trimsamsa: 'parashara' };

const isOdd = (sign: number) => sign % 2 === 0; // Aries (index 0) is the first, odd sign
const modality = (sign: number) => sign % 3; // 0 movable (chara), 1 fixed (sthira), 2 dual (dvisvabhava)

/** Names and what BPHS ch. 7 says each varga is read for. */
export const VARGA_INFO: Record<VargaId, { name: string; signifies: string }> = {
  D1: { name: 'Rasi', signifies: 'the body, the whole chart' },
  D2: { name: 'Hora', signifies: 'wealth' },
  D3: { name: 'Drekkana', signifies: 'siblings' },
  D4: { name: 'Chaturthamsa', signifies: 'fortune, property' },
  D7: { name: 'Saptamsa', signifies: 'children, grandchildren' },
  D9: { name: 'Navamsa', signifies: 'spouse, dharma' },
  D10: { name: 'Dasamsa', signifies: 'career, great achievements' },
  D12: { name: 'Dwadasamsa', signifies: 'parents' },
  D16: { name: 'Shodasamsa', signifies: 'vehicles, comforts' },
  D20: { name: 'Vimsamsa', signifies: 'spiritual practice, worship' },
  D24: { name: 'Chaturvimsamsa (Siddhamsa)', signifies: 'learning, education' },
  D27: { name: 'Saptavimsamsa (Bhamsa / Nakshatramsa)', signifies: 'strength and weakness' },
  D30: { name: 'Trimsamsa', signifies: 'misfortunes, evils' },
  D40: { name: 'Khavedamsa', signifies: 'auspicious and inauspicious effects (maternal legacy)' },
  D45: { name: 'Akshavedamsa', signifies: 'all matters, character (paternal legacy)' },
  D60: { name: 'Shashtiamsa', signifies: 'all matters, past karma' },
};

// ---- Deities (lords of the amshas), BPHS ch. 6.
const D3_DEITIES = ['Narada', 'Agastya', 'Durvasa'];
const D4_DEITIES = ['Sanaka', 'Sananda', 'Sanatkumara', 'Sanatana'];
const D7_DEITIES = ['Kshara', 'Ksheera', 'Dadhi', 'Ajya', 'Ikshurasa', 'Madya', 'Shuddhajala'];
const D9_DEITIES = ['Deva', 'Nara', 'Rakshasa'];
const D10_DEITIES = ['Indra', 'Agni', 'Yama', 'Rakshasa', 'Varuna', 'Vayu', 'Kubera', 'Ishana', 'Brahma', 'Ananta'];
const D12_DEITIES = ['Ganesha', 'Ashwini Kumara', 'Yama', 'Sarpa'];
const D16_DEITIES = ['Brahma', 'Vishnu', 'Hara', 'Surya'];
const D20_ODD = ['Kali', 'Gauri', 'Jaya', 'Lakshmi', 'Vijaya', 'Vimala', 'Sati', 'Tara', 'Jwalamukhi', 'Shweta', 'Lalita',
  'Bagalamukhi', 'Pratyangira', 'Shachi', 'Raudri', 'Bhavani', 'Varada', 'Jaya', 'Tripura', 'Sumukhi'];
const D20_EVEN = ['Daya', 'Medha', 'Chhinnashirsha', 'Pishachini', 'Dhumavati', 'Matangi', 'Bala', 'Bhadra', 'Aruna',
  'Anala', 'Pingala', 'Chuchuka', 'Ghora', 'Varahi', 'Vaishnavi', 'Sita', 'Bhuvaneshi', 'Bhairavi', 'Mangala', 'Aparajita'];
const D24_DEITIES = ['Skanda', 'Parashudhara', 'Anala', 'Vishvakarma', 'Bhaga', 'Mitra', 'Maya', 'Antaka', 'Vrishadhvaja',
  'Govinda', 'Madana', 'Bhima'];
/** D27: the deities of the 27 nakshatras, from Ashwini's. */
const D27_DEITIES = ['Dasra', 'Yama', 'Agni', 'Prajapati', 'Soma', 'Rudra', 'Aditi', 'Brihaspati', 'Sarpa', 'Pitri',
  'Bhaga', 'Aryama', 'Savita', 'Tvashta', 'Vayu', 'Indragni', 'Mitra', 'Indra', 'Nirriti', 'Apah', 'Vishvedeva',
  'Vishnu', 'Vasu', 'Varuna', 'Ajaikapada', 'Ahirbudhnya', 'Pushan'];
const D40_DEITIES = ['Vishnu', 'Chandra', 'Marichi', 'Tvashta', 'Dhata', 'Shiva', 'Ravi', 'Yama', 'Yaksha', 'Gandharva',
  'Kala', 'Varuna'];
const D45_DEITIES = ['Brahma', 'Shiva', 'Vishnu'];
const D60_DEITIES = ['Ghora', 'Rakshasa', 'Deva', 'Kubera', 'Yaksha', 'Kinnara', 'Bhrashta', 'Kulaghna', 'Garala',
  'Vahni', 'Maya', 'Purishaka', 'Apampati', 'Marutvan', 'Kala', 'Sarpa', 'Amrita', 'Indu', 'Mridu', 'Komala',
  'Heramba', 'Brahma', 'Vishnu', 'Maheshvara', 'Deva', 'Ardra', 'Kalinasha', 'Kshitisha', 'Kamalakara', 'Gulika',
  'Mrityu', 'Kala', 'Davagni', 'Ghora', 'Yama', 'Kantaka', 'Sudha', 'Amrita', 'Purnachandra', 'Vishadagdha',
  'Kulanasha', 'Vamshakshaya', 'Utpata', 'Kala', 'Saumya', 'Komala', 'Shitala', 'Karaladamshtra', 'Chandramukhi',
  'Pravina', 'Kalapavaka', 'Dandayudha', 'Nirmala', 'Saumya', 'Krura', 'Atishitala', 'Amrita', 'Payodhi', 'Bhramana',
  'Chandrarekha'];

/** D30 (Parashara): [end degree, sign of the amsha, lord, deity] for odd signs; even signs mirror it. */
const D30_ODD: [number, number, Graha, string][] = [
  [5, 0, 'Mars', 'Agni'], [10, 10, 'Saturn', 'Vayu'], [18, 8, 'Jupiter', 'Indra'], [25, 2, 'Mercury', 'Kubera'],
  [30, 6, 'Venus', 'Varuna'],
];
const D30_EVEN: [number, number, Graha, string][] = [
  [5, 1, 'Venus', 'Varuna'], [12, 5, 'Mercury', 'Kubera'], [20, 11, 'Jupiter', 'Indra'], [25, 9, 'Saturn', 'Vayu'],
  [30, 7, 'Mars', 'Agni'],
];

export interface Amsha {
  /** Sign index 0..11 of the amsha. */
  sign: number;
  /** 1-based number of the division within the sign. */
  part: number;
  deity?: string;
  /** Ruler of the D2 hora or the D30 trimsamsa. */
  lord?: Graha;
}

const parts = (degInSign: number, n: number) => Math.min(n - 1, Math.floor((degInSign * n) / 30));
const cyclic = (list: string[], i: number) => list[i % list.length];

/** The amsha of a sidereal longitude in one varga (BPHS ch. 6). */
export function amshaOf(varga: VargaId, longitudeDeg: number, conv: VargaConventions = DEFAULT_CONVENTIONS): Amsha {
  const lon = normDeg(longitudeDeg);
  const s = Math.min(11, Math.floor(lon / 30));
  const d = Math.max(0, lon - s * 30);
  const odd = isOdd(s), mod = modality(s);
  const from = (start: number, k: number) => (start + k) % 12;
  switch (varga) {
    case 'D1': return { sign: s, part: 1 };
    case 'D2': {
      const k = parts(d, 2);
      if (conv.hora === 'parivritti') return { sign: (s * 2 + k) % 12, part: k + 1 };
      // BPHS 6.5-6: odd sign: first hora the Sun's (Leo), second the Moon's (Cancer); even sign reversed.
      const sun = odd ? k === 0 : k === 1;
      return { sign: sun ? 4 : 3, part: k + 1, lord: sun ? 'Sun' : 'Moon', deity: sun ? 'Deva' : 'Pitri' };
    }
    case 'D3': {
      const k = parts(d, 3);
      if (conv.drekkana === 'parivritti') return { sign: (s * 3 + k) % 12, part: k + 1 };
      // BPHS 6.7-8: the sign itself, its 5th, its 9th.
      return { sign: from(s, 4 * k), part: k + 1, deity: D3_DEITIES[k] };
    }
    case 'D4': { // BPHS 6.9-10: the sign, its 4th, 7th, 10th.
      const k = parts(d, 4);
      return { sign: from(s, 3 * k), part: k + 1, deity: D4_DEITIES[k] };
    }
    case 'D7': { // BPHS 6.11-12: odd signs from the sign, even signs from its 7th; deities reversed in even signs.
      const k = parts(d, 7);
      return { sign: from(odd ? s : s + 6, k), part: k + 1, deity: D7_DEITIES[odd ? k : 6 - k] };
    }
    case 'D9': { // BPHS 6.13-15: movable from the sign, fixed from its 9th, dual from its 5th.
      const k = parts(d, 9);
      const start = mod === 0 ? s : mod === 1 ? s + 8 : s + 4;
      return { sign: from(start, k), part: k + 1, deity: D9_DEITIES[(k + mod) % 3] };
    }
    case 'D10': { // BPHS 6.16-18: odd from the sign, even from its 9th; deities reversed in even signs.
      const k = parts(d, 10);
      return { sign: from(odd ? s : s + 8, k), part: k + 1, deity: D10_DEITIES[odd ? k : 9 - k] };
    }
    case 'D12': { // BPHS 6.19-20: from the sign itself.
      const k = parts(d, 12);
      return { sign: from(s, k), part: k + 1, deity: cyclic(D12_DEITIES, k) };
    }
    case 'D16': { // BPHS 6.21-22: movable from Aries, fixed from Leo, dual from Sagittarius.
      const k = parts(d, 16);
      return { sign: from([0, 4, 8][mod], k), part: k + 1, deity: odd ? cyclic(D16_DEITIES, k) : D16_DEITIES[3 - (k % 4)] };
    }
    case 'D20': { // BPHS 6.23-26: movable from Aries, fixed from Sagittarius, dual from Leo.
      const k = parts(d, 20);
      return { sign: from([0, 8, 4][mod], k), part: k + 1, deity: (odd ? D20_ODD : D20_EVEN)[k] };
    }
    case 'D24': { // BPHS 6.27-28: odd from Leo, even from Cancer; deities from Skanda (odd) or back from Bhima (even).
      const k = parts(d, 24);
      return { sign: from(odd ? 4 : 3, k), part: k + 1, deity: odd ? cyclic(D24_DEITIES, k) : D24_DEITIES[11 - (k % 12)] };
    }
    case 'D27': { // BPHS 6.29-30: fiery from Aries, earthy from Cancer, airy from Libra, watery from Capricorn.
      const k = parts(d, 27);
      return { sign: from([0, 3, 6, 9][s % 4], k), part: k + 1, deity: D27_DEITIES[k] };
    }
    case 'D30': {
      if (conv.trimsamsa === 'parivritti') {
        const k = parts(d, 30);
        return { sign: (s * 30 + k) % 12, part: k + 1 };
      }
      // BPHS 6.31-32.
      const table = odd ? D30_ODD : D30_EVEN;
      const k = Math.max(0, table.findIndex(([end]) => d < end));
      return { sign: table[k][1], part: k + 1, lord: table[k][2], deity: table[k][3] };
    }
    case 'D40': { // BPHS 6.33-34: odd from Aries, even from Libra.
      const k = parts(d, 40);
      return { sign: from(odd ? 0 : 6, k), part: k + 1, deity: cyclic(D40_DEITIES, k) };
    }
    case 'D45': { // BPHS 6.35-36: movable from Aries, fixed from Leo, dual from Sagittarius.
      const k = parts(d, 45);
      return { sign: from([0, 4, 8][mod], k), part: k + 1, deity: D45_DEITIES[(k + mod) % 3] };
    }
    case 'D60': { // BPHS 6.37-41: (degrees x 2) + 1 counted from the sign; deities reversed in even signs.
      const k = parts(d, 60);
      return { sign: from(s, k), part: k + 1, deity: D60_DEITIES[odd ? k : 59 - k] };
    }
  }
}

export const signName = (i: number): SignName => SIGNS[i];
