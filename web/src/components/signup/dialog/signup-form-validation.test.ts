import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkSignup, EMAIL_MAX, EMAIL_PATTERN, signupResolver } from './signup-form-validation';

const emailOnly = (email: string) => checkSignup({ email }, false);
const withPassword = (password: string, confirmPassword = password) =>
  checkSignup({ email: 'ada@example.com', password, confirmPassword }, true);

describe('form rules', () => {
  it('needs an e-mail address, valid, trimmed', () => {
    expect(emailOnly('').problems).toEqual({ email: 'required' });
    expect(emailOnly('   ').problems).toEqual({ email: 'required' });
    expect(emailOnly('ada@').problems).toEqual({ email: 'invalid' });
    expect(emailOnly(`${'a'.repeat(250)}@example.com`).problems).toEqual({ email: 'tooLong' });
    expect(emailOnly(`${'a'.repeat(EMAIL_MAX - 12)}@example.com`).problems).toEqual({});
    expect(emailOnly(' ada@example.com ')).toEqual({ values: { email: 'ada@example.com' }, problems: {} });
  });

  it('needs a password of 8 or more with a letter and a digit', () => {
    expect(withPassword('').problems).toEqual({ password: 'required' });
    expect(withPassword('abc123').problems).toEqual({ password: 'tooShort' });
    expect(withPassword('abcdefgh').problems).toEqual({ password: 'noDigit' });
    expect(withPassword('12345678').problems).toEqual({ password: 'noLetter' });
    expect(withPassword('motdepasse1é').problems).toEqual({});
    // Any script's letters count: a password of accented letters and digits is good.
    expect(withPassword('éééééé12').problems).toEqual({});
  });

  it('needs the confirmation to match', () => {
    expect(withPassword('abcd1234', 'abcd1235').problems).toEqual({ confirmPassword: 'mismatch' });
    expect(withPassword('abcd1234', '').problems).toEqual({ confirmPassword: 'mismatch' });
  });

  it('checks the password only in the password dialog', () => {
    expect(checkSignup({ email: 'ada@example.com', password: 'x' }, false)).toEqual({
      values: { email: 'ada@example.com' },
      problems: {},
    });
  });
});

describe('the address check is the userbase one (zod email())', () => {
  // The userbase validates the same field with zod's email(): an address the dialog lets through is
  // one the userbase takes, and one it refuses the dialog refuses too.
  const userbaseEmail = z.email();
  const addresses = [
    'ada@example.com',
    'ada.lovelace+news@mail.example.co.uk',
    "o'brien@example.ie",
    'user_name-1@sub-domain.example.org',
    'a@b.co',
    'ada@example',
    'ada@example.c',
    'ada@@example.com',
    'ada@.example.com',
    'ada@example..com',
    '.ada@example.com',
    'ada.@example.com',
    'ada..lovelace@example.com',
    'ada lovelace@example.com',
    'ada@exam_ple.com',
    'ada@-example.com',
    'ada@example.com.',
    'élodie@example.fr',
    'ada@exämple.com',
    'ada@example.123',
    '"ada"@example.com',
    'ada@[127.0.0.1]',
    '',
  ];
  for (const address of addresses) {
    it(JSON.stringify(address), () => {
      expect(EMAIL_PATTERN.test(address)).toBe(userbaseEmail.safeParse(address).success);
    });
  }
});

describe('signupResolver', () => {
  const resolve = (withPasswordField: boolean, values: Record<string, string>) =>
    signupResolver(withPasswordField)(values as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('gives react-hook-form the trimmed values when nothing is wrong', async () => {
    expect(await resolve(false, { email: '  ada@example.com ' })).toEqual({
      values: { email: 'ada@example.com' },
      errors: {},
    });
  });

  it('gives each wrong field its rule, and no values', async () => {
    const result = await resolve(true, { email: 'ada@', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: { type: 'invalid', message: 'invalid' },
      password: { type: 'noDigit', message: 'noDigit' },
    });
  });
});
