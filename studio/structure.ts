import type { StructureResolver } from 'sanity/structure';

/** The desk, grouped the way the people who use it think: marketers first, then legal, then settings. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site settings')
        .id('siteSettings')
        .child(S.document().schemaType('siteSettings').documentId('siteSettings').title('Site settings')),
      S.divider(),
      S.documentTypeListItem('homePage').title('Home pages'),
    ]);
