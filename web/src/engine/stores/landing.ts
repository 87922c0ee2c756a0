import { create } from 'zustand';
import { ROOT_DESTINATION } from '../destination';
import type { DefaultDocuments, LandingDocument, SignupVariant } from '../types';

/** The landing state of signup §3. */
export interface LandingState {
  dialog: boolean;
  dialogPassword: boolean;
  keyword: string[];
  documents: LandingDocument[];
  destination: { url: string };
  defaults: DefaultDocuments | null;
  cardHeading: string | null;
  isMainButton: boolean;
  heroTarget: string | null;
  guideDocument: string | null;
  gvTemplateNumbers: string | null;
  /** The landing-page flag of the last create-account action; absent means false. */
  isLandingPage: boolean;
  /** Committed at start when a search cookie and user data exist (signup §4). */
  sendToWebapp: boolean;
}

export interface LandingActions {
  /** Loads a variant's hero and defaults; the dialog flags are left alone. */
  load(variant: SignupVariant): void;
  toggleDialog(): void;
  /** The close-only action: never opens. */
  closeDialog(): void;
  toggleDialogPassword(): void;
  setDestination(url: string): void;
  setIsMainButton(value: boolean): void;
  setLandingPage(value: boolean | undefined): void;
  commitSendToWebapp(): void;
}

export const initialLandingState: LandingState = {
  dialog: false,
  dialogPassword: false,
  keyword: [],
  documents: [],
  destination: { url: ROOT_DESTINATION },
  defaults: null,
  cardHeading: null,
  isMainButton: false,
  heroTarget: null,
  guideDocument: null,
  gvTemplateNumbers: null,
  isLandingPage: false,
  sendToWebapp: false,
};

export const useLandingStore = create<LandingState & LandingActions>()((set) => ({
  ...initialLandingState,
  load: (variant) =>
    set({
      keyword: variant.hero.keywords.length ? variant.hero.keywords : [variant.defaults.keyword],
      documents: variant.hero.documents.length ? variant.hero.documents : variant.defaults.documents,
      defaults: variant.defaults,
      cardHeading: variant.hero.cardHeading,
      isMainButton: variant.hero.isMainButton,
      heroTarget: variant.hero.target,
      guideDocument: variant.hero.guideDocument,
      gvTemplateNumbers: variant.gvTemplateNumbers,
    }),
  toggleDialog: () => set((s) => ({ dialog: !s.dialog })),
  closeDialog: () => set({ dialog: false }),
  toggleDialogPassword: () => set((s) => ({ dialogPassword: !s.dialogPassword })),
  setDestination: (url) => set({ destination: { url } }),
  setIsMainButton: (value) => set({ isMainButton: value }),
  setLandingPage: (value) => set({ isLandingPage: value ?? false }),
  commitSendToWebapp: () => set({ sendToWebapp: true }),
}));
