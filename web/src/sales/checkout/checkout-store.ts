import { create } from 'zustand';

/**
 * Which package the buyer is paying for, if any: the pricing table's buttons open the checkout
 * with a package, the checkout closes it. Kept tiny: every pricing page loads it at start.
 */
interface CheckoutState {
  packageToken: string | null;
  openCheckout(token: string): void;
  closeCheckout(): void;
}

export const useCheckoutStore = create<CheckoutState>()((set) => ({
  packageToken: null,
  openCheckout: (token) => set({ packageToken: token }),
  closeCheckout: () => set({ packageToken: null }),
}));
