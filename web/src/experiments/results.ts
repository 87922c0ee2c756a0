import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  ExperimentReadResult,
  ExperimentResults,
  ExperimentSummary,
  Guardrail,
  RevenueResults,
  VariantCounts,
} from '@paperwise/schemas/experiment-results';
import { logError } from '@/lib/log';
import type { ExperimentRow } from './registry';
import { readExperiment } from './stats';
import { readRevenue } from './revenue';
import { buildTimeline } from './timeline';
import type { DailyCount, EventStore, ExperimentEventType, ExperimentPurchase, ExperimentTotals } from './store/types';
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

const DAY_MS = 24 * 60 * 60 * 1000;

const STATUSES: readonly ExperimentSummary['status'][] = ['draft', 'running', 'stopped'];

/** Cumulative counts of each variant at the end of one UTC day. */
export interface DayLook {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  /** Variant id -> counts by kind of event, everything up to the end of that day. */
  counts: Map<string, Record<ExperimentEventType, number>>;
}

/** The daily counts added up day by day: one look per day that had an event, oldest first. */
export function dailyLooks(daily: readonly DailyCount[]): DayLook[] {
  const days = [...new Set(daily.map((d) => d.day))].sort((a, b) => a - b);
  const running = new Map<string, Record<ExperimentEventType, number>>();
  return days.map((day) => {
    for (const d of daily) {
      if (d.day !== day) continue;
      const counts = running.get(d.variant) ?? { exposure: 0, signup_started: 0, account_created: 0 };
      counts[d.type] += d.count;
      running.set(d.variant, counts);
    }
    return { day, counts: new Map([...running].map(([variant, counts]) => [variant, { ...counts }])) };
  });
}

/**
 * The answer for an experiment from its document, its stored totals and its daily counts (the
 * always-valid read takes one look at the end of each day, and one now). The control is the first
 * variant; the read starts at the document's start, else at the first exposure, else now.
 */
export function buildResults(
  row: ExperimentResultsRow,
  totals: ExperimentTotals,
  now: Date,
  daily: readonly DailyCount[] = [],
  purchases: readonly ExperimentPurchase[] = [],
): ExperimentResults {
  // Today's events are in the look taken now: only the days already over are looks of their own.
  const looks = dailyLooks(daily).filter((look) => look.day < Math.floor(now.getTime() / DAY_MS));
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
  const read = (conversions: (v: VariantCounts) => number, type: ExperimentEventType) =>
    readExperiment({
      looks: looks.map((look) =>
        variants.map((v) => ({
          id: v.id,
          visitors: look.counts.get(v.id)?.exposure ?? 0,
          conversions: look.counts.get(v.id)?.[type] ?? 0,
        })),
      ),
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
  const revenueInput = {
    variants: variants.map((v) => ({ id: v.id, visitors: v.visitors })),
    purchases,
    looks: looks.map((look) => ({
      until: new Date((look.day + 1) * DAY_MS - 1),
      variants: variants.map((v) => ({ id: v.id, visitors: look.counts.get(v.id)?.exposure ?? 0 })),
    })),
  };
  const revenue = readRevenue(revenueInput);
  const timeline = buildTimeline({
    variantIds: variants.map((v) => v.id),
    days: looks.map((look) => look.day),
    signups: [
      ...looks.map(
        (look) =>
          new Map(
            variants.map((v) => [
              v.id,
              {
                visitors: look.counts.get(v.id)?.exposure ?? 0,
                conversions: look.counts.get(v.id)?.signup_started ?? 0,
              },
            ]),
          ),
      ),
      new Map(variants.map((v) => [v.id, { visitors: v.visitors, conversions: v.signupsStarted }])),
    ],
    revenue: revenueInput,
    currency: revenue.currencies[0]?.currency ?? null,
    now,
  });
  const signupStarted = read((v) => v.signupsStarted, 'signup_started');
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
      signupStarted,
      accountCreated: read((v) => v.accountsCreated, 'account_created'),
    },
    revenue,
    guardrails: guardrails(signupStarted, revenue),
    timeline,
    generatedAt: now.toISOString(),
  };
}

/**
 * The challengers whose sign-ups and revenue per visitor move in opposite directions against the
 * control (by their observed uplifts, in any currency): more sign-ups but less money, or the other
 * way round. Shipping one on the strength of a single measure would trade the other away.
 */
export function guardrails(signups: ExperimentReadResult, revenue: RevenueResults): Guardrail[] {
  if (!signups.ok) return [];
  const found: Guardrail[] = [];
  for (const variant of signups.read.variants) {
    if (variant.isControl || variant.uplift === null) continue;
    for (const currency of revenue.currencies) {
      const money = currency.variants.find((v) => v.id === variant.id);
      if (!money || money.revenueUplift === null) continue;
      const up = variant.uplift > 0 && money.revenueUplift < 0;
      const down = variant.uplift < 0 && money.revenueUplift > 0;
      if (!up && !down) continue;
      found.push({
        variant: variant.id,
        kind: up ? 'signups-up-revenue-down' : 'signups-down-revenue-up',
        currency: currency.currency,
        signupUplift: variant.uplift,
        revenueUplift: money.revenueUplift,
        signupsDecided: variant.alwaysValid?.significant ?? false,
        revenueDecided: money.revenueAlwaysValid?.significant ?? false,
      });
    }
  }
  return found;
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
        const [totals, daily, purchases] = await Promise.all([
          store.totals(row._id),
          store.daily(row._id),
          store.purchases(row._id),
        ]);
        const results = buildResults(row, totals, now(), daily, purchases);
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
