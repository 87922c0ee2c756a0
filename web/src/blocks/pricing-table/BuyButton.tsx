'use client';

import type { ReactNode } from 'react';
import { useCheckoutStore } from '@/sales/checkout/checkout-store';

/** A plan's button on a page where plans are bought: it opens the checkout of the plan's package. */
export function BuyButton({ token, className, children }: { token: string; className: string; children: ReactNode }) {
  const openCheckout = useCheckoutStore((state) => state.openCheckout);
  return (
    <button type="button" className={className} data-package={token} onClick={() => openCheckout(token)}>
      {children}
    </button>
  );
}
