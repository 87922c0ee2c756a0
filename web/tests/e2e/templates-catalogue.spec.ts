import { expect, test } from '@playwright/test';

/**
 * The templates catalogue (/templates/ in each language): the templates menu's groups as cards,
 * each topic leading to its search, whose documents open the sign-up dialog or the web app.
 */
for (const [path, lang, region, group, topic] of [
  ['/templates/', 'en', 'Browse by department, by type or by topic', 'By department', 'Human resources'],
  ['/fr/templates/', 'fr', 'Parcourir par service, par type ou par sujet', 'Par service', 'Ressources humaines'],
  ['/de/templates/', 'de', 'Nach Abteilung, Typ oder Thema stöbern', null, null],
] as const) {
  test(`${path}: the templates menu's groups, each topic a search in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const catalogue = page.getByRole('region', { name: region });
    await expect(catalogue.getByRole('heading', { level: 3 })).toHaveCount(4);
    // The language's 12 default templates below the catalogue.
    await expect(page.getByRole('main').locator('.template-grid li')).toHaveCount(12);
    if (!group || !topic) return;
    await expect(catalogue.getByRole('heading', { level: 3, name: group })).toBeVisible();
    await catalogue.getByRole('link', { name: topic, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '' : `/${lang}`}/search/\\?q=`));
    await expect(page.locator('.template-grid li').first()).toBeVisible();
  });
}

test('the catalogue’s language links lead to the catalogue in that language', async ({ page }) => {
  await page.goto('/templates/');
  const catalogue = page.getByRole('region', { name: 'Browse by department, by type or by topic' });
  await catalogue.getByRole('link', { name: 'Français', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
