import { headedBlock, headingPreview } from '../shared/block.schema';
import { headingNamesRegion } from '../shared/heading.schema';

/** The heading names the catalogue's region. */
export const templateCatalogueProblem = headingNamesRegion('catalogue');

/**
 * The templates catalogue: the groups of the navigation's templates menu (by department, by
 * document type, key topics, by language), each topic a link to its search. The groups are the
 * menu's, kept once in the navigation document of the page's language; the block holds only its
 * own heading and text.
 */
export const templateCatalogue = headedBlock({
  name: 'templateCatalogue',
  title: 'Templates catalogue',
  introMax: 240,
  fields: [],
  preview: headingPreview('Templates catalogue', {}, () => 'The groups of the navigation’s templates menu'),
});
