/** Sign-up and sign-in pages. */
import { html } from '../html';
import { MIN_PASSWORD_CHARS } from '../passwords';
import { csrfField, field, page, type Flash } from './layout';

export interface AuthForm { csrfToken: string; email?: string; errors?: Record<string, string>; flash?: Flash | null }

export function signUpPage(f: AuthForm): string {
  return page({ title: 'Create an account', csrfToken: f.csrfToken, flash: f.flash, narrow: true }, html`
<div class="card auth-card"><h1>Create your Graha account</h1>
<p class="muted">Your account starts on pay-as-you-go with a balance of USD 0.00: add money from the Balance page, then call the API with your key.</p>
<form method="post" action="/dashboard/sign-up" novalidate>${csrfField(f.csrfToken)}
${field({ name: 'email', label: 'Email', type: 'email', value: f.email, error: f.errors?.email, required: true, autocomplete: 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', error: f.errors?.password, required: true, autocomplete: 'new-password', hint: `At least ${MIN_PASSWORD_CHARS} characters.`, attrs: `minlength="${MIN_PASSWORD_CHARS}"` })}
<button type="submit" id="sign-up">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/dashboard/sign-in">Sign in</a></p></div>`);
}

export function signInPage(f: AuthForm): string {
  return page({ title: 'Sign in', csrfToken: f.csrfToken, flash: f.flash, narrow: true }, html`
<div class="card auth-card"><h1>Sign in to Graha</h1>
<form method="post" action="/dashboard/sign-in" novalidate>${csrfField(f.csrfToken)}
${field({ name: 'email', label: 'Email', type: 'email', value: f.email, error: f.errors?.email, required: true, autocomplete: 'username' })}
${field({ name: 'password', label: 'Password', type: 'password', error: f.errors?.password, required: true, autocomplete: 'current-password' })}
<button type="submit" id="sign-in">Sign in</button>
</form>
<p class="switch">New to Graha? <a href="/dashboard/sign-up">Create an account</a></p></div>`);
}

export function refusedPage(csrfToken: string, message: string): string {
  return page({ title: 'Request refused', csrfToken, narrow: true }, html`
<div class="card auth-card"><h1>Request refused</h1><p>${message}</p>
<p><a href="/dashboard">Back to the dashboard</a></p></div>`);
}
