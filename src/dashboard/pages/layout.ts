/** The page shell shared by every dashboard page: head, style sheet, navigation, flash message. */
import { html, raw, type Html } from '../html';

const STYLE = `
:root { --fg:#1d2230; --muted:#5b6478; --line:#dfe3ec; --bg:#f6f7fb; --card:#fff; --accent:#4b3fd6; --accent-dark:#362bb0;
  --danger:#b42318; --ok:#067647; --warn-bg:#fff6e5; --warn-line:#f5c16c; font-size:16px; }
* { box-sizing:border-box; }
body { margin:0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color:var(--fg);
  background:var(--bg); line-height:1.5; }
a { color:var(--accent); }
header.top { background:#1d2230; color:#fff; }
header.top .inner { max-width:1040px; margin:0 auto; padding:0 20px; display:flex; align-items:center; gap:24px; min-height:56px; flex-wrap:wrap; }
header.top .brand { font-weight:700; font-size:1.15rem; color:#fff; text-decoration:none; letter-spacing:.02em; }
header.top nav ul { list-style:none; display:flex; gap:4px; margin:0; padding:0; flex-wrap:wrap; }
header.top nav a { color:#d5d9e6; text-decoration:none; padding:6px 10px; border-radius:6px; display:block; }
header.top nav a:hover, header.top nav a[aria-current="page"] { background:#343b52; color:#fff; }
header.top .who { margin-left:auto; display:flex; align-items:center; gap:10px; color:#d5d9e6; font-size:.9rem; }
header.top .who form { margin:0; }
header.top .who button { background:transparent; color:#fff; border:1px solid #59617a; padding:4px 10px; margin:0; }
main { max-width:1040px; margin:0 auto; padding:28px 20px 60px; }
main.narrow { max-width:440px; }
h1 { font-size:1.6rem; margin:0 0 18px; }
h2 { font-size:1.15rem; margin:0 0 12px; }
.card { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:20px 22px; margin-bottom:20px; }
.card > :first-child { margin-top:0; }
.card > :last-child { margin-bottom:0; }
.grid { display:grid; grid-template-columns:repeat(auto-fit, minmax(200px, 1fr)); gap:16px; margin-bottom:20px; }
.stat { background:var(--card); border:1px solid var(--line); border-radius:10px; padding:16px 18px; }
.stat .label { color:var(--muted); font-size:.85rem; }
.stat .value { font-size:1.5rem; font-weight:650; margin-top:2px; }
label { display:block; font-weight:600; margin:14px 0 4px; }
.hint { color:var(--muted); font-size:.85rem; margin:2px 0 0; }
input[type=text], input[type=email], input[type=password], input[type=number], input[type=url], select {
  width:100%; padding:9px 11px; border:1px solid #c5cbd8; border-radius:7px; font:inherit; background:#fff; }
select { display:block; }
main:not(.narrow) input[type=number], main:not(.narrow) select { max-width:280px; }
main:not(.narrow) input[type=text], main:not(.narrow) input[type=url] { max-width:560px; }
input:focus, select:focus, button:focus, a:focus { outline:3px solid #a9a2f5; outline-offset:1px; }
input[aria-invalid="true"] { border-color:var(--danger); }
.field-error { color:var(--danger); font-size:.88rem; margin:4px 0 0; }
fieldset { border:1px solid var(--line); border-radius:8px; margin:14px 0 0; padding:8px 14px 12px; }
legend { font-weight:600; padding:0 4px; }
.checks { display:grid; grid-template-columns:repeat(auto-fit, minmax(170px, 1fr)); gap:2px 16px; }
.checks label, label.inline { font-weight:400; display:flex; align-items:center; gap:8px; margin:6px 0; }
button, .button { display:inline-block; background:var(--accent); color:#fff; border:0; border-radius:7px; padding:9px 18px;
  font:inherit; font-weight:600; cursor:pointer; text-decoration:none; margin-top:16px; }
button:hover, .button:hover { background:var(--accent-dark); }
button.secondary { background:#fff; color:var(--fg); border:1px solid #c5cbd8; }
button.danger { background:#fff; color:var(--danger); border:1px solid #e6b3ae; margin-top:0; padding:5px 12px; }
table { width:100%; border-collapse:collapse; font-size:.93rem; }
th, td { text-align:left; padding:8px 10px; border-bottom:1px solid var(--line); vertical-align:middle; }
th { color:var(--muted); font-weight:600; font-size:.82rem; text-transform:uppercase; letter-spacing:.03em; }
td.num, th.num { text-align:right; font-variant-numeric:tabular-nums; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size:.9em; }
.flash { border-radius:8px; padding:12px 16px; margin-bottom:20px; border:1px solid; }
.flash.ok { background:#ecfdf3; border-color:#abefc6; color:var(--ok); }
.flash.error { background:#fef3f2; border-color:#fecdca; color:var(--danger); }
.secret { background:var(--warn-bg); border:1px solid var(--warn-line); border-radius:8px; padding:14px 16px; margin-bottom:20px; }
.secret code.inline { display:inline; word-break:normal; white-space:nowrap; background:none; border:0; padding:0; margin:0; }
.secret code.key { display:block; word-break:break-all; background:#fff; border:1px solid var(--warn-line); padding:8px 10px;
  border-radius:6px; margin-top:8px; font-size:.95rem; }
.badge { display:inline-block; padding:1px 8px; border-radius:999px; font-size:.78rem; background:#eef0f6; color:var(--muted); margin:1px 2px 1px 0; }
.badge.revoked { background:#fef3f2; color:var(--danger); }
.badge.current { background:#ecebfd; color:var(--accent-dark); }
.chart { width:100%; height:auto; display:block; }
.chart .bar { fill:var(--accent); }
.chart .grid { stroke:#eceef4; }
.chart .baseline { stroke:#9aa2b5; }
.chart .axis { fill:var(--muted); font-size:11px; font-family: system-ui, sans-serif; }
.plans { display:grid; grid-template-columns:repeat(auto-fit, minmax(180px, 1fr)); gap:12px; }
.plan-option { border:1px solid var(--line); border-radius:8px; padding:12px 14px; }
.plan-option label { margin:0; }
.muted { color:var(--muted); }
.auth-card { margin-top:40px; }
.auth-card h1 { text-align:center; font-size:1.4rem; }
.auth-card .switch { text-align:center; margin-top:18px; color:var(--muted); }
.visually-hidden { position:absolute; width:1px; height:1px; overflow:hidden; clip:rect(0 0 0 0); white-space:nowrap; }
`;

