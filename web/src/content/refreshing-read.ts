import { logError } from '@/lib/log';

/**
 * A list read from the content and kept between requests (the proxy's list of pages, the live
 * experiments). From a Sanity dataset it is trusted for `ttlMs`, then answered from the old list
 * while a new one is read, so a request never waits for the content once the first read is done.
 * From the local Content Lake (`version` is its generation, null with Sanity) it is read again at
 * its first use after the lake changed, and that read is awaited: the lake is in this process, so a
 * page or a winner published a moment ago applies on the next request. One read at a time; a failed
 * read is logged and tried again on the next use, with `fallback` when there is no list at all.
 */
export function refreshingRead<T, F>(options: {
  read: () => Promise<T>;
  ttlMs: () => number;
  version: () => number | null;
  /** What the log says when a read fails. */
  failure: string;
  fallback: F;
}) {
  let last: { at: number; version: number | null; value: T } | undefined;
  let reading: Promise<T> | undefined;

  const start = (now: number, version: number | null) => {
    reading ??= options
      .read()
      .then((value) => {
        last = { at: now, version, value };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  return {
    async get(now = Date.now()): Promise<T | F> {
      const version = options.version();
      if (last && (version !== null ? last.version === version : now - last.at <= options.ttlMs())) return last.value;
      const next = start(now, version);
      if (last && version === null) {
        next.catch((error: unknown) => logError(options.failure, error));
        return last.value;
      }
      try {
        return await next;
      } catch (error) {
        logError(options.failure, error);
        return options.fallback;
      }
    },
    /** Tests only: forget the list. */
    reset() {
      last = undefined;
      reading = undefined;
    },
  };
}
