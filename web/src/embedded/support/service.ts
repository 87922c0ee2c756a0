import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { createRouter, json, readJson, withinLimit, type RateLimits, type RouteHandler } from '../http';
import { requestClientAddress } from '../../client-address';
import type { RateLimitName } from '../../lib/rate-limit';
import { openDatabase } from '../sqlite';
import { LANGUAGES, parseOr400 } from '../userbase/signup-payload';
import {
  FEEDBACK_LIMITS,
  UNINSTALL_REASONS,
  type UninstallReason,
} from '@paperwise/schemas/blocks/feedback-form/feedback-contract';
import { createChat } from './chat';
import { line, optionalLine, paragraphs } from './fields';
import { createKeeping, prepareTable, type Keeping, type KeepingOptions } from './keeping';

export interface SupportOptions extends KeepingOptions {
  dataDir: string;
  /** Limits of the contact form, the feedback forms and the chat's messages per client; absent: none. */
  rateLimits?: RateLimits;
}

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
  page: 2048,
} as const;

/**
 * A message may hold 5,000 characters of any script; at up to four UTF-8 bytes each, with the
 * other fields and the JSON quoting, 32 KiB is room enough. A bigger body is refused unread.
 */
export const CONTACT_BODY_LIMIT = 32 * 1024;

const emailAddress = line(CONTACT_LIMITS.email).pipe(z.email('must be a valid e-mail address'));

/** Where a message or a piece of feedback was written: the page's language and address. */
const origin = {
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  page: line(CONTACT_LIMITS.page).pipe(z.string().regex(/^\/\S*$/, 'must be a path starting with /')),
};

export const contactMessageSchema = z.object({
  name: line(CONTACT_LIMITS.name).pipe(z.string().min(1, 'is required')),
  email: line(CONTACT_LIMITS.email).pipe(
    z.string().min(1, 'is required').pipe(z.email('must be a valid e-mail address')),
  ),
  subject: optionalLine(CONTACT_LIMITS.subject),
  message: paragraphs(CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
  ...origin,
});

/** An address given only for an answer: absent, null or blank is none, anything else a valid address. */
const optionalEmail = z
  .union([emailAddress, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * Feedback of either kind: why the desktop app is being uninstalled (a known reason, an optional
 * comment) or what a user thinks of Paperwise (a rating of 1 to 5 and a comment); an address only
 * if they want an answer.
 */
export const feedbackSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('uninstall'),
      reason: z.enum(UNINSTALL_REASONS, { error: `must be one of ${UNINSTALL_REASONS.join(', ')}` }),
      comment: z
        .union([paragraphs(0, FEEDBACK_LIMITS.uninstallComment), z.null()])
        .optional()
        .transform((value) => (value ? value : null)),
      email: optionalEmail,
      ...origin,
    }),
    z.object({
      kind: z.literal('general'),
      rating: z
        .number({ error: 'must be a whole number from 1 to 5' })
        .int('must be a whole number from 1 to 5')
        .min(FEEDBACK_LIMITS.ratingMin, 'must be a whole number from 1 to 5')
        .max(FEEDBACK_LIMITS.ratingMax, 'must be a whole number from 1 to 5'),
      comment: paragraphs(1, FEEDBACK_LIMITS.generalComment),
      email: optionalEmail,
      ...origin,
    }),
  ],
  { error: 'must be uninstall or general' },
);

export type Feedback = z.output<typeof feedbackSchema>;

/** A comment of 2,000 characters of any script, at up to four bytes each, with the other fields. */
export const FEEDBACK_BODY_LIMIT = 16 * 1024;

export type ContactMessage = z.output<typeof contactMessageSchema>;

export interface StoredMessage extends ContactMessage {
  id: string;
  createdAt: string;
}

type Database = ReturnType<typeof openDatabase>;

/**
 * A table of filed items, made if missing, with the statements the desk needs: add a row (values
 * in the order of `columns`), read one by id, count them.
 */
function table(db: Database, name: string, columns: Record<string, string>) {
  const names = Object.keys(columns);
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${name} (${Object.entries(columns)
      .map(([column, type]) => `${column} ${type}`)
      .join(', ')})`,
  );
  prepareTable(db, name, true);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${name}`);
  return {
    insert: db.prepare(`INSERT INTO ${name} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`),
    byId: db.prepare(`SELECT * FROM ${name} WHERE id = ?`),
    count: () => Number((count.get() as { n: number }).n),
  };
}

/**
 * A route that files what `schema` accepts: a body over `limit` bytes is refused unread, an invalid
 * one answered 400 naming the first bad field; nothing is stored unless every field is valid, nor
 * for a sender at the desk's limit (429).
 */
function filing<T>(
  keeping: Keeping,
  schema: z.ZodType<T>,
  limit: number,
  store: (id: string, data: T, client: string) => void,
): RouteHandler {
  return async (request) => {
    const data = parseOr400(schema, await readJson(request, limit));
    const client = keeping.clientOf(request);
    keeping.checkClient(client);
    const id = randomUUID();
    store(id, data, client);
    return json({ id }, 201);
  };
}

