import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useDocumentOperation, useValidationStatus } from 'sanity';
import type { UserViewComponent } from 'sanity/structure';
import type { ExperimentResults } from '@paperwise/schemas/experiment-results';
import { studioEnv } from '../../env';
import {
  canShip,
  canStart,
  canStop,
  shipPatch,
  startPatch,
  stopPatch,
  type ExperimentState,
  type SetPatch,
} from './decisions';
import { loadResults, type ResultsLoad } from './results-client';
import { upliftLimits } from './chart-scale';
import { ResultsChart } from './ResultsChart';
import {
  decisionText,
  failureMessage,
  guardrailText,
  healthMessages,
  METRICS,
  moment,
  money,
  percent,
  resultRows,
  revenueRows,
  sampleSizeText,
  signedPercent,
  splitFigure,
  timelineLines,
  variantLabel,
  type ResultsFailure,
} from './results-format';
import { readStoredToken, storeToken } from './token';
import { siteLocation } from '../../local/site';

/** What the tab shows of the results: none asked for yet, the first reading, or its answer. */
type Load =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; results: ExperimentResults }
  | { state: 'failed'; failure: ResultsFailure };

interface ExperimentDocument extends ExperimentState {
  name?: string;
  path?: string;
  language?: string;
}

const STATUS_TONES = { draft: 'default', running: 'positive', stopped: 'caution' } as const;

const COLUMNS = [
  'Variant',
  'Conversions',
  'Rate (95% interval)',
  'Uplift, fixed horizon',
  'Always-valid uplift (decision)',
  'Chance to beat control',
];

const REVENUE_COLUMNS = [
  'Variant',
  'Purchases per visitor',
  'Revenue per visitor',
  'Average order',
  'Uplift, fixed horizon',
  'Always-valid uplift (decision)',
];

// One chart a row unless the pane is wide enough for two of a readable size.
const CHART_GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(460px, 1fr))', gap: '1.5rem' };

const cellStyle = {
  padding: '0.6rem 0.75rem',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
  borderTop: '1px solid var(--card-border-color, #e5e7eb)',
};
const headStyle = { ...cellStyle, borderTop: 'none', verticalAlign: 'bottom' as const };

const VERDICT_TONES: Record<string, string> = { better: '#047857', worse: '#b91c1c' };

