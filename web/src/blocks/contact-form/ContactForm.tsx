'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import styles from './ContactForm.module.css';
import {
  CONTACT_FIELD_LIMITS,
  contactPayload,
  contactSchema,
  type ContactTexts,
  type ContactValues,
} from './contact-form-schema';

export interface ContactFormProps {
  /** The support desk's `contact/` address (its public base URL plus the path). */
  endpoint: string;
  language: string;
  texts: ContactTexts;
}

type Outcome = 'idle' | 'sent' | 'failed';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until the page's script has taken over, true after: before then
 * the browser itself would submit the form, putting what was typed in the address.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The contact form: fields checked on blur and on submit, each problem written next to its field;
 * nothing is sent while one is invalid. The button is disabled while the message travels. Once the
 * desk has filed it the form is cleared and says so; if it could not be sent (no network, the desk
 * refused or failed) the form says so and keeps everything typed, for another try.
 */
export function ContactForm({ endpoint, language, texts }: ContactFormProps) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const hydrated = useHydrated();
  const schema = useMemo(() => contactSchema(texts), [texts]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: ContactValues) => {
    setOutcome('idle');
    let sent = false;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        // text/plain keeps the request simple for a desk on another origin: no preflight.
        headers: { 'content-type': 'text/plain', accept: 'application/json' },
        body: JSON.stringify(contactPayload(values, language, window.location.pathname)),
      });
      sent = response.ok;
    } catch {
      sent = false;
    }
    if (sent) reset(EMPTY);
    setOutcome(sent ? 'sent' : 'failed');
  };

  const field = (name: keyof ContactValues) => {
    const error: FieldError | undefined = errors[name];
    const errorId = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      errorId,
      error: error?.message,
      aria: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined },
    };
  };
  const fields = {
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    message: field('message'),
  };
  const fieldError = (f: { errorId: string; error?: string }) =>
    f.error ? (
      <p id={f.errorId} className={styles.error}>
        {f.error}
      </p>
    ) : null;

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} onChange={() => setOutcome('idle')}>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={fields.name.id} className={styles.label}>
            {texts.nameLabel}
          </label>
          <input
            id={fields.name.id}
            className={`input ${styles.input}`}
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_FIELD_LIMITS.name}
            {...fields.name.aria}
            {...register('name')}
          />
          {fieldError(fields.name)}
        </div>
        <div className={styles.field}>
          <label htmlFor={fields.email.id} className={styles.label}>
            {texts.emailLabel}
          </label>
          <input
            id={fields.email.id}
            className={`input ${styles.input}`}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={CONTACT_FIELD_LIMITS.email}
            {...fields.email.aria}
            {...register('email')}
          />
          {fieldError(fields.email)}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={fields.subject.id} className={styles.label}>
          {texts.subjectLabel}
        </label>
        <input
          id={fields.subject.id}
          className={`input ${styles.input}`}
          type="text"
          maxLength={CONTACT_FIELD_LIMITS.subject}
          {...fields.subject.aria}
          {...register('subject')}
        />
        {fieldError(fields.subject)}
      </div>
      <div className={styles.field}>
        <label htmlFor={fields.message.id} className={styles.label}>
          {texts.messageLabel}
        </label>
        <textarea
          id={fields.message.id}
          className={`input ${styles.input} ${styles.textarea}`}
          rows={7}
          required
          maxLength={CONTACT_FIELD_LIMITS.messageMax}
          {...fields.message.aria}
          {...register('message')}
        />
        {fieldError(fields.message)}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button-primary"
          disabled={!hydrated || isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? texts.sendingLabel : texts.submitLabel}
        </button>
      </div>
      {/* Both always in the page, so screen readers announce what is written into them. */}
      <p role="status" className={outcome === 'sent' ? `notice notice-success ${styles.status}` : styles.statusEmpty}>
        {outcome === 'sent' ? texts.successMessage : null}
      </p>
      <p role="alert" className={outcome === 'failed' ? `notice notice-danger ${styles.status}` : styles.statusEmpty}>
        {outcome === 'failed' ? texts.failureMessage : null}
      </p>
    </form>
  );
}
