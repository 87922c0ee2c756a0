import { DEFAULT_LOCALE, LOCALES } from '@paperwise/schemas/locales';

/**
 * Routing rules of the legal pages, used by next.config.ts. Kept free of server-only code: the
 * Next config loads this file before anything else.
 */
const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');

/**
 * /company/eula/?theme=dark is served by the prerendered dark page (/company/eula/dark/): the EULA
 * stays static in both themes and no script has to repaint it after load.
 */
export function legalRewrites() {
  const dark = [{ type: 'query' as const, key: 'theme', value: 'dark' }];
  return [
    { source: `/:locale(${others})/company/eula/`, has: dark, destination: '/:locale/company/eula/dark/' },
    { source: '/company/eula/', has: dark, destination: `/${DEFAULT_LOCALE}/company/eula/dark/` },
  ];
}

/** The short legal paths (/privacy-policy/, /cookie-policy/) that texts and the cookie banner link lead to the company pages. */
export function legalRedirects() {
  return ['privacy-policy', 'cookie-policy'].flatMap((slug) => [
    { source: `/${slug}/`, destination: `/company/${slug}/`, permanent: true },
    { source: `/:locale(${others})/${slug}/`, destination: `/:locale/company/${slug}/`, permanent: true },
  ]);
}
