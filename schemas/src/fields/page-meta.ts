import { defineField } from 'sanity';

/** The browser tab's title of a page, before the product name (and the link preview's). */
export const pageTitleField = (group?: string) =>
  defineField({
    name: 'title',
    title: 'Page title',
    description: 'Shown in the browser tab, before the product name.',
    type: 'string',
    group,
    validation: (rule) => rule.required().max(70),
  });

/** One or two sentences for search results and link previews. */
export const pageDescriptionField = (group?: string) =>
  defineField({
    name: 'description',
    title: 'Short description',
    description: 'One or two sentences for search results and link previews.',
    type: 'text',
    rows: 2,
    group,
    validation: (rule) => rule.max(200),
  });

/**
 * What link previews show of a page, where it should differ from the page itself: the headline on
 * the generated share image (otherwise the page title, or the home page's first headline).
 */
export const shareField = (group?: string) =>
  defineField({
    name: 'share',
    title: 'Link preview',
    description: 'Optional: what the generated link-preview image says instead of the page title.',
    type: 'object',
    group,
    options: { collapsible: true, collapsed: true },
    fields: [
      defineField({
        name: 'title',
        title: 'Headline on the share image',
        description: 'Up to 90 characters; leave empty to use the page title.',
        type: 'string',
        validation: (rule) => rule.max(90),
      }),
    ],
  });
