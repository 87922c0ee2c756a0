import { reloadForChunkError } from '@/lib/chunk-reload';

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
