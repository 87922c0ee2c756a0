import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields/factories';
import { siteTextBlock } from '../fields/portable-text';
import { ARTICLE_LINK_ADDRESS, datedDocumentFields, summaryField } from './newsArticle';
import type { PortableBlock } from './newsArticle.rules';
import { BLOG_PATH, postBodyProblem, postPathProblem, relatedKeywordProblem } from './post.rules';

/**
 * A blog post: practical advice for small businesses on its own page under /blog/, dated and signed,
 * ending with templates of the engine's search for its keyword. Posts are written in English.
 */
export const post = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  fields: [
    ...datedDocumentFields('post', BLOG_PATH, postPathProblem),
    requiredString('authorName', 'Author', { max: 80, description: 'First name and surname, e.g. Jane Doe.' }),
    requiredString('authorRole', 'Author’s role', { max: 80, description: 'E.g. Customer success lead.' }),
    summaryField('blog'),
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
