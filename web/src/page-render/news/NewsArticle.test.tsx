// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNewsDate } from '@/lib/news-date';
import { NewsArticle, type StoredNewsArticle } from './NewsArticle';
import { heading, link, paragraph, span } from '@/testing/portable-text';

afterEach(cleanup);

const ARTICLE: StoredNewsArticle = {
  _id: 'newsArticle-en-affiliate-program',
  _type: 'newsArticle',
  language: 'en',
  path: '/company/newsroom/affiliate-program/',
  title: 'Paperwise launches its affiliate programme',
  publishedAt: '2023-10-03',
  summary: 'Earn a 30% commission.',
  body: [
    paragraph('b1', [span('Read the '), span('programme page', ['l1'])], {
      markDefs: [link('l1', '/company/affiliate/')],
    }),
    // A link the site does not accept.
    heading('b2', 'h2', [span('How it works', ['l2'])], { markDefs: [link('l2', 'javascript:alert(1)')] }),
  ],
  related: [
    { _key: 'r1', label: 'Join the affiliate programme', href: '/company/affiliate/' },
    { _key: 'r2', label: 'Elsewhere', href: 'https://example.com/' },
    { _key: 'r3', label: null, href: '/company/about/' },
  ],
};

describe('NewsArticle', () => {
  it('shows the way back, the title as h1, the date, the text and the related pages', () => {
    render(<NewsArticle article={ARTICLE} locale="en" />);
    expect(screen.getByRole('link', { name: /Newsroom/ }).getAttribute('href')).toBe('/company/newsroom/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Paperwise launches its affiliate programme');
    const time = document.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2023-10-03');
    expect(time.textContent).toBe('October 3, 2023');
    expect(screen.getByRole('link', { name: 'programme page' }).getAttribute('href')).toBe('/company/affiliate/');
    // A link the site does not accept shows its text only.
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' }).querySelector('a')).toBeNull();
    const related = screen.getByRole('complementary', { name: 'Related pages' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Join the affiliate programme', '/company/affiliate/']]);
  });

  it('writes the date, the way back and site links in the page’s language', () => {
    render(<NewsArticle article={{ ...ARTICLE, language: 'fr', related: null }} locale="fr" />);
    expect(screen.getByRole('link', { name: /Salle de presse/ }).getAttribute('href')).toBe('/fr/company/newsroom/');
    expect(screen.getByText('3 octobre 2023')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'programme page' }).getAttribute('href')).toBe('/fr/company/affiliate/');
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

describe('formatNewsDate', () => {
  it('writes a day as each language does, without a time zone moving it', () => {
    expect(formatNewsDate('2026-02-10', 'en')).toBe('February 10, 2026');
    expect(formatNewsDate('2026-02-10', 'de')).toBe('10. Februar 2026');
    expect(formatNewsDate('2026-02-10', 'es')).toBe('10 de febrero de 2026');
    expect(formatNewsDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('gives nothing for a value that is not a day', () => {
    expect(formatNewsDate(null, 'en')).toBeNull();
    expect(formatNewsDate('soon', 'en')).toBeNull();
  });
});
