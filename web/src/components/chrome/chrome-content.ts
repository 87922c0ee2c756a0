import 'server-only';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { fetchContent } from '@/content/fetch';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import { webappLinks } from './links';
import { toChrome } from './chrome';
import { CHROME_QUERY } from './chrome-query';
import type { Chrome } from './types';

/** The header and footer content of a language, read once per request. */
export const getChrome = cache(async (locale: Locale): Promise<Chrome> => {
  const [raw, settings, t] = await Promise.all([
    fetchContent(CHROME_QUERY, { locale }, ['navigation', 'footer', 'siteSettings']),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'layout' }),
  ]);
  return toChrome(
    raw,
    { phone: settings.phone ?? '', company: settings.companyName ?? '', year: new Date().getFullYear() },
    {
      login: t('login'),
      account: t('account'),
      tryForFree: t('tryForFree'),
      menu: t('openMenu'),
      contactHeading: t('contact'),
      languageLabel: t('footerLanguage'),
      customerService: t.raw('customerService') as string,
      copyright: t.raw('copyright') as string,
    },
  );
});

/** Everything a page's header and footer read: the settings, the chrome content, the layout messages, the web-app links. */
export async function getChromeData(locale: Locale) {
  const [settings, chrome, t] = await Promise.all([
    getSiteSettings(locale),
    getChrome(locale),
    getTranslations({ locale, namespace: 'layout' }),
  ]);
  return { settings, chrome, t, webapp: webappLinks(serviceBaseUrl('webapp'), locale) };
}
