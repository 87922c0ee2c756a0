import 'server-only';
import type { Locale } from '@paperwise/schemas/locales';
import { env } from '@/env';
import { fetchContent } from '@/content/fetch';
import { localContentVersion } from '@/content/local-lake';
import { LIVE_EXPERIMENTS_QUERY } from '@/content/queries';
import { refreshingRead } from '@/content/refreshing-read';
import { logError } from '@/lib/log';
import { isLocale } from '@/i18n/routing';
import { contentKey } from '@/routing/page-paths';
import { EXPERIMENT_STATUSES, experimentProblems, type ExperimentRules, type ExperimentStatus } from './assignment';
import { stickyCookieName } from './visitor';

/** An experiment the proxy applies, with everything a request needs already worked out. */
export interface LiveExperiment extends ExperimentRules {
  /** The experiment document's id: its seed, its key in cookies, events and results. */
  id: string;
  name: string;
  locale: Locale;
  /** The public address without the language: /docs/free-demo/. */
  path: string;
  /** Each variant's own page, as the site's internal path: variant id → '/en/docs/ab/24.11.26/01/'. */
  variantPaths: ReadonlyMap<string, string>;
  /** This experiment's sticky cookie for its current bucket version. */
  stickyCookie: string;
  startedAt: string | null;
}

export interface ExperimentRegistry {
  /** By public address, '/<locale><path>' ('/en/docs/free-demo/'): one lookup per request. */
  byAddress: ReadonlyMap<string, LiveExperiment>;
  byId: ReadonlyMap<string, LiveExperiment>;
}

/** A row of LIVE_EXPERIMENTS_QUERY or EXPERIMENT_QUERY, as far as the registry reads it. */
export interface ExperimentRow {
  _id: string;
  name: string | null;
  language: string | null;
  path: string | null;
  status: string | null;
  bucketVersion: number | null;
  startedAt: string | null;
  winner: string | null;
  variants: Array<{ weight: number | null; id: string | null; path: string | null; language: string | null }> | null;
}

/**
 * The experiment a row describes, ready for the proxy, or the reasons it cannot be applied: rules
 * the assignment refuses, a variant page that is missing, unpublished or of another language.
 * The control is the first variant.
 */
export function liveExperimentOf(row: ExperimentRow): { experiment: LiveExperiment } | { problems: string[] } {
  const problems: string[] = [];
  const locale = row.language;
  if (!isLocale(locale)) problems.push(`Language ${JSON.stringify(locale)} is not one of the site's.`);
  if (!row.path) problems.push('The public address is empty.');
  const variants = (row.variants ?? []).map((variant) => ({
    id: variant.id ?? '',
    weight: variant.weight ?? Number.NaN,
  }));
  const variantPaths = new Map<string, string>();
  for (const variant of row.variants ?? []) {
    if (!variant.id) continue;
    if (!variant.path) problems.push(`Variant ${variant.id} is not a published landing page.`);
    else if (variant.language !== locale)
      problems.push(`Variant ${variant.id} is in ${variant.language}, not ${locale}.`);
    else variantPaths.set(variant.id, contentKey(locale as Locale, variant.path));
  }
  const status = row.status as ExperimentStatus;
  const rules: ExperimentRules = {
    seed: row._id,
    bucketVersion: row.bucketVersion ?? Number.NaN,
    variants,
    status: (EXPERIMENT_STATUSES as readonly string[]).includes(status) ? status : ('invalid' as ExperimentStatus),
    winner: row.winner ?? null,
    controlId: variants[0]?.id ?? '',
  };
  problems.push(...experimentProblems(rules));
  if (problems.length || !isLocale(locale) || !row.path) return { problems };
  return {
    experiment: {
      ...rules,
      id: row._id,
      name: row.name ?? row._id,
      locale,
      path: row.path,
      variantPaths,
      stickyCookie: stickyCookieName(row._id, rules.bucketVersion),
      startedAt: row.startedAt,
    },
  };
}

/**
 * The registry of live experiments from the query's rows (newest first). Of two experiments at one
 * address a running one wins over a stopped one, then the newest; an experiment that cannot be
 * applied is left out and reported, and its address serves its own page.
 */
export function buildRegistry(
  rows: readonly ExperimentRow[],
  report: (id: string, problems: string[]) => void = () => {},
): ExperimentRegistry {
  const byAddress = new Map<string, LiveExperiment>();
  const byId = new Map<string, LiveExperiment>();
  for (const row of rows) {
    const read = liveExperimentOf(row);
    if ('problems' in read) {
      report(row._id, read.problems);
      continue;
    }
    const { experiment } = read;
    byId.set(experiment.id, experiment);
    const address = contentKey(experiment.locale, experiment.path);
    const held = byAddress.get(address);
    if (!held || (held.status !== 'running' && experiment.status === 'running')) byAddress.set(address, experiment);
  }
  return { byAddress, byId };
}

const EMPTY: ExperimentRegistry = { byAddress: new Map(), byId: new Map() };

/** Experiments already reported as broken, so that the log gets one line per problem, not one per minute. */
const reported = new Set<string>();

const registry = refreshingRead({
  read: async () =>
    buildRegistry(
      await fetchContent(LIVE_EXPERIMENTS_QUERY, {}, ['experiment'], { publishedOnly: true }),
      (id, problems) => {
        const line = `${id}: ${problems.join(' ')}`;
        if (reported.has(line)) return;
        reported.add(line);
        logError(`Experiment ${id} is not applied`, new Error(problems.join(' ')));
      },
    ),
  ttlMs: () => env().EXPERIMENT_REGISTRY_TTL_SECONDS * 1000,
  version: localContentVersion,
  failure: 'Could not read the experiments',
  fallback: EMPTY,
});

/**
 * The live experiments, kept as content/refreshing-read.ts says: from a Sanity dataset trusted for
 * EXPERIMENT_REGISTRY_TTL_SECONDS (a minute by default), from the local Content Lake read again on
 * the first request after it changed (a stop, a winner). With no list at all, no experiment applies
 * (every address serves its own page).
 */
export function experimentRegistry(now = Date.now()): Promise<ExperimentRegistry> {
  return registry.get(now);
}

/** The live experiment with this document id, or null. */
export async function liveExperimentById(id: string): Promise<LiveExperiment | null> {
  return (await experimentRegistry()).byId.get(id) ?? null;
}

/** Tests only: forget the registry. */
export function resetExperimentRegistry() {
  registry.reset();
  reported.clear();
}
