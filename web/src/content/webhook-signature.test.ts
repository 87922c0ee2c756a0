import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, MAX_SIGNATURE_AGE_MS, signWebhookBody } from './webhook-signature';

const secret = 'a-long-webhook-secret';
const body = '{"_type":"landingPage","_id":"landingPage-en-docs-free-demo"}';
const now = 1_763_000_000_000;

describe('checkWebhookSignature', () => {
  it('accepts a fresh signature of the exact body', () => {
    expect(checkWebhookSignature(body, signWebhookBody(body, secret, now), secret, now)).toEqual({ ok: true });
  });

  it('matches the format Sanity sends (t=<ms>,v1=<base64url>)', () => {
    expect(signWebhookBody(body, secret, now)).toMatch(/^t=\d{13},v1=[A-Za-z0-9_-]{43}$/);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = signWebhookBody(body, secret, now);
    expect(checkWebhookSignature(`${body} `, header, secret, now)).toEqual({
      ok: false,
      reason: 'signature does not match',
    });
    expect(checkWebhookSignature(body, header, 'other-secret', now).ok).toBe(false);
    expect(checkWebhookSignature(body, null, secret, now)).toEqual({
      ok: false,
      reason: 'missing or malformed signature header',
    });
    expect(checkWebhookSignature(body, 't=abc,v1=xyz', secret, now).ok).toBe(false);
    expect(checkWebhookSignature(body, header.replace(/v1=./, 'v1=A'), secret, now).ok).toBe(false);
  });

  it('refuses a replayed signature older than five minutes', () => {
    const old = signWebhookBody(body, secret, now - MAX_SIGNATURE_AGE_MS - 1);
    expect(checkWebhookSignature(body, old, secret, now)).toEqual({ ok: false, reason: 'signature too old' });
  });
});
