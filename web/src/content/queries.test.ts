import { LANDING_LOCALES, LOCALES } from '@paperwise/schemas/locales';
import { describe, expect, it } from 'vitest';
import { queryContent } from './test-kit';
import { pickLocale } from './locale-string';
import * as queries from './queries';
import type { LocaleString } from './sanity.types';

/**
 * The parameters each query is run with against the bundled content. A new query without an entry
 * here fails the test: every query must be shown to work on the bundle.
 */
const cases: Record<string, Array<Record<string, unknown>>> = {
  SITE_SETTINGS_QUERY: [{}],
  HOME_PAGE_QUERY: LOCALES.map((locale) => ({ locale })),
  LANDING_PAGE_QUERY: LANDING_LOCALES.map((locale) => ({ locale, path: '/docs/' })),
  DEFAULT_DOCUMENTS_QUERY: LOCALES.map((locale) => ({ locale })),
  CONTENT_PATHS_QUERY: [{}],
  PAGE_QUERY: [
    ...LOCALES.map((locale) => ({ locale, path: '/features/' })),
    ...LOCALES.map((locale) => ({ locale, path: '/company/newsroom/' })),
    { locale: 'en', path: '/blog/' },
  ],
  NEWS_ARTICLE_QUERY: [{ locale: 'en', path: '/company/newsroom/cloud-drive/' }],
  POST_QUERY: [{ locale: 'en', path: '/blog/nda-basics/' }],
  PRICING_PAGE_QUERY: [{ locale: 'en', path: '/pricing/plans/' }],
  LIVE_EXPERIMENTS_QUERY: [{}],
  EXPERIMENT_QUERY: [{ id: 'experiment-docs-free-demo' }],
};

describe('every query against the bundled content', () => {
  for (const [name, query] of Object.entries(queries)) {
    it(`${name} has test parameters`, () => {
      expect(cases[name], `add ${name} to the cases of queries.test.ts`).toBeDefined();
    });
    for (const params of cases[name] ?? []) {
      it(`${name} ${JSON.stringify(params)} returns content`, async () => {
        const result = await queryContent<unknown>(query, params);
        expect(result).not.toBeNull();
        expect(result).not.toEqual([]);
      });
    }
  }

  it('resolves the template count of each language', async () => {
    const settings = await queryContent<{ templateCount: LocaleString }>(queries.SITE_SETTINGS_QUERY);
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, pickLocale(settings.templateCount, locale)]))).toEqual({
      en: '3,000+',
      de: '1.300',
      es: '1.200',
      fr: '1 300',
      it: '1.300',
      pt: '1.300',
    });
  });
});

describe('the newsroom in the bundled content', () => {
  it('lists the five English articles among the addresses the site answers', async () => {
    const rows = await queryContent<Array<{ _type: string; path: string; language: string }>>(
      queries.CONTENT_PATHS_QUERY,
    );
    const articles = rows.filter((row) => row._type === 'newsArticle');
    expect(articles.map((row) => `${row.language} ${row.path}`)).toEqual([
      'en /company/newsroom/3000-templates/',
      'en /company/newsroom/affiliate-program/',
      'en /company/newsroom/antarctica-expedition/',
      'en /company/newsroom/cloud-drive/',
      'en /company/newsroom/trees-planted/',
    ]);
    const newsrooms = rows.filter((row) => row._type === 'page' && row.path === '/company/newsroom/');
    expect(newsrooms.map((row) => row.language).sort()).toEqual([...LOCALES].sort());
  });

  it('gives the newsroom page of every language its list, with all the articles, newest first', async () => {
    for (const locale of LOCALES) {
      const page = await queryContent<{
        sections: Array<{ _type: string; englishNotice?: string | null; articles?: Array<{ publishedAt: string }> }>;
      }>(queries.PAGE_QUERY, { locale, path: '/company/newsroom/' });
      const list = page.sections.find((section) => section._type === 'newsList')!;
      const days = list.articles!.map((article) => article.publishedAt);
      expect(days, locale).toHaveLength(5);
      expect(days, locale).toEqual([...days].sort().reverse());
      if (locale !== 'en') expect(list.englishNotice?.trim(), locale).toBeTruthy();
    }
  });

  it('reads an article with its date, body and related links, and nothing for an unknown one', async () => {
    const article = await queryContent<{ publishedAt: string; body: unknown[]; related: unknown[] }>(
      queries.NEWS_ARTICLE_QUERY,
      { locale: 'en', path: '/company/newsroom/affiliate-program/' },
    );
    expect(article.publishedAt).toMatch(/^20(23|24|25|26)-\d{2}-\d{2}$/);
    expect(article.body.length).toBeGreaterThan(3);
    expect(article.related).toHaveLength(2);
    expect(
      await queryContent(queries.NEWS_ARTICLE_QUERY, {
        locale: 'fr',
        path: '/company/newsroom/cloud-drive/',
      }),
    ).toBeNull();
  });
});

describe('the blog in the bundled content', () => {
  it('lists the eight English posts, and says how many posts the blog page lists', async () => {
    const rows = await queryContent<
      Array<{ _type: string; path: string; language: string; listedPosts: number | null }>
    >(queries.CONTENT_PATHS_QUERY);
    const posts = rows.filter((row) => row._type === 'post');
    expect(posts).toHaveLength(8);
    expect(posts.every((row) => row.language === 'en' && /^\/blog\/[a-z0-9-]+\/$/.test(row.path))).toBe(true);
    const blogs = rows.filter((row) => row.path === '/blog/');
    expect(blogs.map((row) => [row._type, row.language, row.listedPosts])).toEqual([['page', 'en', 8]]);
    // Other pages hold no post list.
    expect(rows.filter((row) => row.listedPosts !== null)).toHaveLength(1);
  });

  it('gives the blog page its list with every post, newest first, each with its author', async () => {
    const page = await queryContent<{
      sections: Array<{ _type: string; posts?: Array<{ publishedAt: string; authorName: string }> }>;
    }>(queries.PAGE_QUERY, { locale: 'en', path: '/blog/' });
    const list = page.sections.find((section) => section._type === 'postList')!;
    const days = list.posts!.map((post) => post.publishedAt);
    expect(days).toHaveLength(8);
    expect(days).toEqual([...days].sort().reverse());
    expect(list.posts!.every((post) => post.authorName)).toBe(true);
  });

  it('reads a post with its date, author, body and related keyword, and nothing in another language', async () => {
    const post = await queryContent<{
      publishedAt: string;
      authorName: string;
      authorRole: string;
      body: unknown[];
      relatedKeyword: string;
    }>(queries.POST_QUERY, { locale: 'en', path: '/blog/nda-basics/' });
    expect(post.publishedAt).toBe('2025-02-11');
    expect(post.authorName).toBe('Maya Lindqvist');
    expect(post.authorRole).toBeTruthy();
    expect(post.body.length).toBeGreaterThan(3);
    expect(post.relatedKeyword).toBe('non-disclosure-agreement');
    expect(await queryContent(queries.POST_QUERY, { locale: 'fr', path: '/blog/nda-basics/' })).toBeNull();
  });
});
