import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEFAULT_LOCALE, LOCALES } from '@paperwise/schemas/locales';
import { legalRedirects, legalRewrites } from './src/legal/routes';
import { NOT_PAGE_PREFIXES, securityHeaderRules } from './src/security-headers';
import { cacheHeaders } from './src/cache-headers';
import { trailingSlashRedirects } from './src/trailing-slash';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  // Where the build goes: .next, or another folder for a benchmark comparing two builds side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The site's URLs end in a slash (/company/eula/, /docs/ab/11.05.24/01/).
  trailingSlash: true,
  // Next's own trailing-slash redirects are replaced by the same two rules in redirects() below,
  // which leave out the local Content Lake: Sanity's API paths end without a slash, and a redirect
  // would turn a client's POST into a GET.
  skipTrailingSlashRedirect: true,
  // The proxy gets the request's own URL (not one rebuilt on 'localhost'), so that its rewrites stay
  // on this server when it listens on another host name (e.g. 127.0.0.1). Only Pages Router data
  // URLs would need the normalization, and this site has none.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // `npm test` type-checks web/tsconfig.json's files in its typecheck step, the same program the
  // build checks (Next's own check follows the tsconfig's include and exclude); once that step has
  // passed, tools/run.mjs builds with PAPERWISE_TYPES_CHECKED=1 and the build does not check again.
  // Every other build (npm start, npm run build, a step run alone) checks the types itself.
  typescript: { ignoreBuildErrors: process.env.PAPERWISE_TYPES_CHECKED === '1' },
  // The bundled content is read from disk at run time, not imported.
  outputFileTracingIncludes: { '/**': ['../content/**/*.ndjson'] },
  serverExternalPackages: ['groq-js'],
  // Stylesheets are linked, not written into the HTML (experimental.inlineCss): Next writes the
  // site's whole CSS into every page twice, and the pages scored no better for it
  // (docs/benchmarks.md, CSS). BENCH_INLINE_CSS=1 builds the inlined variant for `npm run bench -- css`.
  experimental: {
    inlineCss: process.env.BENCH_INLINE_CSS === '1',
    // Without a Sanity project the content is the local Content Lake, which differs from server to
    // server (each has its DATA_DIR). A page rendered again from one lake is then kept in that
    // server's memory only, never written over the build's files, which stay what the bundle made
    // them: another server (a test's, a restarted one) never serves a page of someone else's lake,
    // and a restarted server compares its lake with the build alone (web/src/instrumentation.ts).
    // With Sanity every server reads the same dataset, and the pages written to disk survive a restart.
    isrFlushToDisk: Boolean(process.env.SANITY_PROJECT_ID?.trim()),
  },
  // The template thumbnails (components/templates/TemplateGrid.tsx): AVIF or WebP, whichever the
  // browser's Accept header names first (Chromium and Firefox: AVIF), else the source's PNG; 250 px
  // wide, or 600 px (the spec's larger rendition) on dense screens. Each rendition is encoded on its
  // first request and then kept: in .next/cache/images with a Sanity project, in the server's memory
  // without one (image-cache-handler.mjs); with REDIS_URL and no Sanity project they are not kept
  // (docs/operations.md). Only the embedded stand-in's
  // images (a path of this site) and the cached API's host are fetched.
  images: {
    formats: ['image/avif', 'image/webp'],
    imageSizes: [250],
    deviceSizes: [600, 1200, 1920],
    remotePatterns: cachedApiImages(),
  },
  async rewrites() {
    // English has no prefix: any path that does not start with another language (or a
    // non-page route: the embedded services, the API, Next's files, the share images under /og/)
    // is served by app/[locale] as English. afterFiles: public files and the static routes
    // (sitemap.xml, icon.svg, apple-icon.png) come first.
    const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|');
    return {
      // The EULA's ?theme=dark is a prerendered page of its own (web/src/legal/routes.ts).
      beforeFiles: legalRewrites(),
      afterFiles: [
        {
          source: `/:path((?!(?:${others}|${DEFAULT_LOCALE}|${NOT_PAGE_PREFIXES.join('|')})(?:/|$)).*)`,
          destination: `/${DEFAULT_LOCALE}/:path`,
        },
      ],
      fallback: [],
    };
  },
  async redirects() {
    return [...trailingSlashRedirects(), ...legalRedirects()];
  },
  async headers() {
    return [...securityHeaderRules(), ...cacheHeaders()];
  },
};

/**
 * With REDIS_URL, `next start` keeps its page and data cache in Redis, shared by every instance
 * (cache-handler.mjs, in this folder, where next runs); the build, and a site without it, keep
 * Next's own cache, to which a production server without a Sanity project adds its image
 * renditions (image-cache-handler.mjs).
 */
export default function nextConfig(phase: string): NextConfig {
  const sharedCache = process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD;
  const built =
    phase === PHASE_PRODUCTION_BUILD ? { ...config, env: { PAPERWISE_BUILT_CONTENT_DIGEST: builtDigest() } } : config;
  if (sharedCache) return withNextIntl({ ...built, cacheHandler: resolve('cache-handler.mjs') });
  // A server without a Sanity project keeps its re-rendered pages in memory only (isrFlushToDisk
  // above), and Next then keeps no image renditions at all: image-cache-handler.mjs keeps them.
  const localServer = phase === PHASE_PRODUCTION_SERVER && !process.env.SANITY_PROJECT_ID?.trim();
  return withNextIntl(
    localServer
      ? {
          ...built,
          cacheHandler: resolve('image-cache-handler.mjs'),
          images: { ...built.images, customCacheHandler: true },
        }
      : built,
  );
}

/**
 * The digest of the bundle this build prerenders from (the SHA-256 of its bytes, as the local
 * Content Lake records the bundle it was seeded from): written into the build, where a starting
 * server compares its lake with it (web/src/content/local-lake.ts). The bundle is CONTENT_BUNDLE or
 * content/bundle.ndjson, as web/src/env.ts reads it (next runs in web/).
 */
function builtDigest(): string {
  const bundle = process.env.CONTENT_BUNDLE?.trim()
    ? resolve(process.env.CONTENT_BUNDLE.trim())
    : resolve('..', 'content', 'bundle.ndjson');
  return createHash('sha256').update(readFileSync(bundle)).digest('hex');
}

/** The cached API's host, whose thumbnails the image optimizer may fetch (none without CACHED_API_URL). */
function cachedApiImages(): Array<{ protocol: 'http' | 'https'; hostname: string; port: string; pathname: string }> {
  const configured = process.env.CACHED_API_URL?.trim();
  if (!configured) return [];
  try {
    const url = new URL(configured);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return [{ protocol, hostname: url.hostname, port: url.port, pathname: `${url.pathname.replace(/\/?$/, '/')}**` }];
  } catch {
    // config-check.ts refuses a malformed address before the site starts.
    return [];
  }
}
