import { LOCALES, LOCALE_NAMES, type Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';

/** Site map §2 'Footer': English links to /, the other languages to /{lang}/. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  return (
    <nav aria-label={label} className="language-switcher-nav">
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
  );
}
