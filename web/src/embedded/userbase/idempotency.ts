import { createHmac, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { HttpError } from '../http';
import { statementCache, transaction } from '../sqlite';

/**
 * Idempotency-Key support for POST requests that create something (today: POST user/).
 *
 * The first request with a key claims it in SQLite (a pending row holding a hash of the body);
 * its success is stored in the same transaction that creates the account, so an account never
 * exists without the answer that reports it. A repeat with the same key and body replays that
 * answer; a different body is refused (422). A repeat that arrives while the first is still
 * running waits for it: in this process on its promise, from another process by polling the
 * row. A failed first request (4xx, 5xx) stores nothing and releases the key, so a retry runs
 * afresh, exactly as it would without a key.
 *
 * Nothing secret is kept in the table: the body is compared by a keyed hash (HMAC with the
 * service's secret; a plain hash of a body holding a password or a card number could be reversed
 * by trying likely values), and a stored answer holds only what is needed to answer again: each
 * scope turns it into the response (`Present`), adding fresh tokens or links on the way out.
 */

/** Visible ASCII only, so the key cannot smuggle spaces, commas (a folded second header) or controls. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
export const IDEMPOTENCY_KEY_RULE = 'Idempotency-Key: must be 8 to 255 visible ASCII characters, such as a UUID';
export const IDEMPOTENCY_MISMATCH =
  'this Idempotency-Key was already used with a different request body; send a new key for a new request';

export const DEFAULT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A pending row older than this belongs to a process that died mid-request: it may be taken over. */
export const DEFAULT_PENDING_TIMEOUT_MS = 30_000;
const POLL_MS = 50;
const PRUNE_EVERY_MS = 60_000;

export interface IdempotencyOptions {
  /** How long a stored answer is replayed (24 h by default). */
  ttlMs?: number;
  pendingTimeoutMs?: number;
  /** The clock, in ms since the epoch (tests move it). */
  now?: () => number;
}

/** The stored answer: replayed byte for byte. */
export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim =
  | { state: 'claimed'; token: string }
  | { state: 'pending'; requestHash: string }
  | { state: 'done'; requestHash: string; answer: StoredAnswer };

/** The request's key, or undefined without the header; a 400 for a malformed one. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_RULE);
  return key;
}

/**
 * HMAC-SHA-256, keyed with the service's secret, of the scope and the body's JSON with object keys
 * sorted: key order and spacing do not make a different request, and without the secret the hash
 * tells nothing about the body. The body's depth is bounded before it gets here (parseJsonBody).
 */
export function requestHash(secret: Uint8Array | string, scope: string, body: unknown): string {
  return createHmac('sha256', secret).update(`${scope}\n`).update(canonicalJson(body)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Thrown by `complete` when another process took the key over: the caller's transaction must roll back. */
export class ClaimLostError extends Error {
  constructor() {
    super('the idempotency key was taken over by another request');
    this.name = 'ClaimLostError';
  }
}

/**
 * The table of earlier versions: its rows held live tokens and plain body hashes. It is dropped
 * with secure_delete on (its pages overwritten, the write-ahead log checkpointed and emptied), so
 * an older data folder keeps none of them; its keys simply run afresh, as after their 24 hours.
 */
const LEGACY_TABLE = 'idempotency_keys';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS idempotency_answers (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  claim_token TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created_at INTEGER NOT NULL,
  completed_at INTEGER,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS idempotency_answers_created ON idempotency_answers (created_at);
`;

interface Row {
  request_hash: string;
  claim_token: string;
  status: number | null;
  body: string | null;
  created_at: number;
  completed_at: number | null;
}

function dropLegacyTable(db: DatabaseSync): void {
  const legacy = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(LEGACY_TABLE);
  if (!legacy) return;
  const secure = (db.prepare('PRAGMA secure_delete').get() as { secure_delete: number }).secure_delete;
  db.exec('PRAGMA secure_delete = ON');
  try {
    db.exec(`DROP TABLE IF EXISTS ${LEGACY_TABLE}`);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.exec(`PRAGMA secure_delete = ${secure ? 'ON' : 'OFF'}`);
  }
}

/** The idempotency_answers table of a service's database. */
export function openIdempotencyStore(db: DatabaseSync, options: IdempotencyOptions = {}) {
  dropLegacyTable(db);
  db.exec(SCHEMA);
  const ttl = options.ttlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;
  const pendingTimeout = options.pendingTimeoutMs ?? DEFAULT_PENDING_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const prepare = statementCache(db);
  let lastPrune = Number.NEGATIVE_INFINITY;

  const expired = (row: Row, at: number) =>
    row.status === null ? row.created_at < at - pendingTimeout : (row.completed_at ?? row.created_at) < at - ttl;

  const store = {
    /** Deletes answers past their lifetime and abandoned pending rows; returns how many went. */
    prune(): number {
      const at = now();
      lastPrune = at;
      const result = prepare(
        `DELETE FROM idempotency_answers
         WHERE (status IS NOT NULL AND completed_at < ?) OR (status IS NULL AND created_at < ?)`,
      ).run(at - ttl, at - pendingTimeout);
      return Number(result.changes);
    },

    /** Claims the key for this request, or says who has it: a running request or a stored answer. */
    claim(scope: string, key: string, hash: string): Claim {
      const at = now();
      if (at - lastPrune >= PRUNE_EVERY_MS) store.prune();
      return transaction(db, () => {
        const row = prepare(
          `SELECT request_hash, claim_token, status, body, created_at, completed_at
           FROM idempotency_answers WHERE scope = ? AND key = ?`,
        ).get(scope, key) as Row | undefined;
        if (row && !expired(row, at)) {
          if (row.status === null) return { state: 'pending', requestHash: row.request_hash };
          return { state: 'done', requestHash: row.request_hash, answer: { status: row.status, body: row.body ?? '' } };
        }
        if (row) prepare('DELETE FROM idempotency_answers WHERE scope = ? AND key = ?').run(scope, key);
        const token = randomUUID();
        prepare(
          `INSERT INTO idempotency_answers (scope, key, request_hash, claim_token, created_at) VALUES (?, ?, ?, ?, ?)`,
        ).run(scope, key, hash, token, at);
        return { state: 'claimed', token };
      });
    },

    /**
     * Stores the answer of the claim's request. Call it inside the transaction that makes the
     * change, so both commit or neither does; a ClaimLostError means the key is no longer ours.
     */
    complete(scope: string, key: string, token: string, answer: StoredAnswer): void {
      const result = prepare(
        `UPDATE idempotency_answers SET status = ?, body = ?, completed_at = ?
         WHERE scope = ? AND key = ? AND claim_token = ? AND status IS NULL`,
      ).run(answer.status, answer.body, now(), scope, key, token);
      if (Number(result.changes) !== 1) throw new ClaimLostError();
    },

    /** Gives the key back after a request that stored nothing (it failed): a retry runs afresh. */
    release(scope: string, key: string, token: string): void {
      prepare('DELETE FROM idempotency_answers WHERE scope = ? AND key = ? AND claim_token = ? AND status IS NULL').run(
        scope,
        key,
        token,
      );
    },

    count(): number {
      return (prepare('SELECT COUNT(*) AS n FROM idempotency_answers').get() as { n: number }).n;
    },
  };
  store.prune();
  return store;
}

export type IdempotencyStore = ReturnType<typeof openIdempotencyStore>;

/** Stores the answer of a successful request; called by the work inside its own transaction. */
export type Commit = (answer: StoredAnswer) => void;

/**
 * Turns a stored answer into the response a repeat gets (`replayed` true). A scope whose answer
 * carries tokens or links stores it without them and adds fresh ones here.
 */
export type Present = (answer: StoredAnswer, replayed: boolean) => Response | Promise<Response>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The answer as it is replayed: same status and body, marked as a replay. */
export function answerResponse(answer: StoredAnswer, replayed: boolean): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    },
  });
}

/**
 * Runs `work` at most once per key: `work` gets a `commit` to call inside the transaction of its
 * change; if it returns without committing, or throws, the key is released.
 */
export function createIdempotency(store: IdempotencyStore) {
  const running = new Map<string, { requestHash: string; settled: Promise<void> }>();

  return async function run(
    scope: string,
    key: string,
    hash: string,
    work: (commit: Commit) => Promise<Response>,
    present: Present = answerResponse,
  ): Promise<Response> {
    const id = `${scope}\n${key}`;
    for (;;) {
      const local = running.get(id);
      if (local) {
        if (local.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MISMATCH);
        await local.settled;
        continue;
      }
      const claim = store.claim(scope, key, hash);
      if (claim.state !== 'claimed') {
        if (claim.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MISMATCH);
        if (claim.state === 'done') return present(claim.answer, true);
        // Another process runs it: its answer, or its failure (the row goes), shows up in the table.
        await sleep(POLL_MS);
        continue;
      }
      let settle = () => {};
      running.set(id, { requestHash: hash, settled: new Promise<void>((resolve) => (settle = resolve)) });
      let committed = false;
      try {
        const response = await work((answer) => {
          store.complete(scope, key, claim.token, answer);
          committed = true;
        });
        if (!committed) store.release(scope, key, claim.token);
        return response;
      } catch (error) {
        // Taken over after our claim went stale: our change was rolled back; replay theirs.
        if (error instanceof ClaimLostError) continue;
        try {
          store.release(scope, key, claim.token);
        } catch {
          // The row goes stale and is taken over later; the request's own error matters more.
        }
        throw error;
      } finally {
        running.delete(id);
        settle();
      }
    }
  };
}
