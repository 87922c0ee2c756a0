import { at, defineMigration, set, unset } from 'sanity/migrate';

/**
 * Landing pages once kept the templates they show in a field called `hero` (with a `keyword` list)
 * and their own template number in `gvTemplateNumbers`. Neither name said what it held: the hero
 * text of a page is elsewhere, and the number is an override of the site-wide template count.
 * This migration moves them to `templates` (with `keywords`) and `templateCountOverride`.
 * Documents already migrated are left alone, so it can run twice.
 */
export const landingTemplatesMigration = defineMigration({
  title: 'Landing pages: hero → templates, gvTemplateNumbers → templateCountOverride',
  documentTypes: ['landingPage'],
  migrate: {
    document(doc) {
      const patches = [];
      const hero = doc.hero as Record<string, unknown> | undefined;
      if (hero !== undefined) {
        const { keyword, ...rest } = hero;
        const templates = keyword === undefined ? rest : { ...rest, keywords: keyword };
        if (doc.templates === undefined) patches.push(at('templates', set(templates)));
        patches.push(at('hero', unset()));
      }
      if (doc.gvTemplateNumbers !== undefined) {
        if (doc.templateCountOverride === undefined) {
          patches.push(at('templateCountOverride', set(doc.gvTemplateNumbers)));
        }
        patches.push(at('gvTemplateNumbers', unset()));
      }
      return patches;
    },
  },
});
