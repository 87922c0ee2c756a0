import 'server-only';
import { cache } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import type { LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { fetchContent } from '@/content/fetch';
import { LEGAL_DOCUMENT_QUERY } from './queries';
import type { LegalDocumentContent } from './types';

export interface LoadedLegalDocument {
  document: LegalDocumentContent;
  /** False when the reader's language has no version and the English text stands in. */
  translated: boolean;
}

/**
 * A legal text for a page or a dialog: the reader's language, else English; null when the text does
 * not exist at all (the page answers 404).
 */
export const getLegalDocument = cache(
  async (documentType: LegalDocumentType, locale: Locale): Promise<LoadedLegalDocument | null> => {
    const document = await fetchContent(LEGAL_DOCUMENT_QUERY, { documentType, locale }, [
      'legalDocument',
      `legalDocument:${documentType}`,
    ]);
    return document ? { document, translated: document.language === locale } : null;
  },
);
