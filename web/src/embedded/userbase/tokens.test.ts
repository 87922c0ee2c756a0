import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER, createTokenService, loadSigningKey } from './tokens';

const dir = () => mkdtempSync(join(tmpdir(), 'tokens-'));

describe('the signing key', () => {
  it('is generated once in the data folder, readable by the owner only, and reused', () => {
    const dataDir = dir();
    const first = loadSigningKey(dataDir);
    const file = join(dataDir, 'userbase-jwt.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(32);
    expect(loadSigningKey(dataDir)).toEqual(first);
  });

  it('comes from JWT_SECRET when given, which must be 32 bytes or more', () => {
    expect(new TextDecoder().decode(loadSigningKey(dir(), 's'.repeat(32)))).toBe('s'.repeat(32));
    expect(() => loadSigningKey(dir(), 'short')).toThrow(/at least 32/);
  });
});

describe('tokens', () => {
  const key = loadSigningKey(dir());
  const tokens = createTokenService(key);

  it('carry the user id and their kind, not the e-mail address', async () => {
    const sso = await tokens.sign('user-1', 'sso');
    expect(await tokens.verify(sso)).toEqual({ sub: 'user-1', typ: 'sso' });
    expect(await tokens.verify(await tokens.sign('user-1', 'access'))).toEqual({ sub: 'user-1', typ: 'access' });
    const payload = JSON.parse(Buffer.from(sso.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'sub', 'typ']);
  });

  it('refuse an expired token, another key, another algorithm and garbage', async () => {
    const expired = await new SignJWT({ typ: 'sso' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    await expect(tokens.verify(expired)).rejects.toThrow('the token has expired');
    const foreign = await createTokenService(loadSigningKey(dir())).sign('user-1', 'sso');
    await expect(tokens.verify(foreign)).rejects.toThrow('the token is not valid');
    const [, body] = (await tokens.sign('user-1', 'sso')).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    await expect(tokens.verify(none)).rejects.toThrow('the token is not valid');
    await expect(tokens.verify('garbage')).rejects.toThrow('the token is not valid');
  });
});
