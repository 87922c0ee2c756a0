import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { HttpError, createRouter, json, readJson } from '../http';
import { openDatabase } from '../sqlite';
import { findPackage } from '../userbase/packages';
import { parseOr400 } from '../userbase/signup-payload';
import { html, standInPage, type SafeHtml } from '../webapp/html';

export interface PaypalOptions {
  dataDir: string;
  /** Where the service is mounted on the site ('/embedded/paypal/'): the approval links point there. */
  publicBase?: string;
  /** The site's public origin: return and cancel URLs may point to it or to the request's own origin. */
  siteOrigin?: string;
}

/** PayPal's subscription states, and the moves between them this stand-in allows. */
export const STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof STATUSES)[number];

const TRANSITIONS: Record<string, { to: SubscriptionStatus; from: readonly SubscriptionStatus[] }> = {
  approve: { to: 'APPROVED', from: ['APPROVAL_PENDING'] },
  activate: { to: 'ACTIVE', from: ['APPROVAL_PENDING', 'APPROVED', 'SUSPENDED'] },
  suspend: { to: 'SUSPENDED', from: ['ACTIVE'] },
  cancel: { to: 'CANCELLED', from: ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED'] },
  expire: { to: 'EXPIRED', from: ['ACTIVE', 'SUSPENDED'] },
};

interface SubscriptionRow {
  id: string;
  plan_id: string;
  subscriber_email: string | null;
  status: SubscriptionStatus;
  created_at: string;
  updated_at: string;
}

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

const webUrl = z
  .string({ error: 'must be an absolute http(s) URL' })
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

const createSchema = z.object({
  plan_id: z
    .string()
    .max(64)
    .refine((token) => Boolean(findPackage(token)), 'must be a package token such as basic'),
  subscriber: z.object({ email_address: z.email('must be a valid e-mail address').max(254) }).optional(),
  // Where the approval page sends the buyer: back to the site after approving or cancelling.
  application_context: z.object({ return_url: webUrl.optional(), cancel_url: webUrl.optional() }).optional(),
});

interface ReturnRow {
  return_url: string | null;
  cancel_url: string | null;
}

/**
 * Stands in for the payment provider's subscription API: the site reads GET
 * subscription/{id}/show -> {status}; subscriptions are created and moved between states with
 * POST subscription/ and POST subscription/{id}/{approve|activate|suspend|cancel|expire}.
 */
export function createPaypal(options: PaypalOptions) {
  const db = openDatabase(join(options.dataDir, 'paypal.sqlite'));
  db.exec(`CREATE TABLE IF NOT EXISTS subscriptions (
    id TEXT PRIMARY KEY,
    plan_id TEXT NOT NULL,
    subscriber_email TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`);
  const byId = db.prepare('SELECT * FROM subscriptions WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO subscriptions (id, plan_id, subscriber_email, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const update = db.prepare('UPDATE subscriptions SET status = ?, updated_at = ? WHERE id = ? AND status = ?');
  db.exec(`CREATE TABLE IF NOT EXISTS return_urls (
    id TEXT PRIMARY KEY REFERENCES subscriptions(id),
    return_url TEXT,
    cancel_url TEXT
  )`);
  const insertReturn = db.prepare('INSERT INTO return_urls (id, return_url, cancel_url) VALUES (?, ?, ?)');
  const returnOf = db.prepare('SELECT return_url, cancel_url FROM return_urls WHERE id = ?');
  const publicBase = options.publicBase ?? '/embedded/paypal/';

  /** Return and cancel URLs must lead back to this site: its public origin or the request's own. */
  function checkOrigin(field: string, value: string | undefined, request: Request): void {
    if (value === undefined) return;
    const allowed = new Set([new URL(request.url).origin]);
    if (options.siteOrigin) allowed.add(new URL(options.siteOrigin).origin);
    if (!allowed.has(new URL(value).origin)) {
      throw new HttpError(400, `application_context.${field}: must be an address on this site`);
    }
  }

  /** The approval page's address, absolute on the origin the request came to. */
  const approveHref = (request: Request, id: string) =>
    new URL(`${publicBase}subscription/${encodeURIComponent(id)}/approve/`, request.url).href;

  /** Moves a pending subscription to ACTIVE; an ACTIVE one stays (a second click). False if it cannot be. */
  function activate(row: SubscriptionRow): boolean {
    if (row.status === 'ACTIVE') return true;
    if (row.status !== 'APPROVAL_PENDING' && row.status !== 'APPROVED') return false;
    return Number(update.run('ACTIVE', new Date().toISOString(), row.id, row.status).changes) === 1;
  }

  const find = (id: string) => byId.get(id) as SubscriptionRow | undefined;
  const view = (row: SubscriptionRow) => ({
    id: row.id,
    status: row.status,
    plan_id: row.plan_id,
    create_time: row.created_at,
    update_time: row.updated_at,
  });

  const handler = createRouter([
    [
      'POST',
      'subscription',
      async (request) => {
        const input = await readJson(request);
        const data = parseOr400(createSchema, input);
        const context = data.application_context;
        checkOrigin('return_url', context?.return_url, request);
        checkOrigin('cancel_url', context?.cancel_url, request);
        const id = `I-${Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
        const now = new Date().toISOString();
        db.exec('BEGIN IMMEDIATE');
        try {
          insert.run(id, data.plan_id, data.subscriber?.email_address ?? null, 'APPROVAL_PENDING', now, now);
          insertReturn.run(id, context?.return_url ?? null, context?.cancel_url ?? null);
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
        const links = [
          { href: approveHref(request, id), rel: 'approve', method: 'GET' },
          { href: new URL(`${publicBase}subscription/${id}/show/`, request.url).href, rel: 'self', method: 'GET' },
        ];
        return json({ ...view(find(id)!), links }, 201);
      },
    ],
    [
      'GET',
      'subscription/:id/approve',
      (_request, { id }) => {
        const row = find(id!);
        if (!row) return page('Subscription not found', notFound(), 404);
        return page('Approve your subscription', approvalPage(row, `${publicBase}subscription/${row.id}/`));
      },
    ],
    [
      'POST',
      'subscription/:id/approve-and-return',
      (_request, { id }) => {
        const row = find(id!);
        if (!row) return page('Subscription not found', notFound(), 404);
        if (!activate(row)) {
          return page(
            'Subscription not approved',
            html`<h1>Subscription not approved</h1>
              <p class="error" role="alert">
                This subscription is ${row.status.toLowerCase()} and can no longer be approved.
              </p>`,
            409,
          );
        }
        const target = (returnOf.get(row.id) as ReturnRow | undefined)?.return_url;
        if (!target) {
          return closeThisWindow('Subscription approved');
        }
        const url = new URL(target);
        url.searchParams.set('subscriptionId', row.id);
        return seeOther(url.href);
      },
    ],
    [
      'POST',
      'subscription/:id/cancel-and-return',
      (_request, { id }) => {
        const row = find(id!);
        if (!row) return page('Subscription not found', notFound(), 404);
        const target = (returnOf.get(row.id) as ReturnRow | undefined)?.cancel_url;
        if (!target) {
          return closeThisWindow('Approval cancelled');
        }
        return seeOther(target);
      },
    ],
    [
      'GET',
      'subscription/:id/show',
      (_request, { id }) => {
        const row = find(id!);
        if (!row) throw new HttpError(404, 'no such subscription');
        return json(view(row));
      },
    ],
    [
      'POST',
      'subscription/:id/:action',
      (_request, { id, action }) => {
        const move = Object.hasOwn(TRANSITIONS, action!) ? TRANSITIONS[action!] : undefined;
        if (!move) throw new HttpError(404, 'no such action');
        const row = find(id!);
        if (!row) throw new HttpError(404, 'no such subscription');
        if (!move.from.includes(row.status)) {
          throw new HttpError(422, `a ${row.status} subscription cannot be moved to ${move.to}`);
        }
        const changed = update.run(move.to, new Date().toISOString(), row.id, row.status);
        if (changed.changes === 0) throw new HttpError(409, 'the subscription changed meanwhile; try again');
        return json(view(find(row.id)!));
      },
    ],
  ]);

  return { handler, close: () => db.close() };
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

function notFound(): SafeHtml {
  return html`<h1>Subscription not found</h1>
    <p class="error" role="alert">There is no subscription with this number. Please start again from the site.</p>`;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** The plan and the two choices: approve (back to the site, paid) or cancel (back to the site). */
/** `base` is the subscription's path ending in '/': the forms post there whatever address showed the page. */
function approvalPage(row: SubscriptionRow, base: string): SafeHtml {
  const pkg = findPackage(row.plan_id);
  const term = pkg ? (pkg.months === 1 ? 'month' : `${pkg.months} months`) : '';
  const pending = row.status === 'APPROVAL_PENDING' || row.status === 'APPROVED';
  return html`<h1>Approve your subscription</h1>
    <dl>
      <dt>Plan</dt>
      <dd>${pkg ? `Paperwise ${pkg.name}` : row.plan_id}</dd>
      ${
        pkg
          ? html`<dt>Users</dt>
              <dd>${pkg.users}</dd>
              <dt>Price</dt>
              <dd>${money(pkg.total, pkg.currencyCode)} every ${term}</dd>`
          : ''
      }
      ${
        row.subscriber_email
          ? html`<dt>Account</dt>
              <dd>${row.subscriber_email}</dd>`
          : ''
      }
      <dt>Subscription</dt>
      <dd>${row.id}</dd>
    </dl>
    ${
      pending
        ? html`<div class="actions">
            <form method="post" action="${base}approve-and-return/">
              <button type="submit" class="primary">Approve and pay</button>
            </form>
            <form method="post" action="${base}cancel-and-return/">
              <button type="submit">Cancel and return to the site</button>
            </form>
          </div>`
        : html`<p class="error" role="alert">
            This subscription is ${row.status.toLowerCase()}; there is nothing to approve.
          </p>`
    }`;
}

/** What the approval window shows when there is no site to return to: the outcome, and that it may close. */
function closeThisWindow(title: string): Response {
  return page(
    title,
    html`<h1>${title}</h1>
      <p>You can close this window.</p>`,
  );
}

/** The approval pages: a plain, accessible document in the payment provider's stand-in look. */
function page(title: string, body: SafeHtml, status = 200): Response {
  return standInPage({
    lang: 'en',
    title,
    product: 'payment provider',
    header: html`<p>Payment provider · embedded stand-in</p>`,
    body,
    maxWidth: '32rem',
    style: `
      .actions { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 1.5rem; }
      button { padding: 0.75rem 1.25rem; font-size: 1rem; border: 2px solid #1e3a8a; border-radius: 0.5rem; background: #fff; color: #1e3a8a; cursor: pointer; }
      button.primary { background: #1e3a8a; color: #fff; }
      button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }`,
    status,
  });
}

export type Paypal = ReturnType<typeof createPaypal>;
