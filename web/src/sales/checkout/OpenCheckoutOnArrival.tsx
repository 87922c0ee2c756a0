'use client';

import { useEffect } from 'react';
import { useCheckoutStore } from './checkout-store';

/**
 * Opens the checkout of the package the page's address names (/budgeto/buy/budgeto-monthly/) once
 * the page is on screen: the buyer came to pay for that plan.
 */
export function OpenCheckoutOnArrival({ token }: { token: string }) {
  const openCheckout = useCheckoutStore((state) => state.openCheckout);
  useEffect(() => openCheckout(token), [openCheckout, token]);
  return null;
}
