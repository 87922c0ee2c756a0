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

export function createQueryCache(options: { trees?: number; answers?: number; answerBytes?: number } = {}) {
  const trees = new LRUCache<string, PreparedQuery>({ max: options.trees ?? 500 });
  const answers = new LRUCache<string, string>({
    max: options.answers ?? 1000,
    // Characters as the size (key and answer): a bound on memory whatever the text.
    maxSize: options.answerBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (body, key) => Math.max(1, body.length + key.length),
  });
  let answersGeneration = -1;

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
    /** The key of an answer: the parts that shape it, as JSON (no two lists share one). */
    answerKey(parts: unknown[]): string {
      return JSON.stringify(parts);
    },
    /** How many entries each cache holds (for tests of the bounds). */
    sizes: () => ({ trees: trees.size, answers: answers.size }),
  };
}

export type QueryCache = ReturnType<typeof createQueryCache>;
