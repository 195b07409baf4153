/** API keys: the list (prefix, scopes, created, last used, revoked), the create form, a new key's secret shown once. */
import { html } from '../html';
import { csrfField, dateTime, field, page, type Shell } from './layout';

export interface KeyRow { id: string; name: string; prefix: string; scopes: string[]; created: number; last_used: number | null; revoked: boolean }
export interface KeysPage { keys: KeyRow[]; scopes: readonly string[]; newKey?: { name: string; secret: string } | null; errors?: Record<string, string>; name?: string }

export function keysPage(shell: Shell, p: KeysPage): string {
  const secret = p.newKey ? html`<div class="secret" role="status"><strong>Your new key "${p.newKey.name}".</strong>
  Copy it now: it is shown only this once (Graha keeps only a hash of it).<code class="key" id="new-key-secret">${p.newKey.secret}</code></div>` : null;
  const rows = p.keys.map((k) => html`<tr>
  <td>${k.name}</td><td><code>${k.prefix}…</code></td>
  <td>${k.scopes.map((s) => html`<span class="badge">${s === '*' ? 'all scopes' : s}</span>`)}</td>
  <td>${dateTime(k.created)}</td><td>${dateTime(k.last_used)}</td>
  <td>${k.revoked ? html`<span class="badge revoked">revoked</span>` : html`<form method="post" action="/dashboard/keys/${k.id}/revoke">${csrfField(shell.csrfToken)}<button type="submit" class="danger" aria-label="Revoke key ${k.name} (${k.prefix})">Revoke</button></form>`}</td>
</tr>`);
  return page(shell, html`<h1>API keys</h1>${secret}
<div class="card"><h2>Your keys</h2>
<table><thead><tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
<tbody>${rows.length ? rows : html`<tr><td colspan="6" class="muted">No keys yet.</td></tr>`}</tbody></table></div>
<div class="card"><h2>Create a key</h2>
<form method="post" action="/dashboard/keys">${csrfField(shell.csrfToken)}
${field({ name: 'name', label: 'Name', value: p.name ?? '', error: p.errors?.name, hint: 'What the key is for, e.g. "backend" (up to 100 characters).', required: true })}
<fieldset${p.errors?.scopes ? html` aria-describedby="scopes-error"` : null}><legend>Scopes</legend>
<div class="checks"><label><input type="checkbox" name="scopes" value="*"> all scopes</label>
${p.scopes.map((s) => html`<label><input type="checkbox" name="scopes" value="${s}"> ${s}</label>`)}</div>
${p.errors?.scopes ? html`<p class="field-error" id="scopes-error">${p.errors.scopes}</p>` : null}
<p class="hint">A key may call only the operations its scopes allow (403 otherwise).</p></fieldset>
<button type="submit" id="create-key">Create key</button></form></div>`);
}
