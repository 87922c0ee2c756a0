import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase, statementCache } from '../sqlite';
import { lakeError } from './errors';
import { inPublishedView, publishedIdOf, randomId } from './ids';
import { deepEqual, mendozaDiff, type MendozaPatch } from './mendoza';
import type { LakeDocument } from './patch';

/** A mutation as the Mutations API takes it and the listener and the history report it. */
export type MutationRecord = Record<string, unknown>;

/** What one transaction did to one document. */
export interface DocumentChange {
  id: string;
  /** The document before the transaction (null: it did not exist). */
  before: LakeDocument | null;
  /** The document after it (null: deleted). */
  after: LakeDocument | null;
  /** The mutations of the transaction that touched this document, in order. */
  mutations: MutationRecord[];
  effects: { apply: MendozaPatch; revert: MendozaPatch };
}

export interface CommittedTransaction {
  id: string;
  /** Position in the dataset's transaction log (1, 2, ...). */
  seq: number;
  timestamp: string;
  author: string;
  changes: DocumentChange[];
}

/** What a transaction's planning step sees and changes: the documents as staged so far. */
export interface Staging {
  get(id: string): LakeDocument | null;
  put(id: string, document: LakeDocument | null, mutation: MutationRecord | MutationRecord[]): void;
  /** Records a mutation for a document without changing it (a createIfNotExists that found it). */
  touch(id: string, mutation: MutationRecord): void;
  /** Every document as staged now (for mutations that select documents with a query). */
  all(): LakeDocument[];
  timestamp: string;
  transactionId: string;
}

/** One document's revision in a transaction (LakeStore.groupRevisions). */
export interface GroupRevision {
  seq: number;
  documentId: string;
  /** The revision it had before the transaction (null: it did not exist). */
  previousRev: string | null;
  /** Whether it exists after the transaction. */
  exists: boolean;
  transactionId: string;
  timestamp: string;
  author: string;
}

