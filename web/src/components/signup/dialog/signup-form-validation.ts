// zod's tree-shakable build: the dialog chunk takes only the checks it uses.
import * as z from 'zod/mini';

/** The shortest password the userbase accepts. */
export const PASSWORD_MIN = 8;
/** The longest address the userbase takes (its contract's maxLength). */
export const EMAIL_MAX = 254;

/*
 * The messages below are keys, not copy: each field's label shows the variant's own wording for
 * the error (labelError, passError, confirmPassError) in place of its normal label.
 */
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(EMAIL_MAX, 'tooLong')),
  z.email('invalid'),
);

export const emailOnlySchema = z.object({ email });

/** Required, 8 or more characters, with a digit and a letter; the confirmation must match. */
export const passwordSchema = z
  .object({
    email,
    password: z
      .string()
      .check(
        z.minLength(1, 'required'),
        z.minLength(PASSWORD_MIN, 'tooShort'),
        z.regex(/\d/, 'noDigit'),
        z.regex(/\p{L}/u, 'noLetter'),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.confirmPassword === values.password, {
      message: 'mismatch',
      path: ['confirmPassword'],
    }),
  );

export type EmailOnlyValues = z.output<typeof emailOnlySchema>;
export type PasswordValues = z.output<typeof passwordSchema>;
export type SignupValues = { email: string; password?: string; confirmPassword?: string };
