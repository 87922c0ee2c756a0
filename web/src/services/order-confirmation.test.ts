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

const LINK = '1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('confirmOrder', () => {
  it('asks the userbase for the order from the server, with its signed link, and totals its lines in hundredths', async () => {
    const fetchService = answering(Response.json(ORDER));
    expect(await confirmOrder('PW-0A1B2C', LINK, fetchService)).toEqual({
      status: 'confirmed',
      order: { orderId: 'PW-0A1B2C', amountMinor: 6000, currency: 'EUR' },
    });
    const [name, path] = fetchService.mock.calls[0] as [string, string];
    expect([name, path]).toEqual(['userbase', `order/PW-0A1B2C/?orderToken=${LINK}`]);
  });

  it('reads a 4xx as a refusal (no such order, a wrong or expired link)', async () => {
    for (const status of [403, 404]) {
      expect(await confirmOrder('PW-1', LINK, answering(new Response('no', { status })))).toEqual({
        status: 'refused',
      });
    }
  });

  it('refuses without a link, asking nothing: an order id alone proves nothing', async () => {
    const fetchService = answering(Response.json(ORDER));
    expect(await confirmOrder('PW-0A1B2C', '', fetchService)).toEqual({ status: 'refused' });
    expect(fetchService).not.toHaveBeenCalled();
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
      expect(await confirmOrder('PW-0A1B2C', LINK, answering(response))).toEqual({ status: 'unreachable' });
    }
  });
});
