import { evaluate, type ExprNode } from 'groq-js';
import { LakeError } from './errors';
import { isDraftId, isPublishedId, isSystemId } from './ids';
import type { LakeDocument } from './patch';
import { prepareQuery } from './query';
import { withSearchTexts } from './text-query';
import type { CommittedTransaction, DocumentChange, LakeStore } from './store';

/** How many recent transactions a listener can resume after (Last-Event-ID). */
export const RESUME_WINDOW = 1000;
const HEARTBEAT_MS = 20_000;

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  effectFormat?: 'mendoza';
  enableResume: boolean;
  /** Before API version 2025-02-19 drafts are reported without includeAllVersions. */
  draftsByDefault: boolean;
  lastEventId?: string;
  identity: string;
}

/** The recent transactions, kept for listeners that reconnect and resume. */
export function recentTransactions(store: LakeStore) {
  const recent: CommittedTransaction[] = [];
  store.subscribe((transaction) => {
    recent.push(transaction);
    if (recent.length > RESUME_WINDOW) recent.shift();
  });
  return recent;
}

const encoder = new TextEncoder();

function frame(event: string, data: unknown, id?: string): Uint8Array {
  const lines = [id ? `id: ${id}` : '', `event: ${event}`, `data: ${JSON.stringify(data)}`].filter(Boolean);
  return encoder.encode(`${lines.join('\n')}\n\n`);
}

/** A filter, rewritten when it searches text (text-query.ts). */
interface ListenFilter {
  tree: ExprNode;
  search: boolean;
}

async function matches(filter: ListenFilter, doc: LakeDocument | null, options: ListenOptions): Promise<boolean> {
  if (!doc) return false;
  const dataset = filter.search ? withSearchTexts([doc]) : [doc];
  const value = await evaluate(filter.tree, { dataset, params: options.params, identity: options.identity });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : Boolean(result);
}

function reported(id: string, options: ListenOptions): boolean {
  if (options.includeAllVersions) return true;
  if (isPublishedId(id)) return true;
  return options.draftsByDefault && isDraftId(id) && !isSystemId(id);
}

/** The mutation events a transaction gives a listener, in the transaction's document order. */
async function eventsFor(transaction: CommittedTransaction, filter: ListenFilter, options: ListenOptions) {
  const picked: Array<{ change: DocumentChange; transition: 'update' | 'appear' | 'disappear' }> = [];
  for (const change of transaction.changes) {
    if (!reported(change.id, options)) continue;
    const before = await matches(filter, change.before, options);
    const after = await matches(filter, change.after, options);
    if (!before && !after) continue;
    picked.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
  }
  return picked.map(({ change, transition }, index) => {
    const event: Record<string, unknown> = {
      eventId: `${transaction.id}#${change.id}`,
      documentId: change.id,
      transactionId: transaction.id,
      transition,
      identity: transaction.author,
      resultRev: transaction.id,
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: picked.length,
      transactionCurrentEvent: index,
    };
    if (change.before?._rev) event.previousRev = change.before._rev;
    if (options.includeMutations) event.mutations = change.mutations;
    if (options.includeResult && change.after) event.result = change.after;
    if (options.includePreviousRevision) event.previous = change.before;
    if (options.effectFormat === 'mendoza') event.effects = change.effects;
    return event;
  });
}

/**
 * A listener as server-sent events: `welcome` first (or `welcomeback` when it resumes after the
 * Last-Event-ID it sent, followed by what it missed), then one `mutation` event per matching
 * document of each transaction. A document matches when the filter selects it before or after the
 * transaction (`transition` says which). A malformed filter answers a `channelError` event and
 * closes the stream. Comment lines keep the connection open while nothing happens.
 */
export function listenResponse(
  store: LakeStore,
  recent: CommittedTransaction[],
  options: ListenOptions,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Response {
  let parsed: ListenFilter | undefined;
  let failure: LakeError | undefined;
  try {
    parsed = prepareQuery(options.query, options.params);
  } catch (error) {
    if (!(error instanceof LakeError)) throw error;
    failure = error;
  }
  return eventStream(headers, signal, (send, close) => {
    if (!parsed) {
      const body = failure!.body as { error: { description: string } };
      send(frame('channelError', { message: body.error.description, ...body }));
      close();
      return null;
    }
    const filter = parsed;
    let queue = Promise.resolve();
    const deliver = (transaction: CommittedTransaction) => {
      queue = queue
        .then(() => eventsFor(transaction, filter, options))
        .then((events) => events.forEach((event) => send(frame('mutation', event, event.eventId as string))))
        .catch((error: unknown) => send(frame('error', { message: (error as Error).message })));
    };
    const lastTransaction = options.lastEventId?.split('#')[0];
    const resumeAt = options.enableResume && lastTransaction ? recent.findIndex((t) => t.id === lastTransaction) : -1;
    const unsubscribe = store.subscribe(deliver);
    const listenerName = `local-${Math.random().toString(36).slice(2, 12)}`;
    if (resumeAt >= 0) {
      send(frame('welcomeback', { listenerName }));
      recent.slice(resumeAt + 1).forEach(deliver);
    } else {
      send(frame('welcome', { listenerName }));
    }
    return unsubscribe;
  });
}

/** The sync tag every query answer carries and every change names: any change may concern any query. */
export const SYNC_TAG = 's1:local-dataset';

/**
 * The Live Content API (`data/live/events/<dataset>`), as server-sent events: `welcome` first,
 * then for each transaction a `message` naming the sync tags it invalidates, with the transaction
 * as its id. The lake gives every query answer the one tag SYNC_TAG, so each change tells live
 * clients (the Presentation tool's preview, its share button) to read their queries again.
 *
 * As on Sanity, a listener without `includeDrafts` hears of published content only: a transaction
 * that writes nothing but drafts, release versions or private documents (the studio's preview
 * secret is a draft) sends it nothing. This matters: @sanity/preview-url-secret drops its first
 * read when a message arrives before it is answered, and the Presentation tool then waits forever
 * on its spinner, as it did while every draft edit sent a message.
 */
export function liveEventsResponse(
  store: LakeStore,
  headers: Record<string, string>,
  signal?: AbortSignal,
  options: { includeDrafts?: boolean } = {},
): Response {
  return eventStream(headers, signal, (send) => {
    send(frame('welcome', {}));
    return store.subscribe((transaction) => {
      if (!options.includeDrafts && !transaction.changes.some((change) => isPublishedId(change.id))) return;
      send(frame('message', { tags: [SYNC_TAG] }, transaction.id));
    });
  });
}

/**
 * A server-sent event stream. `open` starts it with a `send` that drops what comes after the end,
 * and returns what stops its subscription (or null when it has already closed the stream); a
 * comment line every HEARTBEAT_MS keeps the connection open while nothing happens.
 */
function eventStream(
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  open: (send: (chunk: Uint8Array) => void, close: () => void) => (() => void) | null,
): Response {
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (chunk: Uint8Array) => {
        if (!closed) controller.enqueue(chunk);
      };
      const unsubscribe = open(send, () => {
        closed = true;
        controller.close();
      });
      if (!unsubscribe) return;
      const heartbeat = setInterval(() => send(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
      heartbeat.unref?.();
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
      };
      signal?.addEventListener('abort', () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the reader.
        }
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: compression would hold events back until its buffer fills.
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
