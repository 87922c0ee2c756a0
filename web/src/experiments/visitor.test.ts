import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  VISITOR_COOKIE,
  experimentCookieAttributes,
  formatStickyValue,
  isBucketVersion,
  isVisitorId,
  newVisitorId,
  parseStickyValue,
  readVisitorId,
  signStickyValue,
  signVisitorId,
  stickyCookieName,
  verifiedStickyValue,
} from './visitor';
import { createCookieSigner } from './cookie-signing';

const fixedBytes = (bytes: number[]) => () => Uint8Array.from(bytes);

describe('newVisitorId', () => {
  it('writes 16 bytes as unpadded base64url, as Node encodes them', () => {
    for (let round = 0; round < 200; round += 1) {
      const bytes = nodeRandomBytes(16);
      expect(newVisitorId(() => new Uint8Array(bytes))).toBe(bytes.toString('base64url'));
    }
  });

  it('encodes the extremes', () => {
    expect(newVisitorId(fixedBytes(Array(16).fill(0)))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(newVisitorId(fixedBytes(Array(16).fill(255)))).toBe('_____________________w');
  });

  it('draws from Web Crypto by default: 22 URL-safe characters, never twice the same', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newVisitorId()));
    expect(ids.size).toBe(10_000);
    for (const id of ids) expect(isVisitorId(id)).toBe(true);
  });

  it('refuses a random source that gives the wrong number of bytes', () => {
    expect(() => newVisitorId(fixedBytes([1, 2, 3]))).toThrow(/16 random bytes/);
  });
});

