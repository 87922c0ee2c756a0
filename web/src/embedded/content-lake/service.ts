import { HttpError, pathSegments, readText } from '../http';
import { planActions, readActionsBody } from './actions';
import { readAsset, uploadAsset, type AssetKind } from './assets';
import { LakeError, lakeError } from './errors';
import { eventsPage } from './events';
import { publishedIdOf } from './ids';
import { listenResponse, liveEventsResponse, recentTransactions, SYNC_TAG } from './listen';
import { planMutations, readMutateBody, selectionQueries } from './mutations';
import type { LakeDocument } from './patch';
import {
  paramsFromSearch,
  parsePerspective,
  perspectiveKey,
  perspectiveView,
  prepareQuery,
  runQuery,
  type Perspective,
} from './query';
import { createQueryCache, readsClock, sameGenerations, type Generations } from './query-cache';
import { createWarmer, WARM_MIN_READS } from './warm';
import { scanSource, type ScanSource } from './scans';
import { openStore, type LakeStore } from './store';
import { indexStrings, sourceMap, type StringIndex } from './source-map';
import { corsHeaders, isAllowedOrigin, preflight } from './cors';
import { projectRoutes, LOCAL_USER } from './project';
import { dueReleases, isScheduledRelease, publishRelease } from './releases';

export interface ContentLakeConfig {
  dataDir: string;
  /** The NDJSON bundle a new dataset is seeded from. */
  seedBundle?: string;
  projectId?: string;
  dataset?: string;
  /** Where the lake is mounted on this server, e.g. `/embedded/content-lake/`. */
  publicBase: string;
  /** Origins besides loopback ones whose browsers may call the lake with credentials. */
  allowedOrigins?: string[];
  now?: () => Date;
  /** Whether kept answers are warmed again after a write (warm.ts; default yes): the benchmark compares. */
  warmAfterWrites?: boolean;
}

/** Request bodies of queries, mutations and actions; uploads may be larger. */
const BODY_LIMIT = 10 * 1024 * 1024;
const UPLOAD_LIMIT = 50 * 1024 * 1024;
/** An API path's first segment: v2021-10-21 (a date), v1 or vX; the version without its v is captured. */
const API_VERSION_SEGMENT = /^v(\d{4}-\d{2}-\d{2}|1|X)$/;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return jsonBytes(Buffer.from(text), status, headers);
}

/** The headers of a JSON answer of `length` bytes. */
function jsonHeaders(length: number): Record<string, string> {
  // With its length the answer is sent whole, not in chunks: the client has it with its last byte.
  return {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(length),
    'cache-control': 'no-store',
  };
}

