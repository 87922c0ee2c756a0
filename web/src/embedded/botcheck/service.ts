import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateSecret } from '../secret-file';
import { HttpError, createRouter, json, parseJsonBody, readJson, readText } from '../http';
import { openDatabase, statementCache } from '../sqlite';

/**
 * Stands in for a score-based bot check (reCAPTCHA v3 and its Enterprise flavour). A page loads
 * api.js?render={siteKey} (or enterprise.js), which defines window.grecaptcha with ready() and
 * execute(siteKey, {action}); execute asks this service for a token. The site's server then posts
 * the token with its secret to siteverify and reads success and score. Tokens are HMAC-signed,
 * live two minutes and are accepted once.
 */

export interface BotCheckOptions {
  /** Folder of the SQLite file (used tokens) and the generated signing key. */
  dataDir: string;
  /** The site keys tokens are issued for. The low-score test key is always known. */
  siteKeys: readonly string[];
  /** The server secret siteverify expects. */
  secret: string;
  now?: () => number;
}

/** A site key whose tokens score 0.1: to see how a page treats a visitor taken for a bot. */
export const LOW_SCORE_SITE_KEY = 'embedded-low-score';
export const LOW_SCORE = 0.1;
export const HUMAN_SCORE = 0.9;
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

export interface SiteVerifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  challenge_ts?: string;
  hostname?: string;
  'error-codes': string[];
}

interface TokenClaims {
  /** site key */
  k: string;
  /** action */
  a: string;
  /** score */
  s: number;
  /** issued at, ms */
  t: number;
  /** the page's host */
  h: string;
  /** nonce: single use */
  n: string;
}

const KEY_FILE = 'botcheck.key';
const ACTION = /^[A-Za-z0-9_/]{1,100}$/;

function loadKey(dataDir: string): Buffer {
  return Buffer.from(readOrCreateSecret(dataDir, KEY_FILE).secret);
}

export function createBotCheck(options: BotCheckOptions) {
  const db = openDatabase(join(options.dataDir, 'botcheck.sqlite'));
  db.exec(`CREATE TABLE IF NOT EXISTS used_tokens (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)`);
  const prepare = statementCache(db);
  const key = loadKey(options.dataDir);
  const now = options.now ?? Date.now;
  const siteKeys = new Set([...options.siteKeys, LOW_SCORE_SITE_KEY]);

  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  /** A token for a known site key; undefined for an unknown one. */
  function issue(siteKey: string, action: string, hostname: string): string | undefined {
    if (!siteKeys.has(siteKey)) return undefined;
    const claims: TokenClaims = {
      k: siteKey,
      a: action,
      s: siteKey === LOW_SCORE_SITE_KEY ? LOW_SCORE : HUMAN_SCORE,
      t: now(),
      h: hostname,
      n: randomBytes(12).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${sign(payload).toString('base64url')}`;
  }

  function claimsOf(token: string): TokenClaims | undefined {
    const match = /^([\w-]{1,2000})\.([\w-]{43})$/.exec(token);
    if (!match) return undefined;
    const expected = sign(match[1]!);
    const given = Buffer.from(match[2]!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      return JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return undefined;
    }
  }

  /** siteverify's answer for a secret and a token. */
  function verify(secret: unknown, response: unknown): SiteVerifyAnswer {
    const errors: string[] = [];
    if (typeof secret !== 'string' || secret === '') errors.push('missing-input-secret');
    else if (!safeEqual(secret, options.secret)) errors.push('invalid-input-secret');
    if (typeof response !== 'string' || response === '') errors.push('missing-input-response');
    if (errors.length) return { success: false, 'error-codes': errors };
    const claims = claimsOf(response as string);
    if (!claims) return { success: false, 'error-codes': ['invalid-input-response'] };
    const at = now();
    if (at - claims.t > TOKEN_LIFETIME_MS || claims.t - at > TOKEN_LIFETIME_MS) {
      return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    }
    prepare('DELETE FROM used_tokens WHERE expires_at < ?').run(at);
    const first = prepare('INSERT OR IGNORE INTO used_tokens (nonce, expires_at) VALUES (?, ?)').run(
      claims.n,
      claims.t + TOKEN_LIFETIME_MS,
    );
    if (Number(first.changes) !== 1) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return {
      success: true,
      score: claims.s,
      action: claims.a,
      challenge_ts: new Date(claims.t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      hostname: claims.h,
      'error-codes': [],
    };
  }

  const script = (enterprise: boolean) =>
    new Response(clientScript(enterprise), {
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      },
    });

  const handler = createRouter([
    ['GET', 'api.js', () => script(false)],
    ['GET', 'enterprise.js', () => script(true)],
    [
      'POST',
      'token',
      async (request) => {
        const body = await readJson(request, 2048);
        const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        const siteKey = typeof record.siteKey === 'string' ? record.siteKey : '';
        const action = typeof record.action === 'string' && record.action !== '' ? record.action : 'homepage';
        if (!ACTION.test(action)) throw new HttpError(400, 'action: must be letters, digits, _ or / (up to 100)');
        const token = issue(siteKey, action, pageHost(request));
        if (!token) throw new HttpError(400, 'siteKey: is not a site key of this bot check');
        return json({ token });
      },
    ],
    [
      'POST',
      'siteverify',
      async (request) => {
        const fields = parseFields(request.headers.get('content-type'), await readText(request, 8192));
        return json(verify(fields.secret, fields.response));
      },
    ],
  ]);

  return { handler, issue, verify, close: () => db.close() };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

function safeEqual(a: string, b: string): boolean {
  const x = createHmac('sha256', 'compare').update(a).digest();
  const y = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(x, y);
}

/** The page's host: from Origin, else Referer, else the Host header. */
function pageHost(request: Request): string {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      return new URL(value).hostname;
    } catch {
      // an unreadable header: try the next
    }
  }
  return new URL(request.url).hostname;
}

/** siteverify's fields, sent form-encoded like the real one's or as JSON. */
function parseFields(contentType: string | null, text: string): Record<string, unknown> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const trimmed = text.trim();
  if (type === 'application/json' || (type !== 'application/x-www-form-urlencoded' && trimmed.startsWith('{'))) {
    let value: unknown;
    try {
      value = parseJsonBody(trimmed);
    } catch {
      // not JSON, or nested too deeply: refused below
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    throw new HttpError(400, 'the body must be a JSON object or form fields secret and response');
  }
  return Object.fromEntries(new URLSearchParams(trimmed));
}

/**
 * The browser script. It finds its own address (document.currentScript) to know where to ask
 * for tokens, so it works under any base. execute() rejects for a site key the service does not
 * know, as the real one does.
 */
function clientScript(enterprise: boolean): string {
  return `(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", script && script.src ? script.src : location.href).href;
  var api = {
    ready: function (callback) {
      if (typeof callback === "function") setTimeout(callback, 0);
    },
    execute: function (siteKey, options) {
      var action = options && typeof options.action === "string" ? options.action : "homepage";
      return fetch(base + "token/", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=utf-8" },
        body: JSON.stringify({ siteKey: String(siteKey), action: action }),
        credentials: "omit"
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok || typeof body.token !== "string") {
            throw new Error("bot check: " + (body && body.error ? body.error : "no token"));
          }
          return body.token;
        });
      });
    }
  };
  var root = (window.grecaptcha = window.grecaptcha || {});
  ${enterprise ? 'root.enterprise = api;' : 'root.ready = api.ready;\n  root.execute = api.execute;'}
})();
`;
}
