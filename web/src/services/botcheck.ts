import 'server-only';
import { env } from '@/env';
import { serviceFetch } from './service-fetch';

/** Scores below this are taken for a bot (the buy call uses the same threshold). */
export const BOT_SCORE_THRESHOLD = 0.5;

export interface BotCheckResult {
  /** The token is genuine, unexpired, unused, and its score reaches the threshold. */
  ok: boolean;
  score: number | null;
  action: string | null;
  /** siteverify's error codes, or 'unreachable' / 'low-score'. */
  errors: string[];
}

/**
 * Verifies a bot-check token from server code: posts it with the server secret to the bot check's
 * siteverify (the embedded one in-process, a configured one over HTTP). Never throws: an
 * unreachable or confused service reads as not verified.
 */
export async function verifyBotCheck(token: string): Promise<BotCheckResult> {
  const failed = (errors: string[]): BotCheckResult => ({ ok: false, score: null, action: null, errors });
  if (!token) return failed(['missing-input-response']);
  let answer: unknown;
  try {
    const response = await serviceFetch('botcheck', 'siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env().BOTCHECK_SECRET, response: token }).toString(),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return failed(['unreachable']);
    answer = await response.json();
  } catch {
    return failed(['unreachable']);
  }
  const record = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const score = typeof record.score === 'number' ? record.score : null;
  const action = typeof record.action === 'string' ? record.action : null;
  const codes = Array.isArray(record['error-codes'])
    ? record['error-codes'].filter((code): code is string => typeof code === 'string')
    : [];
  if (record.success !== true) return { ok: false, score, action, errors: codes.length ? codes : ['not-verified'] };
  if (score === null || score < BOT_SCORE_THRESHOLD) return { ok: false, score, action, errors: ['low-score'] };
  return { ok: true, score, action, errors: [] };
}
