// @vitest-environment jsdom
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS, pricingResults, sampleResults } from './fixtures';
import { TOKEN_STORAGE_KEY } from './token';

const operations = vi.hoisted(() => ({
  patch: { execute: vi.fn(), disabled: false },
  publish: { execute: vi.fn(), disabled: false },
  validation: [] as Array<{ level: string; message: string }>,
  validatedIds: [] as string[],
}));

// The studio's document store and validation, stood in for: the view only calls these two hooks.
vi.mock('sanity', () => ({
  useDocumentOperation: () => ({ patch: operations.patch, publish: operations.publish }),
  useValidationStatus: (targetId: string) => {
    operations.validatedIds.push(targetId);
    return { validation: operations.validation, isValidating: false };
  },
}));

const { ResultsView } = await import('./ResultsView');

// Each test renders the whole tab (tables, charts) in jsdom and clicks through it: 2 to 25 s each on
// a 2-core machine busy with builds, the first one more as it loads the studio's UI kit.
vi.setConfig({ testTimeout: 60_000 });

type Props = ComponentProps<typeof ResultsView>;

const experimentDoc = (overrides: Record<string, unknown> = {}) => ({
  _id: 'drafts.experiment-docs-free-demo',
  _type: 'experiment',
  name: 'Free demo: benefit-first headline',
  language: 'en',
  path: '/docs/free-demo/',
  status: 'running',
  startedAt: '2026-11-10T09:00:00Z',
  bucketVersion: 1,
  variants: [
    { _key: 'control', page: { _ref: FIXTURE_IDS.CONTROL }, weight: 50 },
    { _key: 'b', page: { _ref: FIXTURE_IDS.VARIANT }, weight: 50 },
  ],
  ...overrides,
});

function renderView(overrides: Record<string, unknown> = {}, { hasDraft = true } = {}) {
  const displayed = experimentDoc(overrides);
  const props = {
    documentId: 'experiment-docs-free-demo',
    schemaType: { name: 'experiment' },
    document: hasDraft
      ? { displayed, draft: displayed, published: null, historical: null }
      : { displayed, draft: null, published: displayed, historical: null },
    options: {},
  } as unknown as Props;
  return render(
    <ThemeProvider theme={buildTheme()}>
      <ResultsView {...props} />
    </ThemeProvider>,
  );
}

/**
 * The table of that name once the results are shown. Found by selector, not by role: role queries
 * walk the charts' SVG too, which is slow in jsdom on a busy machine.
 */
function tableNamed(container: HTMLElement, name: string): Promise<HTMLTableElement> {
  // Testing Library's waitFor, not vi.waitFor: that one moves the faked clock on as it waits.
  return waitFor(
    () => {
      const found = container.querySelector<HTMLTableElement>(`table[aria-label="${name}"]`);
      if (!found) throw new Error(`no table "${name}" yet`);
      return found;
    },
    { timeout: 10_000 },
  );
}

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

beforeEach(() => {
  window.localStorage.clear();
  operations.patch.execute.mockReset();
  operations.publish.execute.mockReset();
  operations.validation = [];
  operations.validatedIds = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Results tab', () => {
  it('reads the results with the stored token and shows the health checks before the figures', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 's3cret');
    const fetchStub = answer(sampleResults());
    vi.stubGlobal('fetch', fetchStub);
    const { container } = renderView();

    const table = await tableNamed(container, 'Signup started');
    expect(fetchStub).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/api/experiments/experiment-docs-free-demo/results/',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer s3cret' }) }),
    );
    const warnings = [...container.querySelectorAll('[data-health]')];
    expect(warnings.map((w) => w.getAttribute('data-health'))).toEqual([
      'sample-ratio-mismatch',
      'too-little-data',
      'too-short',
    ]);
    // Health checks come before any table in the page.
    expect(warnings[0]!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('table[aria-label="Account Created"]')).toBeTruthy();

    const rows = [...table.querySelectorAll('tr')];
    expect(rows[1]!.textContent).toContain('/docs/free-demo/ (control)');
    // Each figure with its interval on a second line.
    expect(within(rows[1]!).getByText('5.0%')).toBeTruthy();
    expect(within(rows[1]!).getByText('3.9% to 6.4%')).toBeTruthy();
    expect(rows[1]!.textContent).toContain('—');
    expect(within(rows[2]!).getByText('+20.3%')).toBeTruthy();
    expect(within(rows[2]!).getByText('-14.3% to +68.9%')).toBeTruthy();
    expect(within(rows[2]!).getByText('not decided yet')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('86.3%');
    expect(screen.getAllByText(/29,897 more to go/).length).toBeGreaterThan(0);
    // The chart of the rates, and of the uplift with its always-valid band.
    expect(container.querySelector('[data-chart="Signup started rate"]')).toBeTruthy();
    expect(container.querySelectorAll('[data-band]')).toHaveLength(1);
    expect(screen.getByText(/No purchase yet/)).toBeTruthy();
    expect(container.querySelector('[data-guardrail]')).toBeNull();

    // Refresh reads the results again.
    await userEvent.setup().click(screen.getByText('Refresh').closest('button')!);
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
  });

  it('lists the problems of a metric the site could not read', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 's3cret');
    const results = sampleResults();
    results.metrics.accountCreated = {
      ok: false,
      problems: [{ path: 'variants[1].conversions', message: 'More conversions than visitors.' }],
    };
    vi.stubGlobal('fetch', answer(results));
    renderView();
    expect(await screen.findByText('variants[1].conversions: More conversions than visitors.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Account Created' })).toBeNull();
  });

  it('asks for the token when none is kept, and keeps the one pasted in this browser', async () => {
    const fetchStub = answer(sampleResults());
    vi.stubGlobal('fetch', fetchStub);
    renderView();
    expect(fetchStub).not.toHaveBeenCalled();
    const user = userEvent.setup();
    const field = screen.getByLabelText('Results token of the site');
    expect(field.getAttribute('type')).toBe('password');
    await user.type(field, 'pasted-token');
    await user.click(screen.getByRole('button', { name: 'Use this token' }));
    await tableNamed(document.body, 'Signup started');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('pasted-token');
  });

  it('says the token is wrong on a 401 and offers to paste another', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
    vi.stubGlobal('fetch', answer({ error: 'unauthorized' }, 401));
    renderView();
    const alert = await screen.findByText(/The token is wrong/);
    expect(alert).toBeTruthy();
    expect(screen.getByLabelText('Results token of the site')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says where the site was looked for when it cannot be reached', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 's3cret');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderView();
    expect(await screen.findByText(/The site is not reachable at http:\/\/127\.0\.0\.1:3000/)).toBeTruthy();
  });
});

