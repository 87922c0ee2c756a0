import { defineType } from 'sanity';
import { blockPreview } from '../block-preview';
import { headingField, introTextField } from '../shared/heading.schema';

/** The heading names the catalogue's region: without one it would be a section without a name. */
export function templateCatalogueProblem(block: { heading?: string }): string | null {
  return block.heading?.trim() ? null : 'Write the heading of the catalogue: it names the section.';
}

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
