import { defineArrayMember, defineField, defineType, type SortOrdering } from 'sanity';
import { languageField, requiredString } from '../fields/factories';
import { siteTextBlock } from '../fields/portable-text';
import { linkHrefProblem } from '../link-rules';
import { pathField } from '../fields/page-meta';
import {
  articleBodyProblem,
  NEWSROOM_PATH,
  newsArticlePathProblem,
  publishedAtProblem,
  relatedHrefProblem,
  type PortableBlock,
} from './newsArticle.rules';

/** A link in an article's or a blog post's text: a site path or an https:// address. */
export const ARTICLE_LINK_ADDRESS: Parameters<typeof siteTextBlock>[0] = {
  description: 'A page of this site as a path (/company/affiliate/), or a full https:// address.',
  type: 'string',
  validation: (rule) =>
    rule.custom((href: string | undefined) =>
      !href?.trim() ? 'Give the address the link goes to.' : (linkHrefProblem(href) ?? true),
    ),
};

/**
 * The head of a dated document with its own page (a newsroom article, a blog post): its language,
 * title, address under `base` (checked by `pathProblem`, unique in its language) and day.
 */
export function datedDocumentFields(
  what: string,
  base: string,
  pathProblem: (path: string | undefined) => string | null,
) {
  return [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      description: `The ${what}’s heading, also the browser tab’s title.`,
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    pathField({
      description: `The address without the language: ${base}, then a short name and a slash.`,
      problem: pathProblem,
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => rule.required().custom((value: string | undefined) => publishedAtProblem(value) ?? true),
    }),
  ];
}

/** The summary of a dated document: shown in its list (`listName`'s) and in search results. */
export function summaryField(listName: string) {
  return defineField({
    name: 'summary',
    title: 'Summary',
    description: `One or two sentences: shown in the ${listName}’s list and in search results.`,
    type: 'text',
    rows: 3,
    validation: (rule) => rule.required().max(200),
  });
}

/** The text of a dated document (`title` in the studio), which `bodyProblem` checks. */
export function datedDocumentBodyField(
  title: string,
  bodyProblem: (body: readonly PortableBlock[] | undefined) => string | null,
) {
  return defineField({
    name: 'body',
    title,
    type: 'array',
    of: [siteTextBlock(ARTICLE_LINK_ADDRESS)],
    validation: (rule) => rule.custom((body: PortableBlock[] | undefined) => bodyProblem(body) ?? true),
  });
}

/** How the studio lists dated documents: the newest first. */
export const NEWEST_FIRST: SortOrdering[] = [
  { title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
];

/**
 * A newsroom article: a dated piece of company news on its own page under /company/newsroom/.
 * Articles are written in English; the newsroom of another language lists them when it has none.
 */
export const newsArticle = defineType({
  name: 'newsArticle',
  title: 'Newsroom article',
  type: 'document',
  fields: [
    ...datedDocumentFields('article', NEWSROOM_PATH, newsArticlePathProblem),
    summaryField('newsroom'),
    datedDocumentBodyField('Article', articleBodyProblem),
    defineField({
      name: 'related',
      title: 'Related links',
      description: 'Optional: pages of the site the article talks about, shown after it.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'relatedLink',
          title: 'Related link',
          type: 'object',
          fields: [
            requiredString('label', 'Text', { max: 80 }),
            defineField({
              name: 'href',
              title: 'Goes to',
              description: 'A site address without the language, e.g. /company/affiliate/.',
              type: 'string',
              validation: (rule) => rule.custom((href: string | undefined) => relatedHrefProblem(href) ?? true),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
  ],
  orderings: NEWEST_FIRST,
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', language: 'language' },
    prepare: ({ title, publishedAt, language }: { title?: string; publishedAt?: string; language?: string }) => ({
      title: title ?? '(article without a title)',
      subtitle: `${language?.toUpperCase() ?? '??'} ${publishedAt ?? '(no date)'}`,
    }),
  },
});
