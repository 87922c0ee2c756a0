import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimit } from '@/lib/rate-limit';
import { createPurchaseRecorder, type OrderCheck, type PurchaseRecorderDeps } from './purchases';
import { signVisitorId } from './visitor';
import {
  conversionRouteBed,
  readAnswer,
  reportRequest,
  TEST_CLOCK,
  TEST_SIGNER,
  TEST_SITE,
  TEST_VISITOR,
} from './test-kit';

const URL_ = `${TEST_SITE}/api/experiments/purchases/`;
const EXPERIMENT = 'experiment-pricing-plans';
const CONTROL = 'pricingPage-en-plans-a';
const VARIANT = 'pricingPage-en-plans-b';
const LINK = '1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
/** The visitor ids as the proxy writes them: signed. */
const SIGNED_VISITOR = await signVisitorId(TEST_VISITOR, TEST_SIGNER);
const SIGNED_STRANGER = await signVisitorId('BBBBBBBBBBBBBBBBBBBBBQ', TEST_SIGNER);

function request(body: unknown, options: { cookies?: Record<string, string>; origin?: string } = {}): Request {
  return reportRequest(
    URL_,
    typeof body === 'string' ? body : JSON.stringify(body),
    options.cookies ?? { 'user-cookies': '1', pw_vid: SIGNED_VISITOR },
    options.origin ? { origin: options.origin } : {},
  );
}

const ORDER = { orderId: 'PW-ABC123', orderToken: LINK, experiment: EXPERIMENT, variant: VARIANT };

