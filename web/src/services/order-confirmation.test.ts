import { describe, expect, it, vi } from 'vitest';
import { confirmOrder } from './order-confirmation';
import type { serviceFetch } from './service-fetch';

function answering(response: Response | Error) {
  return vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof serviceFetch & ReturnType<typeof vi.fn>;
}

const ORDER = {
  orderNumber: 'PW-0A1B2C',
  currencyCode: 'EUR',
  userEmail: 'ada@example.com',
  items: [
    { sku: 'basic', productName: 'Basic', unitPrice: 29.95, quantity: 2 },
    { sku: 'addon', productName: 'Add-on', unitPrice: 0.1, quantity: 1 },
  ],
};

describe('confirmOrder', () => {
  it('asks the userbase for the order from the server and totals its lines in hundredths', async () => {
    const fetchService = answering(Response.json(ORDER));
    expect(await confirmOrder('PW-0A1B2C', fetchService)).toEqual({
      status: 'confirmed',
      order: { orderId: 'PW-0A1B2C', amountMinor: 6000, currency: 'EUR' },
    });
    const [name, path] = fetchService.mock.calls[0] as [string, string];
    expect([name, path]).toEqual(['userbase', 'order/PW-0A1B2C/']);
  });

  it('reads a 4xx as no such order', async () => {
    expect(await confirmOrder('PW-1', answering(new Response('no', { status: 404 })))).toEqual({ status: 'refused' });
  });

  it('reads no answer, a server error, or an answer that is not this order as unreachable', async () => {
    for (const response of [
      new Error('ECONNREFUSED'),
      new Response('down', { status: 503 }),
      new Response('<html>', { status: 200 }),
      Response.json({ ...ORDER, orderNumber: 'PW-OTHER' }),
      Response.json({ ...ORDER, currencyCode: 'euro' }),
      Response.json({ ...ORDER, items: [] }),
      Response.json({ ...ORDER, items: [{ unitPrice: -1, quantity: 1 }] }),
      Response.json({ ...ORDER, items: [{ unitPrice: 5, quantity: 1.5 }] }),
    ]) {
      expect(await confirmOrder('PW-0A1B2C', answering(response))).toEqual({ status: 'unreachable' });
    }
  });
});
