import { describe, expect, it } from 'vitest';
import { formatLcpGraph } from './lantern';

describe("the simulated LCP's graph", () => {
  it('sums the counted requests by kind, in loading order, with the observed paint beside the estimate', () => {
    const text = formatLcpGraph({
      simulatedMs: 2426.4,
      observedMs: 193.2,
      requests: [
        { type: 'Script', bytes: 72 * 1024, endMs: 170 },
        { type: 'Document', bytes: 25.8 * 1024, endMs: 27 },
        { type: 'Script', bytes: 10 * 1024, endMs: 175.4 },
        { type: 'Font', bytes: 47.9 * 1024, endMs: 60 },
        { type: 'Manifest', bytes: 1024, endMs: 90 },
      ],
    });
    expect(text.split('\n')).toEqual([
      '  simulated LCP 2426 ms; observed at full speed 193 ms',
      '  requests the estimate counts: 5, 156.7 kB, the last finished at 175 ms (full speed)',
      '    Document      1    25.8 kB',
      '    Font          1    47.9 kB',
      '    Script        2    82.0 kB',
      '    Manifest      1     1.0 kB',
    ]);
  });

  it('says so when the estimate counted no request', () => {
    expect(formatLcpGraph({ simulatedMs: 900, observedMs: 80, requests: [] })).toBe(
      '  simulated LCP 900 ms; observed at full speed 80 ms\n  requests the estimate counts: none',
    );
  });
});
