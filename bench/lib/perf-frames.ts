/**
 * Sums frames of a Linux perf recording (bench/profile.ts PERF_KIND / PERF_FILE) in µs per call:
 *
 *   npx tsx bench/lib/perf-frames.ts <perf.data> <cpu µs per call of the window> [frame substring...]
 *
 * For each substring, the share of samples whose stack holds a frame containing it (inclusive: the frame and what it
 * calls), times the window's CPU per call. With no substring, the top 40 frames by inclusive share. The sampling clock
 * is CPU time (cpu-clock), so a share of samples is a share of the process's CPU in the window.
 */
import { execFileSync } from 'node:child_process';

/** Each sample's stack, innermost frame first, as perf script prints it (`-F ip,sym`). */
export function stacksOf(perfData: string): string[][] {
  const text = execFileSync('perf', ['script', '-i', perfData, '-F', 'ip,sym'], { maxBuffer: 1 << 30, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const stacks: string[][] = [];
  let current: string[] = [];
  for (const line of text.split('\n')) {
    const frame = line.trim();
    if (!frame) {
      if (current.length) stacks.push(current);
      current = [];
      continue;
    }
    current.push(frame.replace(/^[0-9a-f]+\s+/, '')); // drop the address
  }
  if (current.length) stacks.push(current);
  return stacks;
}

/** µs per call of the samples that hold a frame containing `needle`. */
export function inclusiveUsPerCall(stacks: string[][], usPerCall: number, needle: string): number {
  const hits = stacks.filter((s) => s.some((f) => f.includes(needle))).length;
  return (hits / stacks.length) * usPerCall;
}

function main() {
  const [file, usArg, ...needles] = process.argv.slice(2);
  const usPerCall = Number(usArg);
  if (!file || !(usPerCall > 0)) {
    console.error('usage: npx tsx bench/lib/perf-frames.ts <perf.data> <cpu µs per call> [frame substring...]');
    process.exit(2);
  }
  const stacks = stacksOf(file);
  if (needles.length) {
    for (const n of needles) console.log(`${inclusiveUsPerCall(stacks, usPerCall, n).toFixed(1).padStart(7)} µs  ${n}`);
    return;
  }
  const counts = new Map<string, number>();
  for (const s of stacks) for (const f of new Set(s)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40);
  for (const [f, n] of top) console.log(`${((n / stacks.length) * usPerCall).toFixed(1).padStart(7)} µs  ${f.slice(0, 140)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
