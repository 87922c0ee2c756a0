import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, type Locale } from '@paperwise/schemas/locales';
import { isLocale } from './i18n/routing';
import { refuseBadPath } from './path-guard';
import { knownContentPaths, unknownMiddlewarePaths } from './content/content-paths';
import { contentSource, env } from './env';
import {
  BENCH_EMPTY_PATH,
  NOT_FOUND_CACHE_CONTROL,
  notFoundPageFor,
  notFoundPageOf,
  unknownMiddlewarePageFor,
} from './routing/page-paths';
import { sharedPageOf } from './sharing/share-metadata';
import { contentPathOf } from './routing/content-path';
import { contentKey } from './routing/page-paths';
import { experimentRegistry } from './experiments/registry';
import { decideExperiment } from './experiments/at-request';
import { experimentCookieAttributes } from './experiments/visitor';
import { experimentCookieSigner } from './experiments/cookie-secret';
import type { CookieSigner } from './experiments/cookie-signing';
import { logError } from './lib/log';
import { logExposure } from './experiments/exposures';

/** The first segment of the share images' addresses (app/og). */
const SHARE_IMAGES = 'og';

// The first matcher's exclusions (a matcher must be a literal, so they are written twice).
const NOT_A_PAGE =
  /^\/(?:api\/|embedded\/|studio(?:\/|$)|_next\/|favicon\.ico|icon\.svg|apple-icon\.png|robots\.txt|sitemap\.xml|assets\/)/;

/**
 * /en/... redirects to the unprefixed path. English pages reach app/[locale] through the rewrite in
 * next.config.ts, not through a rewrite here: Next 16.2.6+ turns proxy rewrites into self-redirects
 * (vercel/next.js#94342, #95528), which next-intl's middleware would trigger for every English page.
 *
 * No page response sets a cookie here (the experiment's address aside, which is private): shared
 * caches and CDNs do not store responses that set one. The language read is recorded by the page's
 * own script (components/navigation/LanguageCookie.tsx). The work per request is a few string
 * tests and two hash lookups (the experiment registry's map and the set of known pages), whatever
 * the number of pages.
 */
export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // First: Next answers an undecodable path with a bare 500 and chokes on NULs and huge segments.
  const refused = refuseBadPath(pathname);
  if (refused) return refused;
  // Non-page paths come here only for that check (second matcher).
  if (NOT_A_PAGE.test(pathname)) return NextResponse.next();
  const first = pathname.split('/')[1];
  if (first === SHARE_IMAGES) return shareImageGate(pathname);
  if (first === DEFAULT_LOCALE) {
    const unprefixed = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(new URL(`${unprefixed}${search}`, request.url), 308);
  }
  // An unknown page gets the prerendered 404 page of its language, with the 404 status, here:
  // rendered on demand by the landing route, its HTML would be empty without JavaScript, and
  // every random address would add a page to the landing route's cache.
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const experimentResponse = await experimentAt(request, locale);
  if (experimentResponse) return experimentResponse;
  const notFoundPage = notFoundPageFor(pathname, await knownContentPaths()) ?? benchEmptyPageOff(pathname, locale);
  // An editor previewing a landing page that exists only as a draft (the list holds published
  // pages): the landing route reads drafts in draft mode and decides. Checked only for paths that
  // would be refused, and only where draft mode can exist.
  const editorPreview = async () => contentSource() === 'sanity' && (await draftMode()).isEnabled;
  if (notFoundPage && !(await editorPreview())) {
    // request.url, whose origin is the server's own (skipProxyUrlNormalize in next.config.ts):
    // a rewrite to another origin would be proxied over the network.
    const response = NextResponse.rewrite(new URL(notFoundPage, request.url), { status: 404 });
    // Not the year Next gives the prerendered 404 page: a page published at this address later
    // must not stay hidden behind a CDN's copy of the 404 longer than the proxy's own list does.
    response.headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL);
    return response;
  }
  // A stored page naming a layout, preset or behaviour the code does not know: the prerendered
  // "Unknown middleware" page of its language, with the 500 status (content/unknown-middleware.ts).
  // Rendered by the page route instead, the failure would reach the visitor as Next's bare 500 text.
  const unknownPage = unknownMiddlewarePageFor(pathname, await unknownMiddlewarePaths());
  if (unknownPage && !(await editorPreview())) {
    const response = NextResponse.rewrite(new URL(unknownPage, request.url), { status: 500 });
    // Not kept anywhere: the page answers as soon as its editor fixes it.
    response.headers.set('Cache-Control', 'no-store');
    return response;
  }
  return NextResponse.next();
}

