import { describe, expect, it } from 'vitest';
import { ORDER_LINK_TTL_MS, createOrderLinks, orderReader } from './order-access';
import type { OrderRow } from './store';

const KEY = new TextEncoder().encode('a-key-of-32-bytes-for-order-links!');
const ORDER: OrderRow = {
  order_number: 'PW-ABC',
  user_id: 'u-1',
  user_email: 'buyer@example.com',
  currency_code: 'USD',
  items: JSON.stringify([{ sku: 'basic', productName: 'Basic', unitPrice: 299.88, quantity: 1 }]),
  receipt: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('signed order links', () => {
  it('open their order until they expire, then never again', () => {
    let now = Date.UTC(2026, 0, 1);
    const links = createOrderLinks(KEY, () => now);
    const link = links.sign('PW-ABC');
    expect(links.check('PW-ABC', link)).toBe('valid');
    expect(links.check('PW-OTHER', link)).toBe('invalid');
    expect(
      createOrderLinks(new TextEncoder().encode('another-key-of-32-bytes-for-links'), () => now).check('PW-ABC', link),
    ).toBe('invalid');
    now += ORDER_LINK_TTL_MS - 1000;
    expect(links.check('PW-ABC', link)).toBe('valid');
    now += 1000;
    expect(links.check('PW-ABC', link)).toBe('expired');
  });

  it('answers an expired link with 403 and the project’s error body, without the address', async () => {
    let now = Date.UTC(2026, 0, 1);
    const links = createOrderLinks(KEY, () => now);
    const read = orderReader({ links, order: () => ORDER, buyer: async () => undefined });
    const link = links.sign('PW-ABC');
    const request = () => new Request(`http://ub.test/order/PW-ABC/?orderToken=${link}`);
    const fresh = await read(request(), { orderId: 'PW-ABC' });
    expect(await fresh.json()).toEqual({
      orderNumber: 'PW-ABC',
      items: [{ sku: 'basic', productName: 'Basic', unitPrice: 299.88, quantity: 1 }],
      currencyCode: 'USD',
    });
    now += ORDER_LINK_TTL_MS;
    await expect(read(request(), { orderId: 'PW-ABC' })).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/^orderToken: the link has expired/),
    });
  });
});
