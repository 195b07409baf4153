/**
 * Cost of GET /v1/astrology/wheel's domain call: the wheel SVG for each kind, and the PNG rendering (resvg, Noto
 * fonts, 1000 x 1110 px) on top. Run: npx tsx bench/astrology-wheel.ts [seconds-per-case]. Single thread; CPU ms per
 * call is the per-core figure.
 */
import { wheelImage } from '../src/astrology/western/index';

const seconds = Number(process.argv[2] ?? 2);
let seed = 2121;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function birth(prefix = '') {
  const y = 1900 + Math.floor(rnd() * 120), m = 1 + Math.floor(rnd() * 12), d = 1 + Math.floor(rnd() * 28);
  return {
    [`${prefix}date`]: `${y}-${pad(m)}-${pad(d)}`, [`${prefix}time`]: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
    [`${prefix}lat`]: -60 + rnd() * 120, [`${prefix}lon`]: -180 + rnd() * 360, [`${prefix}tz`]: 0,
  };
}

function run(name: string, fn: () => { bytes: Buffer }, warmup = 2): void {
  let bytes = 0;
  for (let i = 0; i < warmup; i++) fn();
  let n = 0;
  const cpu0 = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  do { bytes += fn().bytes.length; n++; } while (performance.now() < until);
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name.padEnd(28)} ${(cpuMs / n).toFixed(2).padStart(9)} CPU ms each   ${(bytes / n / 1024).toFixed(1).padStart(7)} KiB   (n=${n})`);
}

console.log(`node ${process.version}, single thread, ${seconds}s per case`);
for (const format of ['svg', 'png']) {
  run(`natal ${format}`, () => wheelImage({ ...birth(), format }));
  run(`transit ${format}`, () => wheelImage({ ...birth(), kind: 'transit', at: '2026-06-01T00:00:00Z', format }));
  run(`synastry ${format}`, () => wheelImage({ ...birth(), kind: 'synastry', ...birth('p2_'), format }));
}
