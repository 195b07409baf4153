/**
 * Throughput of the Varshaphal (issue 38 items 3 and 8): the full annual chart (two solar returns by Newton steps, the
 * varsha chart, Muntha, year lord with pancha-vargiya bala, Tajika aspects and yogas, 21 sahams, Mudda dasha) for random
 * births and years across the engine range. Run: npx tsx bench/astrology-varshaphal.ts [seconds-per-case]. Single
 * thread = one core; the CPU-time rate is the per-core figure on a loaded machine.
 */
import { varshaphal } from '../src/astrology/index';
import { MAX_YEAR, MIN_YEAR } from '../src/astrology/validate';

const seconds = Number(process.argv[2] ?? 2);
let seed = 3838;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function input(from: number, to: number) {
  const y = from + Math.floor(rnd() * (to - from - 100)), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
  return {
    date: `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`, time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
    lat: -60 + rnd() * 120, lon: -180 + rnd() * 360, tz: Math.round(rnd() * 24 - 12), age: Math.floor(rnd() * 90),
  };
}

function run(name: string, fn: () => unknown): void {
  for (let i = 0; i < 100; i++) fn();
  let n = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const until = start + seconds * 1000;
  while (performance.now() < until) { fn(); n++; }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name.padEnd(44)} ${(n / (ms / 1000)).toFixed(0).padStart(6)} /s wall   ${(n / (cpuMs / 1000)).toFixed(0).padStart(6)} charts/s/core   ${(cpuMs / n).toFixed(3)} CPU ms each   (n=${n})`);
}

console.log(`node ${process.version}, single thread, ${seconds}s per case`);
run('varshaphal, births 1900-2000', () => varshaphal(input(1900, 2100)));
run(`varshaphal, births ${MIN_YEAR}-${MAX_YEAR}`, () => varshaphal(input(MIN_YEAR, MAX_YEAR)));