describe('the experiment purchase recorder', () => {
  const route = conversionRouteBed('purchases', {
    experiment: EXPERIMENT,
    variants: [CONTROL, VARIANT],
    exposure: {
      type: 'exposure',
      experiment: EXPERIMENT,
      variant: VARIANT,
      visitorId: TEST_VISITOR,
      at: new Date(TEST_CLOCK - 60_000),
    },
  });
  let confirm: ReturnType<typeof vi.fn<(orderId: string, orderToken: string) => Promise<OrderCheck>>>;
  beforeEach(() => {
    confirm = vi.fn(async (orderId: string) => ({
      status: 'confirmed' as const,
      order: { orderId, amountMinor: 11_988, currency: 'USD' },
    }));
  });
  function recorder(overrides: Partial<PurchaseRecorderDeps> = {}) {
    return createPurchaseRecorder({ ...route.deps(), confirmOrder: confirm, ...overrides });
  }

  it("stores the userbase's amount and currency for the exposed variant, once per order", async () => {
    const record = recorder();
    expect(await readAnswer(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: true } });
    // The thank-you page read again: the same order is not counted twice.
    expect(await readAnswer(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: false } });
    // Read with the order's signed link: the id alone would open nothing.
    expect(confirm).toHaveBeenCalledWith('PW-ABC123', LINK);
    expect(await route.store.purchases(EXPERIMENT)).toEqual([
      {
        experiment: EXPERIMENT,
        orderId: 'PW-ABC123',
        variant: VARIANT,
        visitorId: TEST_VISITOR,
        amountMinor: 11_988,
        currency: 'USD',
        at: new Date(TEST_CLOCK),
      },
    ]);
  });

  it('refuses an order the userbase does not show with this link (403) or cannot be asked about (502), storing nothing', async () => {
    confirm.mockResolvedValueOnce({ status: 'refused' });
    expect(await readAnswer(await recorder()(request(ORDER)))).toEqual({
      status: 403,
      body: { error: 'the userbase did not show this order with this link (unknown, wrong or expired)' },
    });
    confirm.mockResolvedValueOnce({ status: 'unreachable' });
    expect((await recorder()(request(ORDER))).status).toBe(502);
    expect(await route.store.purchases(EXPERIMENT)).toEqual([]);
  });

  it('refuses a variant the server did not serve this visitor (409), before asking the userbase', async () => {
    expect(await readAnswer(await recorder()(request({ ...ORDER, variant: CONTROL })))).toEqual({
      status: 409,
      body: { error: 'no exposure of this visitor to this variant was logged' },
    });
    const stranger = { 'user-cookies': '1', pw_vid: SIGNED_STRANGER };
    expect((await recorder()(request(ORDER, { cookies: stranger }))).status).toBe(409);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses without consent, without a signed visitor id, from another site, and bad bodies, naming the field', async () => {
    expect(await readAnswer(await recorder()(request(ORDER, { cookies: { pw_vid: SIGNED_VISITOR } })))).toEqual({
      status: 403,
      body: { error: 'no consent' },
    });
    expect((await recorder()(request(ORDER, { cookies: { 'user-cookies': '1' } }))).status).toBe(400);
    // The visitor id without the server's signature: no visitor the server knows.
    expect(
      await readAnswer(await recorder()(request(ORDER, { cookies: { 'user-cookies': '1', pw_vid: TEST_VISITOR } }))),
    ).toEqual({
      status: 400,
      body: { error: 'the pw_vid cookie is missing, malformed or not signed by this site' },
    });
    expect((await recorder()(request(ORDER, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await readAnswer(await recorder()(request({ ...ORDER, orderId: '../x' })))).toEqual({
      status: 422,
      body: { error: 'orderId: is not an order id' },
    });
    expect(
      await readAnswer(await recorder()(request({ experiment: EXPERIMENT, variant: VARIANT, orderToken: LINK }))),
    ).toEqual({
      status: 422,
      body: { error: 'orderId: is required' },
    });
    // Without the order's signed link nothing is claimed: knowing an order id is not enough.
    expect(
      await readAnswer(await recorder()(request({ orderId: 'PW-ABC123', experiment: EXPERIMENT, variant: VARIANT }))),
    ).toEqual({
      status: 422,
      body: { error: 'orderToken: is required' },
    });
    expect(await readAnswer(await recorder()(request({ ...ORDER, orderToken: 'a link?' })))).toEqual({
      status: 422,
      body: { error: 'orderToken: is not an order link' },
    });
    expect((await recorder()(request('{not json'))).status).toBe(400);
    expect(await readAnswer(await recorder()(request({ ...ORDER, experiment: 'experiment-other' })))).toEqual({
      status: 422,
      body: { error: 'experiment: is not a running or stopped experiment' },
    });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('bounds the reports per visitor and per client address (429 with Retry-After), before asking the userbase', async () => {
    const perVisitor = createRateLimit('purchases-visitor', { limit: { points: 2, seconds: 60 } });
    const byVisitor = recorder({ limits: { perVisitor } });
    for (let i = 0; i < 2; i++) expect((await byVisitor(request(ORDER))).status).toBe(202);
    const limited = await byVisitor(request(ORDER));
    expect(await readAnswer(limited)).toEqual({ status: 429, body: { error: 'too many purchases' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(confirm).toHaveBeenCalledTimes(2);

    const perClient = createRateLimit('purchases-client', { limit: { points: 1, seconds: 60 } });
    const byClient = recorder({ limits: { perClient } });
    expect((await byClient(request(ORDER))).status).toBe(202);
    expect((await byClient(request('{not json'))).status).toBe(429);
  });

  it('refuses once the store holds EXPERIMENT_EVENTS_MAX conversions (507), purchases among them', async () => {
    const record = recorder({ eventsMax: 1 });
    expect((await record(request(ORDER))).status).toBe(202);
    expect(await route.store.counts()).toEqual({ exposure: 1, purchase: 1 });
    expect(await readAnswer(await record(request({ ...ORDER, orderId: 'PW-DEF456' })))).toEqual({
      status: 507,
      body: { error: 'the event store is full' },
    });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('answers 500 without details when the store fails, and logs it', async () => {
    const response = await recorder({ store: async () => Promise.reject(new Error('disk gone')) })(request(ORDER));
    expect(await readAnswer(response)).toEqual({ status: 500, body: { error: 'the purchase could not be recorded' } });
    expect(route.lines).toEqual(['The experiment purchase could not be recorded: disk gone']);
  });
});
