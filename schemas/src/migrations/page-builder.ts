import { at, defineMigration, set, unset } from 'sanity/migrate';

interface LandingContent {
  headline?: string;
  subheadline?: string;
  bullets?: string[];
  ctaLabel?: string;
}

const present = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

/**
 * Landing and home pages once had fixed fields (a headline, the text under it, selling points, one
 * button; on landing pages a grid of the page's templates under them). The page builder holds the
 * same texts as blocks: a hero, then (on landing pages) a template grid whose heading is what the
 * page showed above its grid: the page's card heading, else its dialog's, else the button text.
 * Documents that already have blocks are left alone, so it can run twice.
 */
export const pageBuilderMigration = defineMigration({
  title: 'Landing and home pages: fixed texts → blocks (hero, template grid)',
  documentTypes: ['landingPage', 'homePage'],
  migrate: {
    async document(doc, context) {
      if (doc.sections !== undefined) return [];
      if (doc._type === 'homePage') {
        const { heading, intro, ctaLabel, highlights } = doc as Record<string, unknown>;
        if (heading === undefined) return [];
        const hero = present({
          _type: 'hero',
          _key: 'hero',
          headline: heading,
          text: intro,
          points: highlights,
          cta: { label: ctaLabel, action: 'signup' },
          visual: 'workspace',
        });
        return [
          at('sections', set([hero])),
          at('heading', unset()),
          at('intro', unset()),
          at('ctaLabel', unset()),
          at('highlights', unset()),
        ];
      }
      const content = doc.content as LandingContent | undefined;
      if (!content) return [];
      const templates = doc.templates as { cardHeading?: string } | undefined;
      const dialogRef = (doc.dialog as { _ref?: string } | undefined)?._ref;
      const dialog = dialogRef
        ? ((await context.client.getDocument(dialogRef)) as { cardHeading?: string } | undefined)
        : undefined;
      const hero = present({
        _type: 'hero',
        _key: 'hero',
        headline: content.headline,
        text: content.subheadline,
        points: content.bullets?.length ? content.bullets : undefined,
        cta: { label: content.ctaLabel, action: 'signup' },
        visual: 'templates',
      });
      const grid = {
        _type: 'templateGrid',
        _key: 'templates',
        heading: templates?.cardHeading || dialog?.cardHeading || content.ctaLabel,
        source: 'page',
      };
      return [at('sections', set([hero, grid])), at('content', unset())];
    },
  },
});
