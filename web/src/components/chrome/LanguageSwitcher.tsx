import { LOCALES, LOCALE_NAMES, type Locale } from '@paperwise/schemas/locales';
import { localizedPath } from '@/i18n/routing';
import styles from './LanguageSwitcher.module.css';

/** English is unprefixed, so it links to /; the other languages link to /{lang}/. On the dark footer. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  return (
    <nav aria-label={label} className={styles.switcher}>
      {/* The navigation's name already says it; the visible caption is for sighted readers. */}
      <p className={styles.caption} aria-hidden="true">
        <svg viewBox="0 0 20 20" width="18" height="18" focusable="false">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2 2.1 3 4.6 3 7.5s-1 5.4-3 7.5c-2-2.1-3-4.6-3-7.5s1-5.4 3-7.5Z" />
        </svg>
        {label}
      </p>
      <ul className={styles.list}>
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
