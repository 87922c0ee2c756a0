/**
 * The first-party visitor id and the per-experiment sticky cookie: their names, values and
 * attributes. Pure: the caller reads and writes the cookies; the random bytes come from Web Crypto
 * (available in Node and in the proxy) unless a test hands its own source. Both cookies carry the
 * server's signature (cookie-signing.ts): the value is `<id or sticky value>.<signature>`.
 */
import { stickyPurpose, visitorPurpose, type CookieSigner } from './cookie-signing';

/** Bytes of randomness in a visitor id: 128 bits, too many to guess or to collide. */
export const VISITOR_ID_BYTES = 16;

/** How long both cookies live after they are last written. */
export const EXPERIMENT_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The visitor id cookie. */
export const VISITOR_COOKIE = { name: 'pw_vid', maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_SECONDS } as const;

/** The prefix of the sticky cookies: pw_exp_<experiment key>_v<bucket version>. */
export const STICKY_COOKIE_PREFIX = 'pw_exp_';

/** A source of random bytes; Web Crypto's by default. */
export type RandomBytes = (length: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes in unpadded base64url (letters, digits, - and _): an alphabet that needs no escaping in a cookie. */
function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index]!;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    text += BASE64URL[a >> 2]!;
    text += BASE64URL[((a & 0b11) << 4) | ((b ?? 0) >> 4)]!;
    if (b !== undefined) text += BASE64URL[((b & 0b1111) << 2) | ((c ?? 0) >> 6)]!;
    if (c !== undefined) text += BASE64URL[c & 0b111111]!;
  }
  return text;
}

/**
 * 16 bytes are 22 base64url characters whose last one carries only 2 bits (its low 4 bits are
 * zero): only A, Q, g or w can end an id this module wrote.
 */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;

/** A new random visitor id: 128 bits as 22 URL-safe characters. */
export function newVisitorId(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(VISITOR_ID_BYTES);
  if (bytes.length !== VISITOR_ID_BYTES) {
    throw new RangeError(`A visitor id needs ${VISITOR_ID_BYTES} random bytes, got ${bytes.length}.`);
  }
  return base64url(bytes);
}

/** Whether a cookie value is a visitor id as newVisitorId writes them. */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

/** A visitor id as read from its cookie: kept, or new (to be written), and whether the cookie sent was forged. */
export interface VisitorRead {
  visitorId: string;
  isNew: boolean;
  /** A cookie was sent but is not one the server signed (made up, edited or unsigned): not counted. */
  forged: boolean;
}

/**
 * The visitor id to use for a request, from the cookie's value: an id bearing the server's
 * signature is kept; a missing one is replaced by a new id, and a forged one (unsigned, truncated,
 * tampered with) too, flagged so that the request is not counted. `isNew` tells the caller to write
 * the cookie (signed with signVisitorId).
 */
export async function readVisitorId(
  cookieValue: string | undefined | null,
  signer: CookieSigner,
  randomBytes: RandomBytes = cryptoRandomBytes,
): Promise<VisitorRead> {
  const verified = await signer.verify(visitorPurpose(), cookieValue);
  if (isVisitorId(verified)) return { visitorId: verified, isNew: false, forged: false };
  return { visitorId: newVisitorId(randomBytes), isNew: true, forged: Boolean(cookieValue) };
}

/** The visitor id cookie's value: the id with the server's signature. */
export function signVisitorId(visitorId: string, signer: CookieSigner): Promise<string> {
  return signer.sign(visitorPurpose(), visitorId);
}

/** The visitor id of a cookie the server signed, or null (missing, malformed, forged). */
export async function verifiedVisitorId(
  cookieValue: string | undefined | null,
  signer: CookieSigner,
): Promise<string | null> {
  const verified = await signer.verify(visitorPurpose(), cookieValue);
  return isVisitorId(verified) ? verified : null;
}

