import { defineArrayMember, defineField, defineType } from 'sanity';
import { isLandingLocale, landingLocaleOptions, landingPathProblem } from '../locales';
import {
  experimentField,
  pageDescriptionField,
  pageTitleField,
  pathField,
  presetField,
  variantIdField,
} from '../fields/page-meta';
import { inPageLanguage } from '../validation/documents';
import {
  fieldGroups,
  pageBlocksField,
  radioField,
  requiredBoolean,
  sameLanguageOptions,
  selectField,
} from '../fields/factories';
import { CONSENT_WORDINGS, LABEL_STYLES } from './signupDialog';

export const MAIN_BUTTON_TARGETS = [{ title: 'Guide: the button opens the guide document below', value: 'guide' }];

/** A document list must be empty (use the language's defaults) or hold exactly 12 templates. */
export function templateListProblem(documents: unknown[] | undefined): string | null {
  if (!documents || documents.length === 0 || documents.length === 12) return null;
  return `The page shows a grid of 12 templates: add exactly 12 (now ${documents.length}), or remove them all to use the language’s default list.`;
}

/**
 * One landing page in one language: its address, the layout around it, the sign-up dialog it opens
 * and the templates it shows. An A/B test is several pages (…/00/, …/01/) that differ in one choice.
 */
export const landingPage = defineType({
  name: 'landingPage',
  title: 'Landing page',
  type: 'document',
  groups: fieldGroups(
    ['page', 'Page'],
    ['signup', 'Layout and sign-up'],
    ['templates', 'Templates shown'],
    ['copy', 'Page blocks'],
  ),
  fields: [
    defineField({
      name: 'language',
      title: 'Language',
      description: 'Landing pages exist in English, French and Spanish only.',
      type: 'string',
      options: { list: landingLocaleOptions, layout: 'radio', direction: 'horizontal' },
      group: 'page',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) =>
            value === undefined || isLandingLocale(value)
              ? true
              : `Landing pages exist only in English, French and Spanish (en, fr, es), not in “${value}”.`,
          ),
    }),
    pathField({
      description:
        'The address without the language, with a slash at both ends: /docs/free-demo/ or /docs/ab/15.10.24/01/. The French page of the same address is found at /fr/…; each language has its own page document.',
      group: 'page',
      problem: landingPathProblem,
    }),
    pageTitleField('page'),
    pageDescriptionField('page'),
    requiredBoolean('noindex', 'Hide from search engines', true, {
      description: 'Landing pages and A/B variants stay out of search results (noindex, nofollow). Leave on.',
      group: 'page',
    }),
    experimentField('page', 'docs-ab-15.10.24'),
    variantIdField('page', 'docs-ab-15.10.24-01'),
    presetField({
      description: 'Header, tagline, footer and chat around the page. /l/ campaign pages use “Campaign”.',
      required: true,
      group: 'signup',
    }),
    defineField({
      name: 'dialog',
      title: 'Sign-up dialog',
      description:
        'The dialog variant the page opens, in the page’s language. Ordinary /docs/ and /lp/ pages use v1 (e-mail only, “Get instant access”); /l/ campaign pages use v2 (“Get access now”).',
      type: 'reference',
      to: [{ type: 'signupDialog' }],
      options: sameLanguageOptions,
      group: 'signup',
      validation: (rule) => [
        rule.required().error('Choose a sign-up dialog: the page cannot be shown without one.'),
        rule.custom(inPageLanguage('dialog')),
      ],
    }),
    requiredBoolean('buttonActive', 'Sign-up button active', true, {
      description:
        'Off shows the dialog’s button switched off, with a progress bar. The logo variant (v5) is switched on only on /docs/ab/11.05.24/01/.',
      group: 'signup',
    }),
    radioField('consentWording', 'Consent line quotes (wording test)', CONSENT_WORDINGS, {
      description: 'Leave empty to use the dialog’s own choice.',
      group: 'signup',
      required: false,
    }),
    radioField('labelStyle', 'Input label style (label test)', LABEL_STYLES, {
      description: 'Leave empty to use the dialog’s own style. /docs/ab/15.10.24/01/ to 04/ test the two styles.',
      group: 'signup',
      required: false,
    }),
    defineField({
      name: 'templates',
      title: 'Templates shown',
      description: 'The templates the page shows and the sign-up engine opens, and where its main button leads.',
      type: 'object',
      group: 'templates',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'keywords',
          title: 'Keywords',
          description:
            'The search words behind the page, with dashes: business-plan. The first one names the page’s main document. Leave empty to use the language’s default keyword.',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          validation: (rule) =>
            rule.custom((keywords: string[] | undefined) =>
              keywords?.some((k) => !/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u.test(k))
                ? 'Write keywords in lower case with dashes between words, e.g. business-plan.'
                : true,
            ),
        }),
        defineField({
          name: 'documents',
          title: 'Templates',
          description: 'Exactly 12, the first is the main one. Leave empty to use the language’s 12 default templates.',
          type: 'array',
          of: [defineArrayMember({ type: 'templateEntry' })],
          validation: (rule) => rule.custom((docs: unknown[] | undefined) => templateListProblem(docs) ?? true),
        }),
        selectField('target', 'Where the main button leads', MAIN_BUTTON_TARGETS, {
          description: 'Leave empty: after sign-up the visitor starts on the web app’s home.',
          required: false,
        }),
        defineField({
          name: 'guideDocument',
          title: 'Guide document',
          description: 'The guide’s document code in the web app. Needed when the button leads to the guide.',
          type: 'string',
          hidden: ({ parent }) => (parent as { target?: string } | undefined)?.target !== 'guide',
          validation: (rule) =>
            rule.custom((value: string | undefined, context) =>
              (context.parent as { target?: string } | undefined)?.target === 'guide' && !value?.trim()
                ? 'Give the guide’s document code, or clear “Where the main button leads”.'
                : true,
            ),
        }),
        defineField({
          name: 'cardHeading',
          title: 'Heading of the document card',
          description: 'Overrides the dialog’s card heading on this page. Leave empty to keep the dialog’s.',
          type: 'string',
        }),
        defineField({
          name: 'isMainButton',
          title: 'Main button opens the main document',
          description: 'On when the page is about one document (the first template).',
          type: 'boolean',
          initialValue: false,
        }),
      ],
    }),
    defineField({
      name: 'templateCountOverride',
      title: 'Template number shown',
      description:
        'Replaces {templates} in the page and dialog texts, e.g. 3,000. Leave empty to use the language’s count from the site settings.',
      type: 'string',
      group: 'templates',
    }),
    pageBlocksField(
      'landingSections',
      'What the page shows, top to bottom: a hero first, then the blocks you add. Texts may use {templates} for the number of templates.',
      { group: 'copy' },
    ),
  ],
  preview: {
    select: {
      path: 'path',
      language: 'language',
      dialogKey: 'dialog.key',
      dialogName: 'dialog.name',
      preset: 'preset.title',
      buttonActive: 'buttonActive',
    },
    prepare: (selection: Record<string, unknown>) => landingPreview(selection),
  },
});

/** The studio list line of a landing page: path and language, then dialog and preset. */
export function landingPreview(selection: Record<string, unknown>): { title: string; subtitle: string } {
  const str = (key: string) => (typeof selection[key] === 'string' ? (selection[key] as string) : undefined);
  const language = str('language')?.toUpperCase() ?? '??';
  const dialog = str('dialogKey') ? `dialog ${str('dialogKey')}` : 'no dialog';
  const parts = [dialog, str('preset') ?? 'no preset'];
  if (selection.buttonActive === false) parts.push('button off');
  return { title: `${language} ${str('path') ?? '(no address)'}`, subtitle: parts.join(' · ') };
}