/** A figure with its interval on a second, quieter line; the decision cell with its verdict first. */
function FigureCell({ text, decision }: { text: string; decision: boolean }) {
  if (decision && text.includes(' · ')) {
    const [range, p, verdict] = text.split(' · ');
    return (
      <Stack gap={2}>
        <Text size={1} weight="semibold" style={{ color: VERDICT_TONES[verdict ?? ''] }}>
          {verdict}
        </Text>
        <Text size={1}>{range}</Text>
        <Text size={0} muted>
          {p}
        </Text>
      </Stack>
    );
  }
  const [main, range] = splitFigure(text);
  return (
    <Stack gap={2}>
      <Text size={1} style={{ whiteSpace: 'nowrap' }}>
        {main}
      </Text>
      {range ? (
        <Text size={0} muted>
          {range}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A table of figures: a header row, one row per variant, each cell a figure with its interval. */
function FigureTable({
  label,
  columns,
  rows,
  decisionColumn,
}: {
  label: string;
  columns: readonly string[];
  /** Each variant: its name, a quieter line under it (its visitors), and its figures. */
  rows: readonly { id: string; label: string; sub: string; cells: readonly string[] }[];
  /** The index among the cells of the always-valid column. */
  decisionColumn: number;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={headStyle}>
              <Text size={1} weight="semibold" muted>
                {column}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" style={{ ...cellStyle, minWidth: '9rem', maxWidth: '15rem' }}>
              <Stack gap={2}>
                <Text size={1} weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Text>
                <Text size={0} muted>
                  {row.sub}
                </Text>
              </Stack>
            </th>
            {row.cells.map((cell, index) => (
              <td
                key={index}
                style={
                  index === decisionColumn
                    ? { ...cellStyle, background: 'var(--card-muted-bg-color, #f6f7f9)' }
                    : cellStyle
                }
              >
                <FigureCell text={cell} decision={index === decisionColumn} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The "Results" tab of an experiment: the site's figures for it, health checks first, and the
 * buttons that start, stop and ship it. Each button edits the document and publishes it at once
 * (the site reads published experiments only), through the studio's own document operations, so
 * the form, its draft and its validation stay in step with what is published.
 */
export const ResultsView: UserViewComponent = ({ documentId, document }) => {
  const id = documentId.replace(/^drafts\./, '');
  const experiment = (document.displayed ?? {}) as ExperimentDocument;
  // The site serving the studio, else the preview URL; its token when it hands one to a local studio.
  const [location] = useState(() => siteLocation());
  const site = location.origin;
  const builtInToken = location.resultsToken ?? studioEnv.experimentResultsToken ?? null;
  const [storedToken, setStoredToken] = useState<string | null>(() => readStoredToken());
  const token = builtInToken ?? storedToken;
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: ResultsLoad } | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);

  const { patch, publish } = useDocumentOperation(id, 'experiment');
  // What a button would publish: the draft when there is one, else the published document itself.
  const { validation, isValidating } = useValidationStatus(document.draft ? `drafts.${id}` : id, 'experiment', true);
  const hasErrors = validation.some((marker) => marker.level === 'error');
  const locked = hasErrors || isValidating;

  // One reading per experiment, token and press of Refresh; an answer to an older one is dropped.
  const requestKey = token ? `${id}\n${token}\n${attempt}` : null;
  useEffect(() => {
    if (!token || !requestKey) return;
    let current = true;
    void loadResults(site, id, token).then((load) => {
      if (current) setAnswer({ key: requestKey, load });
    });
    return () => {
      current = false;
    };
  }, [id, requestKey, site, token]);
  const loading = requestKey !== null && answer?.key !== requestKey;
  // While a new reading is under way the previous answer of this experiment stays on screen.
  const shown = answer?.key.startsWith(`${id}\n`) ? answer.load : null;
  const load: Load = !requestKey
    ? { state: 'idle' }
    : !shown
      ? { state: 'loading' }
      : shown.ok
        ? { state: 'done', results: shown.results }
        : { state: 'failed', failure: shown.failure };

  const decide = useCallback(
    (change: SetPatch) => {
      patch.execute([change]);
      publish.execute();
    },
    [patch, publish],
  );

  const saveToken = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    if (!value) return;
    storeToken(value);
    setStoredToken(value);
  };

  const forgetToken = () => {
    storeToken(null);
    setStoredToken(null);
  };

  const results = load.state === 'done' ? load.results : null;
  const countsById = new Map((results?.variants ?? []).map((variant) => [variant.id, variant]));
  const status = (experiment.status ?? 'draft') as keyof typeof STATUS_TONES;
  const askForToken =
    !builtInToken && (!storedToken || (load.state === 'failed' && load.failure.kind === 'unauthorized'));
  const health = results ? healthMessages(results) : [];

  return (
    <Box padding={4}>
      <Stack gap={5}>
        <Stack gap={3}>
          <Flex align="center" gap={3} wrap="wrap">
            <Heading size={2} as="h2">
              {experiment.name ?? 'Experiment'}
            </Heading>
            <Badge tone={STATUS_TONES[status] ?? 'default'}>{status}</Badge>
          </Flex>
          <Text size={1} muted>
            {(experiment.language ?? '??').toUpperCase()} {experiment.path ?? '(no address)'}
            {experiment.startedAt ? ` · started ${moment(experiment.startedAt)}` : ''}
            {experiment.stoppedAt ? ` · stopped ${moment(experiment.stoppedAt)}` : ''}
          </Text>
          <Flex gap={2} wrap="wrap">
            <Button
              text="Start"
              tone="positive"
              disabled={locked || !canStart(experiment)}
              onClick={() => decide(startPatch(new Date()))}
            />
            <Button
              text="Stop"
              tone="critical"
              mode="ghost"
              disabled={locked || !canStop(experiment)}
              onClick={() => decide(stopPatch(new Date()))}
            />
            <Button
              text="Refresh"
              mode="ghost"
              disabled={!token || loading}
              loading={loading}
              onClick={() => setAttempt((n) => n + 1)}
            />
          </Flex>
          {hasErrors ? (
            <Card tone="critical" padding={3} radius={2} role="alert">
              <Text size={1}>
                The experiment has validation errors: fix them in the form before starting, stopping or shipping it.
              </Text>
            </Card>
          ) : null}
        </Stack>

        {askForToken ? (
          <Card padding={3} radius={2} border>
            <form onSubmit={saveToken}>
              <Stack gap={3}>
                <Text as="label" htmlFor="experiment-results-token" size={1} weight="semibold">
                  Results token of the site
                </Text>
                <Text size={1} muted>
                  Paste it once: this browser keeps it (never the dataset). Ask whoever runs the site for it.
                </Text>
                <Flex gap={2}>
                  <Box flex={1}>
                    <TextInput id="experiment-results-token" name="token" type="password" autoComplete="off" />
                  </Box>
                  <Button type="submit" text="Use this token" tone="primary" />
                </Flex>
              </Stack>
            </form>
          </Card>
        ) : null}

        {load.state === 'failed' ? (
          <Card tone="critical" padding={3} radius={2} role="alert">
            <Stack gap={3}>
              <Text size={1}>{failureMessage(load.failure, site)}</Text>
              {load.failure.kind === 'unauthorized' && storedToken && !builtInToken ? (
                <Box>
                  <Button text="Forget this token" mode="ghost" onClick={forgetToken} />
                </Box>
              ) : null}
            </Stack>
          </Card>
        ) : null}
        {loading ? <Text size={1}>Reading the results…</Text> : null}

        {results ? (
          <Stack gap={5}>
            <Stack gap={3} aria-label="Health checks">
              <Heading size={1} as="h3">
                Health checks
              </Heading>
              {health.length === 0 ? (
                <Text size={1}>No warning: the split matches the weights, there is enough data and a full week.</Text>
              ) : (
                health.map((message) => (
                  <Card
                    key={`${message.warning}-${message.metric ?? ''}`}
                    tone="caution"
                    padding={3}
                    radius={2}
                    data-health={message.warning}
                  >
                    <Text size={1}>{message.text}</Text>
                  </Card>
                ))
              )}
            </Stack>

            {results.guardrails.length > 0 ? (
              <Stack gap={3} aria-label="Guardrails">
                <Heading size={1} as="h3">
                  Guardrails
                </Heading>
                {results.guardrails.map((guardrail) => (
                  <Card
                    key={`${guardrail.variant}-${guardrail.currency}`}
                    tone="critical"
                    padding={3}
                    radius={2}
                    border
                    data-guardrail={guardrail.kind}
                  >
                    <Text size={1}>{guardrailText(results, guardrail)}</Text>
                  </Card>
                ))}
              </Stack>
            ) : null}

            {results.timeline.days.length > 0 ? (
              <Stack gap={3}>
                <Heading size={1} as="h3">
                  Over time
                </Heading>
                <Text size={1} muted>
                  For each measure: each variant&apos;s figure at the end of each day, then each challenger&apos;s
                  uplift over the control with its always-valid band. Once the band leaves the zero line, the difference
                  is decided.
                </Text>
                <div style={CHART_GRID}>
                  {results.timeline.metrics.flatMap((metric) => {
                    const lines = timelineLines(results, metric);
                    const name =
                      metric.metric === 'signupStarted'
                        ? 'Signup started rate'
                        : `Revenue per visitor (${metric.currency ?? ''})`;
                    const format =
                      metric.metric === 'signupStarted'
                        ? (value: number) => percent(value)
                        : (value: number) => money(value, metric.currency ?? 'USD');
                    return [
                      <ResultsChart
                        key={`${metric.metric}-values`}
                        title={name}
                        description="per variant, day by day"
                        days={results.timeline.days}
                        lines={lines.values}
                        format={format}
                      />,
                      <ResultsChart
                        key={`${metric.metric}-uplift`}
                        title={`${name}: uplift with its always-valid band`}
                        description="relative uplift of each challenger over the control, with the band the decision reads"
                        days={results.timeline.days}
                        lines={lines.uplifts}
                        format={(value) => signedPercent(value)}
                        limits={upliftLimits(lines.uplifts)}
                      />,
                    ];
                  })}
                </div>
              </Stack>
            ) : null}

            {METRICS.map((metric) => {
              const result = results.metrics[metric.key];
              return (
                <Stack gap={3} key={metric.key}>
                  <Heading size={1} as="h3">
                    {metric.title}
                  </Heading>
                  {result.ok ? (
                    <Card radius={2} border style={{ overflowX: 'auto' }}>
                      <FigureTable
                        label={metric.title}
                        columns={COLUMNS}
                        rows={resultRows(results, result.read).map((row) => ({
                          id: row.id,
                          label: row.label,
                          sub: counted(row.visitors, 'visitor'),
                          cells: [row.conversions, row.rate, row.uplift, row.alwaysValid, row.chanceToBeatControl],
                        }))}
                        decisionColumn={3}
                      />
                      <Stack gap={2} padding={3}>
                        <Text size={1} muted>
                          {sampleSizeText(result.read)}
                        </Text>
                        <Text size={1} muted>
                          {decisionText(result.read)}
                        </Text>
                      </Stack>
                    </Card>
                  ) : (
                    <Card tone="critical" padding={3} radius={2}>
                      <Stack gap={2}>
                        <Text size={1}>These figures cannot be read:</Text>
                        <Stack as="ul" gap={2} style={{ margin: 0, paddingLeft: '1.25rem' }}>
                          {result.problems.map((problem) => (
                            <Text as="li" size={1} key={`${problem.path}-${problem.message}`}>
                              {problem.path}: {problem.message}
                            </Text>
                          ))}
                        </Stack>
                      </Stack>
                    </Card>
                  )}
                </Stack>
              );
            })}

            <Stack gap={3}>
              <Heading size={1} as="h3">
                Purchases and revenue
              </Heading>
              {results.revenue.currencies.length === 0 ? (
                <Text size={1} muted>
                  No purchase yet: purchases are counted when the site confirms the order with the userbase.
                </Text>
              ) : (
                results.revenue.currencies.map((currency) => (
                  <Card key={currency.currency} radius={2} border style={{ overflowX: 'auto' }}>
                    <FigureTable
                      label={`Purchases and revenue (${currency.currency})`}
                      columns={REVENUE_COLUMNS}
                      rows={revenueRows(results, currency).map((row) => ({
                        id: row.id,
                        label: row.label,
                        sub: `${counted(row.visitors, 'visitor')} · ${counted(row.purchases, 'purchase')}`,
                        cells: [
                          row.purchasesPerVisitor,
                          row.revenuePerVisitor,
                          row.averageOrderValue,
                          row.uplift,
                          row.alwaysValid,
                        ],
                      }))}
                      decisionColumn={4}
                    />
                  </Card>
                ))
              )}
              <Text size={1} muted>
                {results.revenue.method}
              </Text>
            </Stack>
          </Stack>
        ) : null}

        <Stack gap={3}>
          <Heading size={1} as="h3">
            Variants
          </Heading>
          {(experiment.variants ?? []).map((variant, index) => {
            const pageId = variant.page?._ref;
            if (!pageId) return null;
            const counts = countsById.get(pageId);
            // The document's order decides the control: the first variant.
            const label = variantLabel(
              counts
                ? { ...counts, isControl: index === 0 }
                : { id: pageId, path: null, title: null, isControl: index === 0 },
              pageId,
            );
            const isWinner = experiment.winner?._ref === pageId;
            // A variant that wins one measure and loses the other: the confirmation says so first.
            const warnings = (results?.guardrails ?? []).filter((guardrail) => guardrail.variant === pageId);
            return (
              <Card key={variant._key ?? pageId} padding={3} radius={2} border>
                <Flex align="center" gap={3} wrap="wrap">
                  <Box flex={1}>
                    <Text size={1}>
                      {label} · {typeof variant.weight === 'number' ? percent(variant.weight / 100) : '—'} of visitors
                    </Text>
                  </Box>
                  {isWinner ? <Badge tone="positive">winner</Badge> : null}
                  <Button
                    text="Ship as winner"
                    mode="ghost"
                    tone="primary"
                    disabled={locked || !canShip(experiment, pageId)}
                    onClick={() => setShipping(pageId)}
                  />
                </Flex>
                {shipping === pageId ? (
                  <Card
                    tone="caution"
                    padding={3}
                    radius={2}
                    marginTop={3}
                    role="alertdialog"
                    aria-label="Ship as winner"
                  >
                    <Stack gap={3}>
                      {warnings.map((guardrail) => (
                        <Card key={guardrail.currency} tone="critical" padding={3} radius={2} border>
                          <Text size={1}>{guardrailText(results!, guardrail)}</Text>
                        </Card>
                      ))}
                      <Text size={1}>
                        Ship {label} to every visitor of {experiment.path ?? 'this address'}? The experiment stops and
                        is published at once.
                      </Text>
                      <Flex gap={2}>
                        <Button text="Cancel" mode="ghost" onClick={() => setShipping(null)} />
                        <Button
                          text={warnings.length > 0 ? 'Ship anyway' : 'Ship it'}
                          tone={warnings.length > 0 ? 'critical' : 'primary'}
                          disabled={locked}
                          onClick={() => {
                            decide(shipPatch(experiment, pageId, new Date()));
                            setShipping(null);
                          }}
                        />
                      </Flex>
                    </Stack>
                  </Card>
                ) : null}
              </Card>
            );
          })}
        </Stack>
      </Stack>
    </Box>
  );
};

/** A formatted count with its noun: "1 visitor", "1,204 visitors". */
function counted(count: string, noun: string): string {
  return `${count} ${count === '1' ? noun : `${noun}s`}`;
}
