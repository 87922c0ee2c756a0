import { describe, expect, it } from 'vitest';
import { failures, lowCategories } from './quality';
import type { LighthouseReport } from './lighthouse';

/** A report with the three categories and the audits given (only the fields the benchmark reads). */
function report(
  scores: { seo: number | null; accessibility: number | null },
  audits: Record<string, { score: number | null; scoreDisplayMode: string; details?: unknown; explanation?: string }>,
): LighthouseReport {
  const refs = Object.keys(audits).map((id) => ({ id }));
  return {
    categories: {
      seo: { score: scores.seo, auditRefs: refs.filter((ref) => !ref.id.startsWith('a11y')) },
      accessibility: { score: scores.accessibility, auditRefs: refs.filter((ref) => ref.id.startsWith('a11y')) },
      'best-practices': { score: 1, auditRefs: [] },
    },
    audits: Object.fromEntries(Object.entries(audits).map(([id, audit]) => [id, { id, title: id, ...audit }])),
  } as unknown as LighthouseReport;
}

describe('quality benchmark', () => {
  it('names each failing audit with the selectors or links of its elements, and skips passing and n/a ones', () => {
    const lhr = report(
      { seo: 0.92, accessibility: 0.9 },
      {
        'link-text': {
          score: 0,
          scoreDisplayMode: 'binary',
          details: { items: [{ href: 'https://x.test/cookies/', text: 'Learn more' }] },
        },
        'meta-description': { score: 1, scoreDisplayMode: 'binary' },
        canonical: { score: null, scoreDisplayMode: 'notApplicable' },
        'a11y-contrast': {
          score: 0,
          scoreDisplayMode: 'binary',
          details: {
            items: [{ node: { selector: 'footer > p.small' } }, { node: { selector: 'footer > p.small' } }],
          },
        },
      },
    );
    expect(failures(lhr).map((f) => [f.id, f.elements])).toEqual([
      ['link-text', ['https://x.test/cookies/ "Learn more"']],
      ['a11y-contrast', ['footer > p.small']],
    ]);
  });

  it('fails a page under 0.95 in SEO or accessibility, or that Lighthouse could not score', () => {
    expect(lowCategories(report({ seo: 0.95, accessibility: 1 }, {}))).toEqual([]);
    expect(lowCategories(report({ seo: 0.94, accessibility: 1 }, {}))).toEqual(['seo']);
    expect(lowCategories(report({ seo: 1, accessibility: null }, {}))).toEqual(['accessibility']);
  });
});
