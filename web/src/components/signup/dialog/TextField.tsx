import { forwardRef, type InputHTMLAttributes } from 'react';
import styles from './dialog.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** The label, which also carries the error wording: on an error the label itself changes to say what is wrong. */
  label: string;
  /** In error: required and empty on blur, invalid, or flagged (e.g. the address already has an account). */
  invalid: boolean;
  /** The variant's label styling (A/B test hook). */
  labelStyle?: string;
}

/** A labelled text input whose label turns into the error message. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, invalid, labelStyle = 'default', className, ...input },
  ref,
) {
  return (
    <div className={`${styles.field} ${invalid ? styles.fieldInvalid : ''}`} data-label-style={labelStyle}>
      <label htmlFor={id} className={styles.label} aria-live="polite">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`input ${styles.input} ${className ?? ''}`}
        aria-invalid={invalid}
        {...input}
      />
    </div>
  );
});
