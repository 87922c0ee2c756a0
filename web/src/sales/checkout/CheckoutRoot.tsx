'use client';

import { lazyComponent } from '@/lib/lazy-component';
import { useEffect } from 'react';
import { useCheckoutStore } from './checkout-store';
import { pageWasReloaded, pendingAttempt } from './pending-attempt';
import type { CheckoutSettings, PackageView } from './types';

/**
 * The checkout's code (the payment form, its validation and card libraries, the country lists and
 * the checkout's words), fetched only when a buyer chooses a package: everything imported here is
 * part of every pricing page's first scripts. Should that code fail to arrive (the connection
 * dropped), the choice is undone so that the Buy button can be pressed again.
 */
const CheckoutLoader = lazyComponent(
  () => import('./Checkout').then((m) => m.Checkout).catch(() => CheckoutUnavailable),
  {
    ssr: false,
  },
);

function CheckoutUnavailable({ onClose }: { onClose: () => void }) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

/**
 * The pricing page's checkout, mounted once: nothing until a Buy button names a package, then the
 * payment dialog for it. Reloading the tab while a payment runs reopens its dialog.
 */
export function CheckoutRoot({ settings, packages }: { settings: CheckoutSettings; packages: PackageView[] }) {
  const packageToken = useCheckoutStore((state) => state.packageToken);
  const closeCheckout = useCheckoutStore((state) => state.closeCheckout);

  useEffect(() => {
    // Only a reload reopens it: a buyer who left the checkout and comes back later by a link is
    // not interrupted (the attempt is still recognised if they pay again with the same details).
    if (!pageWasReloaded()) return;
    const pending = pendingAttempt();
    if (pending && packages.some((p) => p.token === pending.packageToken)) {
      useCheckoutStore.getState().openCheckout(pending.packageToken);
    }
  }, [packages]);

  const pkg = packageToken ? packages.find((p) => p.token === packageToken) : undefined;
  if (!pkg) return null;
  return <CheckoutLoader settings={settings} pkg={pkg} onClose={closeCheckout} />;
}
