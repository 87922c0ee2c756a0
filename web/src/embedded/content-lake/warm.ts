/**
 * Warming the lake's kept answers after a write (query-cache.ts). A write empties them all, so
 * without this the first read of every query after a publish pays its evaluation on the request
 * path, while the site renders the pages the publish made stale. After each write the lake
 * instead evaluates again the answers read most (hottest first) against the new documents and
 * keeps them, so that the re-render and the next reads find them ready.
 *
 * When it runs, relative to the write's answer and its events: after them, never before. The
 * store's subscribers run inside the commit (store.ts), so by the time a warm starts the listen
 * events for the studio are sent out and the site's revalidation tags are noted (the lake's route
 * revalidates them as the write's request ends, content/local-lake.ts); the warm starts on the
 * next turn of the event loop (setImmediate) and the write's answer never waits for it: a write
 * costs what it cost before. Between two answers it yields to waiting I/O, so a request arriving
 * meanwhile waits for at most one evaluation. Nothing the warm keeps can be stale: each answer
 * is evaluated over the documents of one generation and kept under that generation only if no
 * write came meanwhile (the cache drops every answer when the generation moves on), exactly the
 * rule of an answer kept on the request path. A render the revalidation starts therefore reads
 * either a warmed answer of the new content or evaluates it itself, as before.
 *
 * Bursts: a write during a warm stops it at its next answer, and the warms asked for meanwhile
 * make one, for the newest generation: writes in a row (a script's import) do not each pay a full
 * warm, only the last does. The studio sends an editor's patches at most once a second
 * (sanity's document store throttles its autocommit to 1 s), so typing costs at most one warm,
 * bounded below, per second. A write made by another process on the same file is seen at the
 * next read, not here: those reads evaluate as before.
 */

/**
 * At most this many answers per write: a page's render reads about ten queries, the site's six
 * languages and its kinds of pages some tens more; past that the evaluations cost more than the
 * reads they would save.
 */
export const WARM_MAX_ANSWERS = 100;

/**
 * At most this much evaluation time per write (ms; the waits between answers do not count): about
 * twenty answers at this machine's 1 to 3 ms each, a small share of a core even at the studio's
 * one write a second, and never a pause longer than one evaluation for a request.
 */
export const WARM_BUDGET_MS = 50;

/** An answer is warmed once read this often (query-cache.ts, `hot`): one read may be the only one. */
export const WARM_MIN_READS = 2;

export interface WarmerOptions<Candidate> {
  /** The store's generation (store.ts): it moves on with every write. */
  generation: () => number;
  /** The answers to warm, hottest first, at most `limit`. */
  candidates: (limit: number) => Candidate[];
  /**
   * Evaluates one answer over `generation`'s documents and keeps it if that is still the
   * generation; false when there was nothing to do (the answer is already kept).
   */
  warm: (candidate: Candidate, generation: number) => Promise<boolean>;
  maxAnswers?: number;
  budgetMs?: number;
  /** Milliseconds, for the budget. */
  clock?: () => number;
}

export function createWarmer<Candidate>(options: WarmerOptions<Candidate>) {
  const maxAnswers = options.maxAnswers ?? WARM_MAX_ANSWERS;
  const budgetMs = options.budgetMs ?? WARM_BUDGET_MS;
  const clock = options.clock ?? (() => performance.now());
  let closed = false;
  /** A write came since the running warm started (or none runs and one is to start). */
  let requested = false;
  /** The warms running one after another, until no write asks for another; null when idle. */
  let running: Promise<void> | null = null;
  const counts = { warms: 0, evaluated: 0 };

  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** One warm of the current generation, stopped by a newer write, the bound or the budget. */
  async function warm(): Promise<void> {
    const generation = options.generation();
    counts.warms += 1;
    let spent = 0;
    for (const candidate of options.candidates(maxAnswers).slice(0, maxAnswers)) {
      if (closed || spent >= budgetMs || options.generation() !== generation) return;
      const started = clock();
      let evaluated = false;
      try {
        evaluated = await options.warm(candidate, generation);
      } catch {
        // A query that now fails is not kept: its next read reports the error as before.
        evaluated = true;
      }
      spent += clock() - started;
      if (evaluated) {
        counts.evaluated += 1;
        await nextTurn();
      }
    }
  }

  async function warmWhileAsked(): Promise<void> {
    await nextTurn();
    // A write during a warm makes the next one start as soon as that warm stops, in the same turn
    // (not one turn later, when the reads the write's readers send may already be in).
    while (requested && !closed) {
      requested = false;
      await warm();
    }
  }

  function start() {
    running = warmWhileAsked()
      .catch((error: unknown) => {
        // Reads evaluate on the request path then, as without warming.
        console.error(`[content-lake] warming the kept answers failed: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
        // A write between the last warm's end and this line.
        if (requested && !closed) start();
      });
  }

  return {
    /** A write committed: warm once the event loop's current turn is over (coalesced). */
    request() {
      if (closed) return;
      requested = true;
      if (!running) start();
    },
    /** Resolves when no warm is waiting or running. */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** How many warms ran and how many answers they evaluated (for tests). */
    counts: () => ({ ...counts }),
    close() {
      closed = true;
    },
  };
}

export type Warmer = ReturnType<typeof createWarmer>;
