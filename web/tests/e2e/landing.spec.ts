import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 800 } });

interface Case {
  path: string;
  lang: string;
  title: RegExp;
  header: 'simple' | 'sticky';
  tagline: string;
  login: string | null;
  footer: 'simple' | 'large';
}

/** One page per layout preset of the content, in each landing language. */
const cases: Case[] = [
  {
    path: '/docs/free-demo/',
    lang: 'en',
    title: /^Free demo \| Paperwise™ Business Management Platform$/,
    header: 'simple',
    tagline: 'All-in-one business management toolkit',
    login: 'Log in',
    footer: 'simple',
  },
  {
    path: '/fr/docs/demo/',
    lang: 'fr',
    title: /Paperwise™ Plateforme de gestion d’entreprise$/,
    header: 'simple',
    tagline: 'La boîte à outils de gestion d’entreprise tout-en-un',
    login: 'Connexion',
    footer: 'simple',
  },
  {
    path: '/es/l/aug232024/',
    lang: 'es',
    title: /Paperwise™ Plataforma de gestión empresarial$/,
    header: 'sticky',
    tagline: 'El kit completo de gestión empresarial',
    login: null,
    footer: 'simple',
  },
  {
    path: '/l/sept092024/',
    lang: 'en',
    title: /Paperwise™/,
    header: 'sticky',
    tagline: 'All-in-one business management toolkit',
    login: null,
    footer: 'simple',
  },
  {
    path: '/docs/ab/15.10.24/01/',
    lang: 'en',
    title: /Paperwise™/,
    header: 'simple',
    tagline: 'Simplify the way you work',
    login: 'Log in',
    footer: 'large',
  },
  {
    path: '/es/docs/ab/15.10.24/00/',
    lang: 'es',
    title: /Paperwise™/,
    header: 'simple',
    tagline: 'Simplifique su forma de trabajar',
    login: 'Iniciar sesión',
    footer: 'large',
  },
  {
    path: '/fr/docs/ab/23.09.24/01/',
    lang: 'fr',
    title: /Paperwise™/,
    header: 'simple',
    tagline: 'Le logiciel de gestion de vos documents d’affaires',
    login: 'Connexion',
    footer: 'simple',
  },
];

async function headerPosition(page: Page) {
  return page.locator('header.site-header').evaluate((el) => getComputedStyle(el).position);
}

for (const c of cases) {
  test(`${c.path}: ${c.header} header, tagline, ${c.footer} footer, noindex`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page).toHaveTitle(c.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const header = page.locator('header.site-header');
    await expect(header).toHaveClass(new RegExp(`header-${c.header}`));
    expect(await headerPosition(page)).toBe(c.header === 'sticky' ? 'sticky' : 'relative');
    await expect(header.locator('.tagline')).toHaveText(c.tagline);
    if (c.login) await expect(header.getByRole('link', { name: c.login })).toBeVisible();
    else await expect(header.locator('.header-login')).toHaveCount(0);

    const footer = page.locator('footer.site-footer');
    await expect(footer).toHaveClass(new RegExp(`footer-${c.footer}`));
    const switcher = footer.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Deutsch' }) });
    if (c.footer === 'large') {
      await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
      await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/');
      await expect(footer.locator('address')).toBeVisible();
    } else {
      await expect(switcher).toHaveCount(0);
    }
    await expect(page.locator('.live-chat')).toHaveCount(0);
  });
}

test('landing thumbnails are sized, so the page does not shift while they load', async ({ page }) => {
  // The markup is what counts here, not the images (each encoded by the optimizer on its first request).
  await page.goto('/docs/ab/15.10.24/01/', { waitUntil: 'domcontentloaded' });
  const images = page.locator('.template-grid img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', '250');
    await expect(img).toHaveAttribute('height', '354');
  }
});

