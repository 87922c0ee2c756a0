import { expect, test, type Page } from '@playwright/test';
import { HEADER_BREAKPOINTS } from '../../src/components/chrome/header-rules';

test.use({ viewport: { width: 1280, height: 800 } });

test('the header takes its scrolled look and Try for free fills in after 500 px', async ({ page }) => {
  await page.goto('/docs/ab/15.10.24/01/');
  const header = page.locator('header.site-header');
  // The preset's popup is on: Try for free is the sign-up dialog's trigger.
  const tryButton = header.getByRole('button', { name: /try for free/i });
  await expect(header).not.toHaveAttribute('data-scrolled', '');
  await expect(header).toHaveAttribute('data-try-outlined', '');
  const outlined = await tryButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(outlined).toBe('rgba(0, 0, 0, 0)');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', '');
  await expect(header).toHaveAttribute('data-try-outlined', '');
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(header).not.toHaveAttribute('data-try-outlined', '');
  const filled = await tryButton.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(filled).not.toBe('rgba(0, 0, 0, 0)');
});

test('a visitor sees Log in, a signed-in user Account', async ({ page, context, baseURL }) => {
  await page.goto('/docs/free-demo/');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /login\/\?lang=en&lib=en$/);
  await context.addCookies([{ name: 'b_userId', value: 'u-42', url: baseURL! }]);
  await page.reload();
  await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', /account\/\?lang=en&lib=en$/);
});

/**
 * Opens the mobile menu (a popover: its button works before the page has hydrated) and waits for
 * the header's script, which says so on the button (aria-expanded) and closes it on resize.
 */
