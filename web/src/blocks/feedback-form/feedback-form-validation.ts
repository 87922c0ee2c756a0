import { z } from 'zod';
import { FEEDBACK_LIMITS, type FeedbackKind } from '@paperwise/schemas/blocks/feedback-form/feedback-contract';
import { multiLine, oneLine } from '@/components/form/form-values';
import type { FeedbackTextName } from '@paperwise/schemas/blocks/feedback-form/feedback-form-texts';

/** The texts a form of the kind shows; those of the other kind may be absent. */
export type FeedbackTexts = Partial<Record<FeedbackTextName, string>>;

/** What the visitor has chosen and typed; the field of the other kind stays empty. */
export interface FeedbackValues {
  reason: string;
  rating: string;
  comment: string;
  email: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { reason: '', rating: '', comment: '', email: '' };

/** The longest comment of each kind of form. */
export const COMMENT_LIMIT: Record<FeedbackKind, number> = {
  uninstall: FEEDBACK_LIMITS.uninstallComment,
  general: FEEDBACK_LIMITS.generalComment,
};

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The form's rules, with the page's own words for each problem: the uninstall form asks for one of
 * its reasons, the general one for a rating and a comment; the comment has its cap (the field's
 * maxLength too, checked here for a pasted or scripted value) and an address, when given, must be one.
 */
export function feedbackSchema(kind: FeedbackKind, texts: FeedbackTexts, reasons: readonly string[]) {
  const problem = (name: FeedbackTextName) => texts[name] ?? '';
  const email = z
    .string()
    .trim()
    .max(FEEDBACK_LIMITS.email, problem('emailInvalid'))
    .refine((value) => value === '' || isEmail(value), problem('emailInvalid'));
  const comment = z.string().trim().max(COMMENT_LIMIT[kind], problem('commentTooLong'));
  if (kind === 'uninstall') {
    return z.object({
      reason: z.string().refine((value) => reasons.includes(value), problem('reasonRequired')),
      rating: z.string(),
      comment,
      email,
    });
  }
  return z.object({
    reason: z.string(),
    rating: z.string().regex(/^[1-5]$/, problem('ratingRequired')),
    comment: comment.pipe(z.string().min(1, problem('commentRequired'))),
    email,
  });
}

/** The request body the support desk's feedback/ address takes, from the form's values. */
export function feedbackPayload(kind: FeedbackKind, values: FeedbackValues, language: string, page: string) {
  const comment = multiLine(values.comment);
  const email = oneLine(values.email);
  const answer = email ? { email } : {};
  if (kind === 'uninstall') {
    return { kind, reason: values.reason, ...(comment ? { comment } : {}), ...answer, language, page };
  }
  return { kind, rating: Number(values.rating), comment, ...answer, language, page };
}
