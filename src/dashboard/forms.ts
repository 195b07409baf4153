/** Reading urlencoded form fields safely (a repeated field arrives as an array) and money typed in US dollars. */

export function str(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export function strings(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** "25", "25.5", "25.50", "1,000.00" -> cents as an integer (no floating point); null when not such an amount. Pure. */
export function parseUsdCents(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,10})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1].replace(/,/g, ''));
  const fraction = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}
