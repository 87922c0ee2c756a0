import { createRouter, errorResponse, readText } from '../http';
import { CLIENT_ADDRESS_HEADER, UNKNOWN_CLIENT } from '../../client-address';
import { SafeHtml, html, standInPage } from './html';

/** How the web app reaches the userbase: the embedded one in-process, or a real one over HTTP. */
export type UserbaseFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface WebappOptions {
  /** The web app's public base path, ending in '/' ('/embedded/webapp/'). */
  publicBase: string;
  userbase: UserbaseFetch;
}

export const SESSION_COOKIE = 'webapp_session';
const SESSION_MAX_AGE = 30 * 24 * 60 * 60;
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'];

/** The hand-off's query fields other than the token, passed on to the welcome page. */
const CARRIED_FIELDS = ['entryPoint', 'destination', 'EFtransactionId', 'lang', 'lib'] as const;

/**
 * The longest token the stand-in will look at. The userbase's tokens are a few hundred
 * characters; anything far longer is not one of them and is not worth a round trip.
 */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * Whether a token has the shape of the userbase's tokens: a compact JWT, three base64url parts
 * joined by dots. Anything else (control characters, non-ASCII letters, spaces, an over-long
 * string, a wrong number of parts) is refused here as not valid, before it goes into an
 * Authorization header, which cannot carry such characters.
 */
