'use client';

import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ssoToken } from '@/engine/cookies';
import { ENGINE_COPY } from '@/engine/copy';
import { submitSignup } from '@/engine/flows/signup';
import { useProgressStore } from '@/engine/stores/progress';
import { useEngine } from '../engine-context';
import styles from './dialog.module.css';
import { EMAIL_MAX, signupResolver, type SignupValues } from './signup-form-validation';
import { TextField } from './TextField';

/** The two password fields of the password dialog: the same field twice, with its own words. */
const PASSWORD_FIELDS = [
  { name: 'password', suffix: 'password', label: 'passwordLabel', error: 'passError' },
  { name: 'confirmPassword', suffix: 'confirm', label: 'confirmPasswordLabel', error: 'confirmPassError' },
] as const;

export interface SignupFormProps {
  withPassword: boolean;
}

/**
 * The sign-up form: fields validated on blur and on submit, nothing sent while a
 * field is invalid; the e-mail label shows 'exists' after a 409 until the field is focused again,
 * and a 429 is said under the button until the next submit.
 */
export function SignupForm({ withPassword }: SignupFormProps) {
  const ctx = useEngine();
  const { dialog } = ctx.variant;
  const labels = dialog.labels;
  const progress = useProgressStore((s) => s.progress);
  const [exists, setExists] = useState(false);
  const [limited, setLimited] = useState(false);
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({
    resolver: signupResolver(withPassword),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: withPassword ? { email: '', password: '', confirmPassword: '' } : { email: '' },
  });

  useEffect(() => {
    // The newer variants clear a progress flag left from an earlier attempt, unless a session exists.
    if (ctx.variant.directGo === 'emailAndSsoCookie' && !ssoToken()) useProgressStore.getState().setProgress(false);
  }, [ctx]);

  const onSubmit = async (values: SignupValues) => {
    // A variant whose button is switched off takes no sign-up, not even by Enter in the field.
    if (!dialog.buttonActive) return;
    setLimited(false);
    const result = await submitSignup(ctx, {
      email: values.email,
      password: withPassword ? (values.password ?? '') : null,
    });
    if (result === 'exists') setExists(true);
    // Refused for now (429): said under the button; the fields keep what was typed.
    if (result === 'limited') setLimited(true);
  };

  const emailField = register('email');
  const emailLabel = exists ? labels.labelExists : errors.email ? labels.labelError : labels.labelDefault;

  const submit = dialog.buttonActive ? (
    <button type="submit" className={styles.primary} disabled={progress} aria-busy={progress}>
      {progress ? dialog.buttons.busy : dialog.buttons.idle}
    </button>
  ) : (
    <button type="button" className={`${styles.primary} ${styles.progressButton}`} disabled>
      {dialog.buttons.disabled}
      <span className={styles.progressBar} role="progressbar" aria-label={ENGINE_COPY[ctx.variant.locale].pleaseWait} />
    </button>
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        id={`${id}-email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        label={emailLabel}
        invalid={exists || Boolean(errors.email)}
        labelStyle={dialog.labelStyle}
        {...emailField}
        onFocus={() => setExists(false)}
      />
      {withPassword
        ? PASSWORD_FIELDS.map(({ name, suffix, label, error }) => (
            <TextField
              key={name}
              id={`${id}-${suffix}`}
              type="password"
              autoComplete="new-password"
              required
              label={errors[name] ? labels[error] : labels[label]}
              invalid={Boolean(errors[name])}
              labelStyle={dialog.labelStyle}
              {...register(name)}
            />
          ))
        : null}
      {submit}
      <p role="alert" className={limited ? styles.limited : styles.limitedEmpty}>
        {limited ? ENGINE_COPY[ctx.variant.locale].tooManySignups : null}
      </p>
    </form>
  );
}
