import type { ExperimentResults } from '@paperwise/schemas/experiment-results';
import { failureOfStatus, isExperimentResults, resultsUrl, type ResultsFailure } from './results-format';

export type ResultsLoad = { ok: true; results: ExperimentResults } | { ok: false; failure: ResultsFailure };

/**
 * Reads an experiment's results from the site with the results token. Never throws: a refused
 * token, an unknown experiment, an unreachable site and an unreadable answer each come back as
 * a failure the tab explains.
 */
export async function loadResults(
  site: string,
  experimentId: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ResultsLoad> {
  let response: Response;
  try {
    response = await fetchImpl(resultsUrl(site, experimentId), {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
    });
  } catch {
    // fetch rejects only when no answer came back: the site is down, or refuses the studio's origin.
    return { ok: false, failure: { kind: 'unreachable' } };
  }
  const failure = failureOfStatus(response.status);
  if (failure) return { ok: false, failure };
  try {
    const body: unknown = await response.json();
    return isExperimentResults(body) ? { ok: true, results: body } : { ok: false, failure: { kind: 'unreadable' } };
  } catch {
    return { ok: false, failure: { kind: 'unreadable' } };
  }
}
