import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../schemas/src/locales';
import { listPagePaths } from '../../src/routing/list-pages';

/*
 * Content texts may hold placeholders such as `{templates}` that the site fills when it renders
 * (web/src/content/placeholders.ts). No page of the site, in any language, shows one as written:
 * not in its tab title, not in its meta tags (description, link previews), not in its text. Every
 * page is read as the server sends it, one test per address (HTTP only, no browser): every
 * document of the bundle with an address (landing, pricing, core and company pages, newsroom
 * articles, blog posts) in its language, the blog's later list pages, and the pages written in
 * code in every language. A last test checks that the sitemap names no page this list misses.
 */

interface StoredDocument {
  _id: string;
  _type: string;
  language?: string;
  path?: string;
  publishedAt?: string;
  sections?: Array<{ _type: string }>;
}

const DOCUMENTS = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'bundle.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as StoredDocument)
  .filter((doc) => !doc._id.startsWith('drafts.'));

const address = (path: string, locale: string) => (locale === 'en' ? path : `/${locale}${path}`);

/** The pages written in code (app/[locale]/), in every language: home, legal texts and their copies, search, the 404 page. */
const CODE_PATHS = [
  '/',
  '/company/eula/',
  '/company/eula/?theme=dark',
  '/company/terms-of-use/',
  '/company/privacy-policy/',
  '/company/cookie-policy/',
  '/company/refund-policy/',
  '/company/affiliate-agreement/',
  '/company/terms-of-use-frame/',
  '/company/privacy-policy-frame/',
  '/search/',
  '/page-not-found/',
];

const CONTENT_TYPES = new Set(['landingPage', 'page', 'pricingPage', 'newsArticle', 'post']);

/** The blog's later list pages (/blog/page/2/): a page holding the post list, and its language's dated posts. */
function listPages(doc: StoredDocument): string[] {
  if (doc._type !== 'page' || !doc.sections?.some((section) => section._type === 'postList')) return [];
  const posts = DOCUMENTS.filter((d) => d._type === 'post' && d.language === doc.language && d.path && d.publishedAt);
  return listPagePaths(doc.path!, posts.length).map((path) => address(path, doc.language!));
}

const PAGES = [
  ...new Set([
    ...LOCALES.flatMap((locale) => CODE_PATHS.map((path) => address(path, locale))),
    ...DOCUMENTS.filter((doc) => CONTENT_TYPES.has(doc._type) && doc.path && doc.language).flatMap((doc) => [
      address(doc.path!, doc.language!),
      ...listPages(doc),
    ]),
  ]),
];

/** A placeholder as content writes them: a name in braces. */
const PLACEHOLDER = /\{\s*\w+\s*\}/g;

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * What a visitor, a search engine or a link preview reads of a page's HTML: its title, every meta
 * tag's content, its structured data, the text of its elements (scripts and styles left out) and
 * the attributes that are read out or shown (alt, title, aria-label, placeholder).
 */
export function readableTexts(html: string): Array<{ where: string; text: string }> {
  const texts: Array<{ where: string; text: string }> = [];
  for (const [, title] of html.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/gi))
    texts.push({ where: 'title', text: title! });
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const content = /\scontent="([^"]*)"/i.exec(tag)?.[1];
    const name = /\s(?:name|property)="([^"]*)"/i.exec(tag)?.[1] ?? 'meta';
    if (content !== undefined) texts.push({ where: `meta ${name}`, text: content });
  }
  for (const [, json] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    texts.push({ where: 'structured data', text: json! });
  }
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<head\b[\s\S]*?<\/head>/i, ' ');
  for (const [, name, value] of body.matchAll(/\s(alt|title|aria-label|placeholder)="([^"]*)"/gi)) {
    texts.push({ where: `${name} attribute`, text: value! });
  }
  const text = body.replace(/<[^>]+>/g, ' ');
  texts.push({ where: 'text', text });
  return texts.map(({ where, text }) => ({ where, text: decode(text) }));
}

/** Each placeholder left in the page, with the words around it. */
function placeholdersIn(html: string): string[] {
  return readableTexts(html).flatMap(({ where, text }) =>
    [...text.matchAll(PLACEHOLDER)].map((match) => {
      const around = text.slice(Math.max(0, match.index - 50), match.index + match[0].length + 30);
      return `${where}: …${around.replace(/\s+/g, ' ').trim()}…`;
    }),
  );
}

test('the list holds every page kind in every language', () => {
  expect(PAGES.length).toBeGreaterThan(400);
  for (const path of ['/fr/pricing/plans/', '/de/start/', '/it/start/plans/', '/blog/page/2/', '/pt/company/eula/']) {
    expect(PAGES).toContain(path);
  }
});

test('the check finds a placeholder in the title, a meta tag, the text or an attribute, never in a script', () => {
  const page = (head: string, body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
  expect(placeholdersIn(page('<title>Plans | Paperwise</title>', '<p>Over 3,000 templates</p>'))).toEqual([]);
  expect(placeholdersIn(page('<title>{templates} templates</title>', ''))).toHaveLength(1);
  expect(placeholdersIn(page('<meta name="description" content="Buy {templates} more"/>', ''))).toHaveLength(1);
  expect(placeholdersIn(page('', '<h1>Over <!-- -->{templates}<!-- --> templates</h1>'))).toHaveLength(1);
  expect(placeholdersIn(page('', '<img alt="{ templates } templates" src="/a.png">'))).toHaveLength(1);
  expect(placeholdersIn(page('', '<p>Over &#123;templates&#125; templates</p>'))).toHaveLength(1);
  expect(placeholdersIn(page('', '<script>self.__next_f.push([1,"{a}"]);function f(){return{e}}</script>'))).toEqual(
    [],
  );
});

// One test per address: the list grows with the content, no test does.
for (const path of PAGES) {
  test(`${path} shows no placeholder`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path.endsWith('/page-not-found/') ? 404 : 200);
    expect(placeholdersIn(await response.text())).toEqual([]);
  });
}

test('the sitemap names no page the list above misses', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
  expect(listed.length).toBeGreaterThan(100);
  expect(listed.filter((path) => !PAGES.includes(path))).toEqual([]);
});
