import { defineField, defineType } from 'sanity';
import { languageField, pageBlocksField, radioField } from '../fields/factories';
import { pageDescriptionField, pageTitleField, shareField } from '../fields/page-meta';
import { unique } from '../validation/documents';

/** A site address for a page: slash at both ends, lower-case segments (/features/, /company/about/). */
export function pagePathProblem(path: string | undefined): string | null {
  if (path === undefined) return null;
  return /^\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\/)*$/.test(path) && path.length <= 120
    ? null
    : 'Write the address without the language, lower case, with a slash at both ends: /features/ or /company/about/.';
}

/** The colours a page can take: the site's own, or the green of the sustainability page. */
export const PAGE_THEMES = [
  { title: 'The site’s colours', value: 'default' },
  { title: 'Green (sustainability)', value: 'green' },
];

/**
 * A core or company page of one language (features, about us, download…), composed of blocks.
 * The French page of /features/ is the document with the same address in French.
 */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  fields: [
    languageField(),
    defineField({
      name: 'path',
      title: 'Address',
      description: 'The address without the language, with a slash at both ends: /features/.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => pagePathProblem(value) ?? true)
          .custom(unique('path', (value, other) => `${value} is already used in this language by ${other}.`)),
    }),
    pageTitleField(),
    pageDescriptionField(),
    shareField(),
    radioField('theme', 'Colours', PAGE_THEMES, {
      description: 'Green re-colours the whole page, header and footer included (the sustainability page).',
      initialValue: 'default',
      required: false,
    }),
    pageBlocksField('pageSections', 'What the page shows, top to bottom.'),
  ],
  preview: {
    select: { title: 'title', path: 'path', language: 'language' },
    prepare: ({ title, path, language }: { title?: string; path?: string; language?: string }) => ({
      title: title ?? '(untitled page)',
      subtitle: `${language?.toUpperCase() ?? '??'} ${path ?? '(no address)'}`,
    }),
  },
});
