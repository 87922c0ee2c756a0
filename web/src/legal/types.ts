import type { LEGAL_DOCUMENT_QUERY_RESULT } from '@/content/sanity.types';

/** A legal text as the pages and dialogs render it (the generated type of LEGAL_DOCUMENT_QUERY). */
export type LegalDocumentContent = NonNullable<LEGAL_DOCUMENT_QUERY_RESULT>;
