import { describe, expect, it } from 'vitest';
import { postJson, signupPayload, uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';

/** 200 sign-ups at once: every distinct address gets its account, one address gets exactly one. */
// The cheaper scrypt cost (N = 2^14 instead of 2^15) halves the run on a shared 2-core machine;
// the guard against duplicates under test does not depend on it.
const harness = harnessForFile(process.env, { scryptLogN: 14 });

const N = Number(process.env.CONCURRENCY_N ?? 200);

function subject(jwt: string): string {
  return (JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
}

describe('concurrent sign-ups', () => {
  it(`${N} concurrent sign-ups with different addresses create ${N} accounts`, { timeout: 180_000 }, async () => {
    const before = harness.services?.userbase().store.countUsers() ?? 0;
    const run = Date.now().toString(36);
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        postJson(`${harness.base('userbase')}user/`, signupPayload(`many-${run}-${i}@example.com`)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(N).fill(200));
    const ids = await Promise.all(responses.map(async (r) => subject(((await r.json()) as { ssojwt: string }).ssojwt)));
    expect(new Set(ids).size).toBe(N);
    if (harness.services) expect(harness.services.userbase().store.countUsers()).toBe(before + N);
  });

  it(
    `${N} concurrent sign-ups with one address create exactly 1 account and ${N - 1} × 409`,
    { timeout: 180_000 },
    async () => {
      const before = harness.services?.userbase().store.countUsers() ?? 0;
      const email = uniqueEmail('same');
      // Spellings differ only in case and surrounding space: the same address.
      const spellings = [email, email.toUpperCase(), ` ${email} `];
      const responses = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          postJson(`${harness.base('userbase')}user/`, signupPayload(spellings[i % 3]!)),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
      if (harness.services) expect(harness.services.userbase().store.countUsers()).toBe(before + 1);
    },
  );

  it(
    '50 concurrent requests with one Idempotency-Key and body create 1 account and answer 50 200s for that account',
    { timeout: 180_000 },
    async () => {
      const before = harness.services?.userbase().store.countUsers() ?? 0;
      const body = signupPayload(uniqueEmail('same-key'));
      const key = crypto.randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          postJson(`${harness.base('userbase')}user/`, body, { 'Idempotency-Key': key }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
      const bodies = await Promise.all(responses.map((r) => r.text()));
      expect(JSON.parse(bodies[0]!)).toEqual({ jwt: expect.any(String), ssojwt: expect.any(String) });
      // Replays carry fresh tokens (none is kept at rest), all of the one account.
      expect(new Set(bodies.map((body) => subject((JSON.parse(body) as { ssojwt: string }).ssojwt))).size).toBe(1);
      // Exactly one of them did the work; the others replayed it.
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
      if (harness.services) expect(harness.services.userbase().store.countUsers()).toBe(before + 1);
    },
  );
});
