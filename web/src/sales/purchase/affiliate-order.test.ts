import { describe, expect, it, vi } from 'vitest';
import { parseAffiliateOrder } from './affiliate-order';
import { readAndTrackOrder, type Fetch } from './tracking';

const answer = {
  orderDetails: { orderId: 'PW-ABC', amount: 299.88, sku: 'basic', product: 'Basic', fname: 'Ada' },
  userId: 'u-1',
  orderToken: '1790000000.sig',
};

describe('the affiliate retailer’s order', () => {
  it('keeps the signed link of the answer, and reads the order back with it', async () => {
    const order = parseAffiliateOrder(answer)!;
    expect(order).toMatchObject({ orderId: 'PW-ABC', orderToken: '1790000000.sig' });
    expect(parseAffiliateOrder({ ...answer, orderToken: undefined })?.orderToken).toBeNull();

    const fetcher = vi.fn<Fetch>(async () => new Response('{}', { status: 401 }));
    await readAndTrackOrder(fetcher, '/u/', order, null, null, () => {});
    expect(fetcher.mock.calls[0]![0]).toBe('/u/order/PW-ABC/?orderToken=1790000000.sig');
  });
});
