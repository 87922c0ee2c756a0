import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { CONTROL_CHARACTERS, createRouter, json, readJson } from '../http';
import { openDatabase } from '../sqlite';
import { LANGUAGES, parseOr400 } from '../userbase/signup-payload';

export interface SupportOptions {
  dataDir: string;
}

/** Control characters other than the line feed and the carriage return a multi-line text may hold. */
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

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

const line = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .refine((value) => !CONTROL_CHARACTERS.test(value), 'must not contain control characters'),
    );

export const contactMessageSchema = z.object({
  name: line(CONTACT_LIMITS.name).pipe(z.string().min(1, 'is required')),
  email: line(CONTACT_LIMITS.email).pipe(
    z.string().min(1, 'is required').pipe(z.email('must be a valid e-mail address')),
  ),
  subject: z
    .union([line(CONTACT_LIMITS.subject), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  message: z
    .string({ error: 'must be a string' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(CONTACT_LIMITS.messageMin, `must be at least ${CONTACT_LIMITS.messageMin} characters`)
        .max(CONTACT_LIMITS.messageMax, `must be at most ${CONTACT_LIMITS.messageMax} characters`)
        .refine(
          (value) => !CONTROL_EXCEPT_NEWLINES.test(value),
          'must not contain control characters other than newlines',
        ),
    ),
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  page: line(CONTACT_LIMITS.page).pipe(z.string().regex(/^\/\S*$/, 'must be a path starting with /')),
});

export type ContactMessage = z.output<typeof contactMessageSchema>;

export interface StoredMessage extends ContactMessage {
  id: string;
  createdAt: string;
}

/**
 * Stands in for the support desk: POST contact/ takes a visitor's message from the contact form
 * ({name, email, subject?, message, language, page}) and files it, answering 201 {id}. Nothing is
 * stored unless every field is valid.
 */
export function createSupport(options: SupportOptions) {
  const db = openDatabase(join(options.dataDir, 'support.sqlite'));
  db.exec(`CREATE TABLE IF NOT EXISTS messages (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT,
    message TEXT NOT NULL,
    language TEXT NOT NULL,
    page TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  const insert = db.prepare(
    'INSERT INTO messages (id, name, email, subject, message, language, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT * FROM messages WHERE id = ?');
  const count = db.prepare('SELECT COUNT(*) AS n FROM messages');

  const handler = createRouter([
    [
      'POST',
      'contact',
      async (request) => {
        const input = await readJson(request, CONTACT_BODY_LIMIT);
        const data = parseOr400(contactMessageSchema, input);
        const id = randomUUID();
        insert.run(
          id,
          data.name,
          data.email,
          data.subject,
          data.message,
          data.language,
          data.page,
          new Date().toISOString(),
        );
        return json({ id }, 201);
      },
    ],
  ]);

  /** A stored message (for tests and the desk's own tools), or undefined. */
  function message(id: string): StoredMessage | undefined {
    const row = byId.get(id) as Record<string, string | null> | undefined;
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

  return {
    handler,
    message,
    count: () => Number((count.get() as { n: number }).n),
    close: () => db.close(),
  };
}

export type Support = ReturnType<typeof createSupport>;
