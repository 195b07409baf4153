/**
 * Answers per second per core of the three astrology chat models with the built-in composer (no upstream LLM): the
 * responder alone (understanding, place lookup, chart, retrieval, composition), as the gateway calls it, on varied
 * English, Hindi and Tamil questions with different births. Run: npx tsx bench/astro-chat.ts [seconds-per-model].
 * Single thread = one core; answers per CPU-second is the per-core figure on a loaded machine.
 */
import { createAstroChatResponder } from '../src/astrology/chat/responder';

const seconds = Number(process.argv[2] ?? 2);
const responder = createAstroChatResponder();
const signal = new AbortController().signal;
const CITIES = ['Chennai', 'Mumbai', 'Madurai, India', 'Springfield, IL', 'Paris', 'Kolkata', 'Pune', 'Jaipur'];
const QUESTIONS = [
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. What does my chart say about my career?`,
  (d: string, t: string, c: string) => `Born ${d}, ${t}, in ${c}. How is 2027 for me?`,
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. Which dasha am I running, and any remedies?`,
  (d: string, t: string) => `मेरा जन्म ${d} को ${t} बजे चेन्नई में हुआ। मेरा विवाह कैसा रहेगा?`,
  (d: string, t: string) => `நான் ${d} ${t} மணிக்கு மதுரையில் பிறந்தேன். என் உடல்நலம் எப்படி?`,
  // The kinds of question issue 37 added: doshas, event timing, Western, a compound question, a day question.
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. Do I have mangal dosha, and is sade sati running?`,
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. When will I get married?`,
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. In western astrology, what is my rising sign?`,
  (d: string, t: string, c: string) => `I was born on ${d} at ${t} in ${c}. What is my Moon sign, which dasha am I running, and how is my career this year?`,
  () => 'What is the tithi today in Chennai?',
];
let seed = 99;
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pad = (n: number) => String(n).padStart(2, '0');
function body() {
  const d = `${pad(1 + Math.floor(rnd() * 28))}/${pad(1 + Math.floor(rnd() * 12))}/${1940 + Math.floor(rnd() * 70)}`;
  const t = `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`;
  const q = QUESTIONS[Math.floor(rnd() * QUESTIONS.length)](d, t, CITIES[Math.floor(rnd() * CITIES.length)]);
  return { model: 'x', messages: [{ role: 'user', content: q }] } as never;
}

async function run(model: string): Promise<void> {
  for (let i = 0; i < 50; i++) await responder(body(), model, signal);
  let n = 0;
  let cited = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  const until = start + seconds * 1000;
  while (performance.now() < until) { const a = await responder(body(), model, signal); n++; cited += a.citations?.length ?? 0; }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`graha-${model.padEnd(16)} ${(n / (ms / 1000)).toFixed(0).padStart(6)} answers/s wall   ${(n / (cpuMs / 1000)).toFixed(0).padStart(6)} answers/s/core   ${(cpuMs / n).toFixed(2)} CPU ms each   ${(cited / n).toFixed(1)} citations each (n=${n})`);
}

/** CPU ms per answer of each kind of question (graha-astro-standard, one birth): where the time goes. */
async function perKind(): Promise<void> {
  const born = 'I was born on 12 March 1990 at 14:30 in Chennai.';
  const kinds: [string, string][] = [
    ['life area (career)', `${born} What does my chart say about my career?`],
    ['period (2027)', `${born} How is 2027 for me?`],
    ['dasha + remedies', `${born} Which dasha am I running, and any remedies?`],
    ['dosha (Mangal)', `${born} Do I have mangal dosha?`],
    ['sade sati', `${born} Is sade sati running?`],
    ['event timing (marriage)', `${born} When will I get married?`],
    ['Western rising sign', `${born} In western astrology, what is my rising sign?`],
    ['compound (3 parts)', `${born} What is my Moon sign, which dasha am I running, and how is my career this year?`],
    ['panchang of a day', 'What is the tithi today in Chennai?'],
    ['muhurta (a month)', 'Good dates for griha pravesh in January 2027 in Pune?'],
    ['festival (a year)', 'When is Diwali in 2027?'],
  ];
  for (const [name, q] of kinds) {
    const b = { model: 'x', messages: [{ role: 'user', content: q }] } as never;
    for (let i = 0; i < 3; i++) await responder(b, 'astro-standard', signal);
    const cpu0 = process.cpuUsage();
    const n = 10;
    for (let i = 0; i < n; i++) await responder(b, 'astro-standard', signal);
    const cpu = process.cpuUsage(cpu0);
    console.log(`  ${name.padEnd(26)} ${((cpu.user + cpu.system) / 1000 / n).toFixed(1).padStart(7)} CPU ms`);
  }
}

console.log(`node ${process.version}, single thread, ${seconds}s per model, built-in composer`);
for (const m of ['astro-fast', 'astro-standard', 'astro-pro']) await run(m);
if (!process.argv.includes('--no-kinds')) { console.log('per kind of question (graha-astro-standard):'); await perKind(); }
