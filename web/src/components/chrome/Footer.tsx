import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import type { SiteSettings } from '@/content/site';
import { localizedPath } from '@/i18n/routing';
import styles from './Footer.module.css';
import type { FooterKind } from './header-rules';
import { LanguageSwitcher } from './LanguageSwitcher';
import { leavesLanguage, linkHref } from './links';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';
import type { ChromeFooter, ChromeLink } from './types';
import { SiteLink } from '@/components/navigation/SiteLink';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';

export interface FooterProps {
  kind: FooterKind;
  locale: Locale;
  settings: SiteSettings;
  content: ChromeFooter;
  signupHref: string;
  /** The page is its language's home page: the logo links to the page it is on, and prefetches nothing. */
  atHome?: boolean;
}

/*
 * Class names: the module's classes, and beside them the stable hooks tests find the footer by:
 * site-footer and footer-{kind} on the footer element.
 */

/**
 * The large and simple footers of the layout presets. 'none' (the plans page) has no footer, only
 * a quiet line of the legal links, so that its visitors too find the terms and the cookie settings.
 */
export async function Footer({ kind, locale, settings, content, signupHref, atHome = false }: FooterProps) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  // Where the layout has a legal dialog, a plain click on its page's link opens it (LegalDialog).
  // The footer's links fetch their page ahead only on the visitor's intent (hover, touch, focus):
  // scrolling to the bottom of a page would otherwise fetch every page the footer names.
  const linkTo = (link: ChromeLink) => (
    <SiteLink
      href={linkHref(link, locale)}
      lang={link.language ?? undefined}
      reload={leavesLanguage(link, locale)}
      prefetch="intent"
    >
      {link.label}
    </SiteLink>
  );
  const list = (items: ChromeLink[], className: string | undefined, cookieSettings = false) => (
    <ul className={className}>
      {items.map((link) => (
        <li key={link.key}>{linkTo(link)}</li>
      ))}
      {/* Beside the legal links, the way back to the cookie choice: withdrawing is as easy as consenting. */}
      {cookieSettings ? (
        <li>
          <CookieSettingsButton className={styles.settings} label={t('cookieSettings')} />
        </li>
      ) : null}
    </ul>
  );
  const social = content.social.length ? (
    <ul className={styles.social} aria-label={t('followUs')}>
      {content.social.map((link) => (
        <li key={link.key}>
          <a href={link.href} rel="noopener noreferrer" title={link.label}>
            <SocialIcon network={link.label} />
            <span className="visually-hidden">{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  ) : null;
  const phone = settings.phone ?? '';

  if (kind === 'none') {
    return (
      <nav className={`${styles.legalOnly} legal-links`} aria-label={t('legalLinks')}>
        {list(content.legalLinks, styles.inlineLinks, true)}
      </nav>
    );
  }

  if (kind === 'simple') {
    return (
      <footer className={`${styles.footer} ${styles.simple} site-footer footer-simple`}>
        <div className={styles.simpleInner}>
          <div className={styles.simpleGroup}>
            <p className={styles.copyright}>{content.copyright}</p>
            {list(content.simpleLinks, styles.inlineLinks, true)}
          </div>
          <div className={styles.simpleGroup}>
            <p className={styles.service}>{content.customerService}</p>
            {social}
          </div>
        </div>
      </footer>
    );
  }

  return (
    <footer className={`${styles.footer} ${styles.large} site-footer footer-large`}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <SiteLink
              className={styles.brandLink}
              href={localizedPath('/', locale)}
              prefetch={atHome ? false : 'intent'}
            >
              <Logo name={settings.productName ?? ''} tone="inverse" />
            </SiteLink>
            {content.rating ? (
              <p className={styles.rating}>
                <span className={styles.stars} aria-hidden="true">
                  ★★★★★
                </span>
                {content.rating}
              </p>
            ) : null}
            <p className={styles.trial}>
              <SiteLink
                className="button button-primary"
                href={content.freeTrial ? linkHref(content.freeTrial, locale) : signupHref}
                prefetch="intent"
              >
                {content.freeTrial?.label ?? t('startTrial')}
              </SiteLink>
            </p>
          </div>
          {content.columns.map((group) => (
            <section key={group.key} className={styles.column} aria-label={group.title}>
              <h2 className={styles.heading}>{group.title}</h2>
              {list(group.links, styles.links)}
            </section>
          ))}
          <section className={styles.column} aria-label={content.contactHeading}>
            <h2 className={styles.heading}>{content.contactHeading}</h2>
            <address className={styles.address}>
              <span className={styles.company}>{settings.companyName}</span>
              {settings.address?.map((line, position) => (
                // Address lines are plain strings with no key in the content; their order is their identity.
                <span key={position}>{line}</span>
              ))}
              <a className={styles.contactLink} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
                {content.customerService}
              </a>
              <a className={styles.contactLink} href={`mailto:${settings.supportEmail}`}>
                {t('supportEmail', { email: settings.supportEmail ?? '' })}
              </a>
            </address>
          </section>
        </div>
        <LanguageSwitcher locale={locale} label={content.languageLabel} />
        <div className={styles.bottom}>
          <p className={styles.copyright}>{content.copyright}</p>
          {list(content.legalLinks, styles.inlineLinks, true)}
          {social}
        </div>
      </div>
    </footer>
  );
}
