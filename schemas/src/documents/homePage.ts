import { defineType } from 'sanity';
import { pageBlocksField } from '../fields/factories';
import { onePerLanguageField } from '../fields/onePerLanguage';
import { pageDescriptionField, shareField } from '../fields/page-meta';

/** The home page of one language. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    onePerLanguageField('home page'),
    pageDescriptionField(),
    shareField(),
    pageBlocksField(
      'homeSections',
      'What the home page shows, top to bottom: a hero first. Texts may use {templates}.',
    ),
  ],
  preview: {
    select: { headline: 'sections.0.headline', language: 'language' },
    prepare: ({ headline, language }: { headline?: string; language?: string }) => ({
      title: headline ?? 'Home page',
      subtitle: language,
    }),
  },
});
