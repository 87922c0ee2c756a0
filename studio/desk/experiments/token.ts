/**
 * The token the site's results endpoint asks for. A studio built for local use may carry it
 * (SANITY_STUDIO_EXPERIMENT_RESULTS_TOKEN); otherwise the editor pastes it once and this browser
 * keeps it in localStorage. It never goes into the dataset, which every editor can read.
 */
export const TOKEN_STORAGE_KEY = 'paperwise.experimentResultsToken';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (private mode, policy): the token lasts as long as the tab.
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    const value = storage()?.getItem(TOKEN_STORAGE_KEY)?.trim();
    return value ? value : null;
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) storage()?.setItem(TOKEN_STORAGE_KEY, token);
    else storage()?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to do: the token stays in the tab's state only.
  }
}
