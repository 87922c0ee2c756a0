import type { StructureBuilder } from 'sanity/structure';
import { LOCALES, LOCALE_NAMES } from '@paperwise/schemas/locales';
import {
  LEGAL_DOCUMENT_TYPES,
  LEGAL_DOCUMENT_TYPE_TITLES,
  legalDocumentId,
} from '@paperwise/schemas/documents/legalDocument.rules';
import { LegalOverview } from './LegalOverview';
import { LegalTranslationsView } from './LegalTranslationsView';
import { LEGAL_TRANSLATION_TEMPLATE } from './template';

/**
 * "Legal texts" in the desk: the overview of every text and language first, then each kind of
 * text with its six languages. A language opens legalDocument-<kind>-<language>, created with its
 * kind and language set if it does not exist yet, so there is one document per kind and language.
 */
export function legalTextsListItem(S: StructureBuilder) {
  return S.listItem()
    .title('Legal texts')
    .id('legal-texts')
    .child(
      S.list()
        .title('Legal texts')
        .id('legal-texts')
        .items([
          S.listItem()
            .title('Overview: languages and revision dates')
            .id('legal-overview')
            .child(S.component(LegalOverview).id('legal-overview').title('Legal texts overview')),
          S.divider(),
          ...LEGAL_DOCUMENT_TYPES.map((documentType) =>
            S.listItem()
              .title(LEGAL_DOCUMENT_TYPE_TITLES[documentType])
              .id(documentType)
              .child(
                S.list()
                  .title(LEGAL_DOCUMENT_TYPE_TITLES[documentType])
                  .id(documentType)
                  .items(
                    LOCALES.map((language) =>
                      S.listItem()
                        .title(LOCALE_NAMES[language])
                        .id(language)
                        .child(
                          S.document()
                            .schemaType('legalDocument')
                            .documentId(legalDocumentId(documentType, language))
                            .initialValueTemplate(LEGAL_TRANSLATION_TEMPLATE, { documentType, language })
                            .views([S.view.form(), S.view.component(LegalTranslationsView).title('Translations')]),
                        ),
                    ),
                  ),
              ),
          ),
          S.divider(),
          S.documentTypeListItem('legalDocument').title('All legal texts'),
        ]),
    );
}
