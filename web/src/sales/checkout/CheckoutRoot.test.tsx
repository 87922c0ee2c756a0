// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from './checkout-store';
import { CheckoutRoot } from './CheckoutRoot';
import { ATTEMPT_STORAGE_KEY } from './pending-attempt';
import type { CheckoutSettings, PackageView } from './types';
import { NO_SAVING, packageFixture } from '@/testing/packages';

const SETTINGS: CheckoutSettings = {
  locale: 'de',
  variantId: 'pricing-plans-de',
  userbase: '/embedded/userbase/',
  paypal: '/embedded/paypal/',
  loginHref: '/embedded/webapp/login/?lang=de&lib=de',
  thankYouPath: '/de/pricing/thank-you/',
  botCheck: null,
};
const pkg = (token: string, name: string): PackageView =>
  packageFixture(token, { name, ...NO_SAVING, currencyCode: 'EUR' });
const PACKAGES = [pkg('basic', 'Basic'), pkg('premium', 'Premium')];

beforeEach(() => {
  useCheckoutStore.setState({ packageToken: null });
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('CheckoutRoot', () => {
  it('renders nothing until a package is chosen, then the checkout for it in the page language', async () => {
    const { container } = render(<CheckoutRoot settings={SETTINGS} packages={PACKAGES} />);
    expect(container.innerHTML).toBe('');
    act(() => useCheckoutStore.getState().openCheckout('premium'));
    expect(await screen.findByRole('dialog', { name: 'Premium' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByLabelText('Kartennummer')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Schließen' }).click());
    expect(useCheckoutStore.getState().packageToken).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores a package this page does not sell', () => {
    const { container } = render(<CheckoutRoot settings={SETTINGS} packages={PACKAGES} />);
    act(() => useCheckoutStore.getState().openCheckout('unknown'));
    expect(container.innerHTML).toBe('');
  });

  const runningAttempt = () =>
    window.sessionStorage.setItem(
      ATTEMPT_STORAGE_KEY,
      JSON.stringify({ key: 'key-12345678', digest: 'ab', packageToken: 'basic', startedAt: Date.now() - 1000 }),
    );
  const navigation = (type: NavigationTimingType) =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type } as unknown as PerformanceNavigationTiming] as unknown as PerformanceEntryList);

  it('does not reopen it when the buyer comes back by a link', () => {
    runningAttempt();
    navigation('navigate');
    const { container } = render(<CheckoutRoot settings={SETTINGS} packages={PACKAGES} />);
    expect(container.innerHTML).toBe('');
    expect(useCheckoutStore.getState().packageToken).toBeNull();
  });

  it('reopens the checkout of a payment still running when the page was reloaded', async () => {
    runningAttempt();
    navigation('reload');
    render(<CheckoutRoot settings={SETTINGS} packages={PACKAGES} />);
    expect(await screen.findByRole('dialog', { name: 'Basic' }, { timeout: 10_000 })).toBeTruthy();
    expect(useCheckoutStore.getState().packageToken).toBe('basic');
  });
});
