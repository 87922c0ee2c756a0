import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { readOrCreateSecret } from '../secret-file';

/**
 * The userbase's tokens: HS256 JWTs. `jwt` is the short-lived access token, `ssojwt` the
 * single-sign-on token the site keeps in its p_ssojwt cookie. Both carry the user id as `sub`
 * and their kind as `typ`; neither carries the e-mail address (they travel in URLs).
 */
export type TokenKind = 'access' | 'sso';

export const ISSUER = 'paperwise-userbase';
export const AUDIENCE = 'paperwise';
export const TOKEN_LIFETIME: Record<TokenKind, string> = { access: '24h', sso: '30d' };

export interface TokenClaims {
  sub: string;
  typ: TokenKind;
}

export class TokenError extends Error {}

const SECRET_FILE = 'userbase-jwt.key';
const MIN_SECRET_BYTES = 32;

/**
 * The signing key: JWT_SECRET when given (at least 32 bytes), else a random key made at first
 * start and kept in the data folder (mode 600) so tokens survive restarts. Created with the
 * exclusive flag: two processes starting together end up reading the same key.
 */
export function loadSigningKey(dataDir: string, configured?: string): Uint8Array {
  if (configured) {
    const bytes = new TextEncoder().encode(configured);
    if (bytes.byteLength < MIN_SECRET_BYTES) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes`);
    return bytes;
  }
  const { file, secret: key } = readOrCreateSecret(dataDir, SECRET_FILE);
  if (key.length < MIN_SECRET_BYTES) throw new Error(`the key in ${file} is too short; delete it to make a new one`);
  return new TextEncoder().encode(key);
}

export function createTokenService(key: Uint8Array) {
  async function sign(userId: string, typ: TokenKind): Promise<string> {
    return new SignJWT({ typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(TOKEN_LIFETIME[typ])
      .sign(key);
  }

  /** The claims of a valid token; a TokenError for an expired, forged or malformed one. */
  async function verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload.sub !== 'string' || (payload.typ !== 'access' && payload.typ !== 'sso')) {
        throw new TokenError('the token lacks its subject or kind');
      }
      return { sub: payload.sub, typ: payload.typ };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw new TokenError('the token has expired');
      throw new TokenError('the token is not valid');
    }
  }

  return { sign, verify };
}

export type TokenService = ReturnType<typeof createTokenService>;
