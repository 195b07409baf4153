/**
 * Throughput of the issue-24 astrology depth: a full kundali with all 16 vargas, ashtakavarga and shadbala (with
 * bhava bala) computed from one chart (issue 24 item 10 asks for > 500 charts/s/core). Run: npx tsx bench/astrology-depth.ts [seconds-per-case]. Single thread = one core;
 * the CPU-time rate is the per-core figure on a loaded machine.
 */
import { kundali, divisional, ashtakavarga, shadbala } from '../src/astrology/index';
import { computeChart } from '../src/astrology/chart';
import { kundaliFromChart } from '../src/astrology/kundali';
import { vargaCharts } from '../src/astrology/divisional';
import { VARGAS } from '../src/astrology/vargas';
import { ashtakavargaDoc } from '../src/astrology/ashtakavarga';
import { shadbalaDoc } from '../src/astrology/shadbala/index';

const seconds = Number(process.argv[2] ?? 2);
let seed = 4242;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function input() {
  const y = 1800 + Math.floor(rnd() * 300), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
  return {
    date: `${y}-${pad(m)}-${pad(d)}`, time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
    lat: -60 + rnd() * 120, lon: -180 + rnd() * 360, tz: Math.round(rnd() * 24 - 12),
  };
}

function run(name: string, fn: () => unknown): void {
  for (let i = 0; i < 300; i++) fn();
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
run('kundali (no vargas)', () => kundali(input()));
run('kundali + all 16 vargas', () => kundali({ ...input(), vargas: 'all' }));
run('divisional (all 16)', () => divisional(input()));
run('ashtakavarga', () => ashtakavarga(input()));
// Polar inputs (no sunrise) are 400s; the random latitudes stay within +-60, where the Sun always rises.
run('shadbala + bhava bala', () => shadbala(input()));
// One chart, every result computed from it once: kundali + all 16 vargas + ashtakavarga.
run('full: kundali + 16 vargas + ashtakavarga', () => {
  const c = computeChart(input());
  return [kundaliFromChart(c), vargaCharts(c, VARGAS), ashtakavargaDoc(c)];
});
// ... and shadbala with bhava bala (issue 24 item 10's figure).
run('full: + shadbala and bhava bala', () => {
  const c = computeChart(input());
  return [kundaliFromChart(c), vargaCharts(c, VARGAS), ashtakavargaDoc(c), shadbalaDoc(c)];
});