/**
 * The benchmark's empty page is prerendered like the landing pages (so that it is a fair floor for
 * them) and therefore cannot read the server's environment itself: it is a 404 unless the server
 * runs with BENCH_EMPTY_PAGE=1.
 */
function benchEmptyPageOff(pathname: string, locale: Locale): string | null {
  if (env().BENCH_EMPTY_PAGE === '1') return null;
  const path = locale === DEFAULT_LOCALE ? pathname : pathname.slice(locale.length + 1);
  return path === BENCH_EMPTY_PATH ? notFoundPageOf(locale) : null;
}

/**
 * At the public address of a live experiment: the chosen variant's own page (a rewrite to its
 * cached page, so the first HTML is the variant and no script swaps it), the visitor id and sticky
 * cookies (signed by the server) when they are new or were forged, and the exposure logged in the
 * background. The answer varies with the
 * visitor's cookies, so it is private: no shared cache may keep it for others. Null for every other address (one map
 * lookup).
 */
async function experimentAt(request: NextRequest, locale: Locale): Promise<NextResponse | null> {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  const path = contentPathOf(segments);
  if (path === null) return null;
  const address = contentKey(locale, path);
  const experiment = (await experimentRegistry()).byAddress.get(address);
  if (!experiment) return null;
  const signer = cookieSigner();
  // Without a way to sign the cookies, no one is split: the address serves its own page.
  if (!signer) return null;
  const decision = await decideExperiment({
    experiment,
    address,
    method: request.method,
    cookie: (name) => request.cookies.get(name)?.value,
    headers: request.headers,
    assignmentIsNecessary: env().EXPERIMENT_ASSIGNMENT_NECESSARY,
    signer,
  });
  const response = decision.rewriteTo
    ? NextResponse.rewrite(new URL(decision.rewriteTo + request.nextUrl.search, request.url))
    : NextResponse.next();
  const attributes = experimentCookieAttributes(request.nextUrl.protocol === 'https:');
  for (const cookie of decision.cookies) response.cookies.set(cookie.name, cookie.value, attributes);
  response.headers.set('Cache-Control', 'private, no-cache');
  if (decision.exposure) logExposure(decision.exposure);
  return response;
}

let signerProblemLogged = false;

/** The experiment cookies' signer, or null (logged once) when its secret cannot be read or made. */
function cookieSigner(): CookieSigner | null {
  try {
    return experimentCookieSigner();
  } catch (error) {
    if (!signerProblemLogged) logError('Experiments are not split: the cookie secret cannot be had', error);
    signerProblemLogged = true;
    return null;
  }
}

/**
 * A share image is drawn and cached on its first request: only addresses naming a page the site
 * has get through (/og/fr/features/image.png for /fr/features/), so made-up addresses answer 404
 * here and never fill the image cache.
 */
async function shareImageGate(pathname: string): Promise<NextResponse> {
  const asked = sharedPageOf(pathname);
  const pagePath = asked ? `/${[asked.locale, ...asked.segments].join('/')}/` : null;
  if (pagePath === null || notFoundPageFor(pagePath, await knownContentPaths()) !== null) {
    const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_FOUND_CACHE_CONTROL };
    return new NextResponse('Not found', { status: 404, headers });
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Pages only: not the embedded services, the studio, API routes, Next internals or static files.
    '/((?!api/|embedded/|studio/|_next/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|assets/).*)',
    // Any other path with a percent escape, for the path check only (cheap: almost none have one).
    '/(.*%.*)',
  ],
};
