import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { AccountLink } from './AccountLink';
import { HeaderShell } from './HeaderShell';
import type { HeaderKind } from './header-rules';
import { linkHref } from './links';
import { MegaMenu } from './MegaMenu';
import type { ChromeNavigation, WebappLinks } from './types';

export interface HeaderProps {
  kind: HeaderKind;
  locale: Locale;
  productName: string;
  tagline: string | null;
  showLogin: boolean;
  webapp: WebappLinks;
  navigation: ChromeNavigation;
  /** Landing headers of the simple and sticky kinds show only the logo, tagline and buttons. */
  showLinks: boolean;
  /** Replaces the Try-for-free link, e.g. with the sign-up dialog trigger when the preset's popup is on. */
  tryAction?: ReactNode;
}

/** The three header kinds of the layout presets (site map §2 'Header'). */
export async function Header({
  kind,
  locale,
  productName,
  tagline,
  showLogin,
  webapp,
  navigation,
  showLinks,
  tryAction,
}: HeaderProps) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  const brand = (
    <div className="header-brand">
      <Link className="logo" href={localizedPath('/', locale)}>
        {productName}
        <span aria-hidden="true">™</span>
      </Link>
      {tagline ? <p className="tagline">{tagline}</p> : null}
    </div>
  );
  const menu = (
    <>
      {showLinks || kind === 'mega' ? (
        <ul className="header-links">
          {kind === 'mega'
            ? navigation.megaMenus.map((mega) => (
                <MegaMenu key={mega.title} label={mega.title}>
                  <div className="mega-groups">
                    {mega.groups.map((group) => (
                      <div key={group.title} className="mega-group">
                        <p className="mega-group-title">{group.title}</p>
                        <ul>
                          {group.links.map((link) => (
                            <li key={`${link.label}${link.href}`}>
                              <a href={linkHref(link, locale)} lang={link.language ?? undefined}>
                                {link.label}
                              </a>
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
            <li key={`${link.label}${link.href}`}>
              <a href={linkHref(link, locale)}>{link.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="header-actions">
        {kind === 'mega'
          ? navigation.utility.map((link) => (
              <a key={`${link.label}${link.href}`} className="header-utility" href={linkHref(link, locale)}>
                {link.label}
              </a>
            ))
          : null}
        {showLogin ? (
          <AccountLink
            loginHref={webapp.login}
            accountHref={webapp.account}
            labels={{ login: navigation.buttons.login, account: navigation.buttons.account }}
          />
        ) : null}
        {tryAction ?? (
          <a className="button try-button" href={webapp.signup}>
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
