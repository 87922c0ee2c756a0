import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, MAX_SEGMENT_LENGTH } from './path-guard';
import { ALLOWED_METHODS, refusal, refusalResponse, routePattern, siteRoutesOf } from './request-guard';

/** The shape of a build's app-path-routes-manifest.json, with the site's kinds of routes. */
const MANIFEST = {
  '/[locale]/page': '/[locale]',
  '/[locale]/[...rest]/page': '/[locale]/[...rest]',
  '/[locale]/company/(site)/eula/page': '/[locale]/company/eula',
  '/_not-found/page': '/_not-found',
  '/api/revalidate/route': '/api/revalidate',
  '/api/experiments/[id]/route': '/api/experiments/[id]',
  '/api/experiments/events/route': '/api/experiments/events',
  '/embedded/userbase/[[...path]]/route': '/embedded/userbase/[[...path]]',
  '/embedded/content-lake/[[...path]]/route': '/embedded/content-lake/[[...path]]',
  '/og/[locale]/[...path]/route': '/og/[locale]/[...path]',
  '/studio/[[...path]]/route': '/studio/[[...path]]',
  '/robots.txt/route': '/robots.txt',
  '/sitemap.xml/route': '/sitemap.xml',
  '/icon.svg/route': '/icon.svg',
};
const site = siteRoutesOf(MANIFEST, ['/assets/media/paperwise-tour.webm'], ['/_next/static/chunks/x.js']);
const check = (target: string, method = 'GET', production = false) => refusal({ method, target }, site, production);

describe('routePattern', () => {
  it('reads the segments of a route: literal, one, one or more, none or more, groups left out', () => {
    expect(routePattern('/api/revalidate').test('/api/revalidate/')).toBe(true);
    expect(routePattern('/api/revalidate').test('/api/revalidate/x/')).toBe(false);
    expect(routePattern('/api/experiments/[id]').test('/api/experiments/abc')).toBe(true);
    expect(routePattern('/api/experiments/[id]').test('/api/experiments/')).toBe(false);
    expect(routePattern('/og/[locale]/[...path]').test('/og/fr/a/b/image.png')).toBe(true);
    expect(routePattern('/og/[locale]/[...path]').test('/og/fr/')).toBe(false);
    expect(routePattern('/studio/[[...path]]').test('/studio/')).toBe(true);
    expect(routePattern('/studio/[[...path]]').test('/studio/structure/x;y')).toBe(true);
    expect(routePattern('/a/(group)/b').test('/a/b/')).toBe(true);
    expect(routePattern('/robots.txt').test('/robotsXtxt')).toBe(false);
  });
});

describe('refusal', () => {
  it.each(['TRACE', 'TRACK', 'PROPFIND', 'FOO'])('answers %s with 405 and the methods allowed', (method) => {
    const refused = check('/', method);
    expect(refused?.status).toBe(405);
    expect(refused?.headers?.allow).toBe(ALLOWED_METHODS.join(', '));
  });

  it.each(ALLOWED_METHODS)('lets %s through', (method) => {
    expect(check('/fr/', method)).toBeNull();
  });

  it.each(['*', 'http://evil.example/', 'example.com:443', '//evil.example/x', ''])(
    'refuses the request target %j with 400',
    (target) => {
      expect(check(target)?.status).toBe(400);
    },
  );

  it('refuses over-long paths with 414 under every prefix, pages, /api/ and /embedded/ alike', () => {
    for (const prefix of ['/', '/api/', '/embedded/userbase/', '/_next/static/', '/studio/']) {
      expect(check(`${prefix}${'a/'.repeat(MAX_PATH_LENGTH / 2)}`)?.status, prefix).toBe(414);
      expect(check(`${prefix}${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}/`)?.status, prefix).toBe(414);
    }
    // A long query is not a long path: the studio's GROQ queries to the local Content Lake reach 11 kB.
    expect(check(`/embedded/content-lake/v1/data/query/production?query=${'a'.repeat(11_000)}`)).toBeNull();
  });

  it('lets the local Content Lake name many documents in one segment, within the path limit', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `document-${i}`).join(',');
    expect(check(`/embedded/content-lake/v2025-02-19/data/doc/production/${ids}`)).toBeNull();
  });

  it('refuses undecodable and control-character paths with 400 under /api/ too', () => {
    expect(check('/api/%E0%A4%A/')?.status).toBe(400);
    expect(check('/embedded/userbase/%00/')?.status).toBe(400);
  });

  it.each([
    '/api/nothing/',
    '/api/revalidate/extra/',
    '/API/x/',
    '/embedded/nothing/',
    '/assets/nothing.png',
    '/robots.txt/x/',
    '/sitemap.xml/x',
    '/icon.svg/x/',
    '/favicon.ico',
    '/_next/nothing/',
    '/_next/static/nothing.js',
    '/_next/static/chunks/y.js',
    '/og/',
  ])('refuses the unknown address %s with 404', (target) => {
    expect(check(target)?.status).toBe(404);
  });

  it.each([
    '/api/revalidate/',
    '/api/experiments/abc/',
    '/api/experiments/events/?x=1',
    '/embedded/userbase/user/',
    '/embedded/userbase/',
    '/studio/',
    '/studio/structure/landing-pages;docs',
    '/og/fr/features/image.png',
    '/robots.txt',
    '/robots.txt/',
    '/sitemap.xml',
    '/assets/media/paperwise-tour.webm',
    '/_next/static/chunks/x.js',
    '/_next/image?url=%2Fx.png&w=64&q=75',
    '/',
    '/docs/unknown-page/',
    '/fr/api/x/',
  ])('hands %s to Next', (target) => {
    expect(check(target)).toBeNull();
  });

  it.each(['/_next/static/../../../package.json', '/assets/../../package.json', '/embedded/%2e%2e/x'])(
    'hands %s, with dot segments, to Next, which redirects it to the path it names',
    (target) => {
      expect(check(target)).toBeNull();
    },
  );

  it('without the build’s routes, hands unknown addresses to Next (nothing else changes)', () => {
    expect(refusal({ method: 'GET', target: '/api/nothing/' }, null, false)).toBeNull();
    expect(refusal({ method: 'TRACE', target: '/' }, null, false)?.status).toBe(405);
  });

  it('in production, every /embedded/ address is absent: the stand-ins and the local Content Lake', () => {
    for (const target of ['/embedded/userbase/user/', '/embedded/content-lake/v1/users/me', '/embedded/']) {
      expect(check(target, 'GET', true)?.status, target).toBe(404);
      expect(check(target, 'POST', true)?.status, target).toBe(404);
    }
    expect(check('/embedded/userbase/user/', 'POST', false)).toBeNull();
    expect(check('/api/experiments/events/', 'POST', true)).toBeNull();
  });
});

describe('refusalResponse', () => {
  it('gives API callers {"error": …} and everyone else plain text, never stored', () => {
    const api = refusalResponse({ status: 404, message: 'There is nothing at this address.' }, '/api/x/');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toEqual({ error: 'There is nothing at this address.' });
    const page = refusalResponse({ status: 400, message: 'Bad.' }, '*');
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toBe('Bad Request: Bad.\n');
    for (const answer of [api, page]) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(answer.body)));
    }
  });

  it('keeps the refusal’s own headers (Allow of a 405)', () => {
    const answer = refusalResponse({ status: 405, message: 'No.', headers: { allow: 'GET' } }, '/');
    expect(answer.headers.allow).toBe('GET');
  });
});
