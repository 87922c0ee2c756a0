/**
 * `npm run shots`: full-page screenshots of a set of pages at a few widths, for looking at the site
 * as a visitor sees it. Starts the built site (`tools/run.mjs shots` builds first when the sources
 * changed) on a free loopback port with a throw-away data folder, drives Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright, writes PNGs into shots/ (git-ignored),
 * prints each file written, and stops the server it started.
 *
 *   --pages /a/,/b/        the pages to shoot (default: DEFAULT_PAGES); a page written signup:/path/
 *                          is shot with the sign-up dialog open (its Try-for-free button clicked),
 *                          menu:/path/ with the mobile menu open (at the widths that have one)
 *   --widths 390,1440      the viewport widths in CSS px (default: 390,1024,1440)
 *   --url http://host:port shoot a site that is already running instead of starting one
 *   --out folder           where the PNGs go (default: shots/ at the repository root)
 *   --cookie-banner        leave the cookie banner up (by default the consent cookie is set, so the
 *                          banner does not cover the page)
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { projectDir, startSite } from '../lib/site-server';

/**
 * Every kind of page and chrome the site has: home (mega and simple header), landing presets,
 * search, legal, core and company pages, 404, dialog.
 */
export const DEFAULT_PAGES = [
  '/',
  '/fr/',
  '/docs/free-demo/',
  '/docs/ab/15.10.24/01/',
  '/l/aug232024/',
  '/search/?q=lease',
  '/company/eula/',
  '/de/company/eula/',
  '/features/',
  '/de/company/about/',
  '/no-such-page/',
  'signup:/docs/free-demo/',
  'menu:/',
  'menu:/docs/free-demo/',
];
export const DEFAULT_WIDTHS = [390, 1024, 1440];
/** signup: and menu: before a path ask for the sign-up dialog or the mobile menu open. */
const PREFIX = /^(signup|menu):/;
/** The viewport's height; the screenshot itself is as tall as the page. */
const VIEWPORT_HEIGHT = 900;

export interface ShotOptions {
  pages: string[];
  widths: number[];
  url: string | null;
  out: string;
  cookieBanner: boolean;
}

function fail(message: string): never {
  process.stderr.write(`shots: ${message}\n`);
  process.exit(2);
}

