import { createHash, timingSafeEqual } from 'node:crypto';
import type { ExperimentResults, ExperimentSummary, VariantCounts } from '@paperwise/schemas/experiment-results';
import { logError } from '@/lib/log';
import type { ExperimentRow } from './registry';
import { readExperiment } from './stats';
import type { EventStore, ExperimentTotals } from './store/types';
import { isExperimentKey } from './visitor';

/**
 * The results endpoint (GET /api/experiments/{id}/results/): an experiment's counts per variant and
 * their statistical read, for the studio. Only a caller holding the results token gets them, and
 * only the studio's own origin may read them from a browser.
 */

/** A row of EXPERIMENT_QUERY, as far as the results read it. */
export interface ExperimentResultsRow extends Omit<ExperimentRow, 'variants'> {
  variants: Array<NonNullable<ExperimentRow['variants']>[number] & { title: unknown }> | null;
}

const STATUSES: readonly ExperimentSummary['status'][] = ['draft', 'running', 'stopped'];

/**
 * The answer for an experiment from its document and its stored totals. The control is the first
 * variant; the read starts at the document's start, else at the first exposure, else now.
 */
export function buildResults(row: ExperimentResultsRow, totals: ExperimentTotals, now: Date): ExperimentResults {
  const counted = new Map(totals.variants.map((v) => [v.variant, v]));
  const documentVariants = (row.variants ?? []).filter((v): v is typeof v & { id: string } => Boolean(v.id));
  const variants: VariantCounts[] = documentVariants.map((variant, index) => {
    const count = counted.get(variant.id);
    return {
      id: variant.id,
      path: variant.path ?? null,
      title: typeof variant.title === 'string' ? variant.title : null,
      weight: variant.weight ?? 0,
      isControl: index === 0,
      visitors: count?.visitors ?? 0,
      signupsStarted: count?.signupsStarted ?? 0,
      accountsCreated: count?.accountsCreated ?? 0,
    };
  });
  const startedAt = row.startedAt ?? totals.firstExposureAt?.toISOString() ?? now.toISOString();
  const read = (conversions: (v: VariantCounts) => number) =>
    readExperiment({
      controlId: variants[0]?.id ?? '',
      variants: variants.map((v) => ({
        id: v.id,
        visitors: v.visitors,
        conversions: conversions(v),
        weight: v.weight,
      })),
      startedAt,
      now,
    });
  const status = STATUSES.includes(row.status as ExperimentSummary['status'])
    ? (row.status as ExperimentSummary['status'])
    : 'draft';
  return {
    experiment: {
      id: row._id,
      name: row.name ?? row._id,
      path: row.path ?? '',
      language: row.language ?? '',
      status,
      winner: row.winner ?? null,
      bucketVersion: row.bucketVersion ?? 1,
      startedAt: row.startedAt ?? null,
    },
    variants,
    metrics: {
      signupStarted: read((v) => v.signupsStarted),
      accountCreated: read((v) => v.accountsCreated),
    },
    generatedAt: now.toISOString(),
  };
}

/** Compares two secrets in a time that does not depend on where they differ (or on their lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}

/** The bearer token of an Authorization header, or null. */
export function bearerOf(header: string | null): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * The origins allowed to read the results from a browser: the studio's, and outside production
 * also `sanity dev`'s local addresses.
 */
export function studioOrigins(studioUrl: string, production: boolean): string[] {
  const origins = new Set<string>();
  try {
    origins.add(new URL(studioUrl).origin);
  } catch {
    // An unreadable studio address allows no origin rather than failing every request.
  }
  if (!production) {
    origins.add('http://localhost:3333');
    origins.add('http://127.0.0.1:3333');
  }
  return [...origins];
}

export interface ResultsDeps {
  /** The results token: EXPERIMENT_RESULTS_TOKEN or the one generated in the data folder. */
  token: () => string;
  experiment: (id: string) => Promise<ExperimentResultsRow | null>;
  store: () => Promise<EventStore>;
  allowedOrigins: readonly string[];
  now?: () => Date;
  log?: (what: string, error: unknown) => void;
}

export interface ResultsHandlers {
  GET(request: Request, id: string): Promise<Response>;
  OPTIONS(request: Request): Response;
}

export function createResultsHandlers(deps: ResultsDeps): ResultsHandlers {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? logError;

  /** CORS for an allowed origin only; every answer varies with the Origin it was asked from. */
  function corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    const headers: Record<string, string> = { vary: 'Origin' };
    if (origin && deps.allowedOrigins.includes(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-allow-headers'] = 'Authorization';
      headers['access-control-allow-methods'] = 'GET';
      headers['access-control-max-age'] = '600';
    }
    return headers;
  }

  function answer(request: Request, status: number, body: unknown, extra: Record<string, string> = {}) {
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...corsHeaders(request),
        ...extra,
      },
    });
  }

  return {
    async GET(request, id) {
      try {
        // Read first, whatever was sent: a generated token exists from the first request on.
        const expected = deps.token();
        const given = bearerOf(request.headers.get('authorization'));
        if (given === null || !sameSecret(given, expected)) {
          return answer(
            request,
            401,
            { error: 'a valid results token is required (Authorization: Bearer …)' },
            {
              'www-authenticate': 'Bearer',
            },
          );
        }
        const row = isExperimentKey(id) ? await deps.experiment(id) : null;
        if (!row) return answer(request, 404, { error: 'no such experiment' });
        const store = await deps.store();
        const results = buildResults(row, await store.totals(row._id), now());
        return answer(request, 200, results);
      } catch (error) {
        log('The experiment results could not be read', error);
        return answer(request, 500, { error: 'the results could not be read' });
      }
    },
    OPTIONS(request) {
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', ...corsHeaders(request) } });
    },
  };
}
