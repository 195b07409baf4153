/**
 * In-process throughput of the astrology engine (single thread = one core).
 * Run: npx tsx bench/astrology-engine.ts [seconds-per-case]
 * Reports wall-clock and CPU-time rates (the latter is the per-core figure on a loaded machine).
 * Inputs vary the date (1800-2100; the 1200s and 2900s for the long-range cases), place and system so no result is
 * cached; tz is given for the first set and looked up from coordinates (geo-tz + Intl) for the second.
 */
import { kundali, match, horoscope, dasha, chartSvg, kp } from '../src/astrology/index';
import { asteroidStates } from '../src/astrology/western/asteroids';

const seconds = Number(process.argv[2] ?? 2);
let seed = 12345;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function input(system: 'vedic' | 'kp' | 'western', withTz: boolean) {
  const y = 1800 + Math.floor(rnd() * 300), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
  return {
    date: `${y}-${pad(m)}-${pad(d)}`, time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
    lat: -60 + rnd() * 120, lon: -180 + rnd() * 360, ...(withTz ? { tz: Math.round(rnd() * 24 - 12) } : {}), system,
  };
}

/** A birth in the given century (the engine's range is 1000-2999; dates before 1582-10-15 are read as Julian). */
function inCentury(century: number, withTz: boolean) {
  const y = century + Math.floor(rnd() * 100), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
  return { ...input('vedic', withTz), date: `${y}-${pad(m)}-${pad(d)}` };
}

function run(name: string, fn: () => unknown): void {
  for (let i = 0; i < 300; i++) fn(); // warm-up (JIT, series packing, geo-tz data)
  let n = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const until = start + seconds * 1000;
  while (performance.now() < until) { fn(); n++; }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  // CPU time of this process (user + system): the per-core rate even when other processes share the machine.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name.padEnd(34)} ${(n / (ms / 1000)).toFixed(0).padStart(6)} /s wall   ${(n / (cpuMs / 1000)).toFixed(0).padStart(6)} /s per CPU-second   ${(cpuMs / n).toFixed(3)} CPU ms each   (n=${n})`);
}

console.log(`node ${process.version}, single thread, ${seconds}s per case`);
// Once per process: the Chebyshev table of Chiron, Ceres, Pallas, Juno and Vesta (999-3000) is decoded at the first Western chart.
{
  const t0 = performance.now();
  asteroidStates(2451545);
  console.log(`${'first asteroid positions (decodes their table)'.padEnd(50)} ${(performance.now() - t0).toFixed(0)} ms once`);
}
// Once per process: Pluto's integrated orbits (before 1885, after 2099) are built on the first such Western chart.
for (const [name, date] of [['first chart before 1885 (builds Pluto 1000-1890)', '1200-03-01'], ['first chart after 2099 (builds Pluto 2088-3000)', '2900-03-01']]) {
  const t0 = performance.now();
  kundali({ date, time: '12:00', lat: 28.6, lon: 77.2, tz: 5.5, system: 'western' });
  console.log(`${name.padEnd(50)} ${(performance.now() - t0).toFixed(0)} ms once`);
}
run('kundali vedic (tz given)', () => kundali(input('vedic', true)));
run('kundali kp (tz given)', () => kundali(input('kp', true)));
run('kundali western (tz given)', () => kundali(input('western', true)));
run('kundali vedic, true node', () => kundali({ ...input('vedic', true), node: 'true' }));
run('kundali vedic (tz from coordinates)', () => kundali(input('vedic', false)));
run('kundali vedic 1200s (Julian, tz given)', () => kundali(inCentury(1200, true)));
run('kundali vedic 1200s (Julian, LMT)', () => kundali(inCentury(1200, false)));
run('kundali vedic 2900s (tz given)', () => kundali(inCentury(2900, true)));
run('kp significators (cusps, grahas, houses)', () => kp(input('vedic', true)));
run('match', () => match({ boy: input('vedic', true), girl: input('vedic', true) }));
run('dasha', () => dasha({ ...input('vedic', true), at: '2101-01-01' }));
run('horoscope daily', () => horoscope({ sign: 'leo', date: input('vedic', true).date }));
run('chartSvg north', () => chartSvg({ ...input('vedic', true), style: 'north' }));
