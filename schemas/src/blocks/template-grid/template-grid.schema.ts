import { defineArrayMember, defineField } from 'sanity';
import { choices, radioField } from '../../fields/factories';
import { headedBlock, headingPreview } from '../shared/block.schema';

export const TEMPLATE_SOURCES = choices({
  page: 'The templates this page shows (a landing page’s, else the language’s 12 defaults)',
  defaults: 'The language’s 12 default templates',
  list: 'A list chosen here (12 templates)',
  search: 'The results of a search',
});

interface GridValue {
  source?: string;
  templates?: unknown[];
  keyword?: string;
}

/** A chosen list holds exactly 12 templates; a search needs its keyword. */
export function templateGridProblem(value: GridValue | undefined): string | null {
  if (value?.source === 'list' && (value.templates?.length ?? 0) !== 12) {
    return `A chosen list shows 12 templates: add exactly 12 (now ${value.templates?.length ?? 0}).`;
  }
  if (value?.source === 'search' && !value.keyword?.trim()) {
    return 'Give the search keyword, e.g. lease-agreement.';
  }
  return null;
}

/** A grid of template cards; each card opens the sign-up dialog or the document in the web app. */
export const templateGrid = headedBlock({
  name: 'templateGrid',
  title: 'Template grid',
  fields: [
    radioField('source', 'Templates shown', TEMPLATE_SOURCES, { initialValue: 'page' }),
    defineField({
      name: 'templates',
      title: 'Templates',
      type: 'array',
      of: [defineArrayMember({ type: 'templateEntry' })],
      hidden: ({ parent }) => (parent as GridValue | undefined)?.source !== 'list',
    }),
    defineField({
      name: 'keyword',
      title: 'Search keyword',
      description: 'Lower case with dashes, as in the search address: lease-agreement.',
      type: 'string',
      hidden: ({ parent }) => (parent as GridValue | undefined)?.source !== 'search',
      validation: (rule) => rule.regex(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u, { name: 'keyword' }),
    }),
  ],
  preview: headingPreview('Template grid', { source: 'source' }, ({ source }) => source),
});
