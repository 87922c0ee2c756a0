import { defineField } from 'sanity';
import { objectListField, requiredString } from '../../fields/factories';
import { headedBlock, headingPreview } from '../shared/block.schema';

interface FaqValue {
  items?: Array<{ _key?: string; question?: string; answer?: string }>;
}

/**
 * A question without text shows an empty line to click, an answer without text opens on nothing:
 * every item needs both, and the block at least one item.
 */
export function faqProblem(value: FaqValue | undefined): string | null {
  const items = value?.items ?? [];
  if (items.length === 0) return 'Add at least one question with its answer.';
  const position = (index: number) => `question ${index + 1}`;
  const noQuestion = items.findIndex((item) => !item.question?.trim());
  if (noQuestion >= 0) return `Write the text of ${position(noQuestion)}.`;
  const noAnswer = items.findIndex((item) => !item.answer?.trim());
  if (noAnswer >= 0) return `Write the answer to “${items[noAnswer]!.question!.trim()}”: it would open on nothing.`;
  return null;
}

/** Questions and answers, each opened and closed by the visitor without any script. */
export const faq = headedBlock({
  name: 'faq',
  title: 'FAQ',
  fields: [
    objectListField(
      'items',
      'Questions',
      {
        name: 'faqItem',
        title: 'Question',
        fields: [
          requiredString('question', 'Question', { max: 200 }),
          defineField({
            name: 'answer',
            title: 'Answer',
            description: 'Plain text. Leave an empty line between paragraphs. {templates} works here too.',
            type: 'text',
            rows: 5,
            validation: (rule) => rule.required().max(2000),
          }),
        ],
        preview: {
          select: { question: 'question', answer: 'answer' },
          prepare: ({ question, answer }: { question?: string; answer?: string }) => ({
            title: question || '(question without text)',
            subtitle: answer ? answer.replace(/\s+/g, ' ').slice(0, 80) : '(no answer yet)',
          }),
        },
      },
      { limit: 20 },
    ),
    defineField({
      name: 'openFirst',
      title: 'Show the first answer open',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: headingPreview('FAQ', { items: 'items' }, ({ items }) => `${items?.length ?? 0} questions`),
});
