// The pieces the site's forms share (contact, feedback; the checkout takes the field frame): the
// field frame with its label and the problem written under it, the send button, the two
// announcement regions and the sending itself. Client-side only: the forms that use them are
// client components.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import styles from './Form.module.css';
import { postAsText } from '@/lib/post-as-text';

/**
 * How the last send went: nothing yet (or the visitor typed since), filed, not sent, or refused for
 * now because this connection sent too much in a short time (429).
 */
export type SendOutcome = 'idle' | 'sent' | 'failed' | 'limited';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and until the page's script has taken over, true after: before then
 * the browser itself would submit the form, putting what was typed in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Sends `body` to a desk's address and says what became of it: filed, over the desk's rate limit
 * (429), or not sent (no network, any other refusal or failure).
 */
export async function sendToDesk(endpoint: string, body: unknown): Promise<Exclude<SendOutcome, 'idle'>> {
  try {
    const response = await postAsText(endpoint, body);
    if (response.ok) return 'sent';
    return response.status === 429 ? 'limited' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * A form that sends to a desk: its values checked by `schema` on blur and on submit (and again as
 * the visitor corrects them), nothing sent while one is invalid. Once the desk has filed what
 * `payload` makes of the values the form is cleared to `empty`; if it could not be sent, everything
 * typed stays for another try. `outcome` says which; typing again clears it.
 */
export function useDeskForm<V extends FieldValues>({
  className,
  schema,
  empty,
  endpoint,
  payload,
  revalidate = 'onBlur',
}: {
  /** The form element's class. */
  className?: string;
  schema: z.ZodType<V, V>;
  empty: V;
  endpoint: string;
  payload: (values: V) => unknown;
  revalidate?: 'onBlur' | 'onChange';
}) {
  const [outcome, setOutcome] = useState<SendOutcome>('idle');
  const form = useForm<V>({
    resolver: zodResolver(schema) as Resolver<V>,
    mode: 'onBlur',
    reValidateMode: revalidate,
    defaultValues: empty as DefaultValues<V>,
  });
  const id = useId();
  return {
    register: form.register,
    busy: form.formState.isSubmitting,
    outcome,
    /** The ids, ARIA attributes and problem of one field. */
    field: (name: Path<V>) => fieldOf(id, name, (form.formState.errors[name] as FieldError | undefined)?.message),
    /** What a field's control takes from the form: its id, its ARIA state and its registration. */
    control: (name: Path<V>) => {
      const { id: controlId, aria } = fieldOf(
        id,
        name,
        (form.formState.errors[name] as FieldError | undefined)?.message,
      );
      return { id: controlId, ...aria, ...form.register(name) };
    },
    /** The form element's attributes: the browser's own checks off, sending on submit, typing clears the outcome. */
    formProps: {
      className,
      noValidate: true,
      onSubmit: form.handleSubmit(async (values) => {
        setOutcome('idle');
        const sent = await sendToDesk(endpoint, payload(values));
        if (sent === 'sent') form.reset(empty);
        setOutcome(sent);
      }),
      onChange: () => setOutcome('idle'),
    },
  };
}

/** An e-mail address field: the phone's address keyboard, the browser's autofill, the longest address. */
export const EMAIL_INPUT = { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 } as const;

/** The ids and ARIA attributes of one field of a form, and its problem's text if it has one. */
export function fieldOf(formId: string, name: string, problem: string | undefined) {
  const errorId = `${formId}-${name}-error`;
  return {
    id: `${formId}-${name}`,
    errorId,
    problem,
    aria: { 'aria-invalid': Boolean(problem), 'aria-describedby': problem ? errorId : undefined },
  };
}

export type FieldOf = ReturnType<typeof fieldOf>;

/** The problem written under a field, named by the field's aria-describedby. */
export function FieldProblem({ field }: { field: FieldOf }) {
  return field.problem ? (
    <p id={field.errorId} className={styles.error}>
      {field.problem}
    </p>
  ) : null;
}

/**
 * A field's frame: its label over the control, the problem under it. `className` is added to the
 * frame's own, for a form that lays its fields out (the checkout's rows).
 */
export function Field({
  field,
  label,
  className,
  children,
}: {
  field: FieldOf;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldProblem field={field} />
    </div>
  );
}

/** The send button: disabled until the page's script runs and while the form travels. */
export function SendButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className="button button-primary"
        disabled={!hydrated || busy}
        aria-busy={busy}
        // Pressed with the mouse, the button does not take the focus: the field left would be checked
        // on blur and its problem, written under it, would move the button away before the release,
        // losing the click. The submit checks every field anyway.
        onMouseDown={(event) => event.preventDefault()}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

/**
 * What became of the last send. Both regions are always in the page, so screen readers announce
 * what is written into them; an empty one takes no room.
 */
export function SendOutcomeNotices({
  outcome,
  success,
  failure,
  limited,
}: {
  outcome: SendOutcome;
  success: string;
  failure: string;
  /** Said when the desk refused for now (429): wait, then send again; what was typed stays. */
  limited: string;
}) {
  const problem = outcome === 'failed' ? failure : outcome === 'limited' ? limited : null;
  return (
    <>
      <p role="status" className={outcome === 'sent' ? `notice notice-success ${styles.status}` : styles.statusEmpty}>
        {outcome === 'sent' ? success : null}
      </p>
      <p role="alert" className={problem ? `notice notice-danger ${styles.status}` : styles.statusEmpty}>
        {problem}
      </p>
    </>
  );
}
