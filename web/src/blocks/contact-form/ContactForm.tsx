'use client';

import { useMemo } from 'react';
import form from '@/components/form/Form.module.css';
import { EMAIL_INPUT, Field, SendButton, SendOutcomeNotices, useDeskForm } from '@/components/form/FormParts';
import styles from './ContactForm.module.css';
import {
  CONTACT_FIELD_LIMITS,
  contactPayload,
  contactSchema,
  type ContactTexts,
  type ContactValues,
} from './contact-form-validation';

export interface ContactFormProps {
  /** The support desk's `contact/` address (its public base URL plus the path). */
  endpoint: string;
  language: string;
  texts: ContactTexts;
  /** Said when the desk refuses for now (429), in the page's language. */
  limitedMessage: string;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form: fields checked on blur and on submit, each problem written next to its field;
 * nothing is sent while one is invalid. The button is disabled while the message travels. Once the
 * desk has filed it the form is cleared and says so; if it could not be sent (no network, the desk
 * refused or failed) the form says so and keeps everything typed, for another try.
 */
export function ContactForm({ endpoint, language, texts, limitedMessage }: ContactFormProps) {
  const schema = useMemo(() => contactSchema(texts), [texts]);
  const { busy, outcome, field, control, formProps } = useDeskForm<ContactValues>({
    className: form.form,
    schema,
    empty: EMPTY,
    endpoint,
    payload: (values) => contactPayload(values, language, window.location.pathname),
  });

  const fields = { name: field('name'), email: field('email'), subject: field('subject'), message: field('message') };

  return (
    <form {...formProps}>
      <div className={styles.row}>
        <Field field={fields.name} label={texts.nameLabel}>
          <input
            {...control('name')}
            className={`input ${form.input}`}
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_FIELD_LIMITS.name}
          />
        </Field>
        <Field field={fields.email} label={texts.emailLabel}>
          <input {...control('email')} className={`input ${form.input}`} {...EMAIL_INPUT} required />
        </Field>
      </div>
      <Field field={fields.subject} label={texts.subjectLabel}>
        <input
          {...control('subject')}
          className={`input ${form.input}`}
          type="text"
          maxLength={CONTACT_FIELD_LIMITS.subject}
        />
      </Field>
      <Field field={fields.message} label={texts.messageLabel}>
        <textarea
          {...control('message')}
          className={`input ${form.input} ${form.textarea}`}
          rows={7}
          required
          maxLength={CONTACT_FIELD_LIMITS.messageMax}
        />
      </Field>
      <SendButton busy={busy} label={texts.submitLabel} busyLabel={texts.sendingLabel} />
      <SendOutcomeNotices
        outcome={outcome}
        success={texts.successMessage}
        failure={texts.failureMessage}
        limited={limitedMessage}
      />
    </form>
  );
}
