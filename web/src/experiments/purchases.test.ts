import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPurchaseRecorder, type OrderCheck, type PurchaseRecorderDeps } from './purchases';
import { openSqliteStore } from './store/sqlite-store';
import type { EventStore } from './store/types';

const SITE = 'http://localhost:3000';
const URL_ = `${SITE}/api/experiments/purchases/`;
const VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';
const EXPERIMENT = 'experiment-pricing-plans';
const CONTROL = 'pricingPage-en-plans-a';
const VARIANT = 'pricingPage-en-plans-b';

function request(body: unknown, options: { cookies?: Record<string, string>; origin?: string } = {}): Request {
  const jar = options.cookies ?? { 'user-cookies': '1', pw_vid: VISITOR };
  return new Request(URL_, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: options.origin ?? SITE,
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

const ORDER = { orderId: 'PW-ABC123', experiment: EXPERIMENT, variant: VARIANT };

describe('the experiment purchase recorder', () => {
  let folder: string;
  let store: EventStore;
  let confirm: ReturnType<typeof vi.fn<(orderId: string) => Promise<OrderCheck>>>;
  let lines: string[];
  const clock = Date.parse('2026-11-24T10:00:00.000Z');

  function recorder(overrides: Partial<PurchaseRecorderDeps> = {}) {
    return createPurchaseRecorder({
      store: async () => store,
      experiment: async (id) => (id === EXPERIMENT ? { variants: [{ id: CONTROL }, { id: VARIANT }] } : null),
      confirmOrder: confirm,
      eventsMax: 1000,
      now: () => clock,
      log: (what, error) => lines.push(`${what}: ${(error as Error).message}`),
      ...overrides,
    });
  }

  beforeEach(async () => {
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
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("stores the userbase's amount and currency for the exposed variant, once per order", async () => {
    const record = recorder();
    expect(await read(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: true } });
    // The thank-you page read again: the same order is not counted twice.
    expect(await read(await record(request(ORDER)))).toEqual({ status: 202, body: { stored: false } });
    expect(confirm).toHaveBeenCalledWith('PW-ABC123');
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

  it('refuses an order the userbase does not know (422) or cannot be asked about (502), storing nothing', async () => {
    confirm.mockResolvedValueOnce({ status: 'refused' });
    expect(await read(await recorder()(request(ORDER)))).toEqual({
      status: 422,
      body: { error: 'orderId: the userbase knows no such order' },
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
    const stranger = { 'user-cookies': '1', pw_vid: 'BBBBBBBBBBBBBBBBBBBBBQ' };
    expect((await recorder()(request(ORDER, { cookies: stranger }))).status).toBe(409);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses without consent, without a visitor id, from another site, and bad bodies, naming the field', async () => {
    expect(await read(await recorder()(request(ORDER, { cookies: { pw_vid: VISITOR } })))).toEqual({
      status: 403,
      body: { error: 'no consent' },
    });
    expect((await recorder()(request(ORDER, { cookies: { 'user-cookies': '1' } }))).status).toBe(400);
    expect((await recorder()(request(ORDER, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await read(await recorder()(request({ ...ORDER, orderId: '../x' })))).toEqual({
      status: 422,
      body: { error: 'orderId: is not an order id' },
    });
    expect(await read(await recorder()(request({ experiment: EXPERIMENT, variant: VARIANT })))).toEqual({
      status: 422,
      body: { error: 'orderId: is required' },
    });
    expect((await recorder()(request('{not json'))).status).toBe(400);
    expect(await read(await recorder()(request({ ...ORDER, experiment: 'experiment-other' })))).toEqual({
      status: 422,
      body: { error: 'experiment: is not a running or stopped experiment' },
    });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('answers 500 without details when the store fails, and logs it', async () => {
    const response = await recorder({ store: async () => Promise.reject(new Error('disk gone')) })(request(ORDER));
    expect(await read(response)).toEqual({ status: 500, body: { error: 'the purchase could not be recorded' } });
    expect(lines).toEqual(['The experiment purchase could not be recorded: disk gone']);
  });
});
