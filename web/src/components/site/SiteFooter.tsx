import { LOCALES, LOCALE_NAMES, type Locale } from '@paperwise/schemas/locales';
import type { SiteSettings } from '@/content/site';
import { localizedPath } from '@/i18n/routing';

export function SiteFooter({ locale, settings }: { locale: Locale; settings: SiteSettings }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-label="Language">
        <ul className="language-switcher">
          {LOCALES.map((code) => (
            <li key={code}>
              <a
                href={localizedPath('/', code)}
                hrefLang={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
              >
                {LOCALE_NAMES[code]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <address>
        {settings.companyName}
        {settings.address?.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
        <br />
        <a href={`tel:${settings.phone?.replace(/\s+/g, '')}`}>{settings.phone}</a> ·{' '}
        <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
      </address>
      <p>
        © {year} {settings.companyName}
      </p>
    </footer>
  );
}
