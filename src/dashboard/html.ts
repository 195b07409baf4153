/**
 * A tiny HTML template helper: `html\`<p>${value}</p>\`` escapes every interpolated value unless it is already Html
 * (a fragment built the same way), so user-supplied text (emails, key names, webhook URLs) cannot inject markup.
 * Arrays are joined; null, undefined and false render nothing.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string { return this.text; }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

type Value = Html | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup that is trusted as is (our own constants: the style sheet, a computed SVG). */
export function raw(text: string): Html {
  return new Html(text);
}
