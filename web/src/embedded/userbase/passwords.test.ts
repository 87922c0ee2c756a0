import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, passwordRuleError, verifyPassword } from './passwords';

const FAST = { logN: 14, r: 8, p: 1 };

describe('password hashing', () => {
  it('keeps only a salted scrypt hash with its parameters, never the password', async () => {
    const hash = await hashPassword('correct-horse-9', FAST);
    expect(hash).toMatch(/^scrypt\$ln=14,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct-horse-9');
    expect(await hashPassword('correct-horse-9', FAST)).not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('correct-horse-9', FAST);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-8', hash)).toBe(false);
    expect(await verifyPassword('correct-horse-9', 'plain:correct-horse-9')).toBe(false);
  });

  it('uses N = 2^15 by default', async () => {
    expect(await hashPassword('abc12345')).toMatch(/^scrypt\$ln=15,r=8,p=1\$/);
  });
});

describe("the site's password rule", () => {
  it('wants 8 characters or more with a letter and a digit', () => {
    expect(passwordRuleError('abcdef12')).toBeUndefined();
    expect(passwordRuleError('abcde12')).toMatch(/8 characters/);
    expect(passwordRuleError('abcdefgh')).toMatch(/digit/);
    expect(passwordRuleError('12345678')).toMatch(/letter/);
    expect(passwordRuleError(`a1${'x'.repeat(127)}`)).toMatch(/128/);
  });
});

describe('generated passwords', () => {
  it('are 24 random characters that pass the rule', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[\w-]{24}$/);
      expect(passwordRuleError(password)).toBeUndefined();
    }
    expect(new Set(passwords).size).toBe(50);
  });
});
