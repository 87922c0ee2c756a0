import { defineField } from 'sanity';
import { headedBlock, headingPreview } from '../shared/block.schema';
import { headingNamesRegion } from '../shared/heading.schema';

/**
 * The notice is what a reader of a language without articles reads before the English ones: a
 * block outside English without it would list them with no word of explanation.
 */
export function englishNoticeProblem(notice: string | undefined, language: unknown): string | null {
  if (typeof language === 'string' && language !== 'en' && !notice?.trim()) {
    return 'Write the sentence saying the news is published in English: this language has no articles of its own.';
  }
  return null;
}

/** The heading names the list's region. */
export const newsListProblem = headingNamesRegion('list');

/** The newsroom's list of articles, newest first, in the page's language or else in English. */
export const newsList = headedBlock({
  name: 'newsList',
  title: 'Newsroom articles',
  introMax: 240,
  fields: [
    defineField({
      name: 'englishNotice',
      title: 'Sentence before English articles',
      description:
        'Shown when this language has no articles of its own and the list shows the English ones, e.g. “Our news is published in English.”',
      type: 'string',
      validation: (rule) =>
        rule
          .max(160)
          .custom(
            (notice: string | undefined, context) =>
              englishNoticeProblem(notice, (context.document as { language?: unknown } | undefined)?.language) ?? true,
          ),
    }),
  ],
  preview: headingPreview('Newsroom articles'),
});
