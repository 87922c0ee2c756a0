/** When the page last reloaded itself over a dialog chunk that failed to load. */
const RELOAD_KEY = 'paperwise:chunk-reload';
/** At most one such reload per minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /ChunkLoadError|Loading chunk|dynamically imported module|Failed to fetch/i.test(`${error.name} ${error.message}`)
  );
}

/** Reloads the page for a failed chunk unless it already did so within the last minute. */
export function reloadForChunkError(
  error: unknown,
  now = Date.now(),
  storage: Storage | null = safeSession(),
): boolean {
  if (!isChunkLoadError(error) || typeof window === 'undefined') return false;
  const last = Number(storage?.getItem(RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage?.setItem(RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

function safeSession(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The dialog and form code: a separate chunk, fetched when a dialog opens or when the page is idle.
 * The bundler caches the module, so a prefetch makes the later open instant.
 */
export function loadDialog() {
  return import('./dialog/SignupDialog').catch((error: unknown) => {
    reloadForChunkError(error);
    throw error;
  });
}
