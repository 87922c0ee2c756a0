import { describe, expect, it } from 'vitest';
import { postBodyProblem, postPathProblem, publishedAtProblem, relatedKeywordProblem } from './post.rules';

describe('postPathProblem', () => {
  it.each(['/blog/choosing-a-contract/', '/blog/nda-101/', undefined])(
    'accepts %s (one lower-case segment under the blog)',
    (path) => expect(postPathProblem(path)).toBeNull(),
  );

  // The blog itself, its list pages, other places, nested, upper-case and unterminated addresses.
  it.each([
    '/blog/',
    '/blog/page/',
    '/blog/page/2/',
    '/company/newsroom/nda/',
    '/blog/2025/nda/',
    '/blog/NDA/',
    '/blog/nda',
    '/blog/-nda/',
    '/fr/blog/nda/',
    `/blog/${'a'.repeat(120)}/`,
  ])('refuses %s', (path) => expect(postPathProblem(path)).toMatch(/under the blog/));
});

describe('relatedKeywordProblem', () => {
  it.each(['contract', 'non-disclosure-agreement', undefined])(
    'accepts %s (a search keyword as the search page takes it)',
    (keyword) => expect(relatedKeywordProblem(keyword)).toBeNull(),
  );

  it.each(['', 'Contract', 'business plan', '-plan', 'plan-', 'a--b', 'x'.repeat(61)])(
    'refuses %j (spaces, capitals, empty and loose dashes)',
    (keyword) => expect(relatedKeywordProblem(keyword)).toMatch(/search keyword/),
  );
});

describe('the day and the body follow the newsroom rules', () => {
  it('needs a real day and a word in the body', () => {
    expect(publishedAtProblem('2025-02-29')).toMatch(/day/);
    expect(publishedAtProblem('2024-02-29')).toBeNull();
    expect(postBodyProblem([{ _type: 'block', children: [{ text: ' ' }] }])).toMatch(/Write the/);
    expect(postBodyProblem([{ _type: 'block', children: [{ text: 'Tips.' }] }])).toBeNull();
  });
});
