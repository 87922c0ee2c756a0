import { defineField, type CustomValidator } from 'sanity';
import { unique } from '../validation/documents';

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

/** The name an A/B test's variants share (landing and pricing pages); empty outside a test. */
export const experimentField = (group: string, example: string) =>
  defineField({
    name: 'experiment',
    title: 'Experiment',
    description: `Variants of the same A/B test share this name, e.g. ${example}. Leave empty for a page that is not part of a test.`,
    type: 'string',
    group,
    validation: (rule) => rule.regex(/^[a-z0-9][a-z0-9._-]*$/, { name: 'experiment name' }),
  });

/** The id every analytics event of a page carries, so conversions are told apart by variant. */
export const variantIdField = (group: string, example: string) =>
  defineField({
    name: 'variantId',
    title: 'Variant id for analytics',
    description: `Sent with the page’s analytics events (page view, sign-up, purchase) so conversions can be told apart, e.g. ${example}. Unique within the language.`,
    type: 'string',
    group,
    validation: (rule) =>
      rule
        .required()
        .regex(/^[a-z0-9][a-z0-9._-]*$/, { name: 'variant id' })
        .custom(unique('variantId', (value, other) => `The variant id “${value}” is already used by ${other}.`)),
  });

/** The layout preset a page is shown in (header, tagline, footer, chat, cookie banner). */
export const presetField = ({
  description,
  group,
  required,
}: {
  description: string;
  group?: string;
  required: boolean;
}) =>
  defineField({
    name: 'preset',
    title: 'Layout preset',
    description,
    type: 'reference',
    to: [{ type: 'layoutPreset' }],
    group,
    validation: required
      ? (rule) => rule.required().error('Choose a layout preset: the page cannot be shown without one.')
      : undefined,
  });

/**
 * The address of a page or dated document, without the language: required, checked by `problem`
 * and used by no other document of its type in its language. `free`, when given, checks last that
 * no document of another type answers at the address first.
 */
export const pathField = ({
  problem,
  free,
  ...extras
}: {
  description: string;
  group?: string;
  problem: (path: string) => string | null;
  free?: CustomValidator<string | undefined>;
}) =>
  defineField({
    name: 'path',
    title: 'Address',
    ...extras,
    type: 'string',
    validation: (rule) => {
      const checked = rule
        .required()
        .custom((value: string | undefined) => (value === undefined ? true : (problem(value) ?? true)))
        .custom(unique('path', (value, other) => `${value} is already used in this language by ${other}.`));
      return free ? checked.custom(free) : checked;
    },
  });
