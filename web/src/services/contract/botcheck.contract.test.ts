import { describe, expect, it } from 'vitest';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';
import { conforms } from './openapi';

const harness = harnessForFile(process.env);
const base = () => harness.base('botcheck');
// The embedded keys; a real bot check is tested with its own through these variables.
const SITE_KEY = process.env.CONTRACT_BOTCHECK_SITE_KEY ?? 'embedded-site-key';
const SECRET = process.env.CONTRACT_BOTCHECK_SECRET ?? 'embedded-secret';

async function token(siteKey = SITE_KEY, action = 'buy'): Promise<string> {
  const body = (await conforms(
    '/botcheck/token',
    'post',
    await postJson(`${base()}token`, { siteKey, action }, { origin: 'https://www.example.com' }),
  )) as { token: string };
  return body.token;
}

type Verdict = { success: boolean; score?: number; action?: string; hostname?: string; 'error-codes': string[] };

/** The bot check's verdict on a siteverify request with this body, checked against the contract. */
async function siteverify(contentType: string, body: BodyInit): Promise<Verdict> {
  const response = await fetch(`${base()}siteverify`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return (await conforms('/botcheck/siteverify', 'post', response)) as Verdict;
}

describe('the bot check', () => {
  it('serves api.js and enterprise.js as JavaScript defining grecaptcha', async () => {
    for (const file of ['api.js', 'enterprise.js']) {
      const response = await fetch(`${base()}${file}?render=${SITE_KEY}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      const text = await response.clone().text();
      expect(text).toContain('window.grecaptcha');
      if (file === 'enterprise.js') expect(text).toContain('enterprise');
      await conforms(`/botcheck/${file}`, 'get', response);
    }
  });

  it('verifies a token form-encoded, once, with its score, action and the page host', async () => {
    const verify = (response: string) =>
      siteverify('application/x-www-form-urlencoded', new URLSearchParams({ secret: SECRET, response }));
    const fresh = await token();
    expect(await verify(fresh)).toMatchObject({
      success: true,
      score: 0.9,
      action: 'buy',
      hostname: 'www.example.com',
      'error-codes': [],
    });
    expect(await verify(fresh)).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    expect((await verify('not-a-token'))['error-codes']).toEqual(['invalid-input-response']);
  });

  it('verifies as JSON too, and answers the low-score key 0.1 and a wrong secret invalid-input-secret', async () => {
    const verify = (body: unknown) => siteverify('application/json', JSON.stringify(body));
    expect(await verify({ secret: SECRET, response: await token('embedded-low-score') })).toMatchObject({
      success: true,
      score: 0.1,
    });
    expect(await verify({ secret: 'wrong', response: await token() })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
  });

  it('issues no token for an unknown site key or a malformed action (400)', async () => {
    for (const body of [
      { siteKey: 'no-such-key', action: 'buy' },
      { siteKey: SITE_KEY, action: '<script>' },
    ]) {
      const response = await postJson(`${base()}token`, body);
      expect(response.status).toBe(400);
      await conforms('/botcheck/token', 'post', response);
    }
  });
});