export interface StoreOptions {
  dataDir: string;
  /** The NDJSON bundle the dataset is seeded from when its database is new. */
  seedBundle?: string;
  dataset: string;
  now?: () => Date;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS documents (
    id TEXT PRIMARY KEY,
    body TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS transactions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    timestamp TEXT NOT NULL,
    author TEXT NOT NULL,
    mutations TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS revisions (
    seq INTEGER NOT NULL REFERENCES transactions(seq),
    document_id TEXT NOT NULL,
    previous_rev TEXT,
    body TEXT,
    effects TEXT NOT NULL,
    PRIMARY KEY (document_id, seq)
  );
  CREATE INDEX IF NOT EXISTS revisions_by_seq ON revisions (seq);
`;

/** The system user the seed and the stand-in's own writes are recorded under. */
export const SYSTEM_AUTHOR = 'p-local-content-lake';

/**
 * One dataset: its documents, every revision of them and the transaction log, in a SQLite file in
 * the data folder (`content-lake-<dataset>.sqlite`). The documents are also held in memory for
 * GROQ; another process writing the same file (a second server, the export script reading) is
 * noticed through SQLite's data_version and the memory copy is read again.
 *
 * A transaction is planned and written in one synchronous step, so no other request can slip in
 * between the checks of its preconditions and its write.
 */
export function openStore(options: StoreOptions) {
  const now = options.now ?? (() => new Date());
  const db: DatabaseSync = openDatabase(join(options.dataDir, `content-lake-${options.dataset}.sqlite`));
  db.exec(SCHEMA);
  const sql = statementCache(db);
  let documents = new Map<string, LakeDocument>();
  let dataVersion = -1;
  /** Bumped on every change seen: keys the per-perspective views built over the documents. */
  let generation = 0;
  /**
   * Bumped only by a change the published perspective can see (ids.ts, inPublishedView): a
   * transaction of this process that wrote or deleted a published, asset or system document, or
   * the file read again after another connection wrote it (what changed is not known then, so it
   * counts as such a change). A transaction of drafts and release versions only leaves it as it
   * was: the published documents are then the very same.
   */
  let publishedGeneration = 0;
  const subscribers = new Set<(transaction: CommittedTransaction) => void>();

  function readDataVersion(): number {
    return (sql('PRAGMA data_version').get() as { data_version: number }).data_version;
  }

  function load() {
    const rows = sql('SELECT body FROM documents').all() as Array<{ body: string }>;
    documents = new Map(
      rows.map((row) => {
        const doc = JSON.parse(row.body) as LakeDocument;
        return [doc._id, doc];
      }),
    );
    generation += 1;
    publishedGeneration += 1;
    dataVersion = readDataVersion();
  }

  /** Reads the file again when another connection has written it since. */
  function refresh() {
    if (readDataVersion() !== dataVersion) load();
  }

  function seed() {
    const seeded = sql(`SELECT value FROM meta WHERE key = 'seeded'`).get();
    if (seeded) return;
    const docs: LakeDocument[] = [];
    let digest = bundleDigest(Buffer.alloc(0));
    if (options.seedBundle && existsSync(options.seedBundle)) {
      const bytes = readFileSync(options.seedBundle);
      digest = bundleDigest(bytes);
      docs.push(...parseBundle(bytes.toString('utf8'), options.seedBundle));
    }
    const timestamp = now().toISOString();
    const transactionId = randomId();
    db.exec('BEGIN IMMEDIATE');
    try {
      if (sql(`SELECT value FROM meta WHERE key = 'seeded'`).get()) {
        db.exec('ROLLBACK');
        return;
      }
      const mutations: MutationRecord[] = [];
      const { lastInsertRowid } = sql(
        'INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, ?, ?)',
      ).run(transactionId, timestamp, SYSTEM_AUTHOR, '[]');
      for (const raw of docs) {
        const doc: LakeDocument = {
          ...raw,
          _createdAt: raw._createdAt ?? timestamp,
          _updatedAt: raw._updatedAt ?? timestamp,
          _rev: transactionId,
        };
        const { _rev: _omit, ...content } = doc;
        mutations.push({ createOrReplace: content });
        sql('INSERT OR REPLACE INTO documents (id, body) VALUES (?, ?)').run(doc._id, JSON.stringify(doc));
        sql('INSERT INTO revisions (seq, document_id, previous_rev, body, effects) VALUES (?, ?, NULL, ?, ?)').run(
          lastInsertRowid,
          doc._id,
          JSON.stringify(doc),
          JSON.stringify({ apply: [0, content], revert: [0, null] }),
        );
      }
      sql('UPDATE transactions SET mutations = ? WHERE seq = ?').run(JSON.stringify(mutations), lastInsertRowid);
      sql(`INSERT INTO meta (key, value) VALUES ('seeded', ?)`).run(options.seedBundle ?? '');
      sql(`INSERT INTO meta (key, value) VALUES ('seedDigest', ?)`).run(digest);
      sql(`INSERT INTO meta (key, value) VALUES ('seedSeq', ?)`).run(String(lastInsertRowid));
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  seed();
  load();

  /**
   * Plans a transaction with `plan` over a staging copy and writes it, or writes nothing when
   * `plan` throws. Every document put gets the transaction id as its `_rev` and the transaction's
   * time as `_updatedAt` (and `_createdAt` when new).
   */
  function transact(
    plan: (staging: Staging) => void,
    {
      transactionId,
      author = SYSTEM_AUTHOR,
      dryRun = false,
    }: { transactionId?: string; author?: string; dryRun?: boolean } = {},
  ): CommittedTransaction {
    refresh();
    const id = transactionId ?? randomId();
    if (transactionId !== undefined && sql('SELECT 1 FROM transactions WHERE id = ?').get(transactionId)) {
      throw lakeError(409, 'conflict', `A transaction with ID "${transactionId}" already exists`);
    }
    const timestamp = now().toISOString();
    const staged = new Map<string, LakeDocument | null>();
    const perDocument = new Map<string, MutationRecord[]>();
    const order: string[] = [];
    const allMutations: MutationRecord[] = [];
    const note = (docId: string, mutation: MutationRecord | MutationRecord[]) => {
      if (!perDocument.has(docId)) {
        perDocument.set(docId, []);
        order.push(docId);
      }
      for (const one of Array.isArray(mutation) ? mutation : [mutation]) {
        perDocument.get(docId)!.push(one);
        allMutations.push(one);
      }
    };
    const current = (docId: string) => (staged.has(docId) ? staged.get(docId)! : (documents.get(docId) ?? null));
    const staging: Staging = {
      get: (docId) => {
        const doc = current(docId);
        return doc ? structuredClone(doc) : null;
      },
      put(docId, document, mutation) {
        note(docId, mutation);
        if (document === null) {
          staged.set(docId, null);
          return;
        }
        const before = documents.get(docId);
        staged.set(docId, {
          ...document,
          _id: docId,
          _createdAt: document._createdAt ?? before?._createdAt ?? timestamp,
          _updatedAt: timestamp,
          _rev: id,
        });
      },
      touch: (docId, mutation) => note(docId, mutation),
      all: () => {
        const ids = new Set([...documents.keys(), ...staged.keys()]);
        return [...ids].map(current).filter((doc): doc is LakeDocument => doc !== null);
      },
      timestamp,
      transactionId: id,
    };
    plan(staging);

    const changes: DocumentChange[] = [];
    for (const docId of order) {
      if (!staged.has(docId)) continue;
      const before = documents.get(docId) ?? null;
      const after = staged.get(docId)!;
      if (before === null && after === null) continue;
      const left = before ? withoutRev(before) : null;
      const right = after ? withoutRev(after) : null;
      changes.push({
        id: docId,
        before,
        after,
        mutations: perDocument.get(docId)!,
        effects: { apply: mendozaDiff(left, right), revert: mendozaDiff(right, left) },
      });
    }
    const committed: CommittedTransaction = { id, seq: 0, timestamp, author, changes };
    if (dryRun || changes.length === 0) return committed;

    db.exec('BEGIN IMMEDIATE');
    try {
      const { lastInsertRowid } = sql(
        'INSERT INTO transactions (id, timestamp, author, mutations) VALUES (?, ?, ?, ?)',
      ).run(id, timestamp, author, JSON.stringify(allMutations));
      committed.seq = Number(lastInsertRowid);
      for (const change of changes) {
        if (change.after) {
          sql('INSERT OR REPLACE INTO documents (id, body) VALUES (?, ?)').run(change.id, JSON.stringify(change.after));
        } else {
          sql('DELETE FROM documents WHERE id = ?').run(change.id);
        }
        sql('INSERT INTO revisions (seq, document_id, previous_rev, body, effects) VALUES (?, ?, ?, ?, ?)').run(
          committed.seq,
          change.id,
          change.before?._rev ?? null,
          change.after ? JSON.stringify(change.after) : null,
          JSON.stringify(change.effects),
        );
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    for (const change of changes) {
      if (change.after) documents.set(change.id, change.after);
      else documents.delete(change.id);
    }
    generation += 1;
    if (changes.some((change) => inPublishedView(change.id))) publishedGeneration += 1;
    dataVersion = readDataVersion();
    for (const subscriber of subscribers) subscriber(committed);
    return committed;
  }

  interface RevisionRow {
    seq: number;
    document_id: string;
    previous_rev: string | null;
    body: string | null;
    effects: string;
    id: string;
    timestamp: string;
    author: string;
    mutations: string;
  }

  const REVISION_COLUMNS =
    'r.seq, r.document_id, r.previous_rev, r.body, r.effects, t.id, t.timestamp, t.author, t.mutations';

  return {
    dataset: options.dataset,
    get(id: string): LakeDocument | null {
      refresh();
      return documents.get(id) ?? null;
    },
    /** Every document, read-only: callers must not change them. */
    all(): LakeDocument[] {
      refresh();
      return [...documents.values()];
    },
    /** Changes whenever the documents do. */
    generation(): number {
      refresh();
      return generation;
    },
    /** Changes whenever the documents the published perspective sees may have (publishedGeneration above). */
    publishedGeneration(): number {
      refresh();
      return publishedGeneration;
    },
    transact,
    /**
     * The digest (bundleDigest) of the bundle this dataset was seeded from, or null for a dataset
     * seeded before digests were recorded.
     */
    seedDigest(): string | null {
      const row = sql(`SELECT value FROM meta WHERE key = 'seedDigest'`).get() as { value: string } | undefined;
      return row?.value ?? null;
    },
    /**
     * Whether any transaction after the seed wrote a published document (drafts, release versions
     * and system documents do not count): false means the published content is still the seed's.
     * A dataset without a recorded seed counts as changed.
     */
    publishedChangedSinceSeed(): boolean {
      const row = sql(`SELECT value FROM meta WHERE key = 'seedSeq'`).get() as { value: string } | undefined;
      if (!row) return true;
      const changed = sql(
        `SELECT 1 FROM revisions WHERE seq > ? AND substr(document_id, 1, 7) != 'drafts.'
         AND substr(document_id, 1, 9) != 'versions.' AND substr(document_id, 1, 2) != '_.' LIMIT 1`,
      ).get(Number(row.value));
      return changed !== undefined;
    },
    subscribe(subscriber: (transaction: CommittedTransaction) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** The document as it was right after the transaction `revision`, or null. */
    revision(id: string, revision: string): LakeDocument | null {
      const row = sql(
        `SELECT r.body FROM revisions r JOIN transactions t ON t.seq = r.seq WHERE r.document_id = ? AND t.id = ?`,
      ).get(id, revision) as { body: string | null } | undefined;
      return row?.body ? (JSON.parse(row.body) as LakeDocument) : null;
    },
    /** The document as it was at `time` (its last revision at or before it), or null. */
    atTime(id: string, time: string): LakeDocument | null {
      const row = sql(
        `SELECT r.body FROM revisions r JOIN transactions t ON t.seq = r.seq
         WHERE r.document_id = ? AND t.timestamp <= ? ORDER BY r.seq DESC LIMIT 1`,
      ).get(id, time) as { body: string | null } | undefined;
      return row?.body ? (JSON.parse(row.body) as LakeDocument) : null;
    },
    /** The last revision of a document that existed (also for a deleted document), or null. */
    lastRevision(id: string): LakeDocument | null {
      const row = sql(
        `SELECT body FROM revisions WHERE document_id = ? AND body IS NOT NULL ORDER BY seq DESC LIMIT 1`,
      ).get(id) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as LakeDocument) : null;
    },
    /**
     * Every revision of a document group (the published id, its draft and its release versions),
     * oldest first: which document, whether it existed before and after, and the transaction.
     */
    groupRevisions(publishedId: string): GroupRevision[] {
      const rows = sql(
        `SELECT r.seq, r.document_id, r.previous_rev, r.body IS NOT NULL AS present, t.id, t.timestamp, t.author
         FROM revisions r JOIN transactions t ON t.seq = r.seq
         WHERE r.document_id IN (?, ?) OR (r.document_id >= 'versions.' AND r.document_id < 'versions/')
         ORDER BY r.seq, r.document_id`,
      ).all(publishedId, `drafts.${publishedId}`) as Array<{
        seq: number;
        document_id: string;
        previous_rev: string | null;
        present: number;
        id: string;
        timestamp: string;
        author: string;
      }>;
      return rows
        .filter((row) => publishedIdOf(row.document_id) === publishedId)
        .map((row) => ({
          seq: row.seq,
          documentId: row.document_id,
          previousRev: row.previous_rev,
          exists: row.present === 1,
          transactionId: row.id,
          timestamp: row.timestamp,
          author: row.author,
        }));
    },
    /** The log entries touching any of `ids`, oldest first, each with its rows for those ids. */
    transactionsOf(ids: string[]) {
      const marks = ids.map(() => '?').join(',');
      const rows = sql(
        `SELECT ${REVISION_COLUMNS} FROM revisions r JOIN transactions t ON t.seq = r.seq
         WHERE t.seq IN (SELECT seq FROM revisions WHERE document_id IN (${marks})) ORDER BY r.seq, r.document_id`,
      ).all(...ids) as unknown as RevisionRow[];
      const bySeq = new Map<
        number,
        {
          id: string;
          seq: number;
          timestamp: string;
          author: string;
          mutations: MutationRecord[];
          documents: Array<{ id: string; effects: DocumentChange['effects'] }>;
        }
      >();
      for (const row of rows) {
        let entry = bySeq.get(row.seq);
        if (!entry) {
          entry = {
            id: row.id,
            seq: row.seq,
            timestamp: row.timestamp,
            author: row.author,
            mutations: JSON.parse(row.mutations) as MutationRecord[],
            documents: [],
          };
          bySeq.set(row.seq, entry);
        }
        entry.documents.push({ id: row.document_id, effects: JSON.parse(row.effects) as DocumentChange['effects'] });
      }
      return [...bySeq.values()];
    },
    close() {
      subscribers.clear();
      db.close();
    },
  };
}

export type LakeStore = ReturnType<typeof openStore>;

/** A bundle the lake cannot be seeded from: the message names the file and the line. */
export class ContentBundleError extends Error {}

/**
 * The documents of a bundle in Sanity's export format, one JSON object per line, every one of them
 * (drafts and system documents too: the lake keeps them as Sanity would). A line that is not a
 * JSON object with a string `_id` and `_type` refuses the whole bundle, naming its line.
 */
export function parseBundle(text: string, source = 'bundle'): LakeDocument[] {
  const documents: LakeDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new ContentBundleError(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    const doc = value as Partial<LakeDocument> | null;
    if (!doc || typeof doc !== 'object' || typeof doc._id !== 'string' || typeof doc._type !== 'string') {
      throw new ContentBundleError(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(doc as LakeDocument);
  });
  return documents;
}

/** What names a bundle's exact content: the SHA-256 of its bytes, in hex. */
export function bundleDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function withoutRev(document: LakeDocument): Omit<LakeDocument, '_rev'> {
  const { _rev: _omit, ...rest } = document;
  return rest;
}

export { deepEqual };
