import { defineField } from 'sanity';
import { localeName, localeOptions } from '../locales';
import { unique } from '../validation/documents';

/** The language of a document there is one of per language; `what` names it in the refusal. */
export const onePerLanguageField = (what: string) =>
  defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    options: { list: localeOptions },
    validation: (rule) =>
      rule.required().custom(unique('language', (value, other) => `${value} already has its ${what} in ${other}.`)),
  });

/** The studio's list line of a document there is one of per language: "<what> · <language>". */
export const onePerLanguagePreview = (what: string) => ({
  select: { language: 'language' },
  prepare: ({ language }: { language?: string }) => ({ title: `${what} · ${language ? localeName(language) : '?'}` }),
});
