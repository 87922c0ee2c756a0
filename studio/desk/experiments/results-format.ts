/**
 * What the Results tab of an experiment says, as plain text: the figures of the site's results
 * endpoint formatted for people, the health checks as sentences, and what went wrong when the
 * results could not be read. Pure, so it is tested without a studio.
 */
import type {
  ExperimentRead,
  ExperimentReadResult,
  ExperimentResults,
  Guardrail,
  HealthWarning,
  Interval,
  RevenueRead,
  TimelineMetric,
  VariantCounts,
} from '@paperwise/schemas/experiment-results';
import type { ChartLine } from './chart-scale';

/** A figure that does not exist for the counts (no visitors yet, the control's own uplift). */
export const NONE = '—';

const percentFormat = new Intl.NumberFormat('en', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedPercentFormat = new Intl.NumberFormat('en', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const countFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * A moment as the editor reads it, in UTC so that every editor sees the same figure:
 * "27 Nov 2026, 08:41 UTC". A value that is not a date is shown as it is.
 */
export function moment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return `${day.format(date)}, ${time.format(date)} UTC`;
}

/** A share (0.052) as a percentage with one decimal (5.2%), or — when there is none. */
export function percent(value: number | null | undefined): string {
  return isNumber(value) ? percentFormat.format(value) : NONE;
}

/** A change (0.123, -0.04) as a signed percentage (+12.3%, -4.0%), or —. */
export function signedPercent(value: number | null | undefined): string {
  return isNumber(value) ? signedPercentFormat.format(value) : NONE;
}

/** A count of people (12,345), or —. */
export function count(value: number | null | undefined): string {
  return isNumber(value) ? countFormat.format(value) : NONE;
}

/** A 95 % interval of shares (3.1% to 7.4%), or — when it cannot be computed. */
export function interval(value: Interval | null | undefined, signed = false): string {
  if (!value || !isNumber(value.lower) || !isNumber(value.upper)) return NONE;
  const format = signed ? signedPercent : percent;
  return `${format(value.lower)} to ${format(value.upper)}`;
}

/** A figure with its interval underneath in brackets: "5.2% (3.1% to 7.4%)", or — without the figure. */
export function withInterval(main: string, range: string): string {
  if (main === NONE) return NONE;
  return range === NONE ? main : `${main} (${range})`;
}

/** The two conversions the results are read for, in the order the tab shows them. */
export const METRICS = [
  { key: 'signupStarted', title: 'Signup started' },
  { key: 'accountCreated', title: 'Account Created' },
] as const satisfies ReadonlyArray<{ key: keyof ExperimentResults['metrics']; title: string }>;

/** How a variant is named in the tab: its address (or title, or id), the control said so. */
export function variantLabel(
  variant: Pick<VariantCounts, 'id' | 'path' | 'title' | 'isControl'> | undefined,
  id: string,
) {
  const name = variant?.path ?? variant?.title ?? id;
  return variant?.isControl ? `${name} (control)` : name;
}

export interface HealthMessage {
  warning: HealthWarning;
  /** The metric the check is about, when it depends on the metric (conversions). */
  metric: string | null;
  text: string;
}

function healthText(
  warning: HealthWarning,
  read: ExperimentRead,
  labels: (id: string) => string,
  metric: string,
): HealthMessage {
  switch (warning) {
    case 'sample-ratio-mismatch': {
      const p = read.health.sampleRatio?.pValue;
      return {
        warning,
        metric: null,
        text: `Sample ratio mismatch${isNumber(p) ? ` (p = ${p < 0.0001 ? p.toExponential(1) : p.toFixed(4)})` : ''}: the visitors are not split as the weights say. Something sends visitors to one page more than the weights allow; find it before trusting any figure below.`,
      };
    }
    case 'too-little-data': {
      const short = read.health.tooLittleData.variantIds.map(labels);
      return {
        warning,
        metric,
        text: `Too little data for “${metric}”: every variant needs at least 50 visitors and 5 conversions before its figures mean anything${short.length ? ` (not yet: ${short.join(', ')})` : ''}.`,
      };
    }
    case 'too-short': {
      const days = read.health.duration.days;
      return {
        warning,
        metric: null,
        text: `Running for ${isNumber(days) ? `${Math.max(0, Math.floor(days))} day${Math.floor(days) === 1 ? '' : 's'}` : 'less than a week'} only: let it run at least 7 days so that every day of the week is counted.`,
      };
    }
  }
}

/**
 * The health checks of every metric, each said once: the sample-ratio and duration checks are the
 * same for both conversions, too little data is told per conversion.
 */
export function healthMessages(results: ExperimentResults): HealthMessage[] {
  const byId = new Map(results.variants.map((variant) => [variant.id, variant]));
  const labels = (id: string) => variantLabel(byId.get(id), id);
  const seen = new Set<string>();
  const messages: HealthMessage[] = [];
  for (const metric of METRICS) {
    const result: ExperimentReadResult | undefined = results.metrics[metric.key];
    if (!result?.ok) continue;
    for (const warning of result.read.health.warnings) {
      const message = healthText(warning, result.read, labels, metric.title);
      const key = `${message.warning}\0${message.metric ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      messages.push(message);
    }
  }
  return messages;
}

/** One row of a metric's table, every cell already text. */
export interface ResultRow {
  id: string;
  label: string;
  isControl: boolean;
  visitors: string;
  conversions: string;
  rate: string;
  uplift: string;
  chanceToBeatControl: string;
  visitorsStillNeeded: string;
  /** The always-valid interval of the uplift and the (corrected) p-value, with the verdict. */
  alwaysValid: string;
}

/** A p-value as people read it: "p = 0.031", "p < 0.001". */
export function pValue(value: number | null | undefined): string {
  if (!isNumber(value)) return NONE;
  return value < 0.001 ? 'p < 0.001' : `p = ${value.toFixed(3)}`;
}

/** The always-valid read of a challenger in one cell: its interval, p-value and whether it is decided. */
export function alwaysValidCell(read: ExperimentRead['variants'][number]['alwaysValid']): string {
  if (!read) return NONE;
  const verdict = read.significant ? (read.interval.lower > 0 ? 'better' : 'worse') : 'not decided yet';
  return `${interval(read.interval, true)} · ${pValue(read.adjustedPValue)} · ${verdict}`;
}

/** The sentence under a metric's table saying which figures the decision reads. */
export function decisionText(read: ExperimentRead): string {
  const { decision } = read;
  const correction =
    decision.correction === 'holm'
      ? ` With ${decision.challengers} challengers the p-values are corrected by Holm's method and the intervals widened to ${percent(decision.alpha / decision.challengers)} each, so that the chance of any false winner stays at ${percent(decision.alpha)}.`
      : '';
  return `The decision reads the always-valid figures (mixture sequential test, Johari et al.): they stay right however often you look, with at most ${percent(decision.alpha)} false positives. The other intervals and the chance to beat the control are fixed-horizon figures, right only when read once at the planned end.${correction}`;
}

/** The rows of one metric's table, in the endpoint's order (the control first). */
export function resultRows(results: ExperimentResults, read: ExperimentRead): ResultRow[] {
  const byId = new Map(results.variants.map((variant) => [variant.id, variant]));
  return read.variants.map((variant) => ({
    id: variant.id,
    label: variantLabel(byId.get(variant.id) ?? { ...variant, path: null, title: null }, variant.id),
    isControl: variant.isControl,
    visitors: count(variant.visitors),
    conversions: count(variant.conversions),
    rate: withInterval(percent(variant.rate), interval(variant.rateInterval)),
    uplift: variant.isControl
      ? NONE
      : withInterval(signedPercent(variant.uplift), interval(variant.upliftInterval, true)),
    chanceToBeatControl: variant.isControl ? NONE : percent(variant.chanceToBeatControl),
    visitorsStillNeeded: count(variant.visitorsStillNeeded),
    alwaysValid: variant.isControl ? NONE : alwaysValidCell(variant.alwaysValid),
  }));
}

/** The results endpoint of one experiment on the site. */
export function resultsUrl(site: string, experimentId: string): string {
  return `${site.replace(/\/+$/, '')}/api/experiments/${encodeURIComponent(experimentId)}/results/`;
}

/** What could go wrong reading the results, and how the tab says it. */
export type ResultsFailure =
  | { kind: 'unauthorized' }
  | { kind: 'not-found' }
  | { kind: 'unreachable' }
  | { kind: 'status'; status: number }
  | { kind: 'unreadable' };

export function failureMessage(failure: ResultsFailure, site: string): string {
  switch (failure.kind) {
    case 'unauthorized':
      return 'The token is wrong: the site refused it. Paste the experiment results token the site was configured with.';
    case 'not-found':
      return 'The site does not know this experiment: it is not published yet. Publish it, then refresh.';
    case 'unreachable':
      return `The site is not reachable at ${site}. Start it, or point the studio at it with SANITY_STUDIO_PREVIEW_URL, then refresh.`;
    case 'status':
      return `The site answered with an error (${failure.status}). Try again with Refresh; if it persists, look at the site’s log.`;
    case 'unreadable':
      return 'The site’s answer could not be read as experiment results. Is the preview URL pointing at this site?';
  }
}

/** The failure an HTTP status stands for, or null for a success. */
export function failureOfStatus(status: number): ResultsFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401 || status === 403) return { kind: 'unauthorized' };
  if (status === 404) return { kind: 'not-found' };
  return { kind: 'status', status };
}

/** Whether a parsed answer has the shape of the results (enough of it to draw the tab). */
export function isExperimentResults(value: unknown): value is ExperimentResults {
  const results = value as Partial<ExperimentResults> | null;
  return (
    !!results &&
    typeof results === 'object' &&
    Array.isArray(results.variants) &&
    !!results.metrics &&
    typeof results.metrics === 'object' &&
    METRICS.every((metric) => typeof results.metrics?.[metric.key]?.ok === 'boolean')
  );
}

/** An amount in a currency, as the editor reads it: "$9.75", "€37.49"; — without one. */
export function money(value: number | null | undefined, currency: string): string {
  if (!isNumber(value)) return NONE;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A money interval: "$4.10 to $6.20", or —. */
export function moneyInterval(value: Interval | null | undefined, currency: string): string {
  if (!value || !isNumber(value.lower) || !isNumber(value.upper)) return NONE;
  return `${money(value.lower, currency)} to ${money(value.upper, currency)}`;
}

/** One row of a currency's money table, every cell already text. */
export interface RevenueRow {
  id: string;
  label: string;
  visitors: string;
  purchases: string;
  purchasesPerVisitor: string;
  revenuePerVisitor: string;
  averageOrderValue: string;
  uplift: string;
  alwaysValid: string;
}

/** The rows of one currency's money table, the control first. */
export function revenueRows(results: ExperimentResults, read: RevenueRead): RevenueRow[] {
  const byId = new Map(results.variants.map((variant) => [variant.id, variant]));
  return read.variants.map((v) => ({
    id: v.id,
    label: variantLabel(byId.get(v.id) ?? { ...v, path: null, title: null }, v.id),
    visitors: count(v.visitors),
    purchases: count(v.purchases),
    purchasesPerVisitor: withInterval(percent(v.purchasesPerVisitor), interval(v.purchasesPerVisitorInterval)),
    revenuePerVisitor: withInterval(
      money(v.revenuePerVisitor, read.currency),
      moneyInterval(v.revenuePerVisitorInterval, read.currency),
    ),
    averageOrderValue: money(v.averageOrderValue, read.currency),
    uplift: v.isControl ? NONE : withInterval(signedPercent(v.revenueUplift), interval(v.revenueUpliftInterval, true)),
    alwaysValid: v.isControl ? NONE : alwaysValidCell(v.revenueAlwaysValid),
  }));
}

/** A figure cell split into its main figure and its interval: "5.0% (3.9% to 6.4%)" -> ["5.0%", "3.9% to 6.4%"]. */
export function splitFigure(text: string): [main: string, range: string | null] {
  const match = /^(.*?) \((.*)\)$/.exec(text);
  return match ? [match[1]!, match[2]!] : [text, null];
}

/** What the tab says of a guardrail: which way the two measures go, and whether each is decided yet. */
export function guardrailText(results: ExperimentResults, guardrail: Guardrail): string {
  const byId = new Map(results.variants.map((variant) => [variant.id, variant]));
  const label = variantLabel(byId.get(guardrail.variant), guardrail.variant);
  const signups = `sign-ups ${signedPercent(guardrail.signupUplift)}`;
  const revenue = `revenue per visitor ${signedPercent(guardrail.revenueUplift)} (${guardrail.currency})`;
  const direction =
    guardrail.kind === 'signups-up-revenue-down'
      ? `${label} wins sign-ups but loses revenue: ${signups}, ${revenue}.`
      : `${label} loses sign-ups but wins revenue: ${signups}, ${revenue}.`;
  const decided = [guardrail.signupsDecided ? null : 'sign-ups', guardrail.revenueDecided ? null : 'revenue'].filter(
    Boolean,
  );
  const state =
    decided.length === 0
      ? ' Both differences are decided by the always-valid test.'
      : ` Not decided yet for ${decided.join(' and ')}: it may still be noise.`;
  return `${direction}${state} Decide which measure matters before shipping it.`;
}

/** The lines of a timeline metric's two charts: the values per variant, and the challengers' uplifts with their bands. */
export function timelineLines(
  results: ExperimentResults,
  metric: TimelineMetric,
): { values: ChartLine[]; uplifts: ChartLine[] } {
  const byId = new Map(results.variants.map((variant) => [variant.id, variant]));
  const label = (id: string) => variantLabel(byId.get(id), id);
  return {
    values: metric.series.map((series, index) => ({
      label: label(series.variant),
      values: series.values,
      colour: index,
    })),
    uplifts: metric.series.flatMap((series, index) =>
      index === 0 ? [] : [{ label: label(series.variant), values: series.uplift, band: series.band, colour: index }],
    ),
  };
}

/** The sentence under a metric's table on the sample size, instead of a column of its own. */
export function sampleSizeText(read: ExperimentRead): string {
  const { perVariant, stillNeeded, minimumDetectableEffect, power } = read.sampleSize;
  if (perVariant === null) return 'No sample size yet: the control has no conversion to start from.';
  const goal = `To detect a ${percent(minimumDetectableEffect)} change at ${percent(power)} power, each variant needs about ${count(perVariant)} visitors`;
  return stillNeeded && stillNeeded > 0 ? `${goal}: ${count(stillNeeded)} more to go.` : `${goal}: reached.`;
}
