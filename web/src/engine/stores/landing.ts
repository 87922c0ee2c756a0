import { create } from 'zustand';
import { ROOT_DESTINATION } from '../destination';
import type { DefaultDocuments, SignupVariant, TemplateEntry } from '../types';

/**
 * What the engine knows of the landing page it runs on: the dialog flags, the page's templates and
 * keywords (with the language's defaults), where the main button leads, and the destination the
 * next sign-up will hand the visitor to.
 */
export interface LandingState {
  dialog: boolean;
  dialogPassword: boolean;
  keywords: string[];
  documents: TemplateEntry[];
  destination: { url: string };
  defaults: DefaultDocuments | null;
  cardHeading: string | null;
  isMainButton: boolean;
  mainButtonTarget: string | null;
  guideDocument: string | null;
  templateCountOverride: string | null;
  /** The landing-page flag of the last create-account action; absent means false. */
  isLandingPage: boolean;
  /** Committed at start when a search cookie and user data exist: the next opening goes straight to the web app. */
  sendToWebapp: boolean;
}

export interface LandingActions {
  /** Loads a variant's templates and defaults; the dialog flags are left alone. */
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
  keywords: [],
  documents: [],
  destination: { url: ROOT_DESTINATION },
  defaults: null,
  cardHeading: null,
  isMainButton: false,
  mainButtonTarget: null,
  guideDocument: null,
  templateCountOverride: null,
  isLandingPage: false,
  sendToWebapp: false,
};

export const useLandingStore = create<LandingState & LandingActions>()((set) => ({
  ...initialLandingState,
  load: (variant) =>
    set({
      keywords: variant.templates.keywords.length ? variant.templates.keywords : [variant.defaults.keyword],
      documents: variant.templates.documents.length ? variant.templates.documents : variant.defaults.documents,
      defaults: variant.defaults,
      cardHeading: variant.templates.cardHeading,
      isMainButton: variant.templates.isMainButton,
      mainButtonTarget: variant.templates.target,
      guideDocument: variant.templates.guideDocument,
      templateCountOverride: variant.templateCountOverride,
    }),
  toggleDialog: () => set((s) => ({ dialog: !s.dialog })),
  closeDialog: () => set({ dialog: false }),
  toggleDialogPassword: () => set((s) => ({ dialogPassword: !s.dialogPassword })),
  setDestination: (url) => set({ destination: { url } }),
  setIsMainButton: (value) => set({ isMainButton: value }),
  setLandingPage: (value) => set({ isLandingPage: value ?? false }),
  commitSendToWebapp: () => set({ sendToWebapp: true }),
}));
