// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { makeVariant, resetStores } from '../test-kit';
import { DEFAULT_YEAR, useGlobalStore } from './global';
import { useLandingStore } from './landing';
import { useProgressStore } from './progress';

beforeEach(resetStores);

describe('global store', () => {
  it('starts at the default year 2022 and replaces it with the current one', () => {
    expect(useGlobalStore.getState().year).toBe(DEFAULT_YEAR);
    expect(DEFAULT_YEAR).toBe(2022);
    useGlobalStore.getState().refreshYear(new Date('2027-06-01T00:00:00Z'));
    expect(useGlobalStore.getState().year).toBe(2027);
  });

  it('opens the error dialog with a message and an action, and clears both when given nothing', () => {
    const { setError } = useGlobalStore.getState();
    setError('Something failed', { label: 'Try again', href: null });
    expect(useGlobalStore.getState()).toMatchObject({
      errorDialog: true,
      errorMessage: 'Something failed',
      errorAction: { label: 'Try again', href: null },
    });
    setError();
    expect(useGlobalStore.getState()).toMatchObject({ errorDialog: false, errorMessage: null, errorAction: null });
  });

  it('does not open the error dialog with a message but no action', () => {
    useGlobalStore.getState().setError('Only a message');
    expect(useGlobalStore.getState().errorDialog).toBe(false);
  });

  it('toggles the terms and affiliate dialogs each on its own action', () => {
    const s = useGlobalStore.getState();
    s.toggleTermsDialog();
    expect(useGlobalStore.getState()).toMatchObject({ termsDialog: true, affiliateDialog: false });
    s.toggleAffiliateDialog();
    s.toggleTermsDialog();
    expect(useGlobalStore.getState()).toMatchObject({ termsDialog: false, affiliateDialog: true });
  });

  it('sets the loader explicitly or toggles it, with its message', () => {
    const s = useGlobalStore.getState();
    s.setLoader(true, 'Loading documents', true);
    expect(useGlobalStore.getState().loader).toEqual({ visible: true, message: 'Loading documents', opaque: true });
    s.setLoader();
    expect(useGlobalStore.getState().loader.visible).toBe(false);
    s.setLoader();
    expect(useGlobalStore.getState().loader.visible).toBe(true);
    s.setLoader(true);
    expect(useGlobalStore.getState().loader.visible).toBe(true);
  });

  it('sets the mobile menu explicitly or toggles it', () => {
    const s = useGlobalStore.getState();
    s.setMobileMenu();
    expect(useGlobalStore.getState().mobileMenu).toBe(true);
    s.setMobileMenu(true);
    expect(useGlobalStore.getState().mobileMenu).toBe(true);
    s.setMobileMenu(false);
    expect(useGlobalStore.getState().mobileMenu).toBe(false);
  });

  it('toggles the two video flags independently', () => {
    useGlobalStore.getState().toggleVideo('budgeto');
    expect(useGlobalStore.getState()).toMatchObject({ videoBudgeto: true, videoSalesPlatform: false });
    useGlobalStore.getState().toggleVideo('salesPlatform');
    expect(useGlobalStore.getState()).toMatchObject({ videoBudgeto: true, videoSalesPlatform: true });
  });

  it('flags the sustainability page as its content asks, and unflags it', () => {
    useGlobalStore.getState().setSustainabilityPage(true);
    expect(useGlobalStore.getState().isSustainabilityPage).toBe(true);
    useGlobalStore.getState().setSustainabilityPage(false);
    expect(useGlobalStore.getState().isSustainabilityPage).toBe(false);
  });
});

describe('landing store', () => {
  it("loads the variant's templates, falling back to the locale defaults when the page names none", () => {
    const variant = makeVariant();
    const defaults = {
      keyword: 'plan-de-marketing',
      documents: [{ _key: 'plan', templateId: 1, label: 'Plan', url: 'plan-D1', thumb: 't', search: 's' }],
    };
    useLandingStore
      .getState()
      .load({ ...variant, defaults, templates: { ...variant.templates, keywords: [], documents: [] } });
    expect(useLandingStore.getState()).toMatchObject({
      keywords: ['plan-de-marketing'],
      documents: defaults.documents,
    });
    useLandingStore.getState().load({ ...variant, templateCountOverride: '3,000' });
    expect(useLandingStore.getState()).toMatchObject({
      keywords: ['business-and-legal-documents'],
      templateCountOverride: '3,000',
    });
  });

  it('toggles the dialogs and closes the landing dialog with the close-only action', () => {
    const s = useLandingStore.getState();
    s.toggleDialog();
    expect(useLandingStore.getState().dialog).toBe(true);
    s.closeDialog();
    s.closeDialog();
    expect(useLandingStore.getState().dialog).toBe(false);
    s.toggleDialogPassword();
    expect(useLandingStore.getState().dialogPassword).toBe(true);
  });

  it('records an absent landing-page flag as false', () => {
    useLandingStore.getState().setLandingPage(true);
    useLandingStore.getState().setLandingPage(undefined);
    expect(useLandingStore.getState().isLandingPage).toBe(false);
  });
});

describe('progress store', () => {
  it('sets the page cursor to busy and back', () => {
    useProgressStore.getState().setProgress(true);
    expect(useProgressStore.getState().progress).toBe(true);
    expect(document.documentElement.style.cursor).toBe('wait');
    useProgressStore.getState().setProgress(false);
    expect(document.documentElement.style.cursor).toBe('');
  });
});
