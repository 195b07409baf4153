/**
 * In-process throughput of the astrology engine (single thread = one core).
 * Run: npx tsx bench/astrology-engine.ts [seconds-per-case]
 * Reports wall-clock and CPU-time rates (the latter is the per-core figure on a loaded machine).
 * Inputs vary the date (1800-2100), place and system so no result is cached; tz is given for the first set
 * and looked up from coordinates (geo-tz + Intl) for the second.
 */
import { kundali, match, horoscope, dasha, chartSvg } from '../src/astrology/index';

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
run('kundali vedic (tz given)', () => kundali(input('vedic', true)));
run('kundali kp (tz given)', () => kundali(input('kp', true)));
run('kundali western (tz given)', () => kundali(input('western', true)));
run('kundali vedic, true node', () => kundali({ ...input('vedic', true), node: 'true' }));
run('kundali vedic (tz from coordinates)', () => kundali(input('vedic', false)));
run('match', () => match({ boy: input('vedic', true), girl: input('vedic', true) }));
run('dasha', () => dasha({ ...input('vedic', true), at: '2101-01-01' }));
run('horoscope daily', () => horoscope({ sign: 'leo', date: input('vedic', true).date }));
run('chartSvg north', () => chartSvg({ ...input('vedic', true), style: 'north' }));