export function parseArgs(argv: string[]): ShotOptions {
  const options: ShotOptions = {
    pages: DEFAULT_PAGES,
    widths: DEFAULT_WIDTHS,
    url: null,
    out: join(projectDir, 'shots'),
    cookieBanner: false,
  };
  const list = (value: string | undefined, name: string) => {
    if (!value) fail(`${name} needs a comma-separated list`);
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = () => inline ?? argv[++i];
    switch (name) {
      case '--pages':
        options.pages = list(value(), '--pages');
        for (const page of options.pages) {
          if (!page.replace(PREFIX, '').startsWith('/')) fail(`a page is a path starting with /, not ${page}`);
        }
        break;
      case '--widths':
        options.widths = list(value(), '--widths').map((w) => {
          const width = Number(w);
          if (!Number.isInteger(width) || width < 200 || width > 4000) fail(`a width is 200 to 4000 px, not ${w}`);
          return width;
        });
        break;
      case '--url': {
        const url = value();
        if (!url || !/^https?:\/\//.test(url)) fail('--url needs an http(s) address, e.g. http://127.0.0.1:3000');
        options.url = url.replace(/\/+$/, '');
        break;
      }
      case '--out': {
        const out = value();
        if (!out) fail('--out needs a folder');
        options.out = resolve(process.cwd(), out);
        break;
      }
      case '--cookie-banner':
        options.cookieBanner = true;
        break;
      default:
        fail(`unknown option ${arg} (--pages, --widths, --url, --out, --cookie-banner)`);
    }
  }
  return options;
}

/**
 * The file name of a shot: the path's words joined by dashes, then the width, e.g. /docs/free-demo/
 * at 390 px is docs-free-demo--390.png, /search/?q=lease search-q-lease--390.png, / home--390.png.
 */
export function shotName(page: string, width: number): string {
  const state = PREFIX.exec(page)?.[1];
  const path = page.replace(PREFIX, '');
  const slug = path.replace(/[^a-zA-Z0-9.]+/g, '-').replace(/^-+|-+$/g, '') || 'home';
  const prefix = state === 'signup' ? 'signup-dialog-' : state === 'menu' ? 'mobile-menu-' : '';
  return `${prefix}${slug}--${width}.png`;
}

/** Waits until the fonts and every image (lazy ones included) have loaded, so the shot shows the finished page. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  // Sections away from the screen are skipped by content-visibility: auto (styles/base.css) and a
  // full-page shot draws past the screen, where they would be blank: the shot shows every section
  // as a visitor sees it on scrolling to it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : // An image fires load or error (never loadend); a few seconds at most, so one broken image cannot hang the run.
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
              setTimeout(done, 5000);
            }),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle').catch(() => {});
}

async function shoot(browser: Browser, baseUrl: string, options: ShotOptions): Promise<string[]> {
  const written: string[] = [];
  for (const width of options.widths) {
    const context = await browser.newContext({ viewport: { width, height: VIEWPORT_HEIGHT }, reducedMotion: 'reduce' });
    if (!options.cookieBanner) await context.addCookies([{ name: 'user-cookies', value: '1', url: baseUrl }]);
    const page = await context.newPage();
    for (const entry of options.pages) {
      const state = PREFIX.exec(entry)?.[1];
      const path = entry.replace(PREFIX, '');
      const file = join(options.out, shotName(entry, width));
      try {
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        await settle(page);
        if (state === 'menu') {
          const toggle = page.locator('header .menu-toggle');
          if (!(await toggle.isVisible())) {
            process.stdout.write(`skipped ${entry} at ${width} px: no mobile menu at this width\n`);
            continue;
          }
          // The menu is a popover: its button opens it before the page has hydrated too.
          await toggle.click();
          await page.locator('#header-menu').waitFor({ state: 'visible', timeout: 10_000 });
          await page.waitForTimeout(300);
          await page.screenshot({ path: file });
        } else if (state === 'signup') {
          // The header's Try for free opens the dialog once the page has hydrated; retried until it does.
          const trigger = page.locator('header').getByRole('button', { name: /try|essai|prueba|gratis/i });
          const modal = page.getByRole('dialog');
          for (let attempt = 0; attempt < 20 && !(await modal.isVisible()); attempt++) {
            if (await trigger.first().isVisible()) await trigger.first().click();
            else await page.locator('header .menu-toggle').click();
            await page.waitForTimeout(300);
          }
          await modal.waitFor({ state: 'visible', timeout: 10_000 });
          await settle(page);
          // A modal dialog covers the viewport: the shot is the viewport, as a visitor sees it.
          await page.screenshot({ path: file });
        } else {
          await page.screenshot({ path: file, fullPage: true });
        }
        written.push(file);
        process.stdout.write(
          `wrote ${relative(process.cwd(), file)}  (${path} at ${width} px, ${response?.status()})\n`,
        );
      } catch (error) {
        process.stderr.write(`shots: ${entry} at ${width} px failed: ${(error as Error).message.split('\n')[0]}\n`);
        process.exitCode = 1;
      }
    }
    await context.close();
  }
  return written;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) fail(`no browser at ${executablePath}: install chromium or set CHROMIUM_PATH`);
  mkdirSync(options.out, { recursive: true });
  const site = options.url ? null : await startSite({ output: 'ignore' });
  const baseUrl = options.url ?? site!.baseUrl;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath });
    const written = await shoot(browser, baseUrl, options);
    process.stdout.write(`${written.length} screenshots in ${relative(process.cwd(), options.out) || '.'}\n`);
  } finally {
    await browser?.close();
    await site?.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`shots: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
