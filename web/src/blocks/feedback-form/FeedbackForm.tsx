'use client';

import { useMemo, type ReactNode } from 'react';
import type { FeedbackKind } from '@paperwise/schemas/blocks/feedback-form/feedback-contract';
import form from '@/components/form/Form.module.css';
import {
  EMAIL_INPUT,
  Field,
  FieldProblem,
  SendButton,
  SendOutcomeNotices,
  useDeskForm,
  type FieldOf,
} from '@/components/form/FormParts';
import styles from './FeedbackForm.module.css';
import {
  COMMENT_LIMIT,
  EMPTY_FEEDBACK,
  feedbackPayload,
  feedbackSchema,
  type FeedbackTexts,
  type FeedbackValues,
} from './feedback-form-validation';

export interface FeedbackChoice {
  value: string;
  label: string;
}

export interface FeedbackFormProps {
  /** The support desk's `feedback/` address (its public base URL plus the path). */
  endpoint: string;
  language: string;
  kind: FeedbackKind;
  /** The uninstall form's reasons, in order; none for the general form. */
  reasons: readonly FeedbackChoice[];
  texts: FeedbackTexts;
  /** Said when the desk refuses for now (429), in the page's language. */
  limitedMessage: string;
}

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** A group of radio buttons under its question, the problem under the group. */
function ChoiceGroup({
  field,
  legend,
  hint,
  className,
  children,
}: {
  field: FieldOf;
  legend: string;
  hint?: string;
  className: string | undefined;
  children: ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <fieldset
      className={form.field}
      aria-describedby={[hint ? hintId : null, field.aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
    >
      <legend className={form.label}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      ) : null}
      <div className={className}>{children}</div>
      <FieldProblem field={field} />
    </fieldset>
  );
}

/**
 * The feedback form, of one of two kinds: why the visitor uninstalls the desktop app (one reason
 * required, a comment if they like) or what a user thinks of Paperwise (a rating of 1 to 5 and a
 * comment, both required); an e-mail address only if they want an answer. Checked on blur and on
 * submit, each problem written next to its field, nothing sent while one is invalid. Once the desk
 * has filed it the form is cleared and thanks the visitor; if it could not be sent it says so and
 * keeps everything chosen and typed.
 */
export function FeedbackForm({ endpoint, language, kind, reasons, texts, limitedMessage }: FeedbackFormProps) {
  const schema = useMemo(
    () =>
      feedbackSchema(
        kind,
        texts,
        reasons.map((reason) => reason.value),
      ),
    [kind, texts, reasons],
  );
  const { register, busy, outcome, field, control, formProps } = useDeskForm<FeedbackValues>({
    className: form.form,
    schema,
    empty: EMPTY_FEEDBACK,
    endpoint,
    payload: (values) => feedbackPayload(kind, values, language, window.location.pathname),
    // A choice corrected takes its problem away at once.
    revalidate: 'onChange',
  });

  const fields = { reason: field('reason'), rating: field('rating'), comment: field('comment'), email: field('email') };
  const radio = (name: 'reason' | 'rating', value: string) => ({
    type: 'radio' as const,
    value,
    className: styles.radio,
    ...register(name),
  });

  return (
    <form {...formProps}>
      {kind === 'uninstall' ? (
        <ChoiceGroup field={fields.reason} legend={texts.reasonLabel ?? ''} className={styles.reasons}>
          {reasons.map((reason) => (
            <label key={reason.value} className={styles.reason}>
              <input {...radio('reason', reason.value)} />
              <span>{reason.label}</span>
            </label>
          ))}
        </ChoiceGroup>
      ) : (
        <ChoiceGroup
          field={fields.rating}
          legend={texts.ratingLabel ?? ''}
          hint={texts.ratingHint}
          className={styles.ratings}
        >
          {RATINGS.map((rating) => (
            <label key={rating} className={styles.rating}>
              <input {...radio('rating', rating)} />
              <span>{rating}</span>
            </label>
          ))}
        </ChoiceGroup>
      )}
      <Field field={fields.comment} label={texts.commentLabel ?? ''}>
        <textarea
          {...control('comment')}
          className={`input ${form.input} ${form.textarea}`}
          rows={kind === 'uninstall' ? 4 : 6}
          required={kind === 'general'}
          maxLength={COMMENT_LIMIT[kind]}
        />
      </Field>
      <Field field={fields.email} label={texts.emailLabel ?? ''}>
        <input {...control('email')} className={`input ${form.input}`} {...EMAIL_INPUT} />
      </Field>
      <SendButton busy={busy} label={texts.submitLabel ?? ''} busyLabel={texts.sendingLabel ?? ''} />
      <SendOutcomeNotices
        outcome={outcome}
        success={texts.successMessage ?? ''}
        failure={texts.failureMessage ?? ''}
        limited={limitedMessage}
      />
    </form>
  );
}