/** Feedback as the desk files it: the fields of the other kind are null. */
export interface StoredFeedback {
  id: string;
  kind: Feedback['kind'];
  reason: UninstallReason | null;
  rating: number | null;
  comment: string | null;
  email: string | null;
  language: Feedback['language'];
  page: string;
  createdAt: string;
}

/**
 * Stands in for the support desk: POST contact/ takes a visitor's message from the contact form
 * ({name, email, subject?, message, language, page}) and files it, answering 201 {id}. Nothing is
 * stored unless every field is valid. POST feedback/ takes feedback ({kind: 'uninstall', reason,
 * comment?, email?, language, page} or {kind: 'general', rating, comment, email?, language, page})
 * and files it the same way, answering 201 {id}. conversations/ is the live chat (see chat.ts).
 */
export function createSupport(options: SupportOptions) {
  const db = openDatabase(join(options.dataDir, 'support.sqlite'));
  const keeping = createKeeping(db, options.dataDir, options);
  const messages = table(db, 'messages', {
    id: 'TEXT PRIMARY KEY',
    name: 'TEXT NOT NULL',
    email: 'TEXT NOT NULL',
    subject: 'TEXT',
    message: 'TEXT NOT NULL',
    language: 'TEXT NOT NULL',
    page: 'TEXT NOT NULL',
    created_at: 'TEXT NOT NULL',
    client: 'TEXT',
  });
  // Each kind's own fields are null in the other's rows.
  const feedbackRows = table(db, 'feedback', {
    id: 'TEXT PRIMARY KEY',
    kind: 'TEXT NOT NULL',
    reason: 'TEXT',
    rating: 'INTEGER',
    comment: 'TEXT',
    email: 'TEXT',
    language: 'TEXT NOT NULL',
    page: 'TEXT NOT NULL',
    created_at: 'TEXT NOT NULL',
    client: 'TEXT',
  });

  const chat = createChat(db, keeping);
  keeping.prune();

  /** The handler behind a limit per client address, counted before the body is read or stored. */
  const limited =
    (name: RateLimitName, handler: RouteHandler): RouteHandler =>
    async (request, params) => {
      await withinLimit(
        options.rateLimits,
        name,
        requestClientAddress(request.headers),
        'too many messages; try again later',
      );
      return handler(request, params);
    };

  const handler = createRouter([
    ...chat.routes.map(([method, path, route]): [string, string, RouteHandler] => [
      method,
      path,
      method === 'POST' ? limited('chat-client', route) : route,
    ]),
    [
      'POST',
      'contact',
      limited(
        'contact-client',
        filing(keeping, contactMessageSchema, CONTACT_BODY_LIMIT, (id, data, client) =>
          messages.insert.run(
            id,
            data.name,
            data.email,
            data.subject,
            data.message,
            data.language,
            data.page,
            keeping.stamp(),
            client,
          ),
        ),
      ),
    ],
    [
      'POST',
      'feedback',
      limited(
        'feedback-client',
        filing(keeping, feedbackSchema, FEEDBACK_BODY_LIMIT, (id, data, client) =>
          feedbackRows.insert.run(
            id,
            data.kind,
            data.kind === 'uninstall' ? data.reason : null,
            data.kind === 'general' ? data.rating : null,
            data.comment,
            data.email,
            data.language,
            data.page,
            keeping.stamp(),
            client,
          ),
        ),
      ),
    ],
  ]);

  /** A stored message (for tests and the desk's own tools), or undefined. */
  function message(id: string): StoredMessage | undefined {
    const row = messages.byId.get(id) as Record<string, string | null> | undefined;
    if (!row) return undefined;
    return {
      id: row.id!,
      name: row.name!,
      email: row.email!,
      subject: row.subject ?? null,
      message: row.message!,
      language: row.language as ContactMessage['language'],
      page: row.page!,
      createdAt: row.created_at!,
    };
  }

  /** Stored feedback (for tests and the desk's own tools), or undefined. */
  function feedback(id: string): StoredFeedback | undefined {
    const row = feedbackRows.byId.get(id) as Record<string, string | number | null> | undefined;
    if (!row) return undefined;
    return {
      id: String(row.id),
      kind: row.kind as StoredFeedback['kind'],
      reason: (row.reason as StoredFeedback['reason']) ?? null,
      rating: row.rating === null ? null : Number(row.rating),
      comment: (row.comment as string | null) ?? null,
      email: (row.email as string | null) ?? null,
      language: row.language as Feedback['language'],
      page: String(row.page),
      createdAt: String(row.created_at),
    };
  }

  return {
    handler,
    message,
    feedback,
    count: messages.count,
    feedbackCount: feedbackRows.count,
    conversation: chat.conversation,
    /** Deletes what is past the retention now (it also runs at start and hourly on writes). */
    prune: keeping.prune,
    db,
    close: () => db.close(),
  };
}

export type Support = ReturnType<typeof createSupport>;
