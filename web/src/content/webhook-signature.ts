import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Sanity's webhook signature: header `sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256
 * of "<ms>.<body>">`. Checked here rather than with @sanity/webhook because that library compares
 * the strings with `!==` (not constant time) and accepts signatures of any age (replayable).
 */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';
const HEADER_FORMAT = /^t=(\d{13}),\s*v1=([A-Za-z0-9_-]{43})$/;
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000;

export function signWebhookBody(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${hmac(body, secret, timestamp).toString('base64url')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function checkWebhookSignature(
  body: string,
  header: string | null,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const match = header?.trim().match(HEADER_FORMAT);
  if (!match) return { ok: false, reason: 'missing or malformed signature header' };
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS) return { ok: false, reason: 'signature too old' };
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = hmac(body, secret, timestamp);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature does not match' };
  }
  return { ok: true };
}

function hmac(body: string, secret: string, timestamp: number): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
}
