import { createHmac } from 'node:crypto';
import { requestClientAddress } from '../../client-address';
import { HttpError } from '../http';
import { readOrCreateSecret } from '../secret-file';
import { statementCache, type openDatabase } from '../sqlite';

type Database = ReturnType<typeof openDatabase>;

/**
 * How long the desk keeps what it is sent, and how much of it one sender may fill.
 *
 * - Every filed row (contact messages, feedback, chat conversations and their messages) is deleted
 *   once it is older than the retention (SUPPORT_RETENTION_DAYS, 180 days by default): at start
 *   (the desk calls `prune` once its tables exist) and then at most once an hour, on a write.
 * - A sender (the caller's address, kept only as an HMAC with the desk's own key, never plain) may
 *   have at most `rowsPerClient` contact messages, pieces of feedback and conversations kept; one
 *   conversation at most `messagesPerConversation` messages. Past that the desk refuses with 429,
 *   `{"error"}` saying so and `Retry-After` counting to when the oldest of them is deleted.
 */

export const DEFAULT_RETENTION_DAYS = 180;
export const DEFAULT_ROWS_PER_CLIENT = 100;
export const DEFAULT_MESSAGES_PER_CONVERSATION = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEY_FILE = 'support-client.key';

export interface KeepingOptions {
  retentionDays?: number;
  rowsPerClient?: number;
  messagesPerConversation?: number;
  /** The clock, in ms since the epoch (tests move it). */
  now?: () => number;
}

/** The tables whose rows belong to a sender: each has `client` and `created_at` columns. */
export const CLIENT_TABLES = ['messages', 'feedback', 'chat_conversations'] as const;

/** Adds the `client` column to a table made by an earlier version, and the indexes pruning and the cap use. */
export function prepareTable(db: Database, table: string, client: boolean): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>;
  if (client && !columns.some((column) => column.name === 'client')) {
    db.exec(`ALTER TABLE ${table} ADD COLUMN client TEXT`);
  }
  db.exec(`CREATE INDEX IF NOT EXISTS ${table}_created ON ${table} (created_at)`);
  if (client) db.exec(`CREATE INDEX IF NOT EXISTS ${table}_client ON ${table} (client, created_at)`);
}

export function createKeeping(db: Database, dataDir: string, options: KeepingOptions = {}) {
  const retentionMs = (options.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS;
  const rowsPerClient = options.rowsPerClient ?? DEFAULT_ROWS_PER_CLIENT;
  const perConversation = options.messagesPerConversation ?? DEFAULT_MESSAGES_PER_CONVERSATION;
  const now = options.now ?? Date.now;
  const key = readOrCreateSecret(dataDir, KEY_FILE).secret;
  let lastPrune = Number.NEGATIVE_INFINITY;

  // Prepared on first use: the tables are made by the desk and the chat after this.
  const prepare = statementCache(db);
  const cutoff = () => new Date(now() - retentionMs).toISOString();
  const clientRows = CLIENT_TABLES.map(
    (table) => `SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM ${table} WHERE client = ? AND created_at >= ?`,
  );
  const conversationRows =
    'SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM chat_messages WHERE conversation_id = ? AND created_at >= ?';
  const deletions = [
    'DELETE FROM messages WHERE created_at < ?',
    'DELETE FROM feedback WHERE created_at < ?',
    'DELETE FROM chat_messages WHERE created_at < ?',
    // A conversation goes once it is past the retention and none of its messages is left.
    `DELETE FROM chat_conversations WHERE created_at < ?
     AND NOT EXISTS (SELECT 1 FROM chat_messages WHERE chat_messages.conversation_id = chat_conversations.id)`,
  ];

  function refuse(message: string, oldest: string | null): never {
    const until = oldest ? Date.parse(oldest) + retentionMs - now() : retentionMs;
    throw new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(until / 1000))) });
  }

  const keeping = {
    /** The time a row is filed at (ISO 8601), on the clock retention counts with. */
    stamp(): string {
      return new Date(now()).toISOString();
    },

    /** Deletes every row past the retention; returns how many went. */
    prune(): number {
      lastPrune = now();
      const before = cutoff();
      return deletions.reduce((sum, sql) => sum + Number(prepare(sql).run(before).changes), 0);
    },

    /** Prunes if the last pruning is an hour old: called before each write. */
    pruneDue(): void {
      if (now() - lastPrune >= PRUNE_EVERY_MS) keeping.prune();
    },

    /**
     * The sender of a request, as stored: an HMAC of its address as the site's server saw it (a
     * header a client sends cannot choose it); unknown senders share one.
     */
    clientOf(request: Request): string {
      return createHmac('sha256', key).update(requestClientAddress(request.headers)).digest('hex');
    },

    /** Refuses (429) a sender who already has `rowsPerClient` rows kept. */
    checkClient(client: string): void {
      keeping.pruneDue();
      const since = cutoff();
      let total = 0;
      let oldest: string | null = null;
      for (const sql of clientRows) {
        const row = prepare(sql).get(client, since) as { n: number; oldest: string | null };
        total += Number(row.n);
        if (row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
      }
      if (total >= rowsPerClient) {
        refuse(
          `this sender has reached the desk's limit of ${rowsPerClient} messages kept; please write to support by e-mail`,
          oldest,
        );
      }
    },

    /** Refuses (429) another message in a conversation that holds `messagesPerConversation`. */
    checkConversation(conversationId: string): void {
      keeping.pruneDue();
      const row = prepare(conversationRows).get(conversationId, cutoff()) as { n: number; oldest: string | null };
      if (Number(row.n) >= perConversation) {
        refuse(
          `this conversation has reached its limit of ${perConversation} messages; please start a new one`,
          row.oldest,
        );
      }
    },
  };
  return keeping;
}

export type Keeping = ReturnType<typeof createKeeping>;
