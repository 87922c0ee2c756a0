import { create } from 'zustand';

export interface CheckoutState {
  /** The package being bought, or null while no checkout is open. */
  packageToken: string | null;
  openCheckout(token: string): void;
  closeCheckout(): void;
}

/**
 * Which package the buyer chose. The pricing table's Buy buttons set it; the checkout opens while
 * it is set. Kept tiny on purpose: it is part of every pricing page's first scripts.
 */
export const useCheckoutStore = create<CheckoutState>()((set) => ({
  packageToken: null,
  openCheckout: (token) => set({ packageToken: token }),
  closeCheckout: () => set({ packageToken: null }),
}));
