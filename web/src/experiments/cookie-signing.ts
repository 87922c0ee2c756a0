/**
 * The server's signature on the experiment cookies (the visitor id and the sticky variants), so a
 * visitor can neither make up an id nor pick a variant: HMAC-SHA256 under a secret every instance
 * shares, through Web Crypto (available in Node and in any runtime the proxy may run in).
 *
 * A signed value is `<value>.<signature>`, the signature being the 32-byte MAC in unpadded base64url
 * (43 characters, no '.'). What is signed is the value together with its purpose, so a signature
 * made for one cookie never passes as another's: `vid:<id>` for a visitor id, and
 * `exp:<cookie name>:<visitor id>:<value>` for a sticky variant, which ties the variant to the one
 * visitor it was given to.
 */

/** Length of a signature in the cookie: 32 bytes of MAC in unpadded base64url. */
export const SIGNATURE_LENGTH = 43;

const encoder = new TextEncoder();

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Whether two strings are equal, in a time that depends on their length only: every character is
 * compared, with no early exit, so the time taken tells nothing about how much of a guess was right.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export interface CookieSigner {
  /** The value with the server's signature appended: `<value>.<signature>`. */
  sign(purpose: string, value: string): Promise<string>;
  /** The value of a signed text whose signature is the server's for this purpose, else null. */
  verify(purpose: string, signed: string | null | undefined): Promise<string | null>;
}

/** What the visitor id cookie signs: the id alone. */
export const visitorPurpose = (): string => 'vid';

/** What a sticky cookie signs: its own name and the visitor it was given to. */
export const stickyPurpose = (cookieName: string, visitorId: string): string => `exp:${cookieName}:${visitorId}`;

/** The minimum length of a signing secret: anything shorter is guessable or a placeholder. */
export const MIN_SECRET_LENGTH = 32;

/** A signer with one secret. The key is imported once, on first use. */
export function createCookieSigner(secret: string): CookieSigner {
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH) {
    throw new RangeError(`The experiment cookie secret must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
  let key: Promise<CryptoKey> | undefined;
  const mac = async (purpose: string, value: string): Promise<string> => {
    key ??= globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = await globalThis.crypto.subtle.sign('HMAC', await key, encoder.encode(`${purpose}:${value}`));
    return toBase64url(new Uint8Array(signature));
  };
  return {
    async sign(purpose, value) {
      return `${value}.${await mac(purpose, value)}`;
    },
    async verify(purpose, signed) {
      if (typeof signed !== 'string') return null;
      const at = signed.lastIndexOf('.');
      if (at < 1 || signed.length - at - 1 !== SIGNATURE_LENGTH) return null;
      const value = signed.slice(0, at);
      return constantTimeEqual(signed.slice(at + 1), await mac(purpose, value)) ? value : null;
    },
  };
}

/**
 * The value part of a signed cookie, unverified: for the page's own script, which shows the ids in
 * its analytics events but has no secret (the server verifies whatever the browser sends back).
 */
export function unsignedPart(signed: string | null | undefined): string | null {
  if (typeof signed !== 'string') return null;
  const at = signed.lastIndexOf('.');
  if (at < 1 || signed.length - at - 1 !== SIGNATURE_LENGTH) return null;
  return signed.slice(0, at);
}