describe('the buttons of the Results tab', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 's3cret');
    vi.stubGlobal('fetch', answer(sampleResults()));
  });

  it('Start sets the status and the start time, then publishes', async () => {
    renderView({ status: 'draft', startedAt: undefined });
    await tableNamed(document.body, 'Signup started');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(operations.patch.execute).toHaveBeenCalledWith([
      { set: { status: 'running', startedAt: '2026-11-24T10:00:00.000Z' } },
    ]);
    expect(operations.publish.execute).toHaveBeenCalledTimes(1);
    expect(operations.patch.execute.mock.invocationCallOrder[0]!).toBeLessThan(
      operations.publish.execute.mock.invocationCallOrder[0]!,
    );
  });

  it('Stop sets the status and the stop time, then publishes', async () => {
    renderView();
    await tableNamed(document.body, 'Signup started');
    const user = userEvent.setup();
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(operations.patch.execute).toHaveBeenCalledWith([
      { set: { status: 'stopped', stoppedAt: '2026-11-24T10:00:00.000Z' } },
    ]);
    expect(operations.publish.execute).toHaveBeenCalledTimes(1);
  });

  it('Ship as winner asks first, then sets the winner, stops and publishes', async () => {
    renderView();
    await tableNamed(document.body, 'Signup started');
    const user = userEvent.setup();
    const ship = screen.getAllByRole('button', { name: 'Ship as winner' });
    await user.click(ship[1]!);
    expect(operations.patch.execute).not.toHaveBeenCalled();
    const confirm = screen.getByRole('alertdialog', { name: 'Ship as winner' });
    expect(confirm.textContent).toContain('/docs/ab/24.11.26/01/');
    await user.click(within(confirm).getByRole('button', { name: 'Ship it' }));
    expect(operations.patch.execute).toHaveBeenCalledWith([
      {
        set: {
          winner: { _type: 'reference', _ref: FIXTURE_IDS.VARIANT },
          status: 'stopped',
          stoppedAt: '2026-11-24T10:00:00.000Z',
        },
      },
    ]);
    expect(operations.publish.execute).toHaveBeenCalledTimes(1);
  });

  it('flags a variant that wins sign-ups but loses revenue, and asks to ship it anyway', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 's3cret');
    vi.stubGlobal('fetch', answer(pricingResults()));
    const { container } = renderView();
    const money = await tableNamed(container, 'Purchases and revenue (USD)');
    const rows = [...money.querySelectorAll('tr')];
    expect(within(rows[1]!).getByText('$9.75')).toBeTruthy();
    expect(within(rows[2]!).getByText('$3.61')).toBeTruthy();
    expect(within(rows[2]!).getByText('worse')).toBeTruthy();
    const flags = [...container.querySelectorAll('[data-guardrail]')];
    expect(flags.map((flag) => flag.getAttribute('data-guardrail'))).toEqual(['signups-up-revenue-down']);
    expect(flags[0]!.textContent).toMatch(
      /wins sign-ups but loses revenue: sign-ups \+20\.3%, revenue per visitor -62\.9% \(USD\)/,
    );
    expect(flags[0]!.textContent).toMatch(/Not decided yet for sign-ups/);

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Ship as winner' })[1]!);
    const confirm = screen.getByRole('alertdialog', { name: 'Ship as winner' });
    expect(confirm.textContent).toMatch(/loses revenue/);
    expect(within(confirm).queryByRole('button', { name: 'Ship it' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Ship anyway' }));
    expect(operations.patch.execute).toHaveBeenCalledTimes(1);
    expect(operations.publish.execute).toHaveBeenCalledTimes(1);
  });

  it('Cancel leaves the experiment as it is', async () => {
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Ship as winner' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(operations.patch.execute).not.toHaveBeenCalled();
  });

  it('are disabled while the document has validation errors', async () => {
    operations.validation = [{ level: 'error', message: 'The weights add up to 90, not 100.' }];
    renderView();
    await tableNamed(document.body, 'Signup started');
    for (const name of ['Start', 'Stop', 'Ship as winner']) {
      for (const button of screen.getAllByRole('button', { name })) {
        expect((button as HTMLButtonElement).disabled, name).toBe(true);
      }
    }
    expect(screen.getByText(/has validation errors/)).toBeTruthy();
    expect(operations.validatedIds).toContain('drafts.experiment-docs-free-demo');
  });

  it('checks the published document when there is no draft', () => {
    renderView({}, { hasDraft: false });
    expect(operations.validatedIds.every((id) => id === 'experiment-docs-free-demo')).toBe(true);
    expect(operations.validatedIds.length).toBeGreaterThan(0);
  });
});
