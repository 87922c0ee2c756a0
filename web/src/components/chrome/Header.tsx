import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { AccountLink } from './AccountLink';
import styles from './Header.module.css';
import { HeaderShell } from './HeaderShell';
import type { HeaderKind } from './header-rules';
import { leavesLanguage, linkHref } from './links';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import megaStyles from './MegaMenu.module.css';
import type { ChromeNavigation, WebappLinks } from './types';
import { SiteLink } from '@/components/navigation/SiteLink';

export interface HeaderProps {
  kind: HeaderKind;
  locale: Locale;
  productName: string;
  tagline: string | null;
  showLogin: boolean;
  webapp: WebappLinks;
  navigation: ChromeNavigation;
  /**
   * The navigation: the menus and links (and the mega-menu header's support links). Off, the header
   * shows only the logo, tagline and buttons (landing pages, the plans page).
   */
  showLinks: boolean;
  /** The page is its language's home page: the logo links to the page it is on. */
  atHome?: boolean;
  /**
   * Replaces the Try-for-free link, e.g. with the sign-up dialog trigger when the preset's popup is
   * on. It carries the class try-button, which the header styles (primary, outlined near the top).
   */
  tryAction?: ReactNode;
}

/*
 * Class names: each element has its CSS Module class and, where tests or other code find it by
 * class, a plain stable one beside it (logo, tagline, header-links, header-utility, try-button;
 * header-login is AccountLink's). The header element's own hooks are HeaderShell's. The header is
 * server markup; its client code is HeaderIsland (scroll look, menus' scripted rules), AccountLink
 * (it reads a cookie) and the links to the site's pages (next/link, SiteLink).
 */

/** The three header kinds of the layout presets. */
export async function Header({
  kind,
  locale,
  productName,
  tagline,
  showLogin,
  webapp,
  navigation,
  showLinks,
  atHome = false,
  tryAction,
}: HeaderProps) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  // A header without navigation is a landing page's or the plans page's: their visitors came to sign
  // up or buy, and prefetching the home page (the site's largest payload) as soon as the logo is in
  // view would fetch and parse it while this page hydrates. The logo still navigates in the page.
  // On the home page itself the logo leads to the page the visitor is on: nothing to prefetch.
  const brand = (
    <>
      <SiteLink
        className={`${styles.logo} logo`}
        href={localizedPath('/', locale)}
        prefetch={showLinks && !atHome ? undefined : false}
      >
        <Logo name={productName} />
      </SiteLink>
      {tagline ? <p className={`${styles.tagline} tagline`}>{tagline}</p> : null}
    </>
  );
  const menu = (
    <>
      {showLinks ? (
        <ul className={`${styles.links} header-links`}>
          {kind === 'mega'
            ? navigation.megaMenus.map((mega) => (
                <MegaMenu key={mega.key} label={mega.title}>
                  <div className={megaStyles.groups}>
                    {mega.groups.map((group) => (
                      <div key={group.key} className={megaStyles.group}>
                        <p className={megaStyles.groupTitle}>{group.title}</p>
                        <ul className={megaStyles.groupLinks}>
                          {group.links.map((link) => (
                            <li key={link.key}>
                              <SiteLink
                                href={linkHref(link, locale)}
                                lang={link.language ?? undefined}
                                reload={leavesLanguage(link, locale)}
                              >
                                {link.label}
                              </SiteLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </MegaMenu>
              ))
            : null}
          {navigation.main.map((link) => (
            <li key={link.key} className={styles.linkItem}>
              <SiteLink className={styles.navLink} href={linkHref(link, locale)}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {showLinks && kind === 'mega' && navigation.utility.length ? (
          <div className={styles.utilities}>
            {navigation.utility.map((link) => (
              <SiteLink
                key={link.key}
                className={`${styles.navLink} ${styles.utility} header-utility`}
                href={linkHref(link, locale)}
              >
                {link.label}
              </SiteLink>
            ))}
          </div>
        ) : null}
        {showLogin ? (
          <AccountLink
            className={`${styles.navLink} ${styles.login}`}
            loginHref={webapp.login}
            accountHref={webapp.account}
            labels={{ login: navigation.buttons.login, account: navigation.buttons.account }}
          />
        ) : null}
        {tryAction ?? (
          <a className="button button-primary try-button" href={webapp.signup}>
            {navigation.buttons.tryFree}
          </a>
        )}
      </div>
    </>
  );
  return (
    <HeaderShell
      kind={kind}
      brand={brand}
      menu={menu}
      labels={{ open: navigation.buttons.menu, close: t('closeMenu'), navigation: t('navigation') }}
    />
  );
}
