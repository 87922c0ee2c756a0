import { z } from 'zod';

/** Password minimum (signup §9). */
export const PASSWORD_MIN = 8;
/** The longest address the userbase takes (its contract's maxLength). */
export const EMAIL_MAX = 254;

/*
 * The messages below are keys, not copy: each field's label shows the variant's own wording for
 * the error (labelError, passError, confirmPassError), as signup §5 describes.
 */
const email = z.string().trim().min(1, 'required').max(EMAIL_MAX, 'tooLong').pipe(z.email('invalid'));

export const emailOnlySchema = z.object({ email });

/** Required, 8 or more characters, with a digit and a letter; the confirmation must match (signup §5). */
export const passwordSchema = z
  .object({
    email,
    password: z
      .string()
      .min(1, 'required')
      .min(PASSWORD_MIN, 'tooShort')
      .regex(/\d/, 'noDigit')
      .regex(/\p{L}/u, 'noLetter'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.confirmPassword === values.password, {
    message: 'mismatch',
    path: ['confirmPassword'],
  });

export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;
export type PasswordValues = z.infer<typeof passwordSchema>;
export type SignupValues = { email: string; password?: string; confirmPassword?: string };
