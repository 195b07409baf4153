/**
 * Cost of the issue-21 Western operations: natal aspects (16 points, 11 aspects, patterns), transits at a moment,
 * a 30-day and a 366-day exact-hit timeline, synastry with composite and Davison, progressions and returns.
 * Run: npx tsx bench/astrology-western.ts [seconds-per-case]. Single thread; CPU ms per call is the per-core figure.
 */
import {
  lunarReturnDoc, natalAspectsDoc, progressionsDoc, solarReturnDoc, synastryDoc, transitsDoc,
} from '../src/astrology/western/index';

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

function run(name: string, fn: () => unknown, warmup = 3): void {
  for (let i = 0; i < warmup; i++) fn();
  let n = 0;
  const cpu0 = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  do { fn(); n++; } while (performance.now() < until);
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name.padEnd(40)} ${(cpuMs / n).toFixed(2).padStart(9)} CPU ms each   ${(n / (cpuMs / 1000)).toFixed(1).padStart(8)} /s/core   (n=${n})`);
}

console.log(`node ${process.version}, single thread, ${seconds}s per case`);
run('natal aspects + patterns', () => natalAspectsDoc(birth() as never));
run('transits at a moment', () => transitsDoc({ ...birth(), at: '2026-06-01T00:00:00Z' } as never));
run('transits + 30-day timeline', () => transitsDoc({ ...birth(), at: '2026-06-01', from: '2026-06-01', to: '2026-06-30' } as never), 1);
run('transits + 366-day timeline', () => transitsDoc({ ...birth(), at: '2026-01-01', from: '2026-01-01', to: '2027-01-01' } as never), 1);
run('synastry + composite + Davison', () => synastryDoc({ ...birth('p1_'), ...birth('p2_') }));
run('progressions + solar arc', () => progressionsDoc({ ...birth(), at: '2026-05-15' } as never));
run('solar return', () => solarReturnDoc({ ...birth(), year: 2026 } as never));
run('lunar return', () => lunarReturnDoc({ ...birth(), month: '2026-03' } as never));
