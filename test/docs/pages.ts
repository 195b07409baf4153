/**
 * The guide's pages (docs/*.md) as the docs tests read them: the runnable samples (```sh, ```python, ```ts, code-group
 * tabs included) with the answer shown after them (a ```json block), and the shape check of a real answer against a
 * shown one. The convention is the guide's "Development" page's and /work/notes/samples-convention.md's.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '..', '..');
export const DOCS_DIR = path.join(REPO, 'docs');

/** The languages whose blocks run; every other fence (console, text, json, ...) is only shown. */
export const RUNNABLE = new Set(['sh', 'python', 'ts']);

export interface Sample {
  page: string;
  /** 1-based line of the opening fence in docs/<page>.md. */
  line: number;
  lang: 'sh' | 'python' | 'ts';
  /** A code-group tab's title (`curl`, `Python`, `TypeScript`), if any. */
  title: string | null;
  code: string;
  /** The answer shown after the block (or after its code group), parsed; null when none is shown. */
  shown: unknown;
  shownLine: number | null;
}

/** The Markdown pages of the guide: docs/*.md (not docs/node_modules, not docs/.vitepress), by name without .md. */
export function guidePages(): string[] {
  return fs.readdirSync(DOCS_DIR).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
}

/** An opening fence: ```lang, optionally {line highlights}, optionally [a code-group tab's title]. */
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([A-Za-z0-9_+-]*)(?:\{[^}]*\})?\s*(?:\[([^\]]*)\])?.*$/;

/** Every runnable block of a page, in page order. */
export function samplesOf(page: string): Sample[] {
  const lines = fs.readFileSync(path.join(DOCS_DIR, `${page}.md`), 'utf8').split('\n');
  interface Block { line: number; lang: string; title: string | null; code: string; end: number; inGroup: number | null }
  const blocks: Block[] = [];
  const groupEnds = new Map<number, number>(); // group start line index -> line index of its closing :::
  let group: number | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (group === null && /^\s*:::\s*code-group\b/.test(l)) { group = i; continue; }
    if (group !== null && /^\s*:::\s*$/.test(l)) { groupEnds.set(group, i); group = null; continue; }
    const open = FENCE.exec(l);
    if (!open) continue;
    const [, indent, fence, lang, title] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].trim();
      if (close.startsWith(fence[0].repeat(fence.length)) && /^[`~]+$/.test(close)) break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    blocks.push({ line: i + 1, lang: lang.toLowerCase(), title: title ?? null, code: body.join('\n'), end: j, inGroup: group });
    i = j;
  }
  /** The ```json block opening on the next non-blank line after line index `after`, if any. */
  const jsonAfter = (after: number): Block | null => {
    let k = after + 1;
    while (k < lines.length && lines[k].trim() === '') k++;
    return blocks.find((b) => b.line === k + 1 && b.lang === 'json') ?? null;
  };
  const out: Sample[] = [];
  for (const b of blocks) {
    if (!RUNNABLE.has(b.lang)) continue;
    const answer = b.inGroup !== null ? jsonAfter(groupEnds.get(b.inGroup) ?? b.end) : jsonAfter(b.end);
    let shown: unknown = null;
    if (answer) {
      try {
        shown = JSON.parse(answer.code);
      } catch (err) {
        throw new Error(`docs/${page}.md:${answer.line}: the answer shown after the sample of line ${b.line} is not JSON: ${(err as Error).message}`);
      }
    }
    out.push({ page, line: b.line, lang: b.lang as Sample['lang'], title: b.title, code: b.code, shown, shownLine: answer?.line ?? null });
  }
  return out;
}

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Where `actual` lacks the shape of `shown`: every key shown is present with the same JSON type, recursively; arrays
 * are compared by their first element. An empty list means it has the shape.
 */
export function shapeDifferences(shown: unknown, actual: unknown, at = '$'): string[] {
  if (typeOf(shown) !== typeOf(actual)) return [`${at}: shown ${typeOf(shown)}, got ${typeOf(actual)} (${JSON.stringify(actual)?.slice(0, 80)})`];
  if (Array.isArray(shown)) {
    if (shown.length === 0) return [];
    const a = actual as unknown[];
    if (a.length === 0) return [`${at}: shown a non-empty array, got []`];
    return shapeDifferences(shown[0], a[0], `${at}[0]`);
  }
  if (shown && typeof shown === 'object') {
    const a = actual as Record<string, unknown>;
    return Object.entries(shown).flatMap(([k, v]) => (k in a ? shapeDifferences(v, a[k], `${at}.${k}`) : [`${at}.${k}: missing`]));
  }
  return [];
}
