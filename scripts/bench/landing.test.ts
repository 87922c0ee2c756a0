import { describe, expect, it } from 'vitest';
import { mediansTable } from './landing';

const runs = (...figures: Array<[number, number, number]>) =>
  figures.map(([score, LCP, TBT]) => ({ score, FCP: 900, LCP, TBT }));

/** The cells of the table's row that starts with the label (cells are two or more spaces apart). */
const row = (text: string, label: string) =>
  text
    .split('\n')
    .find((line) => line.startsWith(label))!
    .split(/\s{2,}/);

describe('mediansTable', () => {
  it('takes each figure’s own median and spread, and the ratio of the medians to the empty page’s', () => {
    const text = mediansTable([
      // The median-score run (97) has LCP 3000 and TBT 40; the medians are 2100 and 200.
      {
        label: 'landing',
        perRun: runs([63, 2100, 900], [97, 3000, 40], [99, 2000, 200], [94, 2200, 240], [92, 1900, 100]),
      },
      { label: 'empty page', perRun: runs([99, 1800, 40], [100, 1500, 100], [99, 1400, 80]) },
    ]);
    // Each row's cells, as the table writes them: label, runs, score, spread, Δ, LCP, spread, ×, TBT, spread, ×.
    const cells = (label: string) => row(text, label).join(' | ');
    expect(cells('landing')).toBe('landing | 5 | 94 | 63–99 | -0.05 | 2100 | 1900–3000 | 1.40× | 200 | 40–900 | 2.50×');
    expect(cells('empty page')).toBe(
      'empty page | 3 | 99 | 99–100 | 0.00 | 1500 | 1400–1800 | 1.00× | 80 | 40–100 | 1.00×',
    );
  });

  it('says n/a where no run gave the figure', () => {
    const text = mediansTable([
      { label: 'broken', perRun: [{ score: 50, FCP: 1, LCP: Number.NaN, TBT: 10 }] },
      { label: 'empty page', perRun: runs([99, 1500, 80]) },
    ]);
    expect(text).toMatch(/broken\s+1\s+50\s+50–50\s+-0\.49\s+NaN\s+n\/a/);
  });
});
