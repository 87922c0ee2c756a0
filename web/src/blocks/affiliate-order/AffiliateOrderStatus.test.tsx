// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateTexts } from '@/sales/purchase/affiliate-texts';
import en from '../../../messages/en.json';
import { AffiliateOrderStatus } from './AffiliateOrderStatus';

const texts = en.affiliate as AffiliateTexts;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/start/cb/${search}`);
  return render(
    <AffiliateOrderStatus
      userbase="/embedded/userbase/"
      language="en"
      webappLogin="/embedded/webapp/login/?lang=en&lib=en"
      supportHref="/company/contact/"
      texts={texts}
    />,
  );
}

describe('AffiliateOrderStatus', () => {
  it('without a receipt says so and links to customer support, without calling the userbase', async () => {
    renderAt('');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.noReceipt);
    expect(screen.getByRole('link', { name: texts.contactSupport }).getAttribute('href')).toBe('/company/contact/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a receipt the userbase refuses gives its own message', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'cbreceipt: must be a receipt number' }), { status: 400 }),
    );
    renderAt('?cbreceipt=x');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.invalid);
  });

  it('a network failure gives the failure message, not a crash', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('?cbreceipt=ABC123456&item=basic&cemail=a%40example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.failed);
  });

  it('posts the retailer’s fields and shows the order with the buyer’s first name', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          orderDetails: { orderId: 'PW-ABC', amount: 299.88, sku: 'basic', product: 'Basic', fname: 'Ada' },
          userId: 'u-1',
        }),
        { status: 200 },
      ),
    );
    renderAt('?cbreceipt=ABC123456&item=basic&cemail=a%40example.com&cname=Ada%20Lovelace&other=ignored');
    expect((await screen.findByText('Welcome to Paperwise, Ada!')).tagName).toBe('P');
    expect(screen.getByTestId('order-number').textContent).toBe('PW-ABC');
    expect(screen.getByTestId('order-total').textContent).toBe('299.88');
    expect(screen.getByRole('link', { name: texts.openApp }).getAttribute('href')).toBe(
      '/embedded/webapp/login/?lang=en&lib=en&userId=u-1',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/embedded/userbase/affiliate/clickbank/');
    expect(JSON.parse(init!.body as string)).toEqual({
      cbreceipt: 'ABC123456',
      item: 'basic',
      cemail: 'a@example.com',
      cname: 'Ada Lovelace',
      lang: 'en',
    });
  });
});
