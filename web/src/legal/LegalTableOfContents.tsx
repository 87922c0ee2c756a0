import type { Locale } from '@paperwise/schemas/locales';
import { appendixAnchor, sectionAnchor } from '@paperwise/schemas/documents/legalDocument.rules';
import { LEGAL_COPY } from './copy';
import type { LegalDocumentContent } from './types';
import styles from './legal.module.css';

/** Links to every section, schedule, exhibit and the contact block of a legal text. */
export function LegalTableOfContents({
  document,
  locale,
  idPrefix = '',
}: {
  document: LegalDocumentContent;
  locale: Locale;
  idPrefix?: string;
}) {
  const entries = [
    ...(document.sections ?? []).map((section, index) => {
      const number = section.number ?? index + 1;
      return {
        key: section._key,
        href: `#${idPrefix}${sectionAnchor(number)}`,
        label: `${number}. ${section.heading}`,
      };
    }),
    ...(document.appendices ?? []).map((appendix) => ({
      key: appendix._key,
      href: `#${idPrefix}${appendixAnchor(appendix.label ?? appendix._key)}`,
      label: `${appendix.label}. ${appendix.heading}`,
    })),
  ];
  const copy = LEGAL_COPY[locale];
  return (
    <nav className={styles.toc} aria-labelledby={`${idPrefix}toc-heading`}>
      <h2 id={`${idPrefix}toc-heading`} lang={locale}>
        {copy.contents}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
        {document.contactLines?.length ? (
          <li lang={locale}>
            <a href={`#${idPrefix}contact`}>{copy.contact}</a>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
