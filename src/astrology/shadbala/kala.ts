/**
 * Kala bala, the temporal strength (BPHS 27.10-16; Raman, Graha and Bhava Balas ch. V): nathonnata, paksha,
 * tribhaga, abda-masa-vara-hora, ayana and yuddha. Pure functions of the birth instant, its sunrise and sunset, and
 * the longitudes; units virupas.
 */
import { arc, SEVEN, type Longitudes, type SevenGraha } from './rules';

/** The birth and the day around it (UTC ms); the Hindu day runs from sunrise to the next sunrise. */
export interface BirthDay {
  birthUtcMs: number;
  /** Sunrise that begins the Hindu day of the birth (at or before the birth). */
  sunriseUtcMs: number;
  sunsetUtcMs: number;
  nextSunriseUtcMs: number;
  /** Weekday (0 = Sunday) of the civil date of that sunrise, local mean time. */
  weekday: number;
  /** Julian day number (integer) of that civil date. */
  jdn: number;
}

/** Weekday lords, Sunday first. */
export const WEEKDAY_LORDS: SevenGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Hora sequence (Chaldean order, each hour the next): Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars. */
const HORA_SEQUENCE: SevenGraha[] = ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars'];
const HOUR_MS = 3600000;

/**
 * Nathonnata (divaratri) bala (BPHS 27.10): the Moon, Mars and Saturn get 60 at midnight and 0 at noon, the Sun,
 * Jupiter and Venus the reverse, linearly in time; Mercury always 60. Local apparent noon is midway between sunrise
 * and sunset (as panchang.ts places the abhijit muhurta), midnight 12 hours from it.
 */
export function nathonnataBala(day: BirthDay): Record<SevenGraha, number> {
  const noon = (day.sunriseUtcMs + day.sunsetUtcMs) / 2;
  const sinceNoonH = ((((day.birthUtcMs - noon) / HOUR_MS) % 24) + 24) % 24;
  const unnataH = Math.abs(sinceNoonH - 12); // hours from midnight, 0..12
  const day60 = unnataH * 5, night60 = 60 - day60;
  return { Sun: day60, Jupiter: day60, Venus: day60, Moon: night60, Mars: night60, Saturn: night60, Mercury: 60 };
}

/**
 * Paksha bala (BPHS 27.11): elongation of the Moon from the Sun (0..180) / 3 for benefics, 60 minus that for
 * malefics; the Moon's value is doubled (Raman: the Moon always takes the benefic value, doubled).
 */
export function pakshaBala(lon: Longitudes, benefic: Record<SevenGraha, boolean>): Record<SevenGraha, number> {
  const value = arc(lon.Moon, lon.Sun) / 3;
  const out = {} as Record<SevenGraha, number>;
  for (const g of SEVEN) out[g] = benefic[g] ? value : 60 - value;
  out.Moon = 2 * value;
  return out;
}

/**
 * Tribhaga bala (BPHS 27.12): day and night each in three parts; Mercury, the Sun and Saturn rule the day's thirds,
 * the Moon, Venus and Mars the night's; the ruler gets 60, and Jupiter always 60.
 */
export function tribhagaBala(day: BirthDay): Record<SevenGraha, number> {
  const out = Object.fromEntries(SEVEN.map((g) => [g, 0])) as Record<SevenGraha, number>;
  out.Jupiter = 60;
  const isDay = day.birthUtcMs < day.sunsetUtcMs;
  const [start, end] = isDay ? [day.sunriseUtcMs, day.sunsetUtcMs] : [day.sunsetUtcMs, day.nextSunriseUtcMs];
  const part = Math.min(2, Math.floor(((day.birthUtcMs - start) / (end - start)) * 3));
  out[(isDay ? ['Mercury', 'Sun', 'Saturn'] : ['Moon', 'Venus', 'Mars'])[part] as SevenGraha] += 60;
  return out;
}

/**
 * Day 0 of the ahargana: Thursday 17 February 3102 BCE (Julian), the day that ends at the Lanka midnight where the
 * Kali yuga begins (JD 588465.5), so that Friday 18 February, the first day of the Kali yuga, is day 1.
 */
