import { defineType } from 'sanity';
import { blockPreview } from '../block-preview';
import { headingField, headingNamesRegion, introTextField } from '../shared/heading.schema';

/** The heading names the catalogue's region. */
export const templateCatalogueProblem = headingNamesRegion('catalogue');

/**
 * The templates catalogue: the groups of the navigation's templates menu (by department, by
 * document type, key topics, by language), each topic a link to its search. The groups are the
 * menu's, kept once in the navigation document of the page's language; the block holds only its
 * own heading and text.
 */
export const templateCatalogue = defineType({
  name: 'templateCatalogue',
  title: 'Templates catalogue',
  type: 'object',
  fields: [headingField(), introTextField(240)],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }: { heading?: string }) =>
      blockPreview('Templates catalogue', heading, 'The groups of the navigation’s templates menu'),
  },
});
