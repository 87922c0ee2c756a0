import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { describe, expect, it } from 'vitest';
import { BUY_TIMEOUT_MS, buy, createBuyClient } from './buy-client';
import { startPaypal } from './paypal';

type Reply = { status: number; data: unknown } | 'network';

/** A client whose requests get `replies` in turn (the last one repeats), with no waiting between retries. */
function clientAnswering(...replies: Reply[]) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)]!;
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  // No back-off between the retries: here it would only slow the test down.
  const client = createBuyClient('https://userbase.example/', { retryDelay: () => 0 });
  client.defaults.adapter = adapter;
  return { client, seen };
}

const BODY = JSON.stringify({ package: 'basic', email: 'ada@example.com' });

describe('the buy call', () => {
  it('posts the body as given to buy, with the attempt key and a two-minute timeout', async () => {
    const { client, seen } = clientAnswering({
      status: 200,
      data: { orderId: 'PW-1001', licenseId: 'L-1', orderToken: '1790000000.sig' },
    });
    expect(await buy(client, BODY, 'key-12345678')).toEqual({
      kind: 'paid',
      orderId: 'PW-1001',
      orderToken: '1790000000.sig',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('buy/');
    expect(seen[0]!.baseURL).toBe('https://userbase.example/');
    expect(seen[0]!.method).toBe('post');
    expect(seen[0]!.data).toBe(BODY);
    expect(AxiosHeaders.from(seen[0]!.headers).get('Idempotency-Key')).toBe('key-12345678');
    expect(seen[0]!.timeout).toBe(BUY_TIMEOUT_MS);
  });

  it('retries a failed service with the same key and body, then reports buyAPIError', async () => {
    const { client, seen } = clientAnswering(
      { status: 503, data: {} },
      { status: 502, data: { error: 'buyAPIError' } },
    );
    expect(await buy(client, BODY, 'key-12345678')).toEqual({ kind: 'buyAPIError', answered: true });
    expect(seen).toHaveLength(4);
    for (const config of seen) {
      expect(AxiosHeaders.from(config.headers).get('Idempotency-Key')).toBe('key-12345678');
      expect(config.data).toBe(BODY);
    }
  });

  it('recovers when a retry succeeds', async () => {
    const { client, seen } = clientAnswering('network', { status: 200, data: { orderId: 'PW-2' } });
    expect(await buy(client, BODY, 'key-12345678')).toEqual({ kind: 'paid', orderId: 'PW-2', orderToken: null });
    expect(seen).toHaveLength(2);
  });

  it('tells a payment that got no answer at all from one the service refused', async () => {
    const { client } = clientAnswering('network');
    expect(await buy(client, BODY, 'key-12345678')).toEqual({ kind: 'buyAPIError', answered: false });
  });

  it.each([
    [
      409,
      { error: 'licenseExist', emailId: 'ada@example.com', message: 'x' },
      { kind: 'licenseExist', emailId: 'ada@example.com' },
    ],
    [402, { error: 'paymentNotReceived', message: 'declined' }, { kind: 'paymentNotReceived' }],
    [403, { error: 'botCheckFailed', message: 'low score' }, { kind: 'botCheckFailed' }],
    [
      400,
      { error: 'badRequest', message: 'card.number: fails the check' },
      { kind: 'badRequest', message: 'card.number: fails the check' },
    ],
    [422, { error: 'idempotencyMismatch' }, { kind: 'buyAPIError', answered: true }],
    // Over the rate limit: not retried (its Retry-After is minutes), the buyer is told to wait.
    [429, { error: 'too many payments; try again later' }, { kind: 'tooManyRequests' }],
  ])('turns a %i answer into its outcome, without retrying', async (status, data, outcome) => {
    const { client, seen } = clientAnswering({ status, data });
    expect(await buy(client, BODY, 'key-12345678')).toEqual(outcome);
    expect(seen).toHaveLength(1);
  });

  it('treats a success without an order id as a service error', async () => {
    const { client } = clientAnswering({ status: 200, data: '<html>' });
    expect(await buy(client, BODY, 'key-12345678')).toEqual({ kind: 'buyAPIError', answered: true });
  });
});

describe('the PayPal subscription', () => {
  const start = {
    planId: 'premium',
    email: 'ada@example.com',
    returnUrl: 'https://site.example/pricing/thank-you/?variant=v1',
    cancelUrl: 'https://site.example/pricing/plans/',
  };

  it('creates the subscription and gives its approval link', async () => {
    const { client, seen } = clientAnswering({
      status: 201,
      data: {
        id: 'I-1',
        links: [
          { rel: 'self', href: '/x' },
          { rel: 'approve', href: '/embedded/paypal/approve/I-1' },
        ],
      },
    });
    expect(await startPaypal(client, start)).toBe('/embedded/paypal/approve/I-1');
    expect(seen[0]!.url).toBe('subscription/');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({
      plan_id: 'premium',
      subscriber: { email_address: 'ada@example.com' },
      application_context: { return_url: start.returnUrl, cancel_url: start.cancelUrl },
    });
  });

  it('leaves the subscriber out when no e-mail is known', async () => {
    const { client, seen } = clientAnswering({
      status: 201,
      data: { links: [{ rel: 'approve', href: 'https://pp.example/a' }] },
    });
    await startPaypal(client, { ...start, email: undefined });
    expect(JSON.parse(seen[0]!.data as string)).not.toHaveProperty('subscriber');
  });

  it('fails without an approval link, or with an unsafe one', async () => {
    await expect(startPaypal(clientAnswering({ status: 201, data: { id: 'I-1' } }).client, start)).rejects.toThrow();
    await expect(
      startPaypal(
        clientAnswering({ status: 201, data: { links: [{ rel: 'approve', href: 'javascript:alert(1)' }] } }).client,
        start,
      ),
    ).rejects.toThrow();
    await expect(startPaypal(clientAnswering({ status: 400, data: {} }).client, start)).rejects.toThrow();
  });
});
