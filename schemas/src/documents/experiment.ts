import { defineArrayMember, defineField, defineType } from 'sanity';
import { landingPathProblem } from '../locales';
import { languageField, sameLanguageOptions } from '../fields/factories';
import { findOtherWhere, referencedState } from '../validation/documents';
import {
  EXPERIMENT_STATUSES,
  EXPERIMENT_STATUS_TITLES,
  MAX_BUCKET_VERSION,
  startedAtProblem,
  variantPageProblem,
  variantsProblems,
  winnerProblem,
  type VariantLike,
} from './experiment.rules';

const statusOptions = EXPERIMENT_STATUSES.map((value) => ({ title: EXPERIMENT_STATUS_TITLES[value], value }));

interface ExperimentFields {
  language?: string;
  status?: string;
  variants?: VariantLike[];
}

/**
 * An A/B test at one public address: visitors of `path` in `language` are split between the
 * variants' landing pages by their weights while the experiment runs. The first variant is the
 * control: robots, visitors without consent and a stopped experiment get it, unless a winner has
 * been shipped, which then everyone gets. The experiment's document id seeds the split.
 */
export const experiment = defineType({
  name: 'experiment',
  title: 'Experiment',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      description: 'What the test tries, for people: “Free demo: shorter headline”.',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    {
      ...languageField(),
      description: 'The language of the address tested; every variant is a landing or pricing page in this language.',
    },
    defineField({
      name: 'path',
      title: 'Public address',
      description:
        'The address visitors open, without the language, with a slash at both ends: /docs/free-demo/. Usually the control’s own address.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => (value === undefined ? true : (landingPathProblem(value) ?? true))),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      description: 'Use the Start, Stop and “Ship as winner” buttons of the Results tab: they set the times too.',
      type: 'string',
      options: { list: statusOptions, layout: 'radio' },
      initialValue: 'draft',
      validation: (rule) => [
        rule.required(),
        rule.custom(async (value: string | undefined, context) => {
          if (value !== 'running') return true;
          const path = (context.document as { path?: unknown } | undefined)?.path;
          if (typeof path !== 'string' || path === '') return true;
          // Two running experiments at one address would each claim its visitors.
          const other = await findOtherWhere(context, 'status == "running" && path == $path', { path });
          return other
            ? `${other} is already running at ${path} in this language: stop it before running this one.`
            : true;
        }),
        rule
          .custom(
            (value: string | undefined, context) =>
              startedAtProblem(value, (context.document as { startedAt?: unknown } | undefined)?.startedAt) ?? true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'variants',
      title: 'Variants',
      description:
        'The pages visitors are split between (landing pages, or pricing pages for a price test), each with its share in percent (together 100). The FIRST is the control: the page the others are measured against, and the one robots, visitors without consent and a stopped test get.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'experimentVariant',
          title: 'Variant',
          type: 'object',
          fields: [
            defineField({
              name: 'page',
              title: 'Page',
              type: 'reference',
              to: [{ type: 'landingPage' }, { type: 'pricingPage' }],
              options: sameLanguageOptions,
              validation: (rule) => [
                rule.required().error('Choose the page of this variant.'),
                rule.custom(async (value: { _ref?: string } | undefined, context) => {
                  if (!value?._ref) return true;
                  const language = (context.document as ExperimentFields | undefined)?.language;
                  return variantPageProblem(value._ref, await referencedState(context, value._ref), language) ?? true;
                }),
              ],
            }),
            defineField({
              name: 'weight',
              title: 'Weight (%)',
              description: 'The share of visitors who get this page, from 0 to 100.',
              type: 'number',
              initialValue: 50,
              validation: (rule) => rule.required().min(0).max(100),
            }),
          ],
          preview: {
            select: { path: 'page.path', title: 'page.title', weight: 'weight' },
            prepare: ({ path, title, weight }: Record<string, unknown>) => ({
              title: typeof path === 'string' ? path : '(no page)',
              subtitle: [
                typeof weight === 'number' ? `${weight} %` : 'no weight',
                typeof title === 'string' ? title : null,
              ]
                .filter(Boolean)
                .join(' · '),
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((variants: VariantLike[] | undefined) => {
          const problems = variantsProblems(variants);
          return problems.length > 0 ? problems.join(' ') : true;
        }),
    }),
    defineField({
      name: 'winner',
      title: 'Winner',
      description:
        'Leave empty while testing. Once set (the “Ship as winner” button does it), every visitor gets this page. It must be one of the variants.',
      type: 'reference',
      to: [{ type: 'landingPage' }, { type: 'pricingPage' }],
      options: sameLanguageOptions,
      validation: (rule) =>
        rule.custom(
          (value: { _ref?: string } | undefined, context) =>
            winnerProblem(value, (context.document as ExperimentFields | undefined)?.variants) ?? true,
        ),
    }),
    defineField({
      name: 'bucketVersion',
      title: 'Bucket version',
      description:
        'Raising it re-randomises every visitor (each is split again, as if new). Leave it unless the test must start over.',
      type: 'number',
      initialValue: 1,
      validation: (rule) => rule.required().integer().min(1).max(MAX_BUCKET_VERSION),
    }),
    defineField({
      name: 'startedAt',
      title: 'Started at',
      description: 'Set by the Start button.',
      type: 'datetime',
      readOnly: true,
    }),
    defineField({
      name: 'stoppedAt',
      title: 'Stopped at',
      description: 'Set by the Stop and “Ship as winner” buttons.',
      type: 'datetime',
      readOnly: true,
    }),
  ],
  preview: {
    select: { name: 'name', language: 'language', path: 'path', status: 'status', winner: 'winner.path' },
    prepare: ({ name, language, path, status, winner }: Record<string, unknown>) => ({
      title: typeof name === 'string' ? name : '(no name)',
      subtitle: [
        `${typeof language === 'string' ? language.toUpperCase() : '??'} ${typeof path === 'string' ? path : '(no address)'}`,
        typeof status === 'string' ? status : 'no status',
        typeof winner === 'string' ? `winner ${winner}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
