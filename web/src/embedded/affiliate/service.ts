import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTROL_CHARACTERS, createRouter, json, readJson } from '../http';
import { openDatabase } from '../sqlite';
import { parseOr400 } from '../userbase/signup-payload';

export interface AffiliateOptions {
  /** Folder of the SQLite file. */
  dataDir: string;
}

/** A click's body is a handful of short ids: 4 KiB is plenty. */
export const CLICK_BODY_LIMIT = 4 * 1024;

/** Offer and affiliate ids: what the network's links carry (digits, letters, dash, underscore), as text or a number. */
const networkId = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'must be an id (text or a whole number)' })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, dashes or underscores'));

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()], { error: 'must be a string' })
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters')
        .nullable(),
    );

export const clickSchema = z.object({
  offer_id: networkId,
  affiliate_id: networkId,
  sub1: optionalText(255),
  uid: optionalText(255),
});

export type Click = z.infer<typeof clickSchema>;

export interface ClickRow {
  transaction_id: string;
  offer_id: string;
  affiliate_id: string;
  sub1: string | null;
  uid: string | null;
  created_at: string;
}

/**
 * The browser half of the click SDK: `window.EF.click({offer_id, affiliate_id, sub1, uid})` posts
 * the click to this service (the script's own folder) and resolves to the transaction id;
 * `EF.urlParameter(name)` reads the page's query. Written for every browser the site supports,
 * without a build step.
 */
const SDK_SOURCE = `(function () {
  'use strict';
  if (window.EF && window.EF.__paperwise) return;
  var script = document.currentScript;
  var base = script && script.src ? new URL('.', script.src).href : location.origin + '/embedded/affiliate/';
  function urlParameter(name) {
    try { return new URLSearchParams(location.search).get(name); } catch (e) { return null; }
  }
  function click(options) {
    var o = options || {};
    var body = { offer_id: o.offer_id, affiliate_id: o.affiliate_id, sub1: o.sub1 || null, uid: o.uid || null };
    return fetch(base + 'click/', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      keepalive: true
    }).then(function (response) {
      if (!response.ok) throw new Error('the click was not recorded (' + response.status + ')');
      return response.json();
    }).then(function (answer) {
      if (!answer || typeof answer.transaction_id !== 'string') throw new Error('the click answer has no transaction id');
      return answer.transaction_id;
    });
  }
  window.EF = { click: click, urlParameter: urlParameter, __paperwise: true };
})();
`;

/** Any page may load the SDK and report a click: the answers carry no personal data. */
const OPEN = { 'access-control-allow-origin': '*' };

/**
 * Stands in for the affiliate network's click tracking: GET sdk.js (the script that defines
 * window.EF), POST click (records the click, answers its transaction id, 32 hex digits).
 */
export function createAffiliate(options: AffiliateOptions) {
  const db = openDatabase(join(options.dataDir, 'affiliate.sqlite'));
  db.exec(`CREATE TABLE IF NOT EXISTS clicks (
    transaction_id TEXT PRIMARY KEY,
    offer_id TEXT NOT NULL,
    affiliate_id TEXT NOT NULL,
    sub1 TEXT,
    uid TEXT,
    created_at TEXT NOT NULL
  )`);
  const insert = db.prepare(
    'INSERT INTO clicks (transaction_id, offer_id, affiliate_id, sub1, uid, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT * FROM clicks WHERE transaction_id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM clicks');

  const handler = createRouter([
    [
      'GET',
      'sdk.js',
      () =>
        new Response(SDK_SOURCE, {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'public, max-age=3600',
            ...OPEN,
          },
        }),
    ],
    [
      'POST',
      'click',
      async (request) => {
        const click = parseOr400(clickSchema, await readJson(request, CLICK_BODY_LIMIT));
        const transactionId = randomBytes(16).toString('hex');
        insert.run(transactionId, click.offer_id, click.affiliate_id, click.sub1, click.uid, new Date().toISOString());
        return json({ transaction_id: transactionId }, 200, OPEN);
      },
    ],
  ]);

  return {
    handler,
    /** A recorded click (tests). */
    click: (transactionId: string) => byId.get(transactionId) as ClickRow | undefined,
    /** How many clicks are recorded (tests). */
    clickCount: () => (count.get() as { n: number }).n,
    close: () => db.close(),
  };
}

export type Affiliate = ReturnType<typeof createAffiliate>;
