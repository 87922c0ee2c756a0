import { describe, expect, it } from 'vitest';
import { postBodyProblem, postPathProblem, publishedAtProblem, relatedKeywordProblem } from './post.rules';

describe('postPathProblem', () => {
  it('accepts one lower-case segment under the blog', () => {
    expect(postPathProblem('/blog/choosing-a-contract/')).toBeNull();
    expect(postPathProblem('/blog/nda-101/')).toBeNull();
    expect(postPathProblem(undefined)).toBeNull();
  });

  it('refuses the blog itself, its list pages, other places, nested, upper-case and unterminated addresses', () => {
    for (const path of [
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
    ]) {
      expect(postPathProblem(path), path).toMatch(/under the blog/);
    }
  });
});

describe('relatedKeywordProblem', () => {
  it('accepts a search keyword as the search page takes it', () => {
    expect(relatedKeywordProblem('contract')).toBeNull();
    expect(relatedKeywordProblem('non-disclosure-agreement')).toBeNull();
    expect(relatedKeywordProblem(undefined)).toBeNull();
  });

  it('refuses spaces, capitals, empty and loose dashes', () => {
    for (const keyword of ['', 'Contract', 'business plan', '-plan', 'plan-', 'a--b', 'x'.repeat(61)]) {
      expect(relatedKeywordProblem(keyword), keyword).toMatch(/search keyword/);
    }
  });
});

describe('the day and the body follow the newsroom rules', () => {
  it('needs a real day and a word in the body', () => {
    expect(publishedAtProblem('2025-02-29')).toMatch(/day/);
    expect(publishedAtProblem('2024-02-29')).toBeNull();
    expect(postBodyProblem([{ _type: 'block', children: [{ text: ' ' }] }])).toMatch(/Write the/);
    expect(postBodyProblem([{ _type: 'block', children: [{ text: 'Tips.' }] }])).toBeNull();
  });
});
