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
