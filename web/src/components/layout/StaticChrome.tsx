import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';
import { PageView } from '@/components/signup/PageView';
import { getChrome } from './chrome-content';
import { Footer } from './Footer';
import { webappLinks } from './links';

/**
 * Header and footer made only of server-rendered markup, for the 404 page. The not-found boundary
 * is part of every page's layout, so whatever client code it uses is loaded by every page of the
 * site: it uses none but the small page-view reporter (signup §7: 'Error Page Main Website').
 */
export async function StaticChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)]);
  const webapp = webappLinks(serviceBaseUrl('webapp'), locale);
  return (
    <>
      <header className="site-header header-simple">
        <div className="header-inner">
          <div className="header-brand">
            <a className="logo" href={localizedPath('/', locale)}>
              {settings.productName}
              <span aria-hidden="true">™</span>
            </a>
          </div>
          <div className="header-actions">
            <a className="header-login" href={webapp.login}>
              {chrome.navigation.buttons.login}
            </a>
          </div>
        </div>
      </header>
      <main id="main">{children}</main>
      <Footer kind="large" locale={locale} settings={settings} content={chrome.footer} signupHref={webapp.signup} />
      <PageView pageType="Error Page Main Website" />
    </>
  );
}
