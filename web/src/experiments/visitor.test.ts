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
  stickyCookieName,
} from './visitor';

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
  const replacement = fixedBytes(Array(16).fill(7));
  const replacementId = Buffer.from(Array(16).fill(7)).toString('base64url');

  it('keeps a well-formed id', () => {
    const id = newVisitorId();
    expect(readVisitorId(id, replacement)).toEqual({ visitorId: id, isNew: false });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['truncated', 'AAAAAAAAAAAAAAAAAAAAA'],
    ['one character too many', 'AAAAAAAAAAAAAAAAAAAAAAA'],
    ['standard base64 with padding', 'AAAAAAAAAAAAAAAAAAAAAA=='],
    ['standard base64 alphabet', 'AAAAAAAAAAAAAAAAAAAA+A'],
    ['last character carrying more than 128 bits', 'AAAAAAAAAAAAAAAAAAAAAB'],
    ['a cookie smuggled in', 'AAAAAAAAAAAAAAAAAAAAAA; admin=1'],
    ['surrounding spaces', ' AAAAAAAAAAAAAAAAAAAAAA '],
  ])('replaces a %s value with a new id', (_label, value) => {
    expect(readVisitorId(value, replacement)).toEqual({ visitorId: replacementId, isNew: true });
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
