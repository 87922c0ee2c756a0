import { notFound } from 'next/navigation';
import type { Locale } from '@paperwise/schemas/locales';
import { LEGAL_DOCUMENT_TYPES, type LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { LEGAL_COPY } from '@/legal/copy';
import { LegalDocumentBody } from '@/legal/LegalDocumentBody';
import { LegalTableOfContents } from '@/legal/LegalTableOfContents';
import { legalPagePath } from '@/legal/links';
import { getLegalDocument } from '@/legal/load';
import styles from '@/legal/legal.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';

export type LegalTheme = 'light' | 'dark';

/**
 * A legal page: title, the English-only notice where the reader's language has no version, table of
 * contents, the text, and (outside frames) links to the other legal texts.
 */
export async function LegalPage({
  documentType,
  locale,
  theme = 'light',
  frame = false,
}: {
  documentType: LegalDocumentType;
  locale: Locale;
  theme?: LegalTheme;
  frame?: boolean;
}) {
  const loaded = await getLegalDocument(documentType, locale);
  if (!loaded) notFound();
  const { document, translated } = loaded;
  const copy = LEGAL_COPY[locale];
  return (
    // The dark theme covers the whole page, site chrome included (data-theme-scope, tokens.css).
    <div
      className={styles.page}
      data-theme={theme}
      data-theme-scope={theme === 'dark' ? 'page' : undefined}
      data-legal-document={documentType}
    >
      <article className={styles.article} aria-labelledby="legal-title">
        <h1 id="legal-title" lang={document.language ?? undefined}>
          {document.title}
        </h1>
        {translated ? null : (
          <p className={styles.notice} role="note">
            {copy.englishOnly}
          </p>
        )}
        <div className={styles.content} lang={document.language ?? undefined}>
          <LegalTableOfContents document={document} locale={locale} />
          <LegalDocumentBody document={document} locale={locale} linkTarget={frame ? '_top' : undefined} />
        </div>
      </article>
      {frame ? null : (
        <nav className={styles.others} aria-label={copy.otherTexts}>
          <ul>
            {LEGAL_DOCUMENT_TYPES.map((type) => (
              <li key={type}>
                <SiteLink href={legalPagePath(type, locale)} aria-current={type === documentType ? 'page' : undefined}>
                  {copy.kinds[type]}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
