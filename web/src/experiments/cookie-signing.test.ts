import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_LENGTH, constantTimeEqual, createCookieSigner, unsignedPart } from './cookie-signing';

const SECRET = 'a-test-secret-of-at-least-32-characters';

describe('createCookieSigner', () => {
  const signer = createCookieSigner(SECRET);

  it('appends the HMAC-SHA256 of the purpose and value, in unpadded base64url', async () => {
    const expected = createHmac('sha256', SECRET).update('vid:AAAAAAAAAAAAAAAAAAAAAA').digest('base64url');
    expect(expected).toHaveLength(SIGNATURE_LENGTH);
    expect(await signer.sign('vid', 'AAAAAAAAAAAAAAAAAAAAAA')).toBe(`AAAAAAAAAAAAAAAAAAAAAA.${expected}`);
  });

  it('verifies its own signature and answers the value', async () => {
    const signed = await signer.sign('exp:pw_exp_e_v1:visitor', '1.variant.with.dots');
    expect(await signer.verify('exp:pw_exp_e_v1:visitor', signed)).toBe('1.variant.with.dots');
  });

  it('refuses every change: of the value, the signature, the purpose or the secret', async () => {
    const signed = await signer.sign('vid', 'AAAAAAAAAAAAAAAAAAAAAA');
    const signature = signed.slice(-SIGNATURE_LENGTH);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      `BAAAAAAAAAAAAAAAAAAAAA.${signature}`,
      `AAAAAAAAAAAAAAAAAAAAAA.${flipped}`,
      `AAAAAAAAAAAAAAAAAAAAAA.${signature.slice(0, -1)}`,
      `AAAAAAAAAAAAAAAAAAAAAA.${signature}A`,
      `AAAAAAAAAAAAAAAAAAAAAA`,
      `.${signature}`,
      `AAAAAAAAAAAAAAAAAAAAAA.${'A'.repeat(SIGNATURE_LENGTH)}`,
      '',
    ];
    for (const value of tampered) expect(await signer.verify('vid', value), value).toBeNull();
    expect(await signer.verify('exp:other', signed)).toBeNull();
    expect(await createCookieSigner(`${SECRET}!`).verify('vid', signed)).toBeNull();
    expect(await signer.verify('vid', undefined)).toBeNull();
    expect(await signer.verify('vid', null)).toBeNull();
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => createCookieSigner('short')).toThrow(/at least 32 characters/);
  });

  it('gives every instance with the same secret the same signatures', async () => {
    const other = createCookieSigner(SECRET);
    const signed = await signer.sign('vid', 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(await other.verify('vid', signed)).toBe('AAAAAAAAAAAAAAAAAAAAAA');
  });
});

describe('constantTimeEqual', () => {
  it('compares strings of equal length character by character, and refuses other lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'xbc')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('unsignedPart', () => {
  it('reads the value of a signed cookie without checking it, and nothing from an unsigned one', () => {
    expect(unsignedPart(`1.variant.${'x'.repeat(SIGNATURE_LENGTH)}`)).toBe('1.variant');
    expect(unsignedPart('1.variant')).toBeNull();
    expect(unsignedPart(undefined)).toBeNull();
  });
});