async function openMobileMenu(page: Page) {
  const toggle = page.locator('header .menu-toggle');
  await toggle.click();
  await expect(page.locator('#header-menu')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

/** Resizes the viewport and waits until the page has seen the resize event and painted after it. */
async function resizeAndSettle(page: Page, size: { width: number; height: number }) {
  await page.evaluate(() => {
    const w = window as unknown as { resizes?: number };
    w.resizes = 0;
    window.addEventListener('resize', () => (w.resizes = (w.resizes ?? 0) + 1));
  });
  await page.setViewportSize(size);
  await page.waitForFunction(
    ({ width, height }) =>
      ((window as unknown as { resizes?: number }).resizes ?? 0) > 0 &&
      window.innerWidth === width &&
      window.innerHeight === height,
    size,
  );
  // Two frames: React has rendered whatever the header's resize handler set.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const crossesNoBreakpoint = (from: number, to: number) =>
  Object.values(HEADER_BREAKPOINTS).every((bps) => bps.every((bp) => from < bp === to < bp));

test('the mobile menu closes when the viewport width changes, even within one breakpoint range', async ({ page }) => {
  // 800 -> 830 px crosses none of the headers' breakpoints: the old rule left the menu open here.
  expect(crossesNoBreakpoint(800, 830)).toBe(true);
  for (const path of ['/docs/free-demo/', '/']) {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(path);
    const toggle = await openMobileMenu(page);
    await expect(page.locator('#header-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    await resizeAndSettle(page, { width: 830, height: 800 });
    await expect(toggle, path).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#header-menu')).toBeHidden();
  }
  await openMobileMenu(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('header .menu-toggle')).toHaveAttribute('aria-expanded', 'false');
});

test('a change of height only (a phone’s on-screen keyboard) leaves the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/free-demo/');
  const toggle = await openMobileMenu(page);
  await resizeAndSettle(page, { width: 390, height: 500 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#header-menu')).toBeVisible();
  await resizeAndSettle(page, { width: 390, height: 844 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The handler is live: the same kind of resize with a new width (a rotation) closes it.
  await resizeAndSettle(page, { width: 844, height: 390 });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a route change closes the mobile menu: the logo’s client navigation, then history back and forward', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/docs/free-demo/');
  await openMobileMenu(page);
  // A marker on window survives client navigations only: it proves the page was not reloaded,
  // which would close the menu for another reason.
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  const toggle = page.locator('header .menu-toggle');

  // The logo is the header's one Next <Link> (to the home page); its other links are plain <a>
  // elements, i.e. full page loads.
  await page.locator('header a.logo').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header.header-mega')).toBeVisible();
  expect(await sameDocument()).toBe(true);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#header-menu')).toBeHidden();

  await openMobileMenu(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/free-demo\/$/);
  await expect(page.locator('header.header-mega')).toHaveCount(0);
  expect(await sameDocument()).toBe(true);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await openMobileMenu(page);
  await page.goForward();
  await expect(page.locator('header.header-mega')).toBeVisible();
  expect(await sameDocument()).toBe(true);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the mega menus of the English header show on hover and hide on leave', async ({ page }) => {
  await page.goto('/search/?q=business-plan');
  const templates = page.locator('header summary.mega-toggle', { hasText: 'Templates' });
  const french = page.locator('header .mega-panel').getByRole('link', { name: 'Français' }).first();
  await expect(french).toBeHidden();
  await templates.hover();
  await expect(french).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(french).toBeHidden();
});

/** A mega menu's summary, its <details> and the first link of its panel. */
function megaMenu(page: Page, name: string) {
  const details = page
    .locator('header li.mega > details')
    .filter({ has: page.locator('summary.mega-toggle', { hasText: name }) });
  const summary = details.locator('summary');
  return { summary, details, firstLink: details.locator('.mega-panel a').first() };
}

test('at 1440 px the mega menus open and close by pointer and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const products = megaMenu(page, 'Products');
  const templates = megaMenu(page, 'Templates');
  // Pointer: a click opens the menu and keeps it open while the pointer is on it; a click outside
  // closes it; one menu opening closes the other.
  await products.summary.click();
  await expect(products.details).toHaveAttribute('open', '');
  await expect(products.firstLink).toBeVisible();
  await page.mouse.click(5, 600);
  await expect(products.details).not.toHaveAttribute('open');
  await expect(products.firstLink).toBeHidden();
  await products.summary.click();
  await templates.summary.click();
  await expect(templates.details).toHaveAttribute('open', '');
  await expect(products.details).not.toHaveAttribute('open');
  await page.mouse.click(5, 600);
  await expect(templates.details).not.toHaveAttribute('open');
  // Keyboard: Enter and Space on the summary open and close it, Escape closes it and leaves focus
  // on the summary.
  await products.summary.focus();
  await page.keyboard.press('Escape');
  await expect(products.details).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(products.details).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(products.details).not.toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(products.details).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(products.firstLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(products.details).not.toHaveAttribute('open');
  await expect(products.summary).toBeFocused();
  await expect(products.firstLink).toBeHidden();
});

test('at 390 px the mobile menu and its mega menus open and close by pointer and by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.locator('header .menu-toggle');
  const menu = page.locator('#header-menu');
  const products = megaMenu(page, 'Products');
  await expect(menu).toBeHidden();
  // Pointer: the button opens the menu, a menu's summary unfolds it in place and folds it again,
  // the button closes the menu.
  await openMobileMenu(page);
  await expect(toggle).toHaveAttribute('aria-label', 'Close menu');
  await products.summary.click();
  await expect(products.details).toHaveAttribute('open', '');
  await expect(products.firstLink).toBeVisible();
  await products.summary.click();
  await expect(products.details).not.toHaveAttribute('open');
  await toggle.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).not.toHaveAttribute('aria-label', 'Close menu');
  // A click outside the open menu closes it too.
  await toggle.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(200, 820);
  await expect(menu).toBeHidden();
  // Keyboard: Enter on the button opens the menu, Tab leads into it, Enter unfolds a mega menu,
  // Escape closes the menu and hands focus back to the button; Space opens it again.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(products.summary).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(products.firstLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
});

test('the Terms of Use link of a landing footer opens the terms dialog with the licence text', async ({ page }) => {
  await page.goto('/docs/free-demo/');
  await page
    .locator('footer')
    .getByRole('link', { name: /^Terms/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').nth(1)).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/docs\/free-demo\/$/);
});

test('with the popup on, the header’s Try for free opens the sign-up dialog; with it off it links to the web app', async ({
  page,
}) => {
  await page.goto('/docs/free-demo/');
  await page.locator('header').getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });

  // The affiliate preset has the popup off: the header's Try for free is a plain link to the web
  // app's sign-up, in the page's language.
  await page.goto('/start/');
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'Try for free' })).toHaveCount(0);
  const link = header.getByRole('link', { name: 'Try for free' });
  await expect(link).toHaveAttribute('href', /\/signup\/\?lang=en&lib=en$/);
  await expect(link).toHaveClass(/try-button/);
});

/**
 * The header's visible parts (logo, tagline, each top-level link or menu, each action, the menu
 * button) at one width: each part's box, and the bar's content box they must stay inside.
 */
async function headerLayout(page: Page) {
  return page.locator('header.site-header').evaluate((header) => {
    const bar = header.firstElementChild as HTMLElement;
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const inner = {
      left: box.left + parseFloat(style.paddingLeft),
      right: box.right - parseFloat(style.paddingRight),
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const parts = [
      ...bar.querySelectorAll('a.logo, .tagline, .menu-toggle, .header-links > li, .header-utility, .header-login'),
      ...bar.querySelectorAll('.try-button'),
    ].filter(shown);
    return {
      inner,
      scrollWidth: document.documentElement.scrollWidth,
      parts: parts.map((el) => {
        const rect = el.getBoundingClientRect();
        return {
          name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 24),
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
        };
      }),
    };
  });
}

for (const { path, widths } of [
  // The mega header (English default pages) at its breakpoints and common laptop widths.
  { path: '/', widths: [1920, 1600, 1599, 1440, 1366, 1280, 1200, 1199, 1080, 1079, 970, 969, 390] },
  // The simple header with links (other languages) and without (landing presets).
  { path: '/pt/', widths: [1440, 1000, 999, 390] },
  { path: '/docs/free-demo/', widths: [1440, 1000, 999, 390] },
  { path: '/l/aug232024/', widths: [1000, 390] },
]) {
  test(`${path}: nothing in the header overlaps or leaves the bar at ${widths.join(', ')} px`, async ({ page }) => {
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { inner, parts, scrollWidth } = await headerLayout(page);
      const at = `${path} at ${width} px`;
      expect(scrollWidth, `${at}: the page is wider than the window`).toBeLessThanOrEqual(width);
      expect(parts.length, at).toBeGreaterThanOrEqual(2);
      for (const part of parts) {
        expect(part.left, `${at}: ${part.name} starts before the bar`).toBeGreaterThanOrEqual(inner.left - 1);
        expect(part.right, `${at}: ${part.name} ends past the bar`).toBeLessThanOrEqual(inner.right + 1);
      }
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1)) {
          const apart =
            a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
          expect(apart, `${at}: ${a.name} and ${b.name} overlap`).toBe(true);
        }
      }
    }
  });
}