describe('readVisitorId', () => {
  const signer = createCookieSigner('a-test-secret-of-at-least-32-characters');
  const otherSigner = createCookieSigner('another-secret-of-at-least-32-characters');
  const replacement = fixedBytes(Array(16).fill(7));
  const replacementId = Buffer.from(Array(16).fill(7)).toString('base64url');

  it('keeps an id bearing this server’s signature', async () => {
    const id = newVisitorId();
    expect(await readVisitorId(await signVisitorId(id, signer), signer, replacement)).toEqual({
      visitorId: id,
      isNew: false,
      forged: false,
    });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
  ])('draws a new id for a %s cookie, a first visit (not forged)', async (_label, value) => {
    expect(await readVisitorId(value, signer, replacement)).toEqual({
      visitorId: replacementId,
      isNew: true,
      forged: false,
    });
  });

  it.each([
    ['an unsigned id (as written before cookies were signed)', async () => 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['an id signed with another secret', async () => signVisitorId('AAAAAAAAAAAAAAAAAAAAAA', otherSigner)],
    [
      'another id under a real signature',
      async () => {
        const signed = await signVisitorId('AAAAAAAAAAAAAAAAAAAAAA', signer);
        return `BAAAAAAAAAAAAAAAAAAAAA${signed.slice(22)}`;
      },
    ],
    ['a truncated signature', async () => (await signVisitorId('AAAAAAAAAAAAAAAAAAAAAA', signer)).slice(0, -1)],
    ['a malformed id, signed', async () => signer.sign('vid', 'AAAAAAAAAAAAAAAAAAAAA')],
    ['a sticky value’s signature', async () => signStickyValue('pw_exp_e_v1', 'x', 'AAAAAAAAAAAAAAAAAAAAAA', signer)],
    ['a cookie smuggled in', async () => `${await signVisitorId('AAAAAAAAAAAAAAAAAAAAAA', signer)}; admin=1`],
  ])('replaces %s with a new id, flagged as forged', async (_label, value) => {
    expect(await readVisitorId(await value(), signer, replacement)).toEqual({
      visitorId: replacementId,
      isNew: true,
      forged: true,
    });
  });
});

describe('verifiedStickyValue', () => {
  const signer = createCookieSigner('a-test-secret-of-at-least-32-characters');
  const NAME = 'pw_exp_experiment-a_v1';
  const VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';

  it('reads a sticky value signed for this cookie and this visitor, and nothing else', async () => {
    const signed = await signStickyValue(NAME, VISITOR, '1.variant-b', signer);
    expect(signed).toMatch(/^1\.variant-b\.[A-Za-z0-9_-]{43}$/);
    expect(await verifiedStickyValue(NAME, VISITOR, signed, signer)).toBe('1.variant-b');
    // Copied to another visitor, or under another experiment's name: refused.
    expect(await verifiedStickyValue(NAME, 'BAAAAAAAAAAAAAAAAAAAAA', signed, signer)).toBeNull();
    expect(await verifiedStickyValue('pw_exp_experiment-b_v1', VISITOR, signed, signer)).toBeNull();
    // The variant edited under the signature, or an unsigned value: refused.
    expect(await verifiedStickyValue(NAME, VISITOR, signed.replace('variant-b', 'variant-a'), signer)).toBeNull();
    expect(await verifiedStickyValue(NAME, VISITOR, '1.variant-b', signer)).toBeNull();
  });
});

describe('cookie attributes', () => {
  it('names the visitor cookie pw_vid and keeps it 180 days', () => {
    expect(VISITOR_COOKIE.name).toBe('pw_vid');
    expect(VISITOR_COOKIE.maxAgeSeconds).toBe(15_552_000);
  });

  it('is SameSite=Lax on the whole site, Secure only over HTTPS', () => {
    expect(experimentCookieAttributes(true)).toEqual({
      path: '/',
      maxAge: 15_552_000,
      sameSite: 'lax',
      secure: true,
      httpOnly: false,
    });
    expect(experimentCookieAttributes(false).secure).toBe(false);
  });
});

describe('the sticky cookie', () => {
  it('is named per experiment and bucket version', () => {
    expect(stickyCookieName('experiment-free-demo', 1)).toBe('pw_exp_experiment-free-demo_v1');
    expect(stickyCookieName('experiment-free-demo', 2)).not.toBe(stickyCookieName('experiment-free-demo', 1));
    expect(stickyCookieName('experiment-pricing', 1)).not.toBe(stickyCookieName('experiment-free-demo', 1));
  });

  it.each([[''], ['has space'], ['semi;colon'], ['equals=sign'], ['x'.repeat(129)]])(
    'refuses the experiment key %j in a cookie name',
    (key) => {
      expect(() => stickyCookieName(key, 1)).toThrow(/cannot be part of a cookie name/);
    },
  );

  it.each([[0], [-1], [1.5], [Number.NaN], [1_000_000]])('refuses the bucket version %s', (version) => {
    expect(isBucketVersion(version)).toBe(false);
    expect(() => stickyCookieName('experiment', version)).toThrow(/Bucket version/);
    expect(() => formatStickyValue(version, 'variant')).toThrow(/Bucket version/);
  });

  it('round-trips its value', () => {
    const value = formatStickyValue(3, 'landingPage-en-docs-free-demo-b');
    expect(value).toBe('3.landingPage-en-docs-free-demo-b');
    expect(parseStickyValue(value)).toEqual({ bucketVersion: 3, variantId: 'landingPage-en-docs-free-demo-b' });
    // A variant id may itself contain dots: only the first one separates the version.
    expect(parseStickyValue(formatStickyValue(12, 'a.b.c'))).toEqual({ bucketVersion: 12, variantId: 'a.b.c' });
  });

  it('refuses to write a variant id that a cookie cannot carry', () => {
    expect(() => formatStickyValue(1, 'a;b')).toThrow(/cannot be kept in a cookie/);
    expect(() => formatStickyValue(1, '')).toThrow(/cannot be kept in a cookie/);
  });

  it.each([
    [undefined],
    [''],
    ['variant'],
    ['.variant'],
    ['0.variant'],
    ['01.variant'],
    ['1.'],
    ['1.vari ant'],
    ['1.variant;x=y'],
    ['1234567.variant'],
    [`1.${'v'.repeat(129)}`],
  ])('reads the malformed value %j as no value', (value) => {
    expect(parseStickyValue(value)).toBeNull();
  });
});
