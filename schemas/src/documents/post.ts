import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields/factories';
import { NEWEST_FIRST, datedDocumentBodyField, datedDocumentFields, summaryField } from './newsArticle';
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
    datedDocumentBodyField('Post', postBodyProblem),
    defineField({
      name: 'relatedKeyword',
      title: 'Related templates: search keyword',
      description:
        'The post ends with the first templates of this search, as the search page shows them, e.g. non-disclosure-agreement.',
      type: 'string',
      validation: (rule) => rule.required().custom((value: string | undefined) => relatedKeywordProblem(value) ?? true),
    }),
  ],
  orderings: NEWEST_FIRST,
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', author: 'authorName' },
    prepare: ({ title, publishedAt, author }: { title?: string; publishedAt?: string; author?: string }) => ({
      title: title ?? '(post without a title)',
      subtitle: `${publishedAt ?? '(no date)'} · ${author ?? '(no author)'}`,
    }),
  },
});
