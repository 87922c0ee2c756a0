import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEFAULT_LOCALE, LOCALES } from '@paperwise/schemas/locales';
import { legalRedirects, legalRewrites } from './src/legal/routes';
import { securityHeaderRules } from './src/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  // The site's URLs end in a slash (/company/eula/, /docs/ab/11.05.24/01/).
  trailingSlash: true,
  // The proxy gets the request's own URL (not one rebuilt on 'localhost'), so that its rewrites stay
  // on this server when it listens on another host name (e.g. 127.0.0.1). Only Pages Router data
  // URLs would need the normalization, and this site has none.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // The bundled content is read from disk at run time, not imported.
  outputFileTracingIncludes: { '/**': ['../content/**/*.ndjson'] },
  serverExternalPackages: ['groq-js'],
  // No experimental.inlineCss: with the whole site's CSS in every page it scored lower than linked
  // stylesheets (README, Benchmarks: CSS).
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
          source: `/:path((?!(?:${others}|${DEFAULT_LOCALE}|embedded|api|_next|og)(?:/|$)).*)`,
          destination: `/${DEFAULT_LOCALE}/:path`,
        },
      ],
      fallback: [],
    };
  },
  async redirects() {
    return legalRedirects();
  },
  async headers() {
    return securityHeaderRules();
  },
};

export default withNextIntl(config);