export interface Flash { kind: 'ok' | 'error'; text: string }
export interface Shell { title: string; csrfToken: string; email?: string; current?: string; flash?: Flash | null; narrow?: boolean }

const NAV: Array<[string, string]> = [
  ['/dashboard/overview', 'Balance'],
  ['/dashboard/keys', 'API keys'],
  ['/dashboard/usage', 'Usage'],
  ['/dashboard/limits', 'Limits & alerts'],
  ['/dashboard/plan', 'Plan'],
  ['/dashboard/export', 'Export'],
];

export function page(shell: Shell, content: Html): string {
  const nav = shell.email
    ? html`<nav aria-label="Dashboard"><ul>${NAV.map(([href, label]) => html`<li><a href="${href}"${raw(shell.current === href ? ' aria-current="page"' : '')}>${label}</a></li>`)}</ul></nav>
      <div class="who"><span>${shell.email}</span>
        <form method="post" action="/dashboard/sign-out">${csrfField(shell.csrfToken)}<button type="submit" id="sign-out">Sign out</button></form></div>`
    : null;
  const flash = shell.flash ? html`<div class="flash ${shell.flash.kind}" role="${shell.flash.kind === 'error' ? 'alert' : 'status'}">${shell.flash.text}</div>` : null;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${shell.title} · Graha dashboard</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${raw(STYLE)}</style></head>
<body><header class="top"><div class="inner"><a class="brand" href="/dashboard">Graha</a>${nav}</div></header>
<main${raw(shell.narrow ? ' class="narrow"' : '')}>${flash}${content}</main></body></html>
`.text;
}

export function csrfField(token: string): Html {
  return html`<input type="hidden" name="_csrf" value="${token}">`;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function field(opts: {
  name: string; label: string; type?: string; value?: string | number | null; error?: string | null; hint?: string;
  required?: boolean; autocomplete?: string; attrs?: string;
}): Html {
  const id = `f-${opts.name}`;
  const describedBy = [opts.hint ? `${id}-hint` : '', opts.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${id}">${opts.label}</label>
<input id="${id}" name="${opts.name}" type="${opts.type ?? 'text'}" value="${opts.value ?? ''}"${raw(opts.required ? ' required' : '')}${raw(opts.autocomplete ? ` autocomplete="${opts.autocomplete}"` : '')}${raw(opts.error ? ' aria-invalid="true"' : '')}${raw(describedBy ? ` aria-describedby="${describedBy}"` : '')}${raw(opts.attrs ? ` ${opts.attrs}` : '')}>
${opts.hint ? html`<p class="hint" id="${id}-hint">${opts.hint}</p>` : null}${opts.error ? html`<p class="field-error" id="${id}-error">${opts.error}</p>` : null}`;
}

export const usd = (cents: number) => `USD ${(cents / 100).toFixed(2)}`;
export const dateTime = (unix: number | null) => (unix === null ? 'never' : new Date(unix * 1000).toISOString().replace('T', ' ').slice(0, 16) + ' UTC');
