import { describe, expect, it } from 'vitest';
import { buyBody, postBuy, storedPart } from './buy-helpers';
import { uniqueEmail } from './harness';
import { harnessForFile } from './harness-for-file';

/**
 * Buys at once: one Idempotency-Key charges once however many requests carry it, distinct buyers
 * each get their order, and one address gets one licence however many keys race for it.
 */
// The cheaper scrypt cost (N = 2^14) keeps the account creations quick on a shared machine; the
// guards under test do not depend on it.
const harness = harnessForFile(process.env, { scryptLogN: 14 });
const ub = () => harness.base('userbase');
const counts = () => {
  const store = harness.services?.userbase().store;
  return store ? { orders: store.countOrders(), licences: store.countLicences() } : undefined;
};

describe('concurrent buys', () => {
  it(
    '100 concurrent buys with one Idempotency-Key make 1 order and 1 licence and 100 answers of the one order',
    { timeout: 120_000 },
    async () => {
      const before = counts();
      const key = crypto.randomUUID();
      const body = buyBody(uniqueEmail('same-key-buy'));
      const responses = await Promise.all(Array.from({ length: 100 }, () => postBuy(ub(), body, key)));
      expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
      const bodies = await Promise.all(responses.map((r) => r.text()));
      expect(new Set(bodies.map((body) => JSON.stringify(storedPart(body)))).size).toBe(1);
      expect(JSON.parse(bodies[0]!)).toMatchObject({ orderId: expect.stringMatching(/^PW-/), package: 'basic' });
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(99);
      if (before) expect(counts()).toEqual({ orders: before.orders + 1, licences: before.licences + 1 });
    },
  );

  it('100 concurrent buys with different addresses make 100 orders', { timeout: 180_000 }, async () => {
    const before = counts();
    const run = Date.now().toString(36);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postBuy(ub(), buyBody(`buyer-${run}-${i}@example.com`))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    const orders = await Promise.all(responses.map(async (r) => ((await r.json()) as { orderId: string }).orderId));
    expect(new Set(orders).size).toBe(100);
    if (before) expect(counts()).toEqual({ orders: before.orders + 100, licences: before.licences + 100 });
  });

  it(
    '20 concurrent buys for one address with different keys make 1 order and 19 × 409 licenseExist',
    { timeout: 120_000 },
    async () => {
      const before = counts();
      const email = uniqueEmail('one-buyer');
      const spellings = [email, email.toUpperCase()];
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => postBuy(ub(), buyBody(spellings[i % 2]!))),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      if (before) expect(counts()).toEqual({ orders: before.orders + 1, licences: before.licences + 1 });
    },
  );
});
