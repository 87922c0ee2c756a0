/*
 * A chunk of the site's code that fails to load (a deploy replaced it, the network dropped it)
 * reloads the page, at most once per 60 seconds so a broken deploy cannot loop. One implementation
 * for every chunk: the function below is written into the head of every page as an inline script
 * (CHUNK_RELOAD_SCRIPT), which catches a page chunk's <script> failing before any of the site's
 * code runs, and a dynamic import failing later (unhandled rejections); the code that loads a
 * chunk itself (the sign-up dialog, the engine) and the error boundary call the same function.
 */

/** At most one reload per this many milliseconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * Reloads the page for a failed chunk unless it already did so within the last 60 seconds (the
 * time is kept in the tab's session storage). True when it reloads.
 *
 * Self-contained on purpose: its source is the inline script's, so it names nothing outside
 * itself (the interval is written out; chunk-reload.test.ts checks it equals the constant).
 */
export function reloadForChunkError(error: unknown, now: number = Date.now(), storage?: Storage | null): boolean {
  const intervalMs = 60_000;
  const key = 'paperwise:chunk-reload';
  const text = error && typeof error === 'object' ? `${(error as Error).name} ${(error as Error).message}` : '';
  if (!/ChunkLoadError|Loading chunk|Loading CSS chunk|dynamically imported module|Failed to fetch/i.test(text)) {
    return false;
  }
  // The browser's window through globalThis, never `typeof window`: the server's bundler writes
  // that test as a constant, and this function's server-side source is the inline script's.
  const browser = globalThis as unknown as Partial<Window>;
  if (!browser.location || typeof browser.location.reload !== 'function') return false;
  let store: Storage | null = null;
  try {
    store = storage === undefined ? (browser.sessionStorage ?? null) : storage;
  } catch {
    store = null;
  }
  const last = Number(store?.getItem(key) ?? 0);
  if (now - last < intervalMs) return false;
  try {
    store?.setItem(key, String(now));
  } catch {
    // Storage full or refused: reload anyway; without a record the next minute may reload once more.
  }
  browser.location.reload();
  return true;
}

/**
 * The inline script of every page's head: a <script> of the site's own chunks (/_next/static/)
 * that fails to load, or a rejected chunk import nobody handled, goes to reloadForChunkError. It
 * also offers the function to the site's code as window.__paperwiseChunkReload.
 */
export const CHUNK_RELOAD_SCRIPT = `(function(reload){window.__paperwiseChunkReload=reload;addEventListener('error',function(event){var el=event.target;if(el&&(el.tagName==='SCRIPT'||el.tagName==='LINK')&&/\\/_next\\/static\\//.test(el.src||el.href||'')){var error=new Error('Loading chunk '+(el.src||el.href)+' failed');error.name='ChunkLoadError';reload(error);}},true);addEventListener('unhandledrejection',function(event){reload(event.reason);});})(${reloadForChunkError.toString()});`;
