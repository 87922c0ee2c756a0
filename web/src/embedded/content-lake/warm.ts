/**
 * Warming the lake's kept answers after a write (query-cache.ts). A write empties them all, so
 * without this the first read of every query after a publish pays its evaluation on the request
 * path, while the site renders the pages the publish made stale. After a write the lake instead
 * evaluates again the answers read most (the most recently read first) against the new documents
 * and keeps them, so that the re-render and the next reads find them ready.
 *
 * When it runs, relative to the write's answer and its events: after them, never before. The
 * store's subscribers run inside the commit (store.ts), so by the time a warm starts the listen
 * and live events for the studio and its preview are on their way (listen.ts queues them inside
 * the commit) and the site's revalidation tags are noted (the lake's route
 * revalidates them as the write's request ends, content/local-lake.ts); the warm starts on a later
 * turn of the event loop and the write's answer never waits for it: a write costs what it cost
 * before. Between two answers it pauses (WARM_PAUSE_MS) so that reads in flight go first: the
 * site's reads come from this same process and take a few turns of the event loop each. Nothing
 * it keeps can be stale: each answer is evaluated over the documents of one generation and kept
 * under that generation only if no write came meanwhile (the cache drops every answer when the
 * generation moves on), the rule of an answer kept on the request path. A render the revalidation
 * starts therefore reads either a warmed answer of the new content or evaluates it itself.
 *
 * Bursts: a write that comes after WARM_QUIET_MS without one (a publish) is warmed for at once;
 * a write that comes sooner (a script's import, an editor's patches in a row) stops the running
 * warm at its next answer, and the warm waits until the writes have been quiet that long, so a
 * burst pays for one warm, after its last write. The studio sends an editor's patches at most once
 * a second (sanity's document store throttles its autocommit to 1 s), so typing costs at most one
 * warm, bounded below, per second; it warms the Presentation tool's draft answers its preview reads
 * again after each. A write made by another process on the same file is seen at the next read,
 * not here: those reads evaluate as before.
 */

/**
 * At most this many answers per write: a page's render reads about ten queries, the site's six
 * languages and its kinds of pages some tens more; past that the evaluations cost more than the
 * reads they would save.
 */
export const WARM_MAX_ANSWERS = 100;

/**
 * At most this much evaluation time per write (ms; the pauses between answers do not count):
 * about twenty answers at this machine's 1 to 3 ms each, a small share of a core even at the
 * studio's one write a second.
 */
export const WARM_BUDGET_MS = 50;

/**
 * The pause between two warmed answers (ms). A warm answer in every turn of the event loop held
 * the reads in flight up: measured with the benchmark, the draft-mode read went from 2.5 to 4.7 ms
 * at p50 while the other rows' answers were warmed.
 */
export const WARM_PAUSE_MS = 5;

/**
 * Writes closer together than this (ms) are a burst, warmed for once it is over: longer than the
 * gap between a script's writes in a row (a round trip), far shorter than the studio's one patch a
 * second, so that a publish is warmed for at once.
 */
export const WARM_QUIET_MS = 50;

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
  pauseMs?: number;
  quietMs?: number;
  /** Milliseconds, for the budget (the pauses and the quiet time are the real clock's). */
  clock?: () => number;
}

export function createWarmer<Candidate>(options: WarmerOptions<Candidate>) {
  const maxAnswers = options.maxAnswers ?? WARM_MAX_ANSWERS;
  const budgetMs = options.budgetMs ?? WARM_BUDGET_MS;
  const pauseMs = options.pauseMs ?? WARM_PAUSE_MS;
  const quietMs = options.quietMs ?? WARM_QUIET_MS;
  const clock = options.clock ?? (() => performance.now());
  let closed = false;
  /** A write came since the running warm started (or none runs and one is to start). */
  let requested = false;
  /** When the last write came, and so when the next warm may start (real clock, ms). */
  let lastWrite = -Infinity;
  let startAt = 0;
  /** The warms running one after another, until no write asks for another; null when idle. */
  let running: Promise<void> | null = null;
  /** The wait in progress, ended early by close(). */
  let waiting: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  const counts = { warms: 0, evaluated: 0 };

  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiting = null;
        resolve();
      }, ms);
      // The wait never keeps a process alive (a script, a build worker) once its work is done.
      timer.unref();
      waiting = { timer, resolve };
    });

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
        await sleep(pauseMs);
      }
    }
  }

  async function warmWhileAsked(): Promise<void> {
    await nextTurn();
    while (requested && !closed) {
      const wait = startAt - performance.now();
      if (wait > 0) {
        await sleep(wait);
        continue;
      }
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
    /** A write committed: warm after it (at once, or once a burst is over). */
    request() {
      if (closed) return;
      const now = performance.now();
      startAt = now - lastWrite >= quietMs ? now : now + quietMs;
      lastWrite = now;
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
      if (waiting) {
        clearTimeout(waiting.timer);
        waiting.resolve();
        waiting = null;
      }
    },
  };
}

export type Warmer = ReturnType<typeof createWarmer>;
