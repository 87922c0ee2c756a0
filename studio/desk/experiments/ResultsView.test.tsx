// @vitest-environment jsdom
import { ThemeProvider } from '@sanity/ui';
import { buildTheme } from '@sanity/ui/theme';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS, sampleResults } from './fixtures';
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

    const table = await screen.findByRole('table', { name: 'Signup started' });
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
    expect(screen.getByRole('table', { name: 'Account Created' })).toBeTruthy();

    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('/docs/free-demo/ (control)');
    expect(rows[1]!.textContent).toContain('5.0% (3.9% to 6.4%)');
    expect(rows[1]!.textContent).toContain('—');
    expect(rows[2]!.textContent).toContain('+20.3% (-14.3% to +68.9%)');
    expect(rows[2]!.textContent).toContain('86.3%');
    expect(rows[2]!.textContent).toContain('29,897');

    // Refresh reads the results again.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
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
    await screen.findByRole('table', { name: 'Signup started' });
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
    await screen.findByRole('table', { name: 'Signup started' });
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
    await screen.findByRole('table', { name: 'Signup started' });
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
    await screen.findByRole('table', { name: 'Signup started' });
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
    await screen.findByRole('table', { name: 'Signup started' });
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