/*
 * The default pages' headers in three languages: the style their navigation chooses (mega menus in
 * English, the classic header in French and German), the scroll look, and the mobile menu below
 * the header's last breakpoint (970 px for the mega header, 1000 px for the classic one).
 */
for (const { path, kind, fold } of [
  { path: '/company/about/', kind: 'mega', fold: 970 },
  { path: '/fr/company/about/', kind: 'simple', fold: 1000 },
  { path: '/de/company/about/', kind: 'simple', fold: 1000 },
] as const) {
  test(`${path}: the ${kind} header's scroll look, and its links fold into the mobile menu below ${fold} px`, async ({
    page,
  }) => {
    await page.goto(path);
    const header = page.locator(`header.site-header.header-${kind}`);
    await expect(header).toBeVisible();
    await expect(header).not.toHaveAttribute('data-scrolled', '');
    await expect(header).toHaveAttribute('data-try-outlined', '');
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect(header).toHaveAttribute('data-try-outlined', '');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).not.toHaveAttribute('data-try-outlined', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled', '');

    const toggle = header.locator('.menu-toggle');
    const menu = header.locator('#header-menu');
    await page.setViewportSize({ width: fold, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: fold - 1, height: 800 });
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-menu-open', '');
    await expect(menu.locator('.try-button')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-open', '');
  });
}
