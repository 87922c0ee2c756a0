import { describe, expect, it } from 'vitest';
import {
  articleBodyProblem,
  newsArticlePathProblem,
  publishedAtProblem,
  relatedHrefProblem,
} from './newsArticle.rules';

describe('newsArticlePathProblem', () => {
  it.each(['/company/newsroom/cloud-drive/', '/company/newsroom/3000-templates/', undefined])(
    'accepts %s (one lower-case segment under the newsroom)',
    (path) => expect(newsArticlePathProblem(path)).toBeNull(),
  );

  // The newsroom itself, other places, nested, upper-case and unterminated addresses.
  it.each([
    '/company/newsroom/',
    '/company/about/',
    '/news/cloud-drive/',
    '/company/newsroom/2024/cloud-drive/',
    '/company/newsroom/Cloud-Drive/',
    '/company/newsroom/cloud-drive',
    '/company/newsroom/-drive/',
    '/fr/company/newsroom/cloud-drive/',
    `/company/newsroom/${'a'.repeat(120)}/`,
  ])('refuses %s', (path) => expect(newsArticlePathProblem(path)).toMatch(/under the newsroom/));
});

describe('publishedAtProblem', () => {
  it.each(['2024-02-29', undefined])('accepts %s (a real day written as the date field stores it)', (value) =>
    expect(publishedAtProblem(value)).toBeNull(),
  );

  it.each(['2023-02-29', '2024-13-01', '14/03/2025', '2025-03-14T10:00:00Z', ''])(
    'refuses %j (a day that does not exist, another format)',
    (value) => expect(publishedAtProblem(value)).toMatch(/day the article was published/),
  );
});

describe('relatedHrefProblem', () => {
  it('accepts a site address', () => {
    expect(relatedHrefProblem('/company/affiliate/')).toBeNull();
  });

  it('refuses an empty address, another site, and what the link rules refuse', () => {
    expect(relatedHrefProblem(undefined)).toMatch(/Give the site address/);
    expect(relatedHrefProblem(' ')).toMatch(/Give the site address/);
    expect(relatedHrefProblem('https://example.com/')).toMatch(/starting with \//);
    expect(relatedHrefProblem('//evil.example/')).toMatch(/site address/);
    expect(relatedHrefProblem('/company/ affiliate/')).toMatch(/site address/);
  });
});

describe('articleBodyProblem', () => {
  it('needs at least one word in a text block', () => {
    expect(articleBodyProblem(undefined)).toMatch(/Write the article/);
    expect(articleBodyProblem([{ _type: 'block', children: [{ text: '  ' }] }])).toMatch(/Write the article/);
    expect(articleBodyProblem([{ _type: 'block', children: [{ text: 'News.' }] }])).toBeNull();
  });
});
