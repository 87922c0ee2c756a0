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
 *   parameters, perspective, source-map kind, whether the query is echoed). They belong to one
 *   generation of the store (store.ts: bumped by every write, this process's or another's), and
 *   the whole cache is emptied when the generation moves on, so no answer outlives the documents
 *   it was computed from. Queries whose answer depends on the clock (`now()`) are never cached.
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

export function createQueryCache<Recipe = unknown>(
  options: { trees?: number; answers?: number; answerBytes?: number; recipes?: number } = {},
) {
  const trees = new LRUCache<string, PreparedQuery>({ max: options.trees ?? 500 });
  const answers = new LRUCache<string, string>({
    max: options.answers ?? 1000,
    // Characters as the size (key and answer): a bound on memory whatever the text.
    maxSize: options.answerBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (body, key) => Math.max(1, body.length + key.length),
  });
  let answersGeneration = -1;
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
    /** The answer kept for `key` in `generation` (an older generation's are dropped here). */
    answer(generation: number, key: string): string | undefined {
      if (generation !== answersGeneration) {
        answers.clear();
        answersGeneration = generation;
        return undefined;
      }
      return answers.get(key);
    },
    keep(generation: number, key: string, body: string) {
      if (generation !== answersGeneration) {
        answers.clear();
        answersGeneration = generation;
      }
      answers.set(key, body);
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
