import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import type { SiteSettings } from '@/content/site';
import type { FooterKind } from './header-rules';
import { LanguageSwitcher } from './LanguageSwitcher';
import { linkHref } from './links';
import type { ChromeFooter, ChromeLink } from './types';

export interface FooterProps {
  kind: FooterKind;
  locale: Locale;
  settings: SiteSettings;
  content: ChromeFooter;
  signupHref: string;
}

/** The large and simple footers of the layout presets; 'none' renders nothing (site map §2 'Footer'). */
export async function Footer({ kind, locale, settings, content, signupHref }: FooterProps) {
  if (kind === 'none') return null;
  const t = await getTranslations({ locale, namespace: 'layout' });
  // Where the layout has a legal dialog, a plain click on its page's link opens it (LegalDialog).
  const linkTo = (link: ChromeLink) => (
    <a href={linkHref(link, locale)} lang={link.language ?? undefined}>
      {link.label}
    </a>
  );
  const list = (items: ChromeLink[], className: string) => (
    <ul className={className}>
      {items.map((link) => (
        <li key={`${link.label}${link.href}`}>{linkTo(link)}</li>
      ))}
    </ul>
  );
  const social = content.social.length ? (
    <ul className="footer-social" aria-label={t('followUs')}>
      {content.social.map((link) => (
        <li key={link.href}>
          <a href={link.href} rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  ) : null;
  const phone = settings.phone ?? '';

  if (kind === 'simple') {
    return (
      <footer className="site-footer footer-simple">
        <p className="footer-copyright">{content.copyright}</p>
        {list(content.simpleLinks, 'footer-legal')}
        <p className="footer-service">{content.customerService}</p>
        {social}
      </footer>
    );
  }

  return (
    <footer className="site-footer footer-large">
      <div className="footer-groups">
        {content.columns.map((group) => (
          <section key={group.title} className="footer-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            {list(group.links, 'footer-links')}
          </section>
        ))}
        <section className="footer-group" aria-label={content.contactHeading}>
          <h2>{content.contactHeading}</h2>
          <address>
            {settings.companyName}
            {settings.address?.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
            <br />
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{content.customerService}</a>
            <br />
            <a href={`mailto:${settings.supportEmail}`}>{t('supportEmail', { email: settings.supportEmail ?? '' })}</a>
          </address>
          <p>
            <a
              className="button footer-trial"
              href={content.freeTrial ? linkHref(content.freeTrial, locale) : signupHref}
            >
              {content.freeTrial?.label ?? t('startTrial')}
            </a>
          </p>
          {content.rating ? <p className="footer-rating">{content.rating}</p> : null}
        </section>
      </div>
      <LanguageSwitcher locale={locale} label={content.languageLabel} />
      <div className="footer-bottom">
        <p className="footer-copyright">{content.copyright}</p>
        {list(content.legalLinks, 'footer-legal')}
        {social}
      </div>
    </footer>
  );
}
