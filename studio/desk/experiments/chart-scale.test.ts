import { describe, expect, it } from 'vitest';
import { chartScale, niceStep, upliftLimits } from './chart-scale';

const BOX = { width: 500, height: 200, left: 50, right: 10, top: 10, bottom: 30 };

describe('the chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(1)).toBe(0.5);
    expect(niceStep(0.07)).toBeCloseTo(0.02, 12);
    expect(niceStep(9.3)).toBe(5);
    expect(niceStep(0)).toBe(1);
  });

  it('spreads the days evenly and puts values, bands included, inside round ticks', () => {
    const scale = chartScale(
      [
        { label: 'a', values: [0.05, 0.06, null] },
        { label: 'b', values: [0.1, 0.2, 0.3], band: [null, { lower: -0.15, upper: 0.45 }, null] },
      ],
      3,
      BOX,
    );
    expect(scale.xs).toEqual([50, 270, 490]);
    expect(scale.ticks[0]).toBeLessThanOrEqual(-0.15);
    expect(scale.ticks.at(-1)).toBeGreaterThanOrEqual(0.45);
    expect(scale.y(scale.ticks[0]!)).toBe(170);
    expect(scale.y(scale.ticks.at(-1)!)).toBe(10);
    expect(scale.showsZero).toBe(true);
  });

  it('draws one day at the right edge, and no value as 0 to 1', () => {
    const scale = chartScale([{ label: 'a', values: [null] }], 1, BOX);
    expect(scale.xs).toEqual([490]);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.ticks.at(-1)).toBe(1);
    expect(scale.showsZero).toBe(false);
  });
});

describe('the range of an uplift chart', () => {
  it('stops at -100 % and at twice the last band, and the scale keeps within it', () => {
    const lines = [
      {
        label: 'b',
        values: [3, 0.2],
        band: [
          { lower: -4, upper: 9 },
          { lower: -0.1, upper: 0.6 },
        ],
      },
    ];
    expect(upliftLimits(lines)).toEqual({ min: -1, max: 1.2 });
    const scale = chartScale(lines, 2, BOX, upliftLimits(lines));
    expect(scale.ticks[0]).toBe(-1);
    // Rounded up to the next tick, far below the first day's +900 %.
    expect(scale.ticks.at(-1)).toBeLessThanOrEqual(2);
    expect(upliftLimits([{ label: 'a', values: [] }])).toEqual({ min: -1, max: 1 });
  });
});
