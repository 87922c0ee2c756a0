import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_SETTINGS_ID } from '@paperwise/schemas/studio-settings';
import { IMMUTABLE, localizeFonts, serveStudio, STUDIO_FONT_PATH, type StudioHostOptions } from './files';

/** An index.html as `sanity build` writes it, in short: its icon links, its fonts, Sanity's dashboard script. */
const INDEX = [
  '<!DOCTYPE html><html><head><link href="/static/favicon.ico" rel="icon"/>',
  '<script>window.onerror = function () { return true }</script>',
  '<link href="/studio/static/sanity-lYNt0CIJ.css" rel="stylesheet"/>',
  '<style>@font-face {\n font-family: Inter;\n font-style: normal;\n font-weight: 400;\n src: url("https://studio-static.sanity.io/Inter-Regular.woff2") format("woff2");\n }',
  '@font-face {\n font-family: Inter;\n font-style: italic;\n font-weight: 400;\n src: url("https://studio-static.sanity.io/Inter-Italic.woff2") format("woff2");\n }</style>',
  '<script src="https://core.sanity-cdn.com/bridge.js" async type="module" data-sanity-core></script>',
  '</head><body><div id="sanity"></div><script src="/studio/static/sanity-C6Z67w84.js" type="module"></script></body></html>',
].join('');
const STYLES =
  '.a{color:red}@font-face{font-family:Inter;font-style:normal;font-weight:400 700;src:url(https://design-system-static.sanity.io/InterVariable-latin-20260728.woff2)format("woff2-variations")}';

let dir: string;
let options: StudioHostOptions;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-host-'));
  mkdirSync(join(dir, 'dist', 'static'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
  writeFileSync(join(dir, 'dist', 'static', 'sanity-C6Z67w84.js'), 'console.log(1)');
  writeFileSync(join(dir, 'dist', 'static', 'lib-Cq2Nx7v7.css'), STYLES);
  writeFileSync(join(dir, 'dist', 'static', 'favicon.ico'), 'icon');
  writeFileSync(join(dir, 'secret.txt'), 'outside');
  writeFileSync(join(dir, 'inter.woff2'), 'font');
  options = {
    distDir: join(dir, 'dist'),
    basePath: '/studio/',
    fontFile: join(dir, 'inter.woff2'),
    local: true,
    resultsToken: () => 'token-<x>',
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (subpath: string, init: RequestInit = {}, opts: Partial<StudioHostOptions> = {}) =>
  serveStudio(new Request(`http://127.0.0.1:3000/studio/${subpath}`, init), subpath, { ...options, ...opts });

describe('serveStudio', () => {
  it('answers its page for its root and for every address of its router, never kept by a shared cache', async () => {
    for (const subpath of ['', 'structure/landing-pages;docs;fr', 'presentation/landingPage/landingPage-fr-x']) {
      const response = get(subpath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(await response.text()).toContain('<div id="sanity">');
    }
  });

  it('moves the icon links under the base path, uses the site’s font and drops the dashboard script', async () => {
    const html = await get('').text();
    expect(html).toContain('<link href="/studio/static/favicon.ico" rel="icon"/>');
    expect(html).not.toContain('studio-static.sanity.io');
    expect(html).toContain(`src:url("/studio/${STUDIO_FONT_PATH}") format("woff2")`);
    expect(html).not.toContain('font-style: italic');
    expect(html).not.toContain('core.sanity-cdn.com');
    // The page's own inline script is left as it is.
    expect(html).toContain('<script>window.onerror = function () { return true }</script>');
  });

  it('hands a local studio the results token in its settings element, escaped for HTML', async () => {
    const html = await get('').text();
    expect(html).toContain(
      `<script id="${STUDIO_SETTINGS_ID}" type="application/json">{"resultsToken":"token-\\u003cx\\u003e"}</script></head>`,
    );
    const withProject = await get('', {}, { local: false }).text();
    expect(withProject).toContain('{"resultsToken":null}');
    expect(withProject).toContain('core.sanity-cdn.com/bridge.js');
    expect(get('', {}, { local: false }).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the hashed files for ever and the others with a check; a check with the same tag gets 304', async () => {
    const script = get('static/sanity-C6Z67w84.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await script.text()).toBe('console.log(1)');
    const icon = get('static/favicon.ico');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
    const again = get('static/favicon.ico', { headers: { 'if-none-match': icon.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const page = get('structure');
    expect(get('structure', { headers: { 'if-none-match': page.headers.get('etag')! } }).status).toBe(304);
  });

  it('gives the stylesheets the site’s font too', async () => {
    const css = await get('static/lib-Cq2Nx7v7.css').text();
    expect(css).toContain('.a{color:red}');
    expect(css).not.toContain('design-system-static');
    expect(css).toContain(`/studio/${STUDIO_FONT_PATH}`);
  });

  it('serves the font, and answers HEAD without a body', async () => {
    const font = get(STUDIO_FONT_PATH);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(await font.text()).toBe('font');
    const head = get('static/sanity-C6Z67w84.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
    expect(await head.text()).toBe('');
  });

  it('answers 404 for a missing script or file, never the page; nothing outside the build; 405 for POST', async () => {
    expect(get('static/sanity-OLDBUILD.js').status).toBe(404);
    expect(get('missing.css').status).toBe(404);
    expect(get('../secret.txt').status).toBe(404);
    expect(get('%2e%2e/secret.txt').status).toBe(404);
    expect(get('%E0%A4%A').status).toBe(404);
    expect(get('', { method: 'POST' }).status).toBe(405);
  });

  it('says how to build the studio when it is not built', async () => {
    const response = get('', {}, { distDir: join(dir, 'nothing') });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run studio:build');
  });
});

describe('localizeFonts', () => {
  it('leaves other font faces alone', () => {
    const other = '@font-face{font-family:Mono;src:url(/m.woff2)}';
    expect(localizeFonts(other, '/f.woff2')).toBe(other);
  });
});
