import { defineField, defineType } from 'sanity';
import { LOCALES, LOCALE_NAMES } from '../locales';

/** A short text with one value per site language, for site-wide facts that differ by language. */
export const localeString = defineType({
  name: 'localeString',
  title: 'Text per language',
  type: 'object',
  fieldsets: [{ name: 'others', title: 'Other languages', options: { collapsible: true, collapsed: false } }],
  fields: LOCALES.map((locale) =>
    defineField({
      name: locale,
      title: LOCALE_NAMES[locale],
      type: 'string',
      fieldset: locale === 'en' ? undefined : 'others',
      validation: (rule) => (locale === 'en' ? rule.required().error('English text is required.') : rule),
    }),
  ),
});