export const KALI_EPOCH_JDN = 588465;
/**
 * Abda, masa, vara and hora lords (BPHS 27.13; Surya Siddhanta 1.51-52, as Raman tabulates them): the ahargana
 * (days since the Kali epoch) in 360-day years and 30-day months; the year's (month's) lord is the weekday lord of
 * its first day. Counted this way both worked examples come out as printed (Raman's: year Saturn, month Mercury;
 * V.P. Jain's: Mars and Mars); counting from Friday as day 0 shifts every lord by one weekday. The vara lord is the lord of the weekday that began at sunrise; the hora lord rules the hour
 * (equal 60-minute horas from sunrise, the first the vara lord's, then the Chaldean order). They get 15, 30, 45
 * and 60 virupas.
 */
export function abdaMasaVaraHora(day: BirthDay): { abda: SevenGraha; masa: SevenGraha; vara: SevenGraha; hora: SevenGraha } {
  const ahargana = day.jdn - KALI_EPOCH_JDN;
  const weekdayOfJdn = (jdn: number) => (((jdn + 1) % 7) + 7) % 7;
  const abda = WEEKDAY_LORDS[weekdayOfJdn(KALI_EPOCH_JDN + 360 * Math.floor(ahargana / 360))];
  const masa = WEEKDAY_LORDS[weekdayOfJdn(KALI_EPOCH_JDN + 30 * Math.floor(ahargana / 30))];
  const vara = WEEKDAY_LORDS[day.weekday];
  const hours = Math.floor((day.birthUtcMs - day.sunriseUtcMs) / HOUR_MS);
  const hora = HORA_SEQUENCE[(HORA_SEQUENCE.indexOf(vara) + hours) % 7];
  return { abda, masa, vara, hora };
}

/**
 * Ayana bala (BPHS 27.14-15): from the kranti (declination of the graha's point of the ecliptic, from its tropical
 * longitude), (24° + k) x 60 / 48, where k counts north declination as positive for the Sun, Mars, Jupiter and
 * Venus, south as positive for the Moon and Saturn, and either as positive for Mercury. The Sun's is doubled
 * (Raman; the Sun has no cheshta bala of its own).
 */
export function ayanaBala(tropical: Record<SevenGraha, number>, obliquityDeg: number): { bala: Record<SevenGraha, number>; krantiDeg: Record<SevenGraha, number> } {
  const bala = {} as Record<SevenGraha, number>, krantiDeg = {} as Record<SevenGraha, number>;
  for (const g of SEVEN) {
    const k = Math.asin(Math.sin(obliquityDeg * Math.PI / 180) * Math.sin(tropical[g] * Math.PI / 180)) * 180 / Math.PI;
    krantiDeg[g] = k;
    const signed = g === 'Mercury' ? Math.abs(k) : g === 'Moon' || g === 'Saturn' ? -k : k;
    bala[g] = ((24 + signed) * 60) / 48 * (g === 'Sun' ? 2 : 1);
  }
  return { bala, krantiDeg };
}

/** Disc diameters (arc-seconds) used to weigh a planetary war (Raman ch. V; Surya Siddhanta 7.13-14). */
export const DISC_DIAMETER: Partial<Record<SevenGraha, number>> = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158 };
export interface War { winner: SevenGraha; loser: SevenGraha; separationDeg: number; bala: number }
/**
 * Yuddha bala (BPHS 27.16): two of Mars, Mercury, Jupiter, Venus and Saturn within 1° of longitude are at war. The
 * victor is the one to the north (greater ecliptic latitude, Surya Siddhanta 7.20); the difference of their sthana,
 * dig and kala balas (without yuddha) divided by the difference of their disc diameters is added to the victor's
 * kala bala and taken from the vanquished's.
 */
export function planetaryWars(lon: Longitudes, latitudeDeg: Partial<Record<SevenGraha, number>>, balaBeforeWar: Record<SevenGraha, number>): War[] {
  const fighters = SEVEN.filter((g) => DISC_DIAMETER[g] !== undefined);
  const wars: War[] = [];
  for (let i = 0; i < fighters.length; i++) {
    for (let j = i + 1; j < fighters.length; j++) {
      const a = fighters[i], b = fighters[j];
      const sep = arc(lon[a], lon[b]);
      if (sep >= 1) continue;
      const [winner, loser] = (latitudeDeg[a] ?? 0) >= (latitudeDeg[b] ?? 0) ? [a, b] : [b, a];
      const bala = Math.abs(balaBeforeWar[a] - balaBeforeWar[b]) / Math.abs(DISC_DIAMETER[a]! - DISC_DIAMETER[b]!);
      wars.push({ winner, loser, separationDeg: sep, bala });
    }
  }
  return wars;
}

