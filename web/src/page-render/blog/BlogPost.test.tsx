// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogPost, type StoredPost } from './BlogPost';
import { heading, link, paragraph, span } from '@/testing/portable-text';

afterEach(cleanup);

const POST: StoredPost = {
  _id: 'post-en-nda-basics',
  _type: 'post',
  language: 'en',
  path: '/blog/nda-basics/',
  title: 'NDAs explained',
  publishedAt: '2025-02-11',
  authorName: 'Maya Lindqvist',
  authorRole: 'Legal content editor',
  summary: 'What an NDA covers.',
  relatedKeyword: 'non-disclosure-agreement',
  body: [
    paragraph('b1', [span('Start from '), span('a contract', ['l1'])], {
      markDefs: [link('l1', '/search/?q=contract')],
    }),
    heading('b2', 'h2', [span('Mutual')]),
  ],
};

describe('BlogPost', () => {
  it('shows the way back to the blog, the title as h1, the date, the author, the text and the related part', () => {
    render(<BlogPost post={POST} locale="en" related={<section aria-label="Related templates" />} />);
    expect(screen.getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe('/blog/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('NDAs explained');
    const time = document.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2025-02-11');
    expect(time.textContent).toBe('February 11, 2025');
    expect(time.parentElement!.textContent).toBe(
      'Published on February 11, 2025 by Maya Lindqvist, Legal content editor',
    );
    expect(screen.getByRole('link', { name: 'a contract' }).getAttribute('href')).toBe('/search/?q=contract');
    expect(screen.getByRole('heading', { level: 2, name: 'Mutual' })).toBeTruthy();
    // The related templates follow the article.
    const article = document.querySelector('article')!;
    const related = screen.getByRole('region', { name: 'Related templates' });
    expect(article.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out the date and the author it does not have', () => {
    render(<BlogPost post={{ ...POST, publishedAt: null, authorName: null }} locale="en" />);
    expect(document.querySelector('time')).toBeNull();
    expect(screen.queryByText(/Maya/)).toBeNull();
  });
});
