import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '@/client-address';
import { createRateLimit } from '@/lib/rate-limit';
import { createCookieSigner } from './cookie-signing';
import { createPurchaseRecorder, type OrderCheck, type PurchaseRecorderDeps } from './purchases';
import { signVisitorId } from './visitor';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore } from './store/types';

const SITE = 'http://localhost:3000';
const URL_ = `${SITE}/api/experiments/purchases/`;
const VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';
const EXPERIMENT = 'experiment-pricing-plans';
const CONTROL = 'pricingPage-en-plans-a';
const VARIANT = 'pricingPage-en-plans-b';
const LINK = '1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const signer = createCookieSigner('a-test-secret-of-at-least-32-characters');
/** The visitor ids as the proxy writes them: signed. */
let SIGNED_VISITOR = '';
let SIGNED_STRANGER = '';
beforeAll(async () => {
  SIGNED_VISITOR = await signVisitorId(VISITOR, signer);
  SIGNED_STRANGER = await signVisitorId('BBBBBBBBBBBBBBBBBBBBBQ', signer);
});

function request(body: unknown, options: { cookies?: Record<string, string>; origin?: string } = {}): Request {
  const jar = options.cookies ?? { 'user-cookies': '1', pw_vid: SIGNED_VISITOR };
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? SITE,
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
      cookie: Object.entries(jar)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const ORDER = { orderId: 'PW-ABC123', orderToken: LINK, experiment: EXPERIMENT, variant: VARIANT };

describe('the experiment purchase recorder', () => {
  let folder: string;
  let store: EventStore;
  let confirm: ReturnType<typeof vi.fn<(orderId: string, orderToken: string) => Promise<OrderCheck>>>;
  let lines: string[];
  const clock = Date.parse('2026-11-24T10:00:00.000Z');

  function recorder(overrides: Partial<PurchaseRecorderDeps> = {}) {
    return createPurchaseRecorder({
      store: async () => store,
      experiment: async (id) => (id === EXPERIMENT ? { variants: [{ id: CONTROL }, { id: VARIANT }] } : null),
      confirmOrder: confirm,
      eventsMax: 1000,
      signer,
      now: () => clock,
      log: (what, error) => lines.push(`${what}: ${(error as Error).message}`),
      ...overrides,
    });
  }

  beforeEach(async () => {
    trustClientAddressHeader();
    folder = mkdtempSync(join(tmpdir(), 'paperwise-purchases-'));
    store = await openSqliteStore(join(folder, 'experiments.sqlite'));
    await store.record([
      { type: 'exposure', experiment: EXPERIMENT, variant: VARIANT, visitorId: VISITOR, at: new Date(clock - 60_000) },
    ]);
    confirm = vi.fn(async (orderId: string) => ({
      status: 'confirmed' as const,
      order: { orderId, amountMinor: 11_988, currency: 'USD' },
    }));
    lines = [];
  });

  afterEach(async () => {
    trustClientAddressHeader(false);
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores the userbase's amount and currency for the exposed variant, once per order", async () => {
    const record = recorder();
    expect(await read(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: true } });
    // The thank-you page read again: the same order is not counted twice.
    expect(await read(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: false } });
    // Read with the order's signed link: the id alone would open nothing.
    expect(confirm).toHaveBeenCalledWith('PW-ABC123', LINK);
    expect(await store.purchases(EXPERIMENT)).toEqual([
      {
        experiment: EXPERIMENT,
        orderId: 'PW-ABC123',
        variant: VARIANT,
        visitorId: VISITOR,
        amountMinor: 11_988,
        currency: 'USD',
        at: new Date(clock),
      },
    ]);
  });

  it('refuses an order the userbase does not show with this link (403) or cannot be asked about (502), storing nothing', async () => {
    confirm.mockResolvedValueOnce({ status: 'refused' });
    expect(await read(await recorder()(request(ORDER)))).toEqual({
      status: 403,
      body: { error: 'the userbase did not show this order with this link (unknown, wrong or expired)' },
    });
    confirm.mockResolvedValueOnce({ status: 'unreachable' });
    expect((await recorder()(request(ORDER))).status).toBe(502);
    expect(await store.purchases(EXPERIMENT)).toEqual([]);
  });

  it('refuses a variant the server did not serve this visitor (409), before asking the userbase', async () => {
    expect(await read(await recorder()(request({ ...ORDER, variant: CONTROL })))).toEqual({
      status: 409,
      body: { error: 'no exposure of this visitor to this variant was logged' },
    });
    const stranger = { 'user-cookies': '1', pw_vid: SIGNED_STRANGER };
    expect((await recorder()(request(ORDER, { cookies: stranger }))).status).toBe(409);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses without consent, without a signed visitor id, from another site, and bad bodies, naming the field', async () => {
    expect(await read(await recorder()(request(ORDER, { cookies: { pw_vid: SIGNED_VISITOR } })))).toEqual({
      status: 403,
      body: { error: 'no consent' },
    });
    expect((await recorder()(request(ORDER, { cookies: { 'user-cookies': '1' } }))).status).toBe(400);
    // The visitor id without the server's signature: no visitor the server knows.
    expect(await read(await recorder()(request(ORDER, { cookies: { 'user-cookies': '1', pw_vid: VISITOR } })))).toEqual(
      {
        status: 400,
        body: { error: 'the pw_vid cookie is missing, malformed or not signed by this site' },
      },
    );
    expect((await recorder()(request(ORDER, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await read(await recorder()(request({ ...ORDER, orderId: '../x' })))).toEqual({
      status: 422,
      body: { error: 'orderId: is not an order id' },
    });
    expect(
      await read(await recorder()(request({ experiment: EXPERIMENT, variant: VARIANT, orderToken: LINK }))),
    ).toEqual({
      status: 422,
      body: { error: 'orderId: is required' },
    });
    // Without the order's signed link nothing is claimed: knowing an order id is not enough.
    expect(
      await read(await recorder()(request({ orderId: 'PW-ABC123', experiment: EXPERIMENT, variant: VARIANT }))),
    ).toEqual({
      status: 422,
      body: { error: 'orderToken: is required' },
    });
    expect(await read(await recorder()(request({ ...ORDER, orderToken: 'a link?' })))).toEqual({
      status: 422,
      body: { error: 'orderToken: is not an order link' },
    });
    expect((await recorder()(request('{not json'))).status).toBe(400);
    expect(await read(await recorder()(request({ ...ORDER, experiment: 'experiment-other' })))).toEqual({
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
    expect(await read(limited)).toEqual({ status: 429, body: { error: 'too many purchases' } });
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
    expect(await store.counts()).toEqual({ exposure: 1, purchase: 1 });
    expect(await read(await record(request({ ...ORDER, orderId: 'PW-DEF456' })))).toEqual({
      status: 507,
      body: { error: 'the event store is full' },
    });
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('answers 500 without details when the store fails, and logs it', async () => {
    const response = await recorder({ store: async () => Promise.reject(new Error('disk gone')) })(request(ORDER));
    expect(await read(response)).toEqual({ status: 500, body: { error: 'the purchase could not be recorded' } });
    expect(lines).toEqual(['The experiment purchase could not be recorded: disk gone']);
  });
});
