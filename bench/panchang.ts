/**
 * Throughput of the panchang (one civil day: limbs at sunrise with their ends, rise/set of Sun and Moon, periods), a
 * year's festival calendar, and the two computing agents. Run: npx tsx bench/panchang.ts [seconds-per-case].
 * Single thread = one core; the CPU-time rate is the per-core figure on a loaded machine.
 */
import { panchang } from '../src/astrology/panchang';
import { festivals } from '../src/astrology/festivals';
import { planPuja } from '../src/agents/pujaPlanner';
import { answerTempleQuestion } from '../src/agents/templeAssistant';

const seconds = Number(process.argv[2] ?? 2);
let seed = 1717;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
const place = () => ({ lat: -50 + rnd() * 100, lon: -180 + rnd() * 360 });
const date = () => `${1900 + Math.floor(rnd() * 200)}-${pad(1 + Math.floor(rnd() * 12))}-${pad(1 + Math.floor(rnd() * 28))}`;

function run(name: string, warm: number, fn: () => unknown): void {
  for (let i = 0; i < warm; i++) fn();
  let n = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const until = start + seconds * 1000;
  while (performance.now() < until || n === 0) { fn(); n++; }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`${name.padEnd(40)} ${(n / (ms / 1000)).toFixed(1).padStart(7)} /s wall   ${(n / (cpuMs / 1000)).toFixed(1).padStart(7)} /s/core   ${(cpuMs / n).toFixed(1)} CPU ms each   (n=${n})`);
}

console.log(`node ${process.version}, single thread, ${seconds}s per case`);
run('panchang of a day', 20, () => panchang({ date: date(), ...place() }));
run('festival calendar of a year', 1, () => festivals({ year: 1900 + Math.floor(rnd() * 199), ...place() }));
const ctx = { location: { lat: 13.0827, lon: 80.2707 }, preferences: { start_date: '2025-11-01', end_date: '2025-11-14' } };
run('puja-planner, 14 days', 1, () => planPuja({ input: 'Satyanarayan puja', context: ctx }));
run('temple-assistant, a named festival', 1, () => answerTempleQuestion({ input: 'When is Diwali?', context: { ...ctx, preferences: { date: '2025-06-01' } } }));
