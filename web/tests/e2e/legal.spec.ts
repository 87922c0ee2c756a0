import { type Page } from '@playwright/test';
import { expect, test } from './shared-page';
import { AFFILIATE_FACTS, EULA_FACTS } from './legal-facts';
import { eachInParallel } from './parallel';

const LOCALES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
const plain = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

test.beforeEach(async ({ context, baseURL }) => {
  // Accepted cookie notice: the banner would otherwise cover links these tests click.
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
});

async function articleText(page: Page): Promise<string> {
  return plain(await page.locator('article').innerText());
}

for (const locale of LOCALES) {
  test(`the EULA in ${locale}: heading, 24 numbered sections, contents, contact block and the spec's facts`, async ({
    readPage: page,
  }) => {
    const { title, facts, absent } = EULA_FACTS[locale];
    const response = await page.goto(`${prefix(locale)}/company/eula/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} \\| Paperwise™`));
    const sections = page.locator('article section[id^="section-"]');
    await expect(sections).toHaveCount(24);
    await expect(sections.nth(23)).toHaveAttribute('id', 'section-24');
    await expect(page.locator('article nav a')).toHaveCount(25);
    await expect(page.locator('#contact address')).toContainText('Paperwise Software Inc.');
    const text = await articleText(page);
    for (const fact of facts) expect(text, fact).toContain(plain(fact));
    for (const missing of absent) expect(text, missing).not.toContain(missing);
    // The text's link to /privacy-policy/ leads to the privacy policy in the same language.
    await expect(page.locator(`#section-19 a[href="${prefix(locale)}/company/privacy-policy/"]`).first()).toBeVisible();
  });
}

