import { at, defineMigration, set } from 'sanity/migrate';

/**
 * Which header a language's pages use was decided by the code (the mega-menu header for English,
 * the classic one for the others); it becomes the navigation document's `headerStyle`, so an
 * editor can switch a language. Each document gets the header it had; one that already has a
 * style keeps it, so the migration can run twice.
 */
export const headerStyleMigration = defineMigration({
  title: 'Navigation: the header style as content',
  documentTypes: ['navigation'],
  migrate: {
    document(doc) {
      if (typeof doc.headerStyle === 'string' && doc.headerStyle) return [];
      return [at('headerStyle', set(doc.language === 'en' ? 'mega' : 'simple'))];
    },
  },
});
