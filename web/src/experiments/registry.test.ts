import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { buildRegistry, liveExperimentOf } = await import('./registry');
type Row = Parameters<typeof liveExperimentOf>[0];

function row(overrides: Partial<Row> = {}): Row {
  return {
    _id: 'experiment-docs-free-demo',
    name: 'Free demo: benefit-first headline',
    language: 'en',
    path: '/docs/free-demo/',
    status: 'running',
    bucketVersion: 1,
    startedAt: '2026-11-10T09:00:00Z',
    winner: null,
    variants: [
      { id: 'landingPage-en-docs-free-demo', weight: 50, path: '/docs/free-demo/', language: 'en' },
      { id: 'landingPage-en-docs-ab-24-11-26-01', weight: 50, path: '/docs/ab/24.11.26/01/', language: 'en' },
    ],
    ...overrides,
  };
}

describe('liveExperimentOf', () => {
  it('gives the control (the first variant), the variant pages and the sticky cookie', () => {
    const read = liveExperimentOf(row());
    expect('experiment' in read).toBe(true);
    if (!('experiment' in read)) return;
    expect(read.experiment.controlId).toBe('landingPage-en-docs-free-demo');
    expect(read.experiment.seed).toBe('experiment-docs-free-demo');
    expect(read.experiment.stickyCookie).toBe('pw_exp_experiment-docs-free-demo_v1');
    expect([...read.experiment.variantPaths]).toEqual([
      ['landingPage-en-docs-free-demo', '/en/docs/free-demo/'],
      ['landingPage-en-docs-ab-24-11-26-01', '/en/docs/ab/24.11.26/01/'],
    ]);
  });

  it.each([
    [
      'an unpublished variant page',
      { variants: [row().variants![0]!, { id: 'x', weight: 50, path: null, language: null }] },
      /not a published landing page/,
    ],
    [
      'a variant in another language',
      { variants: [row().variants![0]!, { ...row().variants![1]!, language: 'fr' }] },
      /in fr, not en/,
    ],
    [
      'weights not adding up to 100',
      { variants: [row().variants![0]!, { ...row().variants![1]!, weight: 40 }] },
      /add up to 90/,
    ],
    ['an unknown language', { language: 'xx' }, /not one of the site's/],
    ['a winner that is not a variant', { winner: 'landingPage-en-other' }, /winner is not one of the variants/],
    ['a status the proxy does not know', { status: 'paused' }, /Status/],
  ])('refuses %s', (_label, overrides, message) => {
    const read = liveExperimentOf(row(overrides as Partial<Row>));
    expect('problems' in read && read.problems.join(' ')).toMatch(message);
  });
});

describe('buildRegistry', () => {
  it('finds an experiment by address and by id, and reports the broken ones once each', () => {
    const report = vi.fn();
    const registry = buildRegistry([row(), row({ _id: 'broken', path: '/lp/', bucketVersion: 0 })], report);
    expect(registry.byAddress.get('/en/docs/free-demo/')?.id).toBe('experiment-docs-free-demo');
    expect(registry.byId.has('broken')).toBe(false);
    expect(registry.byAddress.has('/en/lp/')).toBe(false);
    expect(report).toHaveBeenCalledWith('broken', [expect.stringMatching(/Bucket version/)]);
  });

  it('prefers a running experiment to a stopped one at the same address, else the newest row', () => {
    const stopped = row({ _id: 'older-stopped', status: 'stopped' });
    const newerStopped = row({ _id: 'newer-stopped', status: 'stopped' });
    expect(buildRegistry([stopped, row()]).byAddress.get('/en/docs/free-demo/')?.id).toBe('experiment-docs-free-demo');
    expect(buildRegistry([newerStopped, stopped]).byAddress.get('/en/docs/free-demo/')?.id).toBe('newer-stopped');
  });

  it('keeps experiments of different languages at the same path apart', () => {
    const fr = row({
      _id: 'experiment-fr',
      language: 'fr',
      variants: row().variants!.map((variant) => ({ ...variant, id: `${variant.id}-fr`, language: 'fr' })),
    });
    const registry = buildRegistry([row(), fr]);
    expect(registry.byAddress.get('/fr/docs/free-demo/')?.id).toBe('experiment-fr');
    expect(registry.byAddress.get('/en/docs/free-demo/')?.id).toBe('experiment-docs-free-demo');
  });
});
