import { describe, expect, it } from 'vitest';
import {
  articleBodyProblem,
  newsArticlePathProblem,
  publishedAtProblem,
  relatedHrefProblem,
} from './newsArticle.rules';

describe('newsArticlePathProblem', () => {
  it('accepts one lower-case segment under the newsroom', () => {
    expect(newsArticlePathProblem('/company/newsroom/cloud-drive/')).toBeNull();
    expect(newsArticlePathProblem('/company/newsroom/3000-templates/')).toBeNull();
    expect(newsArticlePathProblem(undefined)).toBeNull();
  });

  it('refuses the newsroom itself, other places, nested, upper-case and unterminated addresses', () => {
    for (const path of [
      '/company/newsroom/',
      '/company/about/',
      '/news/cloud-drive/',
      '/company/newsroom/2024/cloud-drive/',
      '/company/newsroom/Cloud-Drive/',
      '/company/newsroom/cloud-drive',
      '/company/newsroom/-drive/',
      '/fr/company/newsroom/cloud-drive/',
      `/company/newsroom/${'a'.repeat(120)}/`,
    ]) {
      expect(newsArticlePathProblem(path), path).toMatch(/under the newsroom/);
    }
  });
});

describe('publishedAtProblem', () => {
  it('accepts a real day written as the date field stores it', () => {
    expect(publishedAtProblem('2024-02-29')).toBeNull();
    expect(publishedAtProblem(undefined)).toBeNull();
  });

  it('refuses days that do not exist and other formats', () => {
    for (const value of ['2023-02-29', '2024-13-01', '14/03/2025', '2025-03-14T10:00:00Z', '']) {
      expect(publishedAtProblem(value), value).toMatch(/day the article was published/);
    }
  });
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