export function isWellFormedToken(token: string): boolean {
  return token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

interface Account {
  userId: string;
  userEmail: string;
}

/**
 * A minimal stand-in for the web application the site hands visitors to: its login,
 * account-creation and account pages, and the entry point that receives the hand-off, checks
 * the token with the userbase and shows who is signed in and where they were sent.
 * Any other path stands for a place in the app (search/?t=..., doc/..., business-plan-kit/).
 */
export function createWebapp(options: WebappOptions) {
  const base = options.publicBase;

  /** The account a token opens, or undefined when the token is malformed, invalid or expired. */
  async function accountFor(token: string): Promise<Account | undefined> {
    if (!isWellFormedToken(token)) return undefined;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/plain' };
    const validated = await options.userbase('auth/ssoValidate/', {
      method: 'POST',
      headers,
      body: JSON.stringify({ ssojwt: token }),
    });
    if (!validated.ok) return undefined;
    const { u } = (await validated.json()) as { u?: { sub?: unknown } };
    if (typeof u?.sub !== 'string') return undefined;
    const loaded = await options.userbase(`account/get/${encodeURIComponent(u.sub)}`, { headers });
    if (!loaded.ok) return undefined;
    const { account } = (await loaded.json()) as { account?: Account };
    return account && typeof account.userEmail === 'string' ? account : undefined;
  }

  function sessionToken(request: Request): string | undefined {
    for (const part of (request.headers.get('cookie') ?? '').split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name !== SESSION_COOKIE) continue;
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        // A value with a broken percent escape is no session this stand-in opened.
        return undefined;
      }
    }
    return undefined;
  }

  function sessionCookie(request: Request, token: string | null): string {
    const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
    const value = token ? encodeURIComponent(token) : '';
    const age = token ? SESSION_MAX_AGE : 0;
    return `${SESSION_COOKIE}=${value}; Path=${base}; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
  }

  function language(url: URL): string {
    const lang = url.searchParams.get('lang') ?? url.searchParams.get('lib') ?? 'en';
    return LANGUAGES.includes(lang) ? lang : 'en';
  }

  /** A destination inside the app: a relative path, never another host. */
  function safeDestination(value: string | null): string {
    const trimmed = (value ?? '').trim();
    if (!trimmed || trimmed === '/') return '';
    if (/^[a-z][a-z0-9+.-]*:|^\/\/|\\|[\u0000-\u001f]/i.test(trimmed)) return '';
    return trimmed.replace(/^\/+/, '');
  }

  function page(lang: string, title: string, body: SafeHtml, status = 200, headers: Record<string, string> = {}) {
    return standInPage({
      lang,
      title,
      product: 'Paperwise web app',
      header: html`<p><a href="${base}">Paperwise web app</a></p>
        <p>embedded stand-in</p>`,
      body,
      maxWidth: '40rem',
      style: `
        header { display: flex; justify-content: space-between; align-items: center; }
        label { display: block; margin-top: 1rem; font-weight: 600; }
        input { display: block; width: 100%; padding: 0.5rem; font-size: 1rem; box-sizing: border-box; }
        button { margin-top: 1rem; padding: 0.5rem 1rem; font-size: 1rem; }`,
      status,
      headers,
    });
  }

  function errorPage(lang: string, status: number, title: string, message: string) {
    return page(
      lang,
      title,
      html`<h1>${title}</h1>
        <p class="error" role="alert">${message}</p>
        <p>
          <a href="${base}login/?lang=${lang}&amp;lib=${lang}">Log in</a> or
          <a href="${base}signup/?lang=${lang}&amp;lib=${lang}">create an account</a>.
        </p>`,
      status,
    );
  }

  function signedInAs(account: Account | undefined) {
    return account
      ? html`<p data-testid="signed-in">
          Signed in as <strong data-testid="account-email">${account.userEmail}</strong> (user id
          <code data-testid="account-id">${account.userId}</code>).
        </p>`
      : html`<p data-testid="signed-out">You are not signed in.</p>`;
  }

  /** The hand-off: validate the token, open a session, then drop the token from the address. */
  async function receiveHandoff(request: Request, url: URL) {
    const lang = language(url);
    const token = url.searchParams.get('ssotoken')?.trim();
    if (!token)
      return errorPage(
        lang,
        400,
        'Sign-in link incomplete',
        'The link that brought you here carried no sign-in token.',
      );
    const account = await accountFor(token);
    if (!account) {
      return errorPage(
        lang,
        401,
        'Sign-in link not valid',
        'This sign-in link is not valid or has expired, so nobody was signed in. Log in with your e-mail address instead.',
      );
    }
    const next = new URLSearchParams();
    for (const field of CARRIED_FIELDS) {
      const value = url.searchParams.get(field);
      if (value !== null) next.set(field, value);
    }
    if (!next.has('destination')) {
      const here = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : '';
      if (here && here !== 'sso/') next.set('destination', here);
    }
    if (url.searchParams.get('welcomeAutoGeneratedPassword')) next.set('welcome', '1');
    return new Response(null, {
      status: 303,
      headers: {
        location: `${base}welcome/?${next.toString()}`,
        'set-cookie': sessionCookie(request, token),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      },
    });
  }

  async function welcome(request: Request, url: URL) {
    const lang = language(url);
    const token = sessionToken(request);
    const account = token ? await accountFor(token) : undefined;
    if (!account) return errorPage(lang, 401, 'Not signed in', 'Your session is missing or has expired.');
    const destination = safeDestination(url.searchParams.get('destination'));
    const rows: Array<[string, string]> = [
      ['Sent to', `/${destination}`],
      ['Entry point', url.searchParams.get('entryPoint') ?? '(none)'],
      ['Transaction id', url.searchParams.get('EFtransactionId') ?? '(none)'],
      ['Language', lang],
      ['Library', url.searchParams.get('lib') ?? '(none)'],
    ];
    return page(
      lang,
      'Welcome',
      html`<h1>Welcome to Paperwise</h1>
        ${signedInAs(account)}
        ${url.searchParams.get('welcome') === '1' ? html`<p>Your account was created with a generated password; you can set your own from the account page.</p>` : ''}
        <dl data-testid="handoff">
          ${rows.map(
            ([label, value]) =>
              html`<dt>${label}</dt>
                <dd>${value}</dd>`,
          )}
        </dl>
        <p><a data-testid="continue" href="${base}${destination}">Continue to /${destination}</a></p>
        <p><a href="${base}account/">Your account</a></p>`,
    );
  }

  async function accountPage(request: Request, url: URL) {
    const lang = language(url);
    const token = sessionToken(request);
    const account = token ? await accountFor(token) : undefined;
    if (!account) return errorPage(lang, 401, 'Not signed in', 'Log in to see your account.');
    return page(
      lang,
      'Your account',
      html`<h1>Your account</h1>
        ${signedInAs(account)}
        <dl>
          <dt>E-mail address</dt>
          <dd>${account.userEmail}</dd>
          <dt>User id</dt>
          <dd>${account.userId}</dd>
        </dl>
        <form method="post" action="${base}logout/"><button type="submit">Log out</button></form>`,
    );
  }

  function loginForm(lang: string, message?: string, email = '', status = 200) {
    return page(
      lang,
      'Log in',
      html`<h1>Log in</h1>
        ${message ? html`<p class="error" role="alert">${message}</p>` : ''}
        <form method="post" action="${base}login/?lang=${lang}&amp;lib=${lang}">
          <label for="email">E-mail address</label
          ><input id="email" name="email" type="email" autocomplete="email" required value="${email}" />
          <label for="password">Password</label
          ><input id="password" name="password" type="password" autocomplete="current-password" required />
          <button type="submit">Log in</button>
        </form>
        <p>No account yet? <a href="${base}signup/?lang=${lang}&amp;lib=${lang}">Create one</a>.</p>`,
      status,
    );
  }

  function signupForm(lang: string, message?: string, email = '', status = 200) {
    return page(
      lang,
      'Create your account',
      html`<h1>Create your account</h1>
        ${message ? html`<p class="error" role="alert">${message}</p>` : ''}
        <form method="post" action="${base}signup/?lang=${lang}&amp;lib=${lang}">
          <label for="email">E-mail address</label
          ><input id="email" name="email" type="email" autocomplete="email" required value="${email}" />
          <label for="password">Password (8 characters or more, a letter and a digit)</label
          ><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" />
          <button type="submit">Create account</button>
        </form>
        <p>Already registered? <a href="${base}login/?lang=${lang}&amp;lib=${lang}">Log in</a>.</p>`,
      status,
    );
  }

  async function formFields(request: Request): Promise<URLSearchParams> {
    return new URLSearchParams(await readText(request, 4096, ['application/x-www-form-urlencoded']));
  }

  function signedIn(request: Request, tokens: { ssojwt?: unknown }) {
    if (typeof tokens.ssojwt !== 'string') throw new Error('the userbase answered without an ssojwt');
    return new Response(null, {
      status: 303,
      headers: {
        location: `${base}account/`,
        'set-cookie': sessionCookie(request, tokens.ssojwt),
        'cache-control': 'no-store',
      },
    });
  }

  /** The log-in and sign-up forms post the same fields: the page's language, e-mail and password. */
  async function submitted(request: Request) {
    const fields = await formFields(request);
    return {
      lang: language(new URL(request.url)),
      email: fields.get('email') ?? '',
      password: fields.get('password') ?? '',
    };
  }

  /** The userbase takes its JSON bodies as text/plain (as the site's own sign-up sends them). */
  function postToUserbase(request: Request, path: string, body: Record<string, unknown>) {
    return options.userbase(path, {
      method: 'POST',
      // The visitor's address as the site's server found it: the userbase's limits count the
      // visitor, not this service.
      headers: {
        'content-type': 'text/plain',
        [CLIENT_ADDRESS_HEADER]: request.headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT,
      },
      body: JSON.stringify(body),
    });
  }

  const handler = createRouter([
    ['GET', 'login', (_request, _params) => loginForm(language(new URL(_request.url)))],
    [
      'POST',
      'login',
      async (request) => {
        const { lang, email, password } = await submitted(request);
        const answer = await postToUserbase(request, 'auth/login/', { Email: email, Password: password });
        if (answer.ok) return signedIn(request, (await answer.json()) as { ssojwt?: unknown });
        const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
        return loginForm(
          lang,
          answer.status === 401 ? 'Wrong e-mail address or password.' : (error ?? 'Log-in failed.'),
          email,
          answer.status === 401 || answer.status === 429 ? answer.status : 400,
        );
      },
    ],
    ['GET', 'signup', (request) => signupForm(language(new URL(request.url)))],
    [
      'POST',
      'signup',
      async (request) => {
        const { lang, email, password } = await submitted(request);
        const answer = await postToUserbase(request, 'user/', {
          Email: email,
          Password: password,
          AutogeneratePassword: false,
          Language: lang,
          CreationPage: `${new URL(request.url).host}${base}signup/`,
        });
        if (answer.ok) return signedIn(request, (await answer.json()) as { ssojwt?: unknown });
        if (answer.status === 409) return signupForm(lang, 'Account already exists.', email, 409);
        const { error } = (await answer.json().catch(() => ({}))) as { error?: string };
        return signupForm(lang, error ?? 'The account could not be created.', email, answer.status === 429 ? 429 : 400);
      },
    ],
    ['GET', 'account', (request) => accountPage(request, new URL(request.url))],
    ['GET', 'welcome', (request) => welcome(request, new URL(request.url))],
    [
      'POST',
      'logout',
      (request) =>
        new Response(null, {
          status: 303,
          headers: {
            location: `${base}login/`,
            'set-cookie': sessionCookie(request, null),
            'cache-control': 'no-store',
          },
        }),
    ],
  ]);

  /** Everything else: the hand-off when a token comes along, else a place in the app. */
  async function appPage(request: Request, subpath: string) {
    const url = new URL(request.url);
    const lang = language(url);
    const token = sessionToken(request);
    const account = token ? await accountFor(token) : undefined;
    const place = `/${subpath}${url.search}`;
    return page(
      lang,
      'Web app',
      html`<h1>Paperwise web app</h1>
        ${signedInAs(account)}
        <p>You are at <code data-testid="app-path">${place}</code>.</p>
        <p>
          ${account ? html`<a href="${base}account/">Your account</a>` : html`<a href="${base}login/?lang=${lang}&amp;lib=${lang}">Log in</a>`}
        </p>`,
    );
  }

  return async (request: Request, subpath: string): Promise<Response> => {
    try {
      const url = new URL(request.url);
      if (url.searchParams.has('ssotoken') && request.method === 'GET') return await receiveHandoff(request, url);
      const routed = await handler(request, subpath);
      if (routed.status === 404 && request.method === 'GET') return await appPage(request, subpath);
      return routed;
    } catch (error) {
      console.error(`[embedded] webapp ${request.method} failed: ${(error as Error).message}`);
      return errorResponse(502, 'the web app could not reach the userbase');
    }
  };
}
