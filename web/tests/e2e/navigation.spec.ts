import { expect, test, type Page } from '@playwright/test';

/**
 * Moving between the site's pages: links to the site's pages are client navigations (the
 * document stays, only the page changes), the page arrives at its top, a link with a target
 * lands on it, the main region fades out then in (none for visitors who ask for reduced motion),
 * and a slow page shows the progress bar and the loading state (after 200 ms) while it loads. In
 * English, French and German.
 */
test.use({ viewport: { width: 1280, height: 800 } });

/**
 * How long a link's navigation may take: the page's payload, and the script of a page kind not
 * shown yet, arrive from a server that a busy machine (the other worker's tests, the studio's)
 * can keep waiting for longer than an expectation's default 7 s.
 */
const PAGE_RENDER_MS = 15_000;

/** Marks the current document; `stillSameDocument` is true while no new document has loaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

const LANGUAGES = [
  { lang: 'en', home: '/', about: '/company/about/' },
  { lang: 'fr', home: '/fr/', about: '/fr/company/about/' },
  { lang: 'de', home: '/de/', about: '/de/company/about/' },
];

for (const { lang, home, about } of LANGUAGES) {
  test(`${lang}: a footer link opens the page without loading a new document, at the page's top`, async ({ page }) => {
    await page.goto(home);
    await markDocument(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator(`footer a[href="${about}"]`).first().click();
    await expect(page).toHaveURL(about, { timeout: PAGE_RENDER_MS });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`${lang}: back returns to the page before, and the header's home link comes back home`, async ({ page }) => {
    await page.goto(about);
    await markDocument(page);
    await page.locator(`header .header-links > li > a[href="${home}"]`).click();
    await expect(page).toHaveURL(home, { timeout: PAGE_RENDER_MS });
    await page.goBack();
    await expect(page).toHaveURL(about);
    expect(await stillSameDocument(page)).toBe(true);
  });
}

test('links to another language load that language as a new document', async ({ page }) => {
  await page.goto('/company/about/');
  await markDocument(page);
  await page.locator('footer a[lang="fr"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await stillSameDocument(page)).toBe(false);
});

test('a link with a target lands on it, below the sticky header', async ({ page }) => {
  await page.goto('/');
  await markDocument(page);
  await page.locator('header summary.mega-toggle', { hasText: 'Products' }).hover();
  await page.locator('header a[href="/features/#dashboard"]').click();
  await expect(page).toHaveURL('/features/#dashboard', { timeout: PAGE_RENDER_MS });
  const target = page.locator('#dashboard');
  await expect(target).toBeInViewport();
  expect(await stillSameDocument(page)).toBe(true);
  await expect
    .poll(async () => {
      const headerBottom = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      return top >= headerBottom - 1;
    })
    .toBe(true);
});

/** Records the page transition's animations: the view transition's pseudo-elements and their timing. */
async function recordTransitions(page: Page) {
  await page.evaluate(() => {
    const log: { pseudo: string; duration: number; delay: number; name: string }[] = [];
    (window as unknown as { __transitions: typeof log }).__transitions = log;
    const original = document.startViewTransition?.bind(document);
    if (!original) return;
    document.startViewTransition = ((arg: Parameters<typeof original>[0]) => {
      const transition = original(arg);
      transition.ready
        .then(() => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect | null;
            const pseudo = effect?.pseudoElement ?? '';
            if (!pseudo.startsWith('::view-transition')) continue;
            const timing = effect!.getTiming();
            log.push({
              pseudo,
              duration: Number(timing.duration) || 0,
              delay: timing.delay ?? 0,
              name: (animation as CSSAnimation).animationName ?? '',
            });
          }
        })
        .catch(() => undefined);
      return transition;
    }) as typeof document.startViewTransition;
  });
}

async function transitions(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __transitions: { pseudo: string; duration: number; delay: number; name: string }[] })
        .__transitions,
  );
}

for (const prefix of ['', '/fr', '/de']) {
  test(`${prefix || '/'}: the page fades out, then the next one fades in`, async ({ page }) => {
    await page.goto(`${prefix}/company/about/`);
    await recordTransitions(page);
    await page.locator(`footer a[href="${prefix}/company/newsroom/"]`).click();
    await expect(page).toHaveURL(`${prefix}/company/newsroom/`, { timeout: PAGE_RENDER_MS });
    await expect.poll(async () => (await transitions(page)).length).toBeGreaterThan(0);
    const log = await transitions(page);
    const out = log.find((entry) => entry.pseudo === '::view-transition-old(page)');
    const into = log.find((entry) => entry.pseudo === '::view-transition-new(page)');
    expect(out, JSON.stringify(log)).toMatchObject({ name: 'page-out', duration: 150, delay: 0 });
    // Out, then in: the new page starts fading in when the old one has gone.
    expect(into, JSON.stringify(log)).toMatchObject({ name: 'page-in', duration: 200, delay: 150 });
  });
}

