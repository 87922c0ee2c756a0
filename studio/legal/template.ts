import { definePlugin, type Template } from 'sanity';
import { LEGAL_DOCUMENT_TYPES } from '@paperwise/schemas/documents/legalDocument.rules';
import { LOCALES } from '@paperwise/schemas/locales';

export const LEGAL_TRANSLATION_TEMPLATE = 'legalDocument-translation';

/** A new legal text opened from the desk starts with its kind and language already set. */
export const legalTranslationTemplate: Template = {
  id: LEGAL_TRANSLATION_TEMPLATE,
  title: 'Legal text in one language',
  schemaType: 'legalDocument',
  parameters: [
    { name: 'documentType', title: 'Kind of legal text', type: 'string' },
    { name: 'language', title: 'Language', type: 'string' },
  ],
  value: (params: { documentType?: string; language?: string }) => ({
    documentType: (LEGAL_DOCUMENT_TYPES as readonly string[]).includes(params.documentType ?? '')
      ? params.documentType
      : undefined,
    language: (LOCALES as readonly string[]).includes(params.language ?? '') ? params.language : undefined,
  }),
};

/** Registers what the legal desk needs in the studio config (one line in sanity.config.ts). */
export const legalTexts = definePlugin({
  name: 'paperwise-legal-texts',
  schema: { templates: (previous) => [...previous, legalTranslationTemplate] },
});
