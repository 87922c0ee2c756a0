import { defineField, defineType } from 'sanity';
import { languageField, requiredString } from '../fields/factories';
import { siteTextBlock } from '../fields/portable-text';
import { unique } from '../validation/documents';
import { ARTICLE_LINK_ADDRESS } from './newsArticle';
import type { PortableBlock } from './newsArticle.rules';
import { BLOG_PATH, postBodyProblem, postPathProblem, publishedAtProblem, relatedKeywordProblem } from './post.rules';

/**
 * A blog post: practical advice for small businesses on its own page under /blog/, dated and signed,
 * ending with templates of the engine's search for its keyword. Posts are written in English.
 */
export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: [
    languageField(),
    defineField({
      name: 'title',
      title: 'Title',
      description: 'The post’s heading, also the browser tab’s title.',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'path',
      title: 'Address',
      description: `The address without the language: ${BLOG_PATH}, then a short name and a slash.`,
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => postPathProblem(value) ?? true)
          .custom(unique('path', (value, other) => `${value} is already used in this language by ${other}.`)),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => rule.required().custom((value: string | undefined) => publishedAtProblem(value) ?? true),
    }),
    requiredString('authorName', 'Author', { max: 80, description: 'First name and surname, e.g. Jane Doe.' }),
    requiredString('authorRole', 'Author’s role', { max: 80, description: 'E.g. Customer success lead.' }),
    defineField({
      name: 'summary',
      title: 'Summary',
      description: 'One or two sentences: shown in the blog’s list and in search results.',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'body',
      title: 'Post',
      type: 'array',
      of: [siteTextBlock(ARTICLE_LINK_ADDRESS)],
      validation: (rule) => rule.custom((body: PortableBlock[] | undefined) => postBodyProblem(body) ?? true),
    }),
    defineField({
      name: 'relatedKeyword',
      title: 'Related templates: search keyword',
      description:
        'The post ends with the first templates of this search, as the search page shows them, e.g. non-disclosure-agreement.',
      type: 'string',
      validation: (rule) => rule.required().custom((value: string | undefined) => relatedKeywordProblem(value) ?? true),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', author: 'authorName' },
    prepare: ({ title, publishedAt, author }: { title?: string; publishedAt?: string; author?: string }) => ({
      title: title ?? '(post without a title)',
      subtitle: `${publishedAt ?? '(no date)'} · ${author ?? '(no author)'}`,
    }),
  },
});
