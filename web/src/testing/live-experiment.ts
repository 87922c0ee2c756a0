import type { LiveExperiment } from '../experiments/registry';

/** The bundle's demo experiment as the registry gives it to the proxy: /docs/free-demo/, 50/50. */
export const DEMO_EXPERIMENT = {
  id: 'experiment-docs-free-demo',
  control: 'landingPage-en-docs-free-demo',
  challenger: 'landingPage-en-docs-ab-24-11-26-01',
  stickyCookie: 'pw_exp_experiment-docs-free-demo_v1',
} as const;

/** The demo experiment, running, with any field replaced. */
export function liveExperiment(overrides: Partial<LiveExperiment> = {}): LiveExperiment {
  return {
    id: DEMO_EXPERIMENT.id,
    name: 'Free demo',
    locale: 'en',
    path: '/docs/free-demo/',
    seed: DEMO_EXPERIMENT.id,
    bucketVersion: 1,
    status: 'running',
    winner: null,
    controlId: DEMO_EXPERIMENT.control,
    variants: [
      { id: DEMO_EXPERIMENT.control, weight: 50 },
      { id: DEMO_EXPERIMENT.challenger, weight: 50 },
    ],
    variantPaths: new Map([
      [DEMO_EXPERIMENT.control, '/en/docs/free-demo/'],
      [DEMO_EXPERIMENT.challenger, '/en/docs/ab/24.11.26/01/'],
    ]),
    stickyCookie: DEMO_EXPERIMENT.stickyCookie,
    startedAt: null,
    ...overrides,
  };
}
