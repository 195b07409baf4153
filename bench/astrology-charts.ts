/**
 * Chart drawings (GET /v1/astrology/chart without HTTP): SVG per style and language, a varga, and PNG through resvg.
 *   npx tsx bench/astrology-charts.ts [seconds per case, default 2]
 * Reports CPU time per drawing (user + system of this process; a busy machine changes mostly the wall time) and wall time.
 */
import { chartImage } from '../src/astrology/index';

const seconds = Number(process.argv[2] ?? 2);
let seed = 7;
const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const pad = (n: number) => String(n).padStart(2, '0');
const birth = () => ({
  date: `${1900 + Math.floor(rnd() * 150)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`,
  time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`, lat: 28.6139, lon: 77.209, tz: 5.5,
});

function run(name: string, fn: () => unknown, warm = 20): void {
  for (let i = 0; i < warm; i++) fn();
  let n = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() < start + seconds * 1000) { fn(); n++; }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const wallMs = performance.now() - start;
  console.log(`${name.padEnd(30)} ${(cpuMs / n).toFixed(2).padStart(8)} CPU ms each ${(wallMs / n).toFixed(2).padStart(8)} wall ms each   (n=${n})`);
}

console.log(`node ${process.version}, ${seconds}s per case`);
for (const style of ['north', 'south', 'east']) {
  for (const language of ['en', 'hi', 'ta'] as const) run(`svg ${style} D1 ${language}`, () => chartImage({ ...birth(), style, language }));
}
run('svg south D9 ta', () => chartImage({ ...birth(), style: 'south', varga: 'D9', language: 'ta' }));
run('svg western', () => chartImage({ ...birth(), style: 'western', system: 'western' }));
run('png north D1 en 600 px', () => chartImage({ ...birth(), style: 'north', format: 'png' }), 5);
run('png east D1 ta 600 px', () => chartImage({ ...birth(), style: 'east', language: 'ta', format: 'png' }), 5);
run('png south D9 hi 1200 px', () => chartImage({ ...birth(), style: 'south', varga: 'D9', language: 'hi', format: 'png', width: 1200 }), 5);