function jsonBytes(bytes: Buffer, status = 200, headers: Record<string, string> = {}): Response {
  // A view of the same bytes (Buffer.from never makes a SharedArrayBuffer).
  return new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), {
    status,
    headers: { ...jsonHeaders(bytes.length), ...headers },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const truthy = (value: string | null) => value === 'true' || value === '1';

/**
 * A local Content Lake: the subset of Sanity's HTTP API (api.sanity.io, `/v<date>/...`) that
 * @sanity/client and Sanity Studio use, over one dataset kept in SQLite. Mounted under
 * `publicBase`; an @sanity/client with `apiHost: <origin><publicBase without the final slash>`
 * and `useProjectHostname: false` talks to it as it would to Sanity.
 */
export function createContentLake(config: ContentLakeConfig) {
  const projectId = config.projectId ?? 'local';
  const dataset = config.dataset ?? 'production';
  const store: LakeStore = openStore({
    dataDir: config.dataDir,
    seedBundle: config.seedBundle,
    dataset,
    now: config.now,
  });
  const recent = recentTransactions(store);
  interface View {
    generation: number;
    documents: LakeDocument[];
    strings?: StringIndex;
    scans?: ScanSource;
  }
  const views = new Map<string, View>();
  const queries = createQueryCache<QueryParts>();

  /** The store's counts of changes now, as the answer cache keys its answers (query-cache.ts). */
  function generations(): Generations {
    return { all: store.generation(), published: store.publishedGeneration() };
  }

  function cachedView(perspective: Perspective): View {
    const key = perspectiveKey(perspective);
    // The published perspective's documents (and their indexes) outlive a write of drafts only.
    const generation = perspective === 'published' ? store.publishedGeneration() : store.generation();
    const cached = views.get(key);
    if (cached && cached.generation === generation) return cached;
    const fresh: View = { generation, documents: perspectiveView(store.all(), perspective) };
    views.set(key, fresh);
    return fresh;
  }

  /** The documents of a perspective, with their index for narrowed scans (scans.ts). */
  function view(perspective: Perspective): { documents: LakeDocument[]; scans: ScanSource } {
    const cached = cachedView(perspective);
    cached.scans ??= scanSource(cached.documents);
    return { documents: cached.documents, scans: cached.scans };
  }

  /** The last string index made of each perspective, which the next view's brings up to date. */
  const lastStrings = new Map<string, StringIndex>();

  /**
   * Where each string of a view is held, for source maps: made on the first query that asks for
   * one, from the perspective's previous index (only the documents a write changed are indexed again).
   */
  function stringsOf(perspective: Perspective): StringIndex {
    const cached = cachedView(perspective);
    if (!cached.strings) {
      const key = perspectiveKey(perspective);
      cached.strings = indexStrings(cached.documents, lastStrings.get(key));
      lastStrings.set(key, cached.strings);
    }
    return cached.strings;
  }

  function checkDataset(name: string | undefined) {
    if (name !== dataset) {
      throw lakeError(404, 'datasetNotFoundError', `Dataset "${name ?? ''}" not found for project ID "${projectId}"`);
    }
  }

  async function readBody(request: Request): Promise<unknown> {
    const text = await readText(request, BODY_LIMIT);
    if (!text.trim()) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw lakeError(400, 'httpBadRequest', 'The request body is not valid JSON');
    }
  }

  /** What shapes a query's answer, from the query string or a POST's body, with its key in the answer cache. */
  interface QueryParts {
    groq: string;
    params: Record<string, unknown>;
    perspective: Perspective;
    returnQuery: boolean;
    /** `resultSourceMap=true` maps array items by index, `withKeyArraySelector` by `_key` (source-map.ts). */
    mapKind: string | null;
    withMap: boolean;
    key: string;
  }

  function queryParts(search: URLSearchParams, apiVersion: string, body?: unknown): QueryParts {
    let text = search.get('query');
    let params = paramsFromSearch(search);
    let perspectiveParam = search.get('perspective');
    if (body !== undefined) {
      if (!isRecord(body)) throw lakeError(400, 'httpBadRequest', 'The request body must be an object with "query"');
      if (typeof body.query === 'string') text = body.query;
      if (isRecord(body.params)) params = body.params;
      if (typeof body.perspective === 'string') perspectiveParam = body.perspective;
      if (Array.isArray(body.perspective)) perspectiveParam = body.perspective.join(',');
    }
    if (typeof text !== 'string' || !text.trim()) {
      throw lakeError(400, 'httpBadRequest', 'The "query" parameter is missing');
    }
    const perspective = parsePerspective(perspectiveParam, apiVersion);
    const returnQuery = search.get('returnQuery') !== 'false';
    const mapKind = search.get('resultSourceMap');
    const withMap = mapKind !== null && mapKind !== 'false';
    const key = queries.answerKey([perspectiveKey(perspective), returnQuery, withMap && mapKind, text, params]);
    return { groq: text, params, perspective, returnQuery, mapKind, withMap, key };
  }

  /** A whole answer's bytes: the kept answer (without its last brace) and `ms`, the time it took. */
  function answerBytes(body: string, started: number): Buffer {
    return Buffer.from(`${body},"ms":${Math.round(performance.now() - started)}}`);
  }

  async function query(request: Request, apiVersion: string, search: URLSearchParams): Promise<Response> {
    const started = performance.now();
    const parts = queryParts(
      search,
      apiVersion,
      request.method === 'POST' ? ((await readBody(request)) ?? null) : undefined,
    );
    const generation = generations();
    // Only answers that may be kept are ever kept (prepared.cacheable below): a hit needs no more.
    const kept = queries.answer(generation, parts.key);
    if (kept !== undefined) {
      queries.noteRead(parts.key, parts);
      return jsonBytes(answerBytes(kept, started));
    }
    const { body, keptAs } = await evaluateAnswer(parts, generation);
    if (keptAs) queries.noteRead(parts.key, parts);
    return jsonBytes(answerBytes(body, started));
  }

  /**
   * Evaluates a query's answer (without its last brace and `ms`) over the documents of
   * `generation`, the current one, and keeps it when it may be kept: the one evaluation of the
   * request path and of warming (warm.ts), so a warmed answer is the very answer a read would get.
   */
  async function evaluateAnswer(
    parts: QueryParts,
    generation: Generations,
  ): Promise<{ body: string; keptAs: boolean }> {
    const { groq, params, perspective, returnQuery, mapKind, withMap, key } = parts;
    const prepared = queries.prepared(groq, params, () => {
      const { tree, search: usesSearch } = prepareQuery(groq, params);
      return { tree, search: usesSearch, cacheable: !readsClock(tree) };
    });
    const { documents, scans } = view(perspective);
    const result = await runQuery(
      groq,
      params,
      documents,
      { projectId, dataset, identity: LOCAL_USER.id, scans },
      prepared,
    );
    const answer: Record<string, unknown> = {};
    if (returnQuery) answer.query = groq;
    answer.result = result;
    if (withMap) {
      answer.resultSourceMap = sourceMap(result, stringsOf(perspective), {
        withKeys: mapKind === 'withKeyArraySelector',
      });
    }
    answer.syncTags = [SYNC_TAG];
    // The answer without its last brace: `ms`, the one part that differs each time, goes after.
    const body = JSON.stringify(answer).slice(0, -1);
    // Kept only if no write came while it was evaluated (evaluation may wait).
    const keptAs = prepared.cacheable && sameGenerations(generations(), generation);
    if (keptAs) queries.keep(generation, key, body, perspective === 'published');
    return { body, keptAs };
  }

  // After each write of this process, the answers read most are evaluated again and kept (warm.ts
  // says when and why it is safe).
  const warmer = createWarmer<{ key: string; recipe: QueryParts }>({
    generation: () => store.generation(),
    candidates: (limit) => queries.hot(limit, WARM_MIN_READS),
    warm: async ({ key, recipe }, generation) => {
      // The warmer calls this in the generation it names (it checks just before): these are its counts.
      const current = generations();
      if (current.all !== generation) return false;
      // Published answers kept through a write of drafts only have nothing to warm.
      if (queries.answer(current, key) !== undefined) return false;
      await evaluateAnswer(recipe, current);
      return true;
    },
  });
  if (config.warmAfterWrites !== false) store.subscribe(() => warmer.request());

  /**
   * The answer to a GET query that the lake answered before in this generation, without a Fetch-API
   * Request or Response: what the loopback listener the site reads through (content/local-lake.ts)
   * writes to the socket at once. The same status, headers and bytes as `handler` gives it (the
   * same cache, keys and answers, CORS for a request with no Origin); undefined for anything else,
   * which is then handed to `handler`. `target` is the request's path and query string.
   */
  function keptQueryAnswer(
    method: string | undefined,
    target: string | undefined,
    origin: string | undefined,
  ): { status: number; headers: Record<string, string>; body: Buffer } | undefined {
    if (method !== 'GET' || origin !== undefined || !target?.startsWith(config.publicBase)) return undefined;
    const started = performance.now();
    const at = target.indexOf('?');
    const segments = pathSegments(target.slice(config.publicBase.length, at < 0 ? undefined : at));
    const version = API_VERSION_SEGMENT.exec(segments?.[0] ?? '');
    if (!version || segments!.length !== 4 || segments![1] !== 'data' || segments![2] !== 'query') return undefined;
    if (segments![3] !== dataset) return undefined;
    publishDueReleases();
    let parts: QueryParts;
    try {
      parts = queryParts(new URLSearchParams(at < 0 ? '' : target.slice(at + 1)), version[1]!);
    } catch {
      return undefined;
    }
    const kept = queries.answer(generations(), parts.key);
    if (kept === undefined) return undefined;
    queries.noteRead(parts.key, parts);
    const body = answerBytes(kept, started);
    return { status: 200, headers: { ...jsonHeaders(body.length), ...corsHeaders(null, '', []) }, body };
  }

  function getDocuments(ids: string[], search: URLSearchParams): Response {
    const documents: LakeDocument[] = [];
    const omitted: Array<{ id: string; reason: 'existence' }> = [];
    const allVersions = truthy(search.get('includeAllVersions'));
    for (const id of ids) {
      if (allVersions) {
        const published = publishedIdOf(id);
        const found = store.all().filter((doc) => publishedIdOf(doc._id) === published);
        if (found.length === 0) omitted.push({ id, reason: 'existence' });
        documents.push(...found);
        continue;
      }
      const doc = store.get(id);
      if (doc) documents.push(doc);
      else omitted.push({ id, reason: 'existence' });
    }
    const answer: Record<string, unknown> = truthy(search.get('excludeContent')) ? {} : { documents };
    if (omitted.length) answer.omitted = omitted;
    return json(answer);
  }

  async function mutate(request: Request, search: URLSearchParams): Promise<Response> {
    const { mutations, transactionId } = readMutateBody(await readBody(request));
    const selected = new Map<number, string[]>();
    for (const { index, query: selection, params } of selectionQueries(mutations)) {
      const result = await runQuery(selection, params, store.all(), { projectId, dataset });
      const list = Array.isArray(result) ? result : result ? [result] : [];
      selected.set(
        index,
        list.map((doc) => (doc as { _id?: unknown })._id).filter((id): id is string => typeof id === 'string'),
      );
    }
    let results: ReturnType<typeof planMutations> = [];
    const committed = store.transact(
      (staging) => {
        results = planMutations(staging, mutations, {
          selected,
          autoGenerateArrayKeys: truthy(search.get('autoGenerateArrayKeys')),
        });
      },
      {
        transactionId: transactionId ?? search.get('transactionId') ?? undefined,
        author: LOCAL_USER.id,
        dryRun: truthy(search.get('dryRun')),
      },
    );
    const returnDocuments = truthy(search.get('returnDocuments'));
    const returnIds = truthy(search.get('returnIds'));
    const after = new Map(committed.changes.map((change) => [change.id, change.after]));
    const answer: Record<string, unknown> = {
      transactionId: committed.id,
      results: results.map((result) => {
        const entry: Record<string, unknown> = { id: result.id, operation: result.operation };
        if (returnDocuments) {
          const doc = after.has(result.id) ? after.get(result.id) : store.get(result.id);
          if (doc) entry.document = doc;
        }
        return entry;
      }),
    };
    if (returnIds) answer.documentIds = [...new Set(results.map((result) => result.id))];
    return json(answer);
  }

  async function actions(request: Request): Promise<Response> {
    const body = readActionsBody(await readBody(request));
    const committed = store.transact((staging) => planActions(staging, body.actions, store), {
      transactionId: body.transactionId,
      author: LOCAL_USER.id,
      dryRun: body.dryRun,
    });
    return json({ transactionId: committed.id });
  }

  function history(kind: string, ids: string[], search: URLSearchParams): Response {
    if (kind === 'documents') {
      const revision = search.get('revision');
      const time = search.get('time');
      const last = truthy(search.get('lastRevision'));
      const documents = ids
        .map((id) => {
          if (revision) return store.revision(id, revision);
          if (last) return store.lastRevision(id);
          return store.atTime(id, time ?? new Date().toISOString());
        })
        .filter((doc): doc is LakeDocument => doc !== null);
      return json({ documents });
    }
    const includeOnly = search.get('includeIdentifiedDocumentsOnly') !== 'false';
    // The studio asks with excludeContent: the entries without their mutations.
    const excludeMutations = truthy(search.get('excludeMutations')) || truthy(search.get('excludeContent'));
    const mendoza = search.get('effectFormat') === 'mendoza';
    const authors = search.get('authors')?.split(',').filter(Boolean);
    let entries = store.transactionsOf(ids);
    const fromTime = search.get('fromTime');
    const toTime = search.get('toTime');
    if (fromTime) entries = entries.filter((t) => t.timestamp >= fromTime);
    if (toTime) entries = entries.filter((t) => t.timestamp <= toTime);
    const fromTx = search.get('fromTransaction');
    const toTx = search.get('toTransaction');
    if (fromTx) {
      const at = entries.findIndex((t) => t.id === fromTx);
      if (at >= 0) entries = entries.slice(at);
    }
    if (toTx) {
      const at = entries.findIndex((t) => t.id === toTx);
      if (at >= 0) entries = entries.slice(0, at + 1);
    }
    if (authors) entries = entries.filter((t) => authors.includes(t.author));
    if (truthy(search.get('reverse'))) entries = entries.reverse();
    const limit = Number(search.get('limit') ?? '');
    if (Number.isInteger(limit) && limit > 0) entries = entries.slice(0, limit);
    const wanted = new Set(ids);
    const lines = entries.map((entry) => {
      const docs = includeOnly ? entry.documents.filter((d) => wanted.has(d.id)) : entry.documents;
      const line: Record<string, unknown> = {
        id: entry.id,
        timestamp: entry.timestamp,
        author: entry.author,
        documentIDs: docs.map((d) => d.id),
      };
      if (!excludeMutations) {
        line.mutations = includeOnly
          ? entry.mutations.filter((m) => {
              const body = Object.values(m)[0] as { _id?: string; id?: string } | undefined;
              return wanted.has(body?._id ?? body?.id ?? '');
            })
          : entry.mutations;
      }
      if (mendoza) line.effects = Object.fromEntries(docs.map((d) => [d.id, d.effects]));
      return JSON.stringify(line);
    });
    return new Response(lines.length ? `${lines.join('\n')}\n` : '', {
      headers: { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' },
    });
  }

  async function upload(request: Request, kind: AssetKind, search: URLSearchParams): Promise<Response> {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > UPLOAD_LIMIT) throw lakeError(413, 'httpPayloadTooLarge', 'The upload is too large');
    const bytes = Buffer.from(await request.arrayBuffer());
    if (bytes.length > UPLOAD_LIMIT) throw lakeError(413, 'httpPayloadTooLarge', 'The upload is too large');
    const origin = new URL(request.url).origin;
    const document = await uploadAsset(
      store,
      { dataDir: config.dataDir, projectId, dataset, urlBase: `${origin}${config.publicBase}` },
      kind,
      bytes,
      search,
      request.headers.get('content-type'),
      LOCAL_USER.id,
    );
    return json({ document });
  }

  const project = projectRoutes({ projectId, dataset });

  /** The versioned API (`v<date>/...`). */
  async function versioned(
    request: Request,
    apiVersion: string,
    parts: string[],
    search: URLSearchParams,
  ): Promise<Response> {
    const [area, operation, datasetName, ...rest] = parts;
    const method = request.method;
    if (area === 'data' && operation === 'live' && datasetName === 'events' && rest.length === 1 && method === 'GET') {
      checkDataset(rest[0]);
      return liveEventsResponse(store, {}, request.signal, { includeDrafts: truthy(search.get('includeDrafts')) });
    }
    if (area === 'check' && operation === 'cors' && parts.length === 2 && method === 'GET') {
      // Whether this origin may call the lake, and with credentials (the client asks after a failure).
      const origin = request.headers.get('origin');
      const allowed = !origin || isAllowedOrigin(origin, request.url, config.allowedOrigins ?? []);
      return json({ result: { allowed, withCredentials: allowed } });
    }
    if (area === 'data') {
      checkDataset(datasetName);
      const idsOf = (segment: string | undefined) =>
        (segment ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
      // The studio's document store times this once per session (to report latency, with the
      // X-Sanity-Shard header when there is one): a 404 shows up as a failed request in its console.
      if (operation === 'ping' && rest.length === 0 && method === 'GET') {
        return new Response('PONG', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
      }
      if (operation === 'query' && rest.length === 0 && (method === 'GET' || method === 'POST')) {
        return query(request, apiVersion, search);
      }
      if (operation === 'doc' && rest.length === 1 && method === 'GET') return getDocuments(idsOf(rest[0]), search);
      if (operation === 'mutate' && rest.length === 0 && method === 'POST') return mutate(request, search);
      if (operation === 'actions' && rest.length === 0 && method === 'POST') return actions(request);
      if (operation === 'listen' && rest.length === 0 && method === 'GET') {
        const includeAll = truthy(search.get('includeAllVersions'));
        return listenResponse(
          store,
          recent,
          {
            query: search.get('query') ?? '',
            params: paramsFromSearch(search),
            includeResult: search.get('includeResult') !== 'false',
            includePreviousRevision: truthy(search.get('includePreviousRevision')),
            includeMutations: search.get('includeMutations') !== 'false',
            includeAllVersions: includeAll,
            effectFormat: search.get('effectFormat') === 'mendoza' ? 'mendoza' : undefined,
            enableResume: truthy(search.get('enableResume')),
            draftsByDefault: apiVersion !== 'X' && apiVersion < '2025-02-19',
            lastEventId: request.headers.get('last-event-id') ?? undefined,
            identity: LOCAL_USER.id,
          },
          {},
          request.signal,
        );
      }
      if (operation === 'history' && rest.length === 3 && rest[0] === 'events' && rest[1] === 'documents') {
        if (method !== 'GET') throw notFound();
        const id = rest[2]!;
        const limit = Number(search.get('limit') ?? '100');
        const page = eventsPage(store.groupRevisions(publishedIdOf(id)), id, {
          limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 1000) : 100,
          cursor: search.get('nextCursor'),
        });
        return json(page);
      }
      if (
        operation === 'history' &&
        rest.length === 2 &&
        method === 'GET' &&
        ['documents', 'transactions'].includes(rest[0]!)
      ) {
        return history(rest[0]!, idsOf(rest[1]), search);
      }
      throw notFound();
    }
    if (area === 'assets' && (operation === 'images' || operation === 'files') && method === 'POST') {
      checkDataset(datasetName);
      if (rest.length !== 0) throw notFound();
      return upload(request, operation, search);
    }
    const answer = await project(request, parts, search);
    if (answer) return answer;
    throw notFound();
  }

  function notFound() {
    return new LakeError(404, { error: 'Not Found', message: 'Not Found', statusCode: 404 });
  }

  /** Serves a request for any path under `publicBase` (`subpath` is the part after it). */
  async function handler(request: Request, subpath: string): Promise<Response> {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, request.url, config.allowedOrigins ?? []);
    if (request.method === 'OPTIONS') return preflight(request, cors);
    let response: Response;
    try {
      response = await route(request, subpath);
    } catch (error) {
      if (error instanceof LakeError) response = json(error.body, error.status);
      else if (error instanceof HttpError) {
        response = json({ error: { description: error.message, type: 'httpError' } }, error.status);
      } else {
        console.error(`[content-lake] ${request.method} ${subpath} failed: ${(error as Error).message}`);
        response = json({ error: { description: 'Internal error', type: 'internalError' } }, 500);
      }
    }
    for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
    return response;
  }

  /** The scheduled releases, found again only when the documents change. */
  let scheduled = { generation: -1, releases: [] as LakeDocument[] };

  /** Publishes the scheduled releases whose time has come (checked before each request). */
  function publishDueReleases() {
    const generation = store.generation();
    if (scheduled.generation !== generation) {
      scheduled = { generation, releases: store.all().filter((doc) => isScheduledRelease(doc)) };
    }
    for (const release of dueReleases(scheduled.releases, config.now?.() ?? new Date())) {
      store.transact(
        (staging) => {
          // Another request may have published or unscheduled it since.
          const current = staging.get(release._id);
          if (current && dueReleases([current], config.now?.() ?? new Date()).length) publishRelease(staging, current);
        },
        { author: LOCAL_USER.id },
      );
    }
  }

  async function route(request: Request, subpath: string): Promise<Response> {
    publishDueReleases();
    const url = new URL(request.url);
    const parts = pathSegments(subpath);
    if (!parts) throw lakeError(400, 'httpBadRequest', 'The path is not validly encoded');
    const [first, ...rest] = parts;
    // The CDN-like addresses of uploaded assets: images/<project>/<dataset>/<name>.
    if ((first === 'images' || first === 'files') && (request.method === 'GET' || request.method === 'HEAD')) {
      const [project, datasetName, name] = rest;
      if (!project || datasetName !== dataset || !name || rest.length !== 3) throw notFound();
      const asset = readAsset({ dataDir: config.dataDir, dataset }, first, name);
      if (!asset) throw notFound();
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(asset.bytes), {
        headers: {
          'content-type': asset.mimeType,
          'content-length': String(asset.bytes.length),
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
    }
    const version = API_VERSION_SEGMENT.exec(first ?? '');
    if (!version) throw notFound();
    return versioned(request, version[1]!, rest, url.searchParams);
  }

  return {
    handler,
    keptQueryAnswer,
    store,
    projectId,
    dataset,
    /** Resolves once the answers warmed after the last write are kept (warm.ts); for tests and benchmarks. */
    warmed: () => warmer.idle(),
    /** How many warms ran and answers they evaluated (warm.ts); for tests. */
    warmCounts: () => warmer.counts(),
    close: () => {
      warmer.close();
      store.close();
    },
  };
}

export type ContentLake = ReturnType<typeof createContentLake>;
