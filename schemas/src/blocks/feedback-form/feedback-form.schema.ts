import { choices, objectListField, radioField, requiredString, selectField } from '../../fields/factories';
import { FEEDBACK_KINDS, UNINSTALL_REASONS, type FeedbackKind } from './feedback-contract';
import { missingText } from '../shared/form/form-texts';
import { formTextsField } from '../shared/form/form-texts.schema';
import { headedBlock, headingPreview } from '../shared/block.schema';
import {
  FEEDBACK_COMMON_TEXTS,
  FEEDBACK_TEXTS,
  FEEDBACK_TEXTS_OF_KIND,
  type FeedbackTextName,
} from './feedback-form-texts';

export const FEEDBACK_FORM_KINDS = choices({
  uninstall: 'Why the desktop app is being uninstalled (a reason to choose, a comment if they like)',
  general: 'Feedback about Paperwise (a rating from 1 to 5 and a comment)',
} satisfies Record<FeedbackKind, string>);

/** How the studio names each reason the support desk files. */
export const UNINSTALL_REASON_CHOICES = choices({
  'no-longer-needed': 'No longer needed',
  'web-app-instead': 'Uses the web app instead',
  'hard-to-use': 'Hard to use',
  'missing-templates': 'Missing templates',
  'technical-problems': 'Technical problems',
  other: 'Other',
} satisfies Record<(typeof UNINSTALL_REASONS)[number], string>);

interface FeedbackFormValue {
  kind?: string;
  reasons?: Array<{ reason?: string | null; label?: string | null }> | null;
  form?: Partial<Record<FeedbackTextName, string | null>> | null;
}

const isKind = (kind: string | undefined): kind is FeedbackKind => FEEDBACK_KINDS.some((known) => known === kind);

/**
 * A form whose label, message or button text is missing would show a visitor an empty line where
 * words belong, or fail silently: every text its kind shows is needed. The uninstall form offers
 * two to six of the reasons the desk knows, each once and each with its words.
 */
export function feedbackFormProblem(value: FeedbackFormValue | undefined): string | null {
  const kind = value?.kind;
  if (!isKind(kind)) return 'Choose what the form asks: why the app is uninstalled, or feedback about Paperwise.';
  const missing = missingText(FEEDBACK_TEXTS_OF_KIND[kind], value?.form);
  if (missing) return `Write the form’s “${missing[1]}” text.`;
  if (kind === 'general') return null;
  const reasons = value?.reasons ?? [];
  if (reasons.length < 2 || reasons.length > UNINSTALL_REASONS.length) {
    return `Offer 2 to ${UNINSTALL_REASONS.length} reasons to choose from (now ${reasons.length}).`;
  }
  const seen = new Set<string>();
  for (const { reason, label } of reasons) {
    if (!UNINSTALL_REASONS.some((known) => known === reason)) return 'Choose which reason each entry is.';
    if (seen.has(reason!)) return `The reason “${reason}” is offered twice: keep one.`;
    seen.add(reason!);
    if (!label?.trim()) return `Write the words the visitor reads for the reason “${reason}”.`;
  }
  return null;
}

/**
 * A short form whose answer the support desk files: why a visitor uninstalls the desktop app (one
 * of the reasons, an optional comment) or what a user thinks of Paperwise (a rating and a comment),
 * each with an optional e-mail address for an answer. Every word is the document's, in its language.
 */
export const feedbackForm = headedBlock({
  name: 'feedbackForm',
  title: 'Feedback form',
  introMax: 300,
  fields: [
    radioField('kind', 'What the form asks', FEEDBACK_FORM_KINDS, { initialValue: 'uninstall' }),
    {
      ...objectListField(
        'reasons',
        'Reasons to choose from',
        {
          name: 'feedbackReason',
          title: 'Reason',
          fields: [
            selectField('reason', 'Which reason (what the desk files)', UNINSTALL_REASON_CHOICES),
            requiredString('label', 'What the visitor reads', { max: 80 }),
          ],
          preview: { select: { title: 'label', subtitle: 'reason' } },
        },
        {
          limit: UNINSTALL_REASONS.length,
          description: 'Only for the uninstall form: 2 to 6 reasons, in the order they are shown.',
        },
      ),
      // The general feedback form asks for a rating, not a reason.
      hidden: ({ parent }: { parent?: { kind?: string } }) => parent?.kind === 'general',
    },
    formTextsField('form', 'Form texts', FEEDBACK_TEXTS, {
      description: 'Texts starting “Uninstall:” are shown by the uninstall form only, “Feedback:” by the other.',
      required: FEEDBACK_COMMON_TEXTS,
    }),
  ],
  preview: headingPreview('Feedback form', { kind: 'kind' }, ({ kind }) => kind),
});
