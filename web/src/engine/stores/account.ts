import { create } from 'zustand';

/** The account answer of GET account/get/{userId}. */
export interface Account {
  userEmail: string;
  userId: string;
}

/** The logged-in user held client side, and the tokens of a fresh sign-up. */
export interface AccountState {
  data: Account | null;
  userEmail: string | null;
  userId: string | null;
  jwt: string | null;
  ssojwt: string | null;
}

export interface AccountActions {
  setAccount(account: Account): void;
  setTokens(tokens: { jwt: string | null; ssojwt: string | null }): void;
  clear(): void;
}

export const initialAccountState: AccountState = { data: null, userEmail: null, userId: null, jwt: null, ssojwt: null };

export const useAccountStore = create<AccountState & AccountActions>()((set) => ({
  ...initialAccountState,
  setAccount: (account) => set({ data: account, userEmail: account.userEmail, userId: account.userId }),
  setTokens: ({ jwt, ssojwt }) => set({ jwt, ssojwt }),
  clear: () => set(initialAccountState),
}));