test('leaving the green sustainability page by a link gives the next page the site’s colours', async ({ page }) => {
  const brand = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-brand-600').trim());
  await page.goto('/fr/company/sustainability/');
  expect(await brand()).toBe('#15803d');
  await markDocument(page);
  await page.locator('footer a[href="/fr/company/about/"]').click();
  await expect(page).toHaveURL('/fr/company/about/', { timeout: PAGE_RENDER_MS });
  await expect.poll(brand).not.toBe('#15803d');
  expect(await stillSameDocument(page)).toBe(true);
});

test('no animation for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/company/about/');
  await recordTransitions(page);
  await page.locator('footer a[href="/company/newsroom/"]').click();
  await expect(page).toHaveURL('/company/newsroom/', { timeout: PAGE_RENDER_MS });
  await expect(page.locator('main h1')).toBeVisible();
  const moving = (await transitions(page)).filter((entry) => entry.duration > 0 || entry.delay > 0);
  expect(moving).toEqual([]);
});

test('a slow page shows the progress bar while it loads, and the bar goes when it has arrived', async ({ page }) => {
  await page.goto('/company/about/');
  // Every request for the support page (its prefetch and its load) takes 1.5 s.
  await page.route(/\/company\/support\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('footer a[href="/company/support/"]').click();
  await expect(page.locator('.progress-bar')).toBeVisible();
  await expect(page).toHaveURL('/company/support/');
  await expect(page.locator('.progress-bar')).toHaveCount(0, { timeout: 10_000 });
});

test('a navigation over 200 ms shows the loading state (pending, then shown, with its time), gone on arrival', async ({
  page,
}) => {
  // The page slowed by 2.5 s, after the first page's own load: more than the default on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/company/about/');
  const root = page.locator('html');
  await expect(root).not.toHaveAttribute('data-page-loading', /.*/);
  // Every request for the support page (its prefetch and its load) takes 2.5 s.
  await page.route(/\/company\/support\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  const clickedAt = await page.evaluate(() => Date.now());
  await page.locator('footer a[href="/company/support/"]').click();
  // The phase and its time are read together: read one after the other, on a busy machine the page
  // could arrive in between and the time read would be the arrival's.
  const shownAt = await page
    .waitForFunction(() => {
      const { pageLoading, pageLoadingSince } = document.documentElement.dataset;
      return pageLoading === 'shown' && Number(pageLoadingSince);
    })
    .then(async (handle) => Number(await handle.jsonValue()));
  await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Page loading' })).toHaveCount(1);
  // Shown no sooner than 200 ms after the load started (the browser's own clock).
  expect(shownAt - clickedAt).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL('/company/support/');
  await expect(root).not.toHaveAttribute('data-page-loading', /.*/, { timeout: 10_000 });
  await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', /.*/);
  await expect(page.locator('.page-loading')).toHaveCount(0);
  expect(Number(await root.getAttribute('data-page-loading-since'))).toBeGreaterThan(shownAt);
});

test('the English mega menus open on keyboard focus and close on Escape and when focus leaves', async ({ page }) => {
  await page.goto('/company/about/');
  // Each menu is a <details>: its summary takes focus, its open attribute says whether it is open.
  const products = page.locator('header summary.mega-toggle', { hasText: 'Products' });
  const productsMenu = products.locator('xpath=..');
  await page.locator('header .logo').focus();
  await page.keyboard.press('Tab');
  await expect(products).toBeFocused();
  await expect(productsMenu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.locator('header a[href="/features/#dashboard"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(productsMenu).not.toHaveAttribute('open');
  await expect(products).toBeFocused();
  // Tab moves on to the Templates menu: Products closes, Templates opens and leads to its pages.
  const templates = page.locator('header summary.mega-toggle', { hasText: 'Templates' });
  const templatesMenu = templates.locator('xpath=..');
  await page.keyboard.press('Tab');
  await expect(templates).toBeFocused();
  await expect(productsMenu).not.toHaveAttribute('open');
  await expect(templatesMenu).toHaveAttribute('open', '');
  // Moving focus out of the entry closes it.
  await page.keyboard.press('Shift+Tab');
  await expect(products).toBeFocused();
  await expect(templatesMenu).not.toHaveAttribute('open');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(templates.locator('xpath=..').locator('a').first()).toBeFocused();
  await page.keyboard.press('Enter');
  // The search page is rendered on its first visit: on a busy machine that took over 7 s here.
  await expect(page).toHaveURL(/\/search\/\?q=/, { timeout: 15_000 });
});