test('the table of contents leads to each section', async ({ page }) => {
  await page.goto('/fr/company/eula/');
  await page.locator('article nav').getByRole('link', { name: '14. Renouvellement automatique' }).click();
  await expect(page).toHaveURL(/\/fr\/company\/eula\/#section-14$/);
  await expect(page.locator('#section-14 h2')).toBeInViewport();
  await page.locator('article nav').getByRole('link', { name: 'Nous joindre' }).click();
  await expect(page.locator('#contact')).toBeInViewport();
});

test('a link inside a text opens the page in the reader’s language', async ({ page }) => {
  await page.goto('/de/company/eula/');
  await page.locator('#section-19 a[href="/de/company/privacy-policy/"]').first().click();
  await expect(page).toHaveURL(/\/de\/company\/privacy-policy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
});

test('the affiliate agreement: 28 sections, Schedule A, Exhibit B and every term of the spec', async ({ page }) => {
  await page.goto('/company/affiliate-agreement/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Program Agreement');
  await expect(page.locator('article section[id^="section-"]')).toHaveCount(28);
  await expect(page.locator('#schedule-a h2')).toHaveText('Schedule A. Commission Structure');
  await expect(page.locator('#exhibit-b h2')).toHaveText('Exhibit B. Product Description');
  await expect(page.getByRole('note')).toHaveCount(0);
  const text = await articleText(page);
  for (const fact of AFFILIATE_FACTS) expect(text, fact).toContain(fact);
  expect(text).toContain('Quebec');
  await page.locator('article nav').getByRole('link', { name: 'Exhibit B. Product Description' }).click();
  await expect(page).toHaveURL(/#exhibit-b$/);
  await expect(page.locator('#exhibit-b h2')).toBeInViewport();
});

const ENGLISH_ONLY: Record<string, { notice: RegExp; title: string }> = {
  fr: { notice: /disponible en anglais seulement/, title: 'Contrat du programme d’affiliation' },
  es: { notice: /solo está disponible en inglés/, title: 'Contrato del programa de afiliados' },
  de: { notice: /nur auf Englisch verfügbar/, title: 'Vereinbarung zum Partnerprogramm' },
  it: { notice: /disponibile solo in inglese/, title: 'Contratto del programma di affiliazione' },
  pt: { notice: /disponível apenas em inglês/, title: 'Contrato do programa de afiliados' },
};

for (const [locale, { notice, title }] of Object.entries(ENGLISH_ONLY)) {
  test(`the affiliate agreement in ${locale} says it exists in English only and shows the English text`, async ({
    readPage: page,
  }) => {
    const response = await page.goto(`/${locale}/company/affiliate-agreement/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('note')).toHaveText(notice);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.locator('article > div[lang="en"]')).toBeVisible();
    await expect(page.locator('article section[id^="section-"]')).toHaveCount(28);
    await expect(page.locator('#schedule-a')).toBeVisible();
  });
}

const POLICIES = [
  { slug: 'terms-of-use', en: 'Terms of Use', fr: "Conditions d'utilisation", pt: 'Termos de uso' },
  { slug: 'privacy-policy', en: 'Privacy Policy', fr: 'Politique de confidentialité', pt: 'Política de privacidade' },
  {
    slug: 'cookie-policy',
    en: 'Cookie Policy',
    fr: 'Politique relative aux témoins (cookies)',
    pt: 'Política de cookies',
  },
  { slug: 'refund-policy', en: 'Refund Policy', fr: 'Politique de remboursement', pt: 'Política de reembolso' },
] as const;

for (const policy of POLICIES) {
  for (const locale of ['en', 'fr', 'pt'] as const) {
    test(`${policy.slug} in ${locale} is a complete, numbered text`, async ({ readPage: page }) => {
      const response = await page.goto(`${prefix(locale)}/company/${policy.slug}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy[locale]);
      await expect(page).toHaveTitle(new RegExp(`^${policy[locale].replace(/[()]/g, '\\$&')} \\|`));
      const sections = page.locator('article section[id^="section-"]');
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(7);
      await expect(sections.last()).toHaveAttribute('id', `section-${count}`);
      await expect(page.getByRole('note')).toHaveCount(0);
    });
  }
}

test('the privacy policy ends with the address block and the Chief Privacy Officer', async ({ page }) => {
  await page.goto('/company/privacy-policy/');
  const contact = page.locator('#contact address');
  await expect(contact).toContainText('455 Rue des Artisans, Suite 800, Montréal (Québec) H2Y 1K4, Canada');
  await expect(contact).toContainText('Chief Privacy Officer');
  await expect(contact.getByRole('link', { name: 'privacy@paperwise.example' })).toHaveAttribute(
    'href',
    'mailto:privacy@paperwise.example',
  );
});

for (const { path, lang } of [
  { path: '/company/terms-of-use-frame/', lang: 'en' },
  { path: '/fr/company/privacy-policy-frame/', lang: 'fr' },
  { path: '/es/company/terms-of-use-frame/', lang: 'es' },
]) {
  test(`${path} shows the text without the site's header and footer`, async ({ readPage: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('article section[id^="section-"]').first()).toBeVisible();
    await expect(page.locator('header, footer')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Links leave the frame rather than open the site inside it.
    const link = page.locator('article section a[href^="/"]').first();
    await expect(link).toHaveAttribute('target', '_top');
  });
}

test('the framed pages and the regular ones differ only by the site chrome', async ({ page }) => {
  await page.goto('/company/terms-of-use/');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
});

test('the EULA is light by default and dark with ?theme=dark', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  await page.goto('/company/eula/');
  await expect(page.locator('[data-legal-document="eula"]')).toHaveAttribute('data-theme', 'light');
  expect(luminance(await background())).toBeGreaterThan(200);

  await page.goto('/company/eula/?theme=dark');
  await expect(page.locator('[data-legal-document="eula"]')).toHaveAttribute('data-theme', 'dark');
  expect(luminance(await background())).toBeLessThan(60);
  await expect(page.locator('article section[id^="section-"]')).toHaveCount(24);
  await expect(page).toHaveURL(/\/company\/eula\/\?theme=dark$/);

  await page.goto('/it/company/eula/?theme=dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.locator('[data-legal-document="eula"]')).toHaveAttribute('data-theme', 'dark');

  await page.goto('/company/eula/?theme=sepia');
  await expect(page.locator('[data-legal-document="eula"]')).toHaveAttribute('data-theme', 'light');
});

test('the short /privacy-policy/ and /cookie-policy/ paths lead to the company pages', async ({ request }) => {
  await eachInParallel(
    [
      ['/privacy-policy/', '/company/privacy-policy/'],
      ['/cookie-policy/', '/company/cookie-policy/'],
      ['/fr/cookie-policy/', '/fr/company/cookie-policy/'],
      ['/de/privacy-policy/', '/de/company/privacy-policy/'],
    ] as const,
    async ([from, to]) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to);
    },
  );
});

test('the other legal texts are one click away, in the same language', async ({ page }) => {
  await page.goto('/es/company/refund-policy/');
  const others = page.getByRole('navigation', { name: 'Textos legales' });
  await expect(others.getByRole('link', { name: 'Política de reembolso' })).toHaveAttribute('aria-current', 'page');
  await others.getByRole('link', { name: 'Contrato de licencia de usuario final' }).click();
  await expect(page).toHaveURL(/\/es\/company\/eula\/$/);
});
