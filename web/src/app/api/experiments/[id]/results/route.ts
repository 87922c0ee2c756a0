import { env, sanityStudioUrl } from '@/env';
import { fetchContent } from '@/content/fetch';
import { EXPERIMENT_QUERY } from '@/content/queries';
import { createResultsHandlers, studioOrigins, type ExperimentResultsRow } from '@/experiments/results';
import { resultsToken } from '@/experiments/results-token';
import { eventStore } from '@/experiments/store';

export const dynamic = 'force-dynamic';

let handlers: ReturnType<typeof createResultsHandlers> | undefined;

function results() {
  handlers ??= createResultsHandlers({
    token: resultsToken,
    experiment: async (id) => {
      // Any status, published only: the results of the experiment as it runs, not of an editor's draft.
      const row = await fetchContent(EXPERIMENT_QUERY, { id }, ['experiment'], { publishedOnly: true });
      return (row ?? null) as unknown as ExperimentResultsRow | null;
    },
    store: eventStore,
    allowedOrigins: studioOrigins(sanityStudioUrl(), env().NODE_ENV === 'production'),
  });
  return handlers;
}

/** An experiment's counts and statistical read, for the studio (see experiments/results.ts). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return results().GET(request, (await params).id);
}

/** The studio's preflight: it sends the Authorization header. */
export function OPTIONS(request: Request): Response {
  return results().OPTIONS(request);
}
