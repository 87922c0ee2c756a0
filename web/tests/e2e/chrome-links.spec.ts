import type { Locator } from '@playwright/test';
import { LOCALES, type Locale } from '@paperwise/schemas/locales';
import { expect, test } from './shared-page';

/*
 * The header and the two footers as the specification lists them, per language, read from the
 * rendered pages (labels and addresses from the markup, whatever the viewport folds away): the
 * navigation (English: Home, Features, Templates, Document Management, Pricing; the other languages:
 * Home, Templates, Buy now), the header's items, the large footer's About and Product blocks (the
 * blog link in English only), its legal links and language switcher, and the simple footer's links.
 */

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

const NAVIGATION: Record<Locale, string[]> = {
  en: ['Home', 'Features', 'Templates', 'Document Management', 'Pricing'],
  de: ['Startseite', 'Vorlagen', 'Jetzt kaufen'],
  es: ['Inicio', 'Plantillas', 'Comprar'],
  fr: ['Accueil', 'Modèles', 'Acheter'],
  it: ['Home', 'Modelli', 'Acquista ora'],
  pt: ['Início', 'Modelos', 'Comprar agora'],
};
const NAVIGATION_PATHS = {
  en: ['/', '/features/', '/templates/', '/document-management/', '/pricing/plans/'],
  other: ['/', '/templates/', '/pricing/plans/'],
};
const HEADER_BUTTONS: Record<Locale, { login: string; tryFree: string }> = {
  en: { login: 'Log in', tryFree: 'Try for free' },
  de: { login: 'Anmelden', tryFree: 'Kostenlos testen' },
  es: { login: 'Iniciar sesión', tryFree: 'Pruébelo gratis' },
  fr: { login: 'Connexion', tryFree: 'Essai gratuit' },
  it: { login: 'Accedi', tryFree: 'Prova gratis' },
  pt: { login: 'Entrar', tryFree: 'Experimente grátis' },
};
/** The large footer's two blocks, About (the company) and Product, by their headings. */
const FOOTER_BLOCKS: Record<Locale, [string, string]> = {
  en: ['About', 'Product'],
  de: ['Unternehmen', 'Produkt'],
  es: ['Empresa', 'Producto'],
  fr: ['À propos', 'Produit'],
  it: ['Azienda', 'Prodotto'],
  pt: ['Empresa', 'Produto'],
};
const ABOUT_PATHS = ['/company/about/', '/company/newsroom/', '/company/sustainability/', '/company/affiliate/'];
const PRODUCT_PATHS = ['/features/', '/templates/', '/pricing/plans/', '/apps/', '/download/', '/company/support/'];
const LEGAL_PATHS = ['/company/terms-of-use/', '/company/privacy-policy/', '/company/cookie-policy/'];
const SIMPLE_PATHS = ['/company/privacy-policy/', '/company/terms-of-use/', '/company/contact/'];

/** The text and address of every link inside `scope`, in order. */
async function links(scope: Locator): Promise<Array<{ text: string; href: string }>> {
  return scope.evaluateAll((anchors) =>
    anchors.map((a) => ({ text: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })),
  );
}

for (const locale of LOCALES) {
  const p = prefix(locale);
  const localized = (paths: string[]) => paths.map((path) => `${p}${path}`);

  test(`${locale}: the header's navigation, logo, log-in and try-for-free`, async ({ readPage: page }) => {
    await page.goto(`${p}/`);
    const header = page.locator('header').first();
    const nav = await links(header.locator('.header-links > li > a'));
    expect(nav.map((l) => l.text)).toEqual(NAVIGATION[locale]);
    expect(nav.map((l) => l.href)).toEqual(localized(locale === 'en' ? NAVIGATION_PATHS.en : NAVIGATION_PATHS.other));
    await expect(header.locator('a.logo')).toHaveAttribute('href', `${p}/`);
    await expect(header.locator('.header-login')).toHaveText(HEADER_BUTTONS[locale].login);
    await expect(header.locator('.header-login')).toHaveAttribute('href', new RegExp(`lang=${locale}&lib=${locale}`));
    await expect(header.locator('.try-button')).toHaveText(HEADER_BUTTONS[locale].tryFree);
  });

  test(`${locale}: the large footer's blocks, legal links and languages`, async ({ readPage: page }) => {
    await page.goto(`${p}/`);
    const footer = page.locator('footer.footer-large');
    const [aboutTitle, productTitle] = FOOTER_BLOCKS[locale];
    const about = await links(footer.getByRole('region', { name: aboutTitle, exact: true }).locator('a'));
    const product = await links(footer.getByRole('region', { name: productTitle, exact: true }).locator('a'));
    // The blog is written in English only: only the English footer links to it.
    const aboutPaths = locale === 'en' ? [...ABOUT_PATHS, '/blog/'] : ABOUT_PATHS;
    expect(about.map((l) => l.href)).toEqual(localized([...aboutPaths, '/company/contact/']));
    expect(product.map((l) => l.href)).toEqual(localized(PRODUCT_PATHS));
    const all = (await links(footer.locator('a'))).map((l) => l.href);
    expect(all.some((href) => href.includes('/blog/'))).toBe(locale === 'en');
    expect(all).toEqual(expect.arrayContaining(localized(LEGAL_PATHS)));
    const languages = await links(footer.locator('a[hreflang]'));
    expect(languages.map((l) => l.href).sort()).toEqual(['/', '/de/', '/es/', '/fr/', '/it/', '/pt/']);
    expect(languages.map((l) => l.text)).toEqual(
      expect.arrayContaining(['English', 'Français', 'Español', 'Português', 'Italiano', 'Deutsch']),
    );
  });

  test(`${locale}: the simple footer's links`, async ({ readPage: page }) => {
    await page.goto(`${p}/start/`);
    const footer = page.locator('footer.footer-simple');
    expect((await links(footer.locator('ul a:not([rel])'))).map((l) => l.href)).toEqual(localized(SIMPLE_PATHS));
    expect((await links(footer.locator('a'))).some((l) => l.href.includes('/blog/'))).toBe(false);
  });
}

test('en: the header’s items beside the navigation, and its Products and Templates menus', async ({
  readPage: page,
}) => {
  await page.goto('/');
  const header = page.locator('header').first();
  expect(await links(header.locator('a.header-utility'))).toEqual([
    { text: 'Contact sales', href: '/company/contact/' },
    { text: 'Buy now', href: '/pricing/plans/' },
    { text: 'Client support', href: '/company/support/' },
    { text: 'About', href: '/company/about/' },
    { text: 'Pricing plans', href: '/pricing/plans/' },
  ]);
  // Each menu is a <details>, opened by its summary.
  const menuToggle = (name: string) => header.locator('summary.mega-toggle', { hasText: name });
  await expect(menuToggle('Products')).toHaveCount(1);
  await expect(menuToggle('Templates')).toHaveCount(1);
  // The Templates menu: by department, by document type, key topics (searches with q), by language.
  const groups = await header
    .locator('li', { has: page.locator('summary.mega-toggle', { hasText: 'Templates' }) })
    .locator('p')
    .allTextContents();
  expect(groups).toEqual(['By department', 'By document type', 'Key topics', 'By language']);
  const topics = await links(
    header
      .locator('li', { has: page.locator('summary.mega-toggle', { hasText: 'Templates' }) })
      .locator('a[href*="/search/?q="]'),
  );
  expect(topics.length).toBeGreaterThanOrEqual(12);
});
