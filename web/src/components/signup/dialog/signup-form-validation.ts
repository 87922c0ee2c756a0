import type { FieldErrors, Resolver } from 'react-hook-form';

/*
 * The sign-up dialog's rules, written out rather than declared with zod: the dialog is prefetched
 * at idle on every landing page, and the bundler keeps zod's core whole (about 93 kB, all its
 * string formats), which a mid-range phone evaluates in one long task after the page has loaded
 * (docs/benchmarks.md, issue 24). Five checks do not need it. The address check is the one the
 * userbase applies to the same field (zod's email(), embedded/userbase/signup-payload.ts); a unit
 * test holds the two to the same answers.
 */

/** The shortest password the userbase accepts. */
export const PASSWORD_MIN = 8;
/** The longest address the userbase takes (its contract's maxLength). */
export const EMAIL_MAX = 254;
/** An e-mail address as the userbase accepts it: zod's default email() pattern. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/*
 * The rule names below are keys, not copy: each field's label shows the variant's own wording for
 * the error (labelError, passError, confirmPassError) in place of its normal label.
 */
export type SignupRule = 'required' | 'tooLong' | 'invalid' | 'tooShort' | 'noDigit' | 'noLetter' | 'mismatch';
export type SignupValues = { email: string; password?: string; confirmPassword?: string };
/** The first rule each field breaks; a field that breaks none is absent. */
export type SignupProblems = Partial<Record<keyof SignupValues, SignupRule>>;

function emailProblem(email: string): SignupRule | undefined {
  if (email === '') return 'required';
  if (email.length > EMAIL_MAX) return 'tooLong';
  if (!EMAIL_PATTERN.test(email)) return 'invalid';
  return undefined;
}

function passwordProblem(password: string): SignupRule | undefined {
  if (password === '') return 'required';
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (!/\d/.test(password)) return 'noDigit';
  if (!/\p{L}/u.test(password)) return 'noLetter';
  return undefined;
}

/**
 * Checks the form's values: the address trimmed, then required, at most 254 characters and well
 * formed; with a password, 8 or more characters with a digit and a letter, and a confirmation that
 * matches it. Returns the values to send (the address trimmed) and each field's first problem.
 */
export function checkSignup(
  input: SignupValues,
  withPassword: boolean,
): { values: SignupValues; problems: SignupProblems } {
  const email = (input.email ?? '').trim();
  const problems: SignupProblems = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) problems.email = emailIssue;
  if (!withPassword) return { values: { email }, problems };
  const password = input.password ?? '';
  const confirmPassword = input.confirmPassword ?? '';
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) problems.password = passwordIssue;
  if (confirmPassword !== password) problems.confirmPassword = 'mismatch';
  return { values: { email, password, confirmPassword }, problems };
}

/** The rules as react-hook-form's resolver: the checked values when nothing is wrong, else every field's problem. */
export function signupResolver(withPassword: boolean): Resolver<SignupValues> {
  return (input) => {
    const { values, problems } = checkSignup(input, withPassword);
    const fields = Object.entries(problems) as Array<[keyof SignupValues, SignupRule]>;
    if (fields.length === 0) return { values, errors: {} };
    const errors: FieldErrors<SignupValues> = {};
    for (const [field, rule] of fields) errors[field] = { type: rule, message: rule };
    return { values: {}, errors };
  };
}
