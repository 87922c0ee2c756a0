import { formatMoney } from '../pricing/money';
import { describe, expect, it, vi } from 'vitest';
import {
  ONCE_LIST_LIMIT,
  TRACKED_ORDERS_KEY,
  addToList,
  orderTotal,
  parseOrderDetail,
  purchaseEcommerce,
  purchaseRequest,
  readOrder,
  subscriptionTracked,
  trackOrder,
  type Fetch,
  type OnceStorage,
  type OrderDetail,
} from './tracking';

const ORDER: OrderDetail = {
  orderNumber: 'PW-ABC123',
  items: [{ sku: 'basic', productName: 'Paperwise Basic, 12 months', unitPrice: 299.88, quantity: 1 }],
  currencyCode: 'USD',
};

function memoryStorage(): OnceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const blockedStorage: OnceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
};

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('purchaseRequest', () => {
  it('prefers a subscription to an order and keeps the variant id', () => {
    expect(purchaseRequest(new URLSearchParams('subscriptionId=I-ABC&orderId=PW-1&variant=pricing-plans-en'))).toEqual({
      kind: 'subscription',
      subscriptionId: 'I-ABC',
      variantId: 'pricing-plans-en',
    });
    expect(purchaseRequest(new URLSearchParams('orderId=PW-1'))).toEqual({
      kind: 'order',
      orderId: 'PW-1',
      orderToken: null,
      variantId: null,
    });
    // The purchase's signed link travels with the order id; anything that is not one is dropped.
    expect(purchaseRequest(new URLSearchParams('orderId=PW-1&orderToken=1790000000.abc_-DEF'))).toMatchObject({
      orderToken: '1790000000.abc_-DEF',
    });
    expect(purchaseRequest(new URLSearchParams('orderId=PW-1&orderToken=a%20b'))).toMatchObject({ orderToken: null });
  });

  it('ignores ids that are not plain ids, and an address without one', () => {
    expect(purchaseRequest(new URLSearchParams('orderId=../account/get'))).toEqual({ kind: 'none' });
    expect(purchaseRequest(new URLSearchParams(`orderId=${'A'.repeat(65)}`))).toEqual({ kind: 'none' });
    expect(purchaseRequest(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(purchaseRequest(new URLSearchParams('orderId=PW-1&variant=a%20b'))).toMatchObject({ variantId: null });
  });
});

describe('parseOrderDetail and the purchase event', () => {
  it('reads an order and builds GA4 purchase data from it, total in cents', () => {
    const order = parseOrderDetail({
      ...ORDER,
      items: [
        { sku: 'basic', productName: 'Basic', unitPrice: 0.1, quantity: 3 },
        { sku: 'premium', productName: 'Premium', unitPrice: 1.005, quantity: 1 },
      ],
    });
    expect(order).not.toBeNull();
    expect(orderTotal(order!)).toBe(1.31);
    expect(purchaseEcommerce(order!)).toEqual({
      transaction_id: 'PW-ABC123',
      value: 1.31,
      currency: 'USD',
      items: [
        { item_id: 'basic', item_name: 'Basic', price: 0.1, quantity: 3 },
        { item_id: 'premium', item_name: 'Premium', price: 1.005, quantity: 1 },
      ],
    });
  });

  it.each([
    ['not an object', 'PW-1'],
    ['no items', { ...ORDER, items: [] }],
    ['a price that is text', { ...ORDER, items: [{ ...ORDER.items[0], unitPrice: '299.88' }] }],
    ['a zero quantity', { ...ORDER, items: [{ ...ORDER.items[0], quantity: 0 }] }],
    ['a currency that is not a code', { ...ORDER, currencyCode: 'dollars' }],
    ['no order number', { ...ORDER, orderNumber: '' }],
  ])('refuses an answer with %s', (_name, value) => {
    expect(parseOrderDetail(value)).toBeNull();
  });
});

describe('trackOrder', () => {
  it('pushes one event per order, none on a reload', () => {
    const storage = memoryStorage();
    const push = vi.fn();
    expect(trackOrder(ORDER, 'pricing-plans-en', storage, push)).toEqual({ order: ORDER, tracked: true });
    expect(trackOrder(ORDER, 'pricing-plans-en', storage, push)).toEqual({ order: ORDER, tracked: true });
    expect(push).toHaveBeenCalledOnce();
    expect(push).toHaveBeenCalledWith('pricing-plans-en', purchaseEcommerce(ORDER));
  });

  it('pushes nothing when the order was not read or storage is blocked', () => {
    const push = vi.fn();
    expect(trackOrder(null, null, memoryStorage(), push)).toEqual({ order: null, tracked: false });
    expect(trackOrder(ORDER, null, blockedStorage, push)).toEqual({ order: ORDER, tracked: false });
    expect(trackOrder(ORDER, null, null, push)).toEqual({ order: ORDER, tracked: false });
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps only the newest ids, and survives a list that is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem(TRACKED_ORDERS_KEY, '{broken');
    for (let i = 0; i <= ONCE_LIST_LIMIT; i += 1) expect(addToList(storage, TRACKED_ORDERS_KEY, `PW-${i}`)).toBe(true);
    const list = JSON.parse(storage.getItem(TRACKED_ORDERS_KEY)!) as string[];
    expect(list).toHaveLength(ONCE_LIST_LIMIT);
    expect(list[0]).toBe('PW-1');
    expect(list.at(-1)).toBe(`PW-${ONCE_LIST_LIMIT}`);
  });
});

describe('reading the services', () => {
  it('counts only an ACTIVE subscription as tracked', async () => {
    const fetcher = vi.fn<Fetch>(async () => answer(200, { id: 'I-1', status: 'ACTIVE' }));
    await expect(subscriptionTracked(fetcher, '/embedded/paypal/', 'I-1')).resolves.toBe(true);
    expect(fetcher.mock.calls[0]![0]).toBe('/embedded/paypal/subscription/I-1/show/');
    for (const status of ['APPROVAL_PENDING', 'SUSPENDED', 'CANCELLED']) {
      await expect(subscriptionTracked(async () => answer(200, { status }), '/p/', 'I-1')).resolves.toBe(false);
    }
    await expect(subscriptionTracked(async () => answer(404, { error: 'no' }), '/p/', 'I-1')).resolves.toBe(false);
    await expect(
      subscriptionTracked(
        async () => {
          throw new TypeError('Failed to fetch');
        },
        '/p/',
        'I-1',
      ),
    ).resolves.toBe(false);
  });

  it('reads an order, and null for a 404, a network failure or a body that is not JSON', async () => {
    const fetcher = vi.fn<Fetch>(async () => answer(200, { ...ORDER, userEmail: 'buyer@example.com' }));
    await expect(readOrder(fetcher, '/u/', 'PW-ABC123', '1790000000.sig')).resolves.toEqual(ORDER);
    // The read carries the purchase's signed link, which the order service requires.
    expect(fetcher.mock.calls[0]![0]).toBe('/u/order/PW-ABC123/?orderToken=1790000000.sig');
    await expect(readOrder(async () => answer(401, { error: 'no link' }), '/u/', 'PW-X', null)).resolves.toBeNull();
    await expect(
      readOrder(async () => answer(404, { error: 'no such order' }), '/u/', 'PW-X', 't'),
    ).resolves.toBeNull();
    await expect(readOrder(async () => answer(200, '<html>'), '/u/', 'PW-X', 't')).resolves.toBeNull();
    await expect(
      readOrder(
        async () => {
          throw new TypeError('offline');
        },
        '/u/',
        'PW-X',
        't',
      ),
    ).resolves.toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes two decimals in the language’s way', () => {
    expect(formatMoney(299.88, 'USD', 'en')).toBe('$299.88');
    expect(formatMoney(24.5, 'USD', 'en')).toBe('$24.50');
    expect(formatMoney(299.88, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('299,88 €');
    expect(formatMoney(1, 'XXXX', 'en')).toBe('1.00 XXXX');
  });
});
