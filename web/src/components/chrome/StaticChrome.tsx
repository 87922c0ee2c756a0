import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';
import { PageView } from '@/components/signup/PageView';
import { getChrome } from './chrome-content';
import { Footer } from './Footer';
import styles from './Header.module.css';
import { webappLinks } from './links';
import { Logo } from './Logo';
import { PageMain } from '@/components/navigation/PageMain';

/**
 * Header and footer made only of server-rendered markup, for the 404 page. The not-found boundary
 * is part of every page's layout, so whatever client code it uses is loaded by every page of the
 * site: it uses none but the small page-view reporter (page type 'Error Page Main Website'). The
 * header has the simple header's look and stable classes; its one link stays visible at every
 * width, as there is no menu to fold it into.
 */
export async function StaticChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)]);
  const webapp = webappLinks(serviceBaseUrl('webapp'), locale);
  return (
    <>
      <header className={`${styles.header} site-header header-simple`}>
        <div className={styles.bar}>
          <a className={`${styles.logo} logo`} href={localizedPath('/', locale)}>
            <Logo name={settings.productName ?? ''} />
          </a>
          <div className={`${styles.menu} ${styles.staticMenu}`}>
            <div className={styles.actions}>
              <a className={`${styles.navLink} header-login`} href={webapp.login}>
                {chrome.navigation.buttons.login}
              </a>
            </div>
          </div>
        </div>
      </header>
      <PageMain>{children}</PageMain>
      <Footer kind="large" locale={locale} settings={settings} content={chrome.footer} signupHref={webapp.signup} />
      <PageView pageType="Error Page Main Website" />
    </>
  );
}