test('thumbnails come from the image optimizer: the 600px rendition, 250 px wide or 600 px on dense screens, AVIF or WebP', async ({
  page,
  request,
}) => {
  // The optimizer encodes each thumbnail on its first request (an AVIF takes a few seconds on a busy machine).
  test.setTimeout(60_000);
  await page.goto('/docs/ab/15.10.24/01/');
  const image = page.locator('.template-grid img').first();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  // Two candidates: 250 px for 1x, 600 px for 2x, each from the 600px source.
  const candidates = srcset.split(', ').map((entry) => entry.split(' '));
  expect(candidates.map(([, density]) => density)).toEqual(['1x', '2x']);
  const urls = candidates.map(([url]) => new URL(url!, page.url()));
  for (const [url, width] of [
    [urls[0]!, '250'],
    [urls[1]!, '600'],
  ] as const) {
    expect(url.pathname).toMatch(/^\/_next\/image\/?$/);
    expect(url.searchParams.get('url')).toMatch(/\/600px\/[^/]+\.png$/);
    expect(url.searchParams.get('w')).toBe(width);
  }
  // The format the browser names first among AVIF and WebP, else the source's PNG.
  const as = async (accept: string) => {
    const response = await request.get(urls[0]!.pathname + urls[0]!.search, { headers: { accept } });
    expect(response.status(), accept).toBe(200);
    return response.headers()['content-type'];
  };
  expect(await as('image/avif,image/webp,image/*,*/*;q=0.8')).toBe('image/avif');
  expect(await as('image/webp,image/*,*/*;q=0.8')).toBe('image/webp');
  expect(await as('image/png,*/*;q=0.5')).toBe('image/png');
  // The browser loads the 250 px image on a normal screen.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(250);
  expect(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain('w=250');
});

test('the optimizer keeps each rendition: asked again, it answers from its cache without encoding', async ({
  request,
}) => {
  // The optimizer encodes a rendition on its first request (an AVIF takes seconds on a busy machine).
  test.setTimeout(60_000);
  // A rendition no other test asks for (w=250 of the last thumbnail), so that the first answer is
  // this test's own encoding, whatever ran before.
  const address = `/_next/image/?url=${encodeURIComponent('/embedded/cached-api/imgs/600px/111.png')}&w=250&q=75`;
  const ask = async () => {
    const response = await request.get(address, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(response.status()).toBe(200);
    return { cache: response.headers()['x-nextjs-cache'], body: await response.body() };
  };
  const first = await ask();
  const again = await ask();
  expect(['MISS', 'HIT']).toContain(first.cache);
  expect(again.cache).toBe('HIT');
  expect(again.body.equals(first.body)).toBe(true);
});

test('the landing hero’s pages come from the optimizer too, the front one at once and the largest paint', async ({
  browser,
  baseURL,
}) => {
  // A phone's screen, as the benchmark loads it.
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const response = await page.goto('/docs/ab/15.10.24/01/');
    const pages = page.locator('.hero img');
    await expect(pages).toHaveCount(3);
    for (const img of await pages.all()) {
      const src = new URL((await img.getAttribute('src'))!, page.url());
      expect(src.pathname).toMatch(/^\/_next\/image\/?$/);
      expect(src.searchParams.get('url')).toMatch(/\/600px\/[^/]+\.png$/);
      await expect(img).toHaveAttribute('srcset', / 1x, .* 2x$/);
    }
    // The front page is asked for beside the stylesheets; the two behind it when the page is laid out.
    await expect(pages.nth(0)).toHaveAttribute('fetchpriority', 'high');
    await expect(pages.nth(0)).toHaveAttribute('loading', 'eager');
    for (const index of [1, 2]) {
      await expect(pages.nth(index)).not.toHaveAttribute('fetchpriority', /./);
      await expect(pages.nth(index)).toHaveAttribute('loading', 'lazy');
    }
    const html = (await response!.text()).match(/<head>[\s\S]*<\/head>/)![0];
    const imagePreloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toContain(
      encodeURIComponent(new URL((await pages.nth(0).getAttribute('src'))!, page.url()).searchParams.get('url')!),
    );
    // The page's largest paint is the front page, the one asked for first.
    for (const img of await pages.all())
      await expect
        .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
        .toBe(true);
    const largest = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
            resolve(element ? [...document.querySelectorAll('.hero img')].indexOf(element).toString() : null);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('0');
  } finally {
    await context.close();
  }
});

test('on a dense screen the thumbnails load their 600 px image', async ({ browser, baseURL }) => {
  // The optimizer encodes each 600 px thumbnail on its first request.
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await page.goto('/docs/ab/15.10.24/01/');
    const image = page.locator('.template-grid img').first();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toContain('w=600');
    // A 2x candidate's natural width is its pixel width halved: the 600 px image reads 300.
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(300);
  } finally {
    await context.close();
  }
});

test('landing layouts exist only in en, fr and es: the same path in German is the 404', async ({ page }) => {
  const response = await page.goto('/de/docs/free-demo/');
  expect(response?.status()).toBe(404);
});

test('a landing path that no document claims is the 404', async ({ page }) => {
  const response = await page.goto('/docs/ab/01.01.99/07/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are sorry, this page cannot be found.');
});

test('a landing variant is cached after its first request', async ({ request }) => {
  const first = await request.get('/lp/ab/23.05.18/01/');
  expect(first.status()).toBe(200);
  const second = await request.get('/lp/ab/23.05.18/01/');
  expect(second.status()).toBe(200);
  expect(second.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
});
