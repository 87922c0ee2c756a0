import { create } from 'zustand';
import { EMPTY_TRAFFIC_SOURCE, type TrafficSource } from '../traffic-source';

export const DEFAULT_YEAR = 2022;

export interface ErrorAction {
  label: string;
  href: string | null;
}

export interface LoaderState {
  visible: boolean;
  /** Shown in the overlay; the component's default wording applies when null. */
  message: string | null;
  opaque: boolean;
}

/** The site-wide state (the localization record lives in its own store). */
export interface GlobalState {
  year: number;
  trafficSource: TrafficSource;
  termsDialog: boolean;
  affiliateDialog: boolean;
  errorDialog: boolean;
  errorMessage: string | null;
  errorAction: ErrorAction | null;
  loader: LoaderState;
  videoBudgeto: boolean;
  videoSalesPlatform: boolean;
  mobileMenu: boolean;
  isSustainabilityPage: boolean;
}

export interface GlobalActions {
  /** The default year is replaced by the current one at start. */
  refreshYear(now?: Date): void;
  setTrafficSource(source: TrafficSource): void;
  toggleTermsDialog(): void;
  toggleAffiliateDialog(): void;
  /** With a message and an action the error dialog opens; with nothing it closes and clears both. */
  setError(message?: string | null, action?: ErrorAction | null): void;
  /** Explicit when given a boolean, a toggle otherwise. */
  setLoader(visible?: boolean, message?: string | null, opaque?: boolean): void;
  setMobileMenu(open?: boolean): void;
  toggleVideo(name: 'budgeto' | 'salesPlatform'): void;
  /** The page's content asks for the sustainability (green) theme. */
  setSustainabilityPage(on: boolean): void;
}

export const initialGlobalState: GlobalState = {
  year: DEFAULT_YEAR,
  trafficSource: EMPTY_TRAFFIC_SOURCE,
  termsDialog: false,
  affiliateDialog: false,
  errorDialog: false,
  errorMessage: null,
  errorAction: null,
  loader: { visible: false, message: null, opaque: false },
  videoBudgeto: false,
  videoSalesPlatform: false,
  mobileMenu: false,
  isSustainabilityPage: false,
};

export const useGlobalStore = create<GlobalState & GlobalActions>()((set) => ({
  ...initialGlobalState,
  refreshYear: (now = new Date()) => set({ year: now.getFullYear() }),
  setTrafficSource: (trafficSource) => set({ trafficSource }),
  toggleTermsDialog: () => set((s) => ({ termsDialog: !s.termsDialog })),
  toggleAffiliateDialog: () => set((s) => ({ affiliateDialog: !s.affiliateDialog })),
  setError: (message, action) =>
    message && action
      ? set({ errorDialog: true, errorMessage: message, errorAction: action })
      : set({ errorDialog: false, errorMessage: null, errorAction: null }),
  setLoader: (visible, message = null, opaque = false) =>
    set((s) => ({ loader: { visible: visible ?? !s.loader.visible, message, opaque } })),
  setMobileMenu: (open) => set((s) => ({ mobileMenu: open ?? !s.mobileMenu })),
  toggleVideo: (name) =>
    set((s) =>
      name === 'budgeto' ? { videoBudgeto: !s.videoBudgeto } : { videoSalesPlatform: !s.videoSalesPlatform },
    ),
  setSustainabilityPage: (on) => set({ isSustainabilityPage: on }),
}));
