import { describe, expect, it } from 'vitest';
import { emailOnlySchema, passwordSchema } from './signup-form-validation';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('form rules', () => {
  it('needs an e-mail address, valid, trimmed', () => {
    expect(issues(emailOnlySchema.safeParse({ email: '' }))).toEqual(['email:required']);
    expect(issues(emailOnlySchema.safeParse({ email: '   ' }))).toEqual(['email:required']);
    expect(issues(emailOnlySchema.safeParse({ email: 'ada@' }))).toEqual(['email:invalid']);
    expect(issues(emailOnlySchema.safeParse({ email: `${'a'.repeat(250)}@example.com` }))).toContain('email:tooLong');
    expect(emailOnlySchema.safeParse({ email: ' ada@example.com ' })).toMatchObject({
      success: true,
      data: { email: 'ada@example.com' },
    });
  });

  it('needs a password of 8 or more with a letter and a digit', () => {
    const base = { email: 'ada@example.com' };
    expect(issues(passwordSchema.safeParse({ ...base, password: 'abc123', confirmPassword: 'abc123' }))).toEqual([
      'password:tooShort',
    ]);
    expect(issues(passwordSchema.safeParse({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }))).toEqual([
      'password:noDigit',
    ]);
    expect(issues(passwordSchema.safeParse({ ...base, password: '12345678', confirmPassword: '12345678' }))).toEqual([
      'password:noLetter',
    ]);
    expect(
      passwordSchema.safeParse({ ...base, password: 'motdepasse1é', confirmPassword: 'motdepasse1é' }).success,
    ).toBe(true);
    expect(passwordSchema.safeParse({ ...base, password: 'éééééé12', confirmPassword: 'éééééé12' }).success).toBe(true);
  });

  it('needs the confirmation to match', () => {
    expect(
      issues(passwordSchema.safeParse({ email: 'ada@example.com', password: 'abcd1234', confirmPassword: 'abcd1235' })),
    ).toEqual(['confirmPassword:mismatch']);
  });
});
