import { defineField } from 'sanity';
import { objectListField, requiredString } from '../../fields/factories';
import { blockType, headingPreview } from '../shared/block.schema';

interface RatingValue {
  score?: number;
  count?: string;
  label?: string;
}

interface TestimonialsValue {
  rating?: RatingValue;
  quotes?: unknown[];
}

/** A rating has a score out of 5 and a label; with neither it is simply not shown. */
export function ratingProblem(rating: RatingValue | undefined): string | null {
  if (!rating) return null;
  const { score, count, label } = rating;
  const hasScore = typeof score === 'number';
  if (!hasScore && !label?.trim() && !count?.trim()) return null;
  if (!hasScore) return 'Give the rating’s score, from 0 to 5.';
  if (!Number.isFinite(score) || score < 0 || score > 5) return `The score is out of 5: write 0 to 5 (now ${score}).`;
  // The stars are drawn for the eye only: the label is what a screen reader says, so it states the score.
  if (!label?.includes('{score}')) return 'Write {score} in the rating’s label, e.g. “Rated {score} out of 5”.';
  if (label.includes('{count}') && !count?.trim()) return 'Give the number of reviews the label’s {count} stands for.';
  return null;
}

/** Without a quote or a rating the block would be a lone heading. */
export function testimonialsProblem(value: TestimonialsValue | undefined): string | null {
  const rating = ratingProblem(value?.rating);
  if (rating) return rating;
  if (!value?.quotes?.length && typeof value?.rating?.score !== 'number') {
    return 'Add at least one quote or a rating.';
  }
  return null;
}

/** What customers say: an optional rating (stars, score out of 5) and quotes with their authors. */
export const testimonials = blockType({
  name: 'testimonials',
  title: 'Testimonials and rating',
  fields: [
    requiredString('heading', 'Heading', { max: 120 }),
    defineField({
      name: 'rating',
      title: 'Rating (optional)',
      type: 'object',
      options: { collapsible: true, collapsed: false },
      validation: (rule) => rule.custom((rating: RatingValue | undefined) => ratingProblem(rating) ?? true),
      fields: [
        defineField({
          name: 'score',
          title: 'Score out of 5',
          description: 'One decimal, e.g. 4.8.',
          type: 'number',
          validation: (rule) => rule.min(0).max(5).precision(1),
        }),
        defineField({
          name: 'count',
          title: 'Number of reviews',
          description: 'As visitors read it, e.g. “2,400”.',
          type: 'string',
          validation: (rule) => rule.max(20),
        }),
        defineField({
          name: 'label',
          title: 'Label',
          description: '{score} is the score, {count} the number of reviews.',
          type: 'string',
          initialValue: 'Rated {score} out of 5 by {count} reviewers',
          validation: (rule) => rule.max(120),
        }),
      ],
    }),
    objectListField(
      'quotes',
      'Quotes',
      {
        name: 'quote',
        title: 'Quote',
        fields: [
          defineField({
            name: 'text',
            title: 'Quote',
            description: 'Without quotation marks: the site draws them.',
            type: 'text',
            rows: 4,
            validation: (rule) => rule.required().max(400),
          }),
          requiredString('name', 'Name', { max: 60 }),
          defineField({ name: 'role', title: 'Role', type: 'string', validation: (rule) => rule.max(60) }),
          defineField({ name: 'company', title: 'Company', type: 'string', validation: (rule) => rule.max(60) }),
        ],
        preview: {
          select: { text: 'text', name: 'name', company: 'company' },
          prepare: ({ text, name, company }: { text?: string; name?: string; company?: string }) => ({
            title: text || '(quote without text)',
            subtitle: [name, company].filter(Boolean).join(', '),
          }),
        },
      },
      { limit: 6 },
    ),
  ],
  preview: headingPreview('Testimonials', { score: 'rating.score', quotes: 'quotes' }, ({ score, quotes }) =>
    [typeof score === 'number' ? `${score}/5` : '', quotes?.length ? `${quotes.length} quotes` : '']
      .filter(Boolean)
      .join(', '),
  ),
});
