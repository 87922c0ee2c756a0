// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseTexts } from '@/sales/purchase/purchase-texts';
import { ORDER_DETAIL_DELAY_MS, TRACKED_ORDERS_KEY } from '@/sales/purchase/tracking';
import fr from '../../../messages/fr.json';
import { PurchaseStatus } from './PurchaseStatus';

const texts = fr.purchase as PurchaseTexts;
const fetchMock = vi.fn<typeof fetch>();
const ORDER = {
  orderNumber: 'PW-ABC123',
  items: [{ sku: 'budgeto-annual', productName: 'Budgeto', unitPrice: 107.88, quantity: 1 }],
  currencyCode: 'USD',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(search: string, planNames?: Record<string, string>) {
  window.history.replaceState(null, '', `/fr/budgeto/thank-you/${search}`);
  return render(
    <PurchaseStatus
      userbase="/u/"
      paypal="/p/"
      language="fr"
      webappHref="/embedded/webapp/login/?lang=fr&lib=fr"
      texts={texts}
      planNames={planNames}
    />,
  );
}

const tracked = () => document.querySelector('[data-purchase-tracked]')!.getAttribute('data-purchase-tracked');
const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

/** Lets the timers and the answers' promises run. */
async function runFor(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('PurchaseStatus', () => {
  it('reads the order 3 s after load with its signed link, shows it and pushes one event', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(ORDER), { status: 200 }));
    renderAt('?orderId=PW-ABC123&variant=budgeto-buy&orderToken=1790000000.sig');
    await runFor(ORDER_DETAIL_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tracked()).toBe('pending');
    await runFor(1);
    expect(tracked()).toBe('true');
    expect(screen.getByTestId('order-number').textContent).toBe('PW-ABC123');
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ')).toBe('107,88 $US');
    expect(purchases()).toEqual([
      {
        event: 'purchase',
        variantId: 'budgeto-buy',
        ecommerce: {
          transaction_id: 'PW-ABC123',
          value: 107.88,
          currency: 'USD',
          items: [{ item_id: 'budgeto-annual', item_name: 'Budgeto', price: 107.88, quantity: 1 }],
        },
      },
    ]);
    // One call: the order read with the address's signed link; the partner is told by the server.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/u/order/PW-ABC123/?orderToken=1790000000.sig']);
    expect(JSON.parse(window.localStorage.getItem(TRACKED_ORDERS_KEY)!)).toEqual(['PW-ABC123']);

    // The same page again (a reload): the order is shown, nothing is pushed or sent again.
    cleanup();
    window.dataLayer = [];
    fetchMock.mockClear();
    renderAt('?orderId=PW-ABC123&variant=budgeto-buy&orderToken=1790000000.sig');
    await runFor(ORDER_DETAIL_DELAY_MS);
    expect(tracked()).toBe('true');
    expect(purchases()).toEqual([]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/u/order/PW-ABC123/?orderToken=1790000000.sig']);
  });

  it('names the product by its plan in the page’s language when the page knows the plan', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(ORDER), { status: 200 }));
    renderAt('?orderId=PW-ABC123', { 'budgeto-annual': 'Budgeto annuel (1 utilisateur)' });
    await runFor(ORDER_DETAIL_DELAY_MS);
    expect(screen.getByTestId('order-product').textContent).toBe('Budgeto annuel (1 utilisateur)');
    cleanup();
    renderAt('?orderId=PW-ABC123', { basic: 'Basic' });
    await runFor(ORDER_DETAIL_DELAY_MS);
    expect(screen.getByTestId('order-product').textContent).toBe('Budgeto');
  });

  it('an order that cannot be read is not tracked, and the page says the receipt comes by e-mail', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'no such order' }), { status: 404 }));
    renderAt('?orderId=PW-NOPE');
    await runFor(ORDER_DETAIL_DELAY_MS);
    expect(tracked()).toBe('false');
    expect(screen.getByText(texts.receiptByEmail).tagName).toBe('P');
    expect(screen.queryByTestId('order-number')).toBeNull();
    expect(purchases()).toEqual([]);
  });

  it('an ACTIVE subscription is tracked at once; another status is not', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ id: 'I-1', status: 'ACTIVE' }), { status: 200 }));
    renderAt('?subscriptionId=I-1');
    await runFor(0);
    expect(tracked()).toBe('true');
    expect(screen.getByText(texts.subscriptionActive).tagName).toBe('P');
    expect(fetchMock.mock.calls[0]![0]).toBe('/p/subscription/I-1/show/');

    cleanup();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ id: 'I-2', status: 'SUSPENDED' }), { status: 200 }));
    renderAt('?subscriptionId=I-2');
    await runFor(0);
    expect(tracked()).toBe('false');
  });

  it('an address without an order or a subscription calls nothing', async () => {
    renderAt('');
    await runFor(ORDER_DETAIL_DELAY_MS);
    expect(tracked()).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
