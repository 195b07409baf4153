import { recordSecret } from '../helpers/runLog';

/**
 * A minimal browser for the dashboard's HTTP tests: a cookie jar, redirects not followed (the tests assert them), and
 * the form's CSRF token read from the last page, as a browser would submit it.
 */
export interface Page { status: number; headers: Headers; text: string; setCookies: string[] }

export class DashboardClient {
  readonly cookies = new Map<string, string>();
  lastPage: Page | null = null;

  constructor(readonly baseUrl: string, readonly headers: Record<string, string> = {}) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.send('GET', path, undefined, headers);
  }

  /** POSTs a form; `_csrf` is taken from the last page unless the fields set it (or set it to null: left out). */
  async post(path: string, fields: Record<string, string | string[] | null>, headers: Record<string, string> = {}): Promise<Page> {
    const form = new URLSearchParams();
    const withToken = { _csrf: this.csrfToken(), ...fields };
    for (const [name, value] of Object.entries(withToken)) {
      if (value === null || value === undefined) continue;
      // Passwords typed into forms are searched for in the run's log at its end (test/helpers/runLog.ts).
      if (/password/i.test(name)) for (const v of Array.isArray(value) ? value : [value]) recordSecret(`dashboard form ${name}`, v);
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    return this.send('POST', path, form.toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  }

  csrfToken(): string | null {
    return /name="_csrf" value="([^"]+)"/.exec(this.lastPage?.text ?? '')?.[1] ?? null;
  }

  private async send(method: string, path: string, body: string | undefined, headers: Record<string, string>): Promise<Page> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method, body, redirect: 'manual',
      headers: { ...this.headers, ...headers, ...(cookie ? { cookie } : {}) },
    });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
      if (/session/i.test(name)) recordSecret(`dashboard cookie ${name}`, value);
    }
    const page = { status: res.status, headers: res.headers, text: await res.text(), setCookies };
    if (page.text.includes('name="_csrf"')) this.lastPage = page;
    return page;
  }
}

/** Signs a new user up and returns the client (signed in) and the first key shown after sign-up. */
export async function signUpUser(baseUrl: string, email: string, password: string, headers: Record<string, string> = {}) {
  const client = new DashboardClient(baseUrl, headers);
  await client.get('/dashboard/sign-up');
  const page = await client.post('/dashboard/sign-up', { email, password });
  const firstKey = /id="new-key-secret">([^<]+)</.exec(page.text)?.[1] ?? null;
  recordSecret('dashboard first key', firstKey);
  return { client, page, firstKey };
}
