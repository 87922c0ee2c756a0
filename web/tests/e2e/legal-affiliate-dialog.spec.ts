import { expect, test, type Page } from '@playwright/test';

/*
 * The company layout has the affiliate-agreement dialog. Links to the
 * agreement on a company page open it as a dialog; with a modifier key or without JavaScript they
 * lead to the page.
 */

test.beforeEach(async ({ context, baseURL }) => {
  // Accepted cookie notice: the banner would otherwise cover links these tests click.
  await context.addCookies([{ name: 'user-cookies', value: '1', url: baseURL! }]);
});

const CASES = [
  {
    locale: 'en',
    page: '/company/terms-of-use/',
    title: 'Affiliate Program Agreement',
    close: 'Close',
    others: 'Legal texts',
  },
  {
    locale: 'fr',
    page: '/fr/company/terms-of-use/',
    title: 'Contrat du programme d’affiliation',
    close: 'Fermer',
    others: 'Textes juridiques',
  },
] as const;

const agreementHref = (locale: string) => `${locale === 'en' ? '' : `/${locale}`}/company/affiliate-agreement/`;
const agreementLinks = (page: Page, locale: string) => page.locator(`main a[href="${agreementHref(locale)}"]`);

for (const c of CASES) {
  test(`${c.locale}: a company page opens the affiliate agreement as a dialog; Escape and the close button close it`, async ({
    page,
  }) => {
    await page.goto(c.page);
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(dialog).toBeHidden();

    // From the list of legal texts.
    const listed = page.getByRole('navigation', { name: c.others }).getByRole('link', { name: c.title });
    await listed.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#dialog-schedule-a')).toBeVisible({ timeout: 10_000 });
    await expect(dialog.locator('section[id^="dialog-section-"]')).toHaveCount(28);
    if (c.locale === 'en') await expect(dialog.getByRole('note')).toHaveCount(0);
    else await expect(dialog.getByRole('note')).toHaveText(/disponible en anglais seulement/);
    expect(new URL(page.url()).pathname).toBe(c.page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(listed).toBeFocused();

    // From a link inside the text of the page.
    const inText = page.locator(`article section a[href="${agreementHref(c.locale)}"]`).first();
    await inText.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: c.close }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(c.page);
  });
}

test('Ctrl/Cmd-click on the link opens the agreement page in a new tab', async ({ page, context }) => {
  await page.goto('/fr/company/privacy-policy/');
  const link = agreementLinks(page, 'fr').first();
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe('/fr/company/affiliate-agreement/');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/fr/company/privacy-policy/');
});

test('on the agreement page itself the link stays a link', async ({ page }) => {
  await page.goto('/company/affiliate-agreement/');
  const listed = page
    .getByRole('navigation', { name: 'Legal texts' })
    .getByRole('link', { name: 'Affiliate Program Agreement' });
  await expect(listed).toHaveAttribute('aria-current', 'page');
  await listed.click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Program Agreement');
});

test('the framed pages have no affiliate dialog', async ({ page }) => {
  await page.goto('/company/terms-of-use-frame/');
  await expect(page.locator('article section').first()).toBeVisible();
  await expect(page.locator('dialog')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link leads to the agreement page', async ({ page }) => {
    await page.goto('/company/refund-policy/');
    await page
      .getByRole('navigation', { name: 'Legal texts' })
      .getByRole('link', { name: 'Affiliate Program Agreement' })
      .click();
    await page.waitForURL(/\/company\/affiliate-agreement\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Program Agreement');
  });
});
