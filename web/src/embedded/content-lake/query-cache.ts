import type { ExprNode } from 'groq-js';
import { LRUCache } from 'lru-cache';

/**
 * The lake's two caches of the Query API, both bounded:
 *
 * - parsed queries, by query text and parameter values. groq-js writes the parameters' values
 *   into the tree it parses (`arr[$i]` becomes an element access for a number, a filter
 *   otherwise), so a tree is only reused for the very same parameters. A tree depends on nothing
 *   else and is never changed by evaluation, so these entries never go stale.
 * - answers, as their serialised JSON without `ms`, by everything that shapes an answer (query,
 *   parameters, perspective, source-map kind, whether the query is echoed). They belong to the
 *   store's generations (store.ts, Generations), and no answer outlives the documents it was
 *   computed from: when the published generation moves on (a write the published perspective can
 *   see, or another process's write) every answer is dropped; when only the generation of all
 *   documents moves on (a write of drafts and release versions only) the answers of every
 *   perspective but `published` are dropped, and the published perspective's stay: it reads only
 *   published, asset and system documents (ids.ts, inPublishedView), which that write left as they
 *   were, `->` included (it dereferences within the perspective's documents). So an editor's typing
 *   leaves the site's answers in place. Queries whose answer depends on the clock (`now()`) are
 *   never cached.
 * - what was read: for each kept answer read (served from the cache or just kept), what it takes to
 *   evaluate it again (its recipe) and how often it was read. Unlike the answers it outlives the
 *   generation, so that after a write the lake can warm the answers read most (warm.ts). Only
 *   answers that were kept are noted: a query that reads the clock, or whose evaluation failed, is
 *   never noted, so never warmed.
 */

/** Whether a parsed query calls `now()` (`global::now`, `dateTime::now`): its answer is the clock's. */
export function readsClock(tree: unknown): boolean {
  if (Array.isArray(tree)) return tree.some(readsClock);
  if (typeof tree !== 'object' || tree === null) return false;
  const node = tree as Record<string, unknown>;
  if (node.type === 'FuncCall' && node.name === 'now') return true;
  for (const [key, value] of Object.entries(node)) {
    // A Value node holds a parameter's value, not more of the query.
    if (key === 'value' && node.type === 'Value') continue;
    if (typeof value === 'object' && readsClock(value)) return true;
  }
  return false;
}

export interface PreparedQuery {
  tree: ExprNode;
  /** Whether it uses text::query (text-query.ts). */
  search: boolean;
  /** Whether its answer may be cached (it does not read the clock). */
  cacheable: boolean;
}

/** The store's two counts of changes (store.ts): of all documents, and of those `published` sees. */
export interface Generations {
  all: number;
  published: number;
}

/** Whether two readings of the store's counts are of the very same documents. */
export function sameGenerations(a: Generations, b: Generations): boolean {
  return a.all === b.all && a.published === b.published;
}

export function createQueryCache<Recipe = unknown>(
  options: { trees?: number; answers?: number; answerBytes?: number; recipes?: number } = {},
) {
  const trees = new LRUCache<string, PreparedQuery>({ max: options.trees ?? 500 });
  /** An answer and whether it is of the published perspective (kept across draft-only writes). */
  const answers = new LRUCache<string, { body: string; published: boolean }>({
    max: options.answers ?? 1000,
    // Characters as the size (key and answer): a bound on memory whatever the text.
    maxSize: options.answerBytes ?? 64 * 1024 * 1024,
    sizeCalculation: ({ body }, key) => Math.max(1, body.length + key.length),
  });
  let seen: Generations = { all: -1, published: -1 };

  /** Drops the answers `generations` made stale (see above); the generations seen are then these. */
  function moveTo(generations: Generations) {
    if (sameGenerations(generations, seen)) return;
    if (generations.published !== seen.published) answers.clear();
    else if (generations.all !== seen.all) {
      const stale: string[] = [];
      for (const [key, { published }] of answers.entries()) if (!published) stale.push(key);
      for (const key of stale) answers.delete(key);
    }
    seen = { ...generations };
  }
  // Most recently read first (lru-cache iterates that way); the oldest noted fall off.
  const reads = new LRUCache<string, { recipe: Recipe; count: number }>({ max: options.recipes ?? 500 });

  return {
    /** The prepared query of (query, params), made with `prepare` on a miss; errors are not kept. */
    prepared(query: string, params: Record<string, unknown>, prepare: () => PreparedQuery): PreparedQuery {
      // Parameter values as part of a key: JSON, as they arrive (in the query string or the body).
      const key = JSON.stringify([query, params]);
      let found = trees.get(key);
      if (!found) {
        found = prepare();
        trees.set(key, found);
      }
      return found;
    },
    /** The answer kept for `key` at `generations`, the store's current ones (stale answers are dropped here). */
    answer(generations: Generations, key: string): string | undefined {
      moveTo(generations);
      return answers.get(key)?.body;
    },
    /**
     * Keeps an answer computed over the documents of `generations`, the store's current ones;
     * `published`: it was computed in the published perspective (and outlives draft-only writes).
     */
    keep(generations: Generations, key: string, body: string, published: boolean) {
      moveTo(generations);
      answers.set(key, { body, published });
    },
    /** Notes a read of the kept answer `key`, with what evaluates it again. */
    noteRead(key: string, recipe: Recipe) {
      const noted = reads.get(key);
      if (noted) noted.count += 1;
      else reads.set(key, { recipe, count: 1 });
    },
    /**
     * The answers worth warming after a write: read at least `minReads` times while noted, most
     * recently read first, at most `limit` of them. A query read once (a page seen once, a
     * parameter never used again) is not worth evaluating again at every write.
     */
    hot(limit: number, minReads: number): Array<{ key: string; recipe: Recipe }> {
      const found: Array<{ key: string; recipe: Recipe }> = [];
      for (const [key, { recipe, count }] of reads.entries()) {
        if (found.length >= limit) break;
        if (count >= minReads) found.push({ key, recipe });
      }
      return found;
    },
    /** The key of an answer: the parts that shape it, as JSON (no two lists share one). */
    answerKey(parts: unknown[]): string {
      return JSON.stringify(parts);
    },
    /** How many entries each cache holds (for tests of the bounds). */
    sizes: () => ({ trees: trees.size, answers: answers.size, reads: reads.size }),
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
