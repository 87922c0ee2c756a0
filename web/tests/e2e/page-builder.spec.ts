import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './shared-page';

/**
 * Every landing page before the page builder, as visitors read it: the texts of its main content
 * (headings, paragraphs, list items, links and buttons), captured from the site as it was. Since
 * the page builder, the same texts must still be there, in the same order (blocks may add more).
 */
const BEFORE = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'landing-texts.json'), 'utf8')) as Record<
  string,
  string[]
>;

function missingInOrder(expected: readonly string[], actual: readonly string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const text of expected) {
    const found = actual.indexOf(text, at);
    if (found < 0) missing.push(text);
    else at = found + 1;
  }
  return missing;
}

// One test per landing page: the suite grows with the pages, no test does.
for (const [key, expected] of Object.entries(BEFORE)) {
  const [language, path] = key.split(' ') as [string, string];
  test(`${key}: the page shows the texts it showed before the page builder, in the same order`, async ({
    readPage: page,
  }) => {
    const response = await page.goto(`${language === 'en' ? '' : `/${language}`}${path}`, {
      waitUntil: 'domcontentloaded',
    });
    expect(response?.status(), key).toBe(200);
    const actual = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('h1, h2, p, li, a, button')]
        .filter((el) => !el.querySelector('h1, h2, p, li, a, button'))
        .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    );
    expect(missingInOrder(expected, actual), key).toEqual([]);
  });
}

interface StoredSection {
  _type: string;
  heading?: string;
  items?: Array<{ text?: string }>;
}

/** A home page's blocks as stored in the bundled content. */
function homeSections(lang: string): StoredSection[] {
  const bundle = readFileSync(join(import.meta.dirname, '..', '..', '..', 'content', 'bundle.ndjson'), 'utf8');
  const home = bundle
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string; sections?: StoredSection[] })
    .find((doc) => doc._id === `homePage-${lang}`);
  return home?.sections ?? [];
}

/**
 * Blocks a home page may not hold: the newsroom's and the blog's lists, the templates catalogue,
 * the contact and the feedback forms, the purchase confirmations belong on their own pages
 * (newsroom.spec.ts, blog.spec.ts, templates-catalogue.spec.ts, contact.spec.ts, feedback.spec.ts and
 * purchase.spec.ts show them there).
 */
const PAGE_ONLY_BLOCK_FOLDERS = [
  'news-list',
  'post-list',
  'template-catalogue',
  'contact-form',
  'feedback-form',
  'support-chat',
  'purchase-confirmation',
  'affiliate-order',
];

/** Every block type a home page may hold: one folder each in web/src/blocks (shared/ is not a block). */
const BLOCK_TYPES = readdirSync(join(import.meta.dirname, '..', '..', 'src', 'blocks'))
  .filter(
    (name) =>
      name !== 'shared' &&
      !PAGE_ONLY_BLOCK_FOLDERS.includes(name) &&
      statSync(join(import.meta.dirname, '..', '..', 'src', 'blocks', name)).isDirectory(),
  )
  .map((folder) => folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()))
  .sort();

test.describe('blocks on the home page, in two languages', () => {
  for (const lang of ['en', 'fr']) {
    test(`/${lang === 'en' ? '' : `${lang}/`}: every block type is on the page and shows its heading, in order`, async ({
      page,
    }) => {
      const sections = homeSections(lang);
      expect([...new Set(sections.map((section) => section._type))].sort()).toEqual(BLOCK_TYPES);
      await page.goto(lang === 'en' ? '/' : `/${lang}/`);
      const main = page.getByRole('main');
      const shown = (await main.getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
      const headings = sections.flatMap((section) => (section.heading ? [section.heading] : []));
      expect(missingInOrder(headings, shown)).toEqual([]);
      // The trust strip: one list holding all of its items (the hero may repeat one of them).
      const trust = (sections.find((section) => section._type === 'trustStrip')?.items ?? []).map((item) => item.text!);
      let strip = main.getByRole('list');
      for (const text of trust) strip = strip.filter({ has: page.getByText(text, { exact: true }) });
      await expect(strip).toHaveCount(1);
      await expect(strip).toBeVisible();
    });
  }

  for (const [path, lang, headline] of [
    ['/', 'en', 'Every business document you need, ready in minutes'],
    ['/fr/', 'fr', 'Tous les documents d’affaires dont vous avez besoin, prêts en quelques minutes'],
  ] as const) {
    test(`${path}: the hero is the h1, its button leads to the web app’s sign-up in ${lang}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
      const cta = page.locator('.hero a.button-primary');
      await expect(cta).toHaveAttribute('href', new RegExp(`signup/\\?lang=${lang}&lib=${lang}$`));
      await expect(page.locator('.hero svg')).toBeVisible();
      // The other blocks of the home page: FAQ as native details, the plans from their documents,
      // the language's default templates, the closing call to action.
      const main = page.getByRole('main');
      expect(await main.locator('details').count()).toBeGreaterThanOrEqual(4);
      await expect(main.getByRole('link', { name: /Basic/ }).first()).toHaveAttribute(
        'href',
        new RegExp(`${lang === 'en' ? '' : `/${lang}`}/pricing/plans/`),
      );
      await expect(main.locator('.template-grid li')).toHaveCount(12);
      expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(8);
    });
  }
});
