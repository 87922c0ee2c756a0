import { defineField, defineType } from 'sanity';
import { onePerLanguageField } from '../fields/onePerLanguage';

/** The home page of one language. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    onePerLanguageField('home page'),
    defineField({
      name: 'sections',
      title: 'Page blocks',
      description: 'What the home page shows, top to bottom: a hero first. Texts may use {templates}.',
      type: 'homeSections',
      // The type's own rules (required, which blocks, a hero first) apply: a field rule would replace them.
    }),
  ],
  preview: {
    select: { headline: 'sections.0.headline', language: 'language' },
    prepare: ({ headline, language }: { headline?: string; language?: string }) => ({
      title: headline ?? 'Home page',
      subtitle: language,
    }),
  },
});
