import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { HttpError, createRouter, json, readJson } from '../http';
import { openDatabase } from '../sqlite';
import { findPackage } from '../userbase/packages';
import { parseOr400 } from '../userbase/signup-payload';

export interface PaypalOptions {
  dataDir: string;
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

const createSchema = z.object({
  plan_id: z
    .string()
    .max(64)
    .refine((token) => Boolean(findPackage(token)), 'must be a package token such as basic'),
  subscriber: z.object({ email_address: z.email('must be a valid e-mail address').max(254) }).optional(),
});

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
        const id = `I-${Array.from({ length: 12 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;
        const now = new Date().toISOString();
        insert.run(id, data.plan_id, data.subscriber?.email_address ?? null, 'APPROVAL_PENDING', now, now);
        return json(view(find(id)!), 201);
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

export type Paypal = ReturnType<typeof createPaypal>;
