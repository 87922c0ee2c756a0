'use server';

import type { ReactNode } from 'react';
import { isLegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { isLocale } from '@/i18n/routing';
import { LEGAL_COPY } from './copy';
import { LegalDocumentBody } from './LegalDocumentBody';
import { getLegalDocument } from './load';
import styles from './legal.module.css';

/**
 * The text of a legal dialog (terms/EULA, affiliate agreement), as a server action the dialog calls
 * when it first opens: the same document and renderer as the page, anchors prefixed with "dialog-",
 * headings one level down. Arguments come from the browser, so they are checked.
 */
export async function legalDialogBody(documentType: unknown, locale: unknown): Promise<ReactNode> {
  if (!isLegalDocumentType(documentType) || !isLocale(locale)) {
    throw new Error('Unknown legal text or language.');
  }
  const loaded = await getLegalDocument(documentType, locale);
  if (!loaded) throw new Error(`The ${documentType} text is missing from the content.`);
  return (
    <div className={styles.dialog}>
      {loaded.translated ? null : (
        <p className={styles.notice} role="note">
          {LEGAL_COPY[locale].englishOnly}
        </p>
      )}
      <LegalDocumentBody document={loaded.document} locale={locale} headingLevel={3} idPrefix="dialog-" />
    </div>
  );
}