/** The sticky value of a cookie the server signed for this visitor, or null. */
export function verifiedStickyValue(
  cookieName: string,
  visitorId: string,
  cookieValue: string | undefined | null,
  signer: CookieSigner,
): Promise<string | null> {
  return signer.verify(stickyPurpose(cookieName, visitorId), cookieValue);
}

/** A sticky cookie's value signed for one visitor: copied to another visitor's browser, it fails. */
export function signStickyValue(
  cookieName: string,
  visitorId: string,
  value: string,
  signer: CookieSigner,
): Promise<string> {
  return signer.sign(stickyPurpose(cookieName, visitorId), value);
}

/** Attributes in the shape of Next's `response.cookies.set` options. */
export interface ExperimentCookieAttributes {
  path: '/';
  maxAge: number;
  sameSite: 'lax';
  secure: boolean;
  httpOnly: false;
}

/**
 * Attributes of the visitor id and sticky cookies. Lax: sent on a link followed from another
 * site, so a visitor arriving from an ad keeps their variant. Secure whenever the site is served
 * over HTTPS (a plain-HTTP local server could not set it). Readable by the page's script, which
 * adds the visitor id and variant to the events it pushes to the dataLayer.
 */
export function experimentCookieAttributes(isHttps: boolean): ExperimentCookieAttributes {
  return { path: '/', maxAge: EXPERIMENT_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure: isHttps, httpOnly: false };
}

/**
 * An experiment key (the document id, in practice) usable inside a cookie name: letters, digits,
 * '_', '-' and '.', at most 128 characters, as Sanity document ids are.
 */
const EXPERIMENT_KEY_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;

/** A variant id kept in the sticky cookie: the same alphabet (a landing page's document id). */
const VARIANT_ID_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;

/** The largest bucket version; anything above is taken for a typing slip. */
export const MAX_BUCKET_VERSION = 999_999;

export function isExperimentKey(value: unknown): value is string {
  return typeof value === 'string' && EXPERIMENT_KEY_PATTERN.test(value);
}

export function isVariantId(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_ID_PATTERN.test(value);
}

/** Bucket versions are whole numbers from 1 on; raising one re-randomises every visitor. */
export function isBucketVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_BUCKET_VERSION;
}

/**
 * The sticky cookie of one experiment and bucket version. A new bucket version has a new name,
 * so the old cookie is simply never read again and expires on its own.
 */
export function stickyCookieName(experimentKey: string, bucketVersion: number): string {
  if (!isExperimentKey(experimentKey)) {
    throw new RangeError(`Experiment key ${JSON.stringify(experimentKey)} cannot be part of a cookie name.`);
  }
  if (!isBucketVersion(bucketVersion)) {
    throw new RangeError(`Bucket version ${bucketVersion} is not a whole number from 1 to ${MAX_BUCKET_VERSION}.`);
  }
  return `${STICKY_COOKIE_PREFIX}${experimentKey}_v${bucketVersion}`;
}

/**
 * The sticky cookie's value: `<bucket version>.<variant id>`. The version is repeated in the value
 * so that a value copied under another name (or an old one) is recognised and not trusted.
 */
export function formatStickyValue(bucketVersion: number, variantId: string): string {
  if (!isBucketVersion(bucketVersion)) {
    throw new RangeError(`Bucket version ${bucketVersion} is not a whole number from 1 to ${MAX_BUCKET_VERSION}.`);
  }
  if (!isVariantId(variantId)) {
    throw new RangeError(`Variant id ${JSON.stringify(variantId)} cannot be kept in a cookie.`);
  }
  return `${bucketVersion}.${variantId}`;
}

const STICKY_VALUE_PATTERN = /^([1-9][0-9]{0,5})\.([A-Za-z0-9_.-]{1,128})$/;

/** The bucket version and variant of a sticky cookie's value, or null when it is malformed. */
export function parseStickyValue(
  value: string | undefined | null,
): { bucketVersion: number; variantId: string } | null {
  if (typeof value !== 'string') return null;
  const match = STICKY_VALUE_PATTERN.exec(value);
  if (!match) return null;
  return { bucketVersion: Number(match[1]), variantId: match[2]! };
}
