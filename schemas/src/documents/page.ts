import { defineField, defineType } from 'sanity';
import { languageField, pageBlocksField, radioField } from '../fields/factories';
import { pageDescriptionField, pageTitleField, pathField, presetField, shareField } from '../fields/page-meta';
import { findSameLanguageOfType } from '../validation/documents';

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
    pathField({
      description: 'The address without the language, with a slash at both ends: /features/.',
      problem: pagePathProblem,
      free: async (value, context) => {
        // A landing page of the same language answers first at its address, so a page there
        // would never be seen. The same address in another language is free (/de/docs/ is a
        // page while /docs/ is a landing page).
        const landing = await findSameLanguageOfType(context, 'landingPage', 'path', value);
        return landing
          ? `${value} is the address of the landing page ${landing} in this language, which would be shown instead: give this page another address.`
          : true;
      },
    }),
    pageTitleField(),
    pageDescriptionField(),
    shareField(),
    radioField('theme', 'Colours', PAGE_THEMES, {
      description: 'Green re-colours the whole page, header and footer included (the sustainability page).',
      initialValue: 'default',
      required: false,
    }),
    defineField({
      name: 'keepScrollPosition',
      title: 'Keep the scroll position on arrival',
      description:
        'Visitors who come from another page of the site stay at the height they were at instead of starting at the top. Leave it off unless the page continues the one before it.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'noindex',
      title: 'Hide from search engines',
      description:
        'Turn on for pages reached from ads and campaign links rather than from search (/docs/, /lp/, /l/ in languages without landing layouts): the page answers with noindex, nofollow and stays out of the sitemap. Leave off for ordinary pages.',
      type: 'boolean',
      initialValue: false,
    }),
    presetField({
      description:
        'Leave empty for the site’s header and footer. Choose a preset for pages with a layout of their own: the budgeting product, the affiliates’ /start/ pages, the thank-you pages.',
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
