// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_HOST_KEY } from '../api-host';
import { useAccountStore } from '../stores/account';
import { useGlobalStore } from '../stores/global';
import { useLandingStore } from '../stores/landing';
import { SERVICES, clearCookies, makeVariant, resetStores, testContext } from '../test-kit';
import type { DirectGoRule } from '../types';
import { createAccountAction, openDocumentAction, recordSearch, withPasswordAction } from './actions';
import { createEngineContext } from './context';

function setup(
  directGo: DirectGoRule = 'emailAndSsoCookie',
  templates: Partial<ReturnType<typeof makeVariant>['templates']> = {},
) {
  const base = makeVariant({ directGo });
  const variant = { ...base, templates: { ...base.templates, ...templates } };
  const { ctx, navigations } = testContext(variant);
  useLandingStore.getState().load(variant);
  return { ctx, navigations };
}

beforeEach(() => {
  resetStores();
  clearCookies();
});

describe('createAccountAction', () => {
  it('opens the dialog for a landing page with the root as destination', () => {
    const { ctx, navigations } = setup();
    expect(createAccountAction(ctx, { isLandingPage: true })).toBe('dialog');
    expect(useLandingStore.getState()).toMatchObject({ dialog: true, destination: { url: '/' }, isLandingPage: true });
    expect(navigations).toEqual([]);
  });

  it('keeps the dialog open when asked again', () => {
    const { ctx } = setup();
    createAccountAction(ctx, { isLandingPage: true });
    createAccountAction(ctx, { isLandingPage: true });
    expect(useLandingStore.getState().dialog).toBe(true);
  });

  it('treats an absent landing-page flag as false and sets the main-button flag from the main-button target', () => {
    const { ctx } = setup('emailAndSsoCookie', { target: 'guide', guideDocument: 'business-plan-guide-D99' });
    useLandingStore.setState({ isLandingPage: true });
    createAccountAction(ctx);
    expect(useLandingStore.getState()).toMatchObject({
      isLandingPage: false,
      isMainButton: true,
      destination: { url: 'doc/business-plan-guide-D99' },
    });
    const other = setup();
    useLandingStore.setState({ isMainButton: true });
    createAccountAction(other.ctx);
    expect(useLandingStore.getState().isMainButton).toBe(false);
  });

  it('sends a returning visitor of the first variant straight on with the e-mail cookie alone', () => {
    const { ctx, navigations } = setup('emailCookie');
    Cookies.set('b_email', 'ada@example.com');
    expect(createAccountAction(ctx, { url: '/templates/loan-agreement-D107/' })).toBe('direct');
    expect(navigations).toEqual(['https://www.paperwise.test/embedded/webapp/doc/loan-agreement-D107?lang=en&lib=en']);
    expect(useLandingStore.getState().dialog).toBe(false);
  });

  it('needs a sign-on cookie of either kind in the second variant', () => {
    const { ctx, navigations } = setup('emailAndSsoCookie');
    Cookies.set('b_email', 'ada@example.com');
    expect(createAccountAction(ctx, { url: 'loan-agreement-D107' })).toBe('dialog');
    useLandingStore.setState({ dialog: false });
    Cookies.set('ssojwt', 'webapp-token');
    expect(createAccountAction(ctx, { url: 'loan-agreement-D107' })).toBe('direct');
    Cookies.remove('ssojwt');
    Cookies.set('p_ssojwt', 'site-token');
    expect(createAccountAction(ctx, { url: 'loan-agreement-D107' })).toBe('direct');
    expect(navigations).toHaveLength(2);
  });

  it('sends a business destination to the business-plan kit', () => {
    const { ctx, navigations } = setup('emailCookie');
    Cookies.set('b_email', 'ada@example.com');
    createAccountAction(ctx, { url: 'business-plan-D99' });
    expect(navigations).toEqual(['https://www.paperwise.test/embedded/webapp/business-plan-kit/?lang=en&lib=en']);
  });

  it('searches for the keyword when nothing else applies', () => {
    const { ctx, navigations } = setup('emailCookie', { keywords: ['loan-agreement'] });
    Cookies.set('b_email', 'ada@example.com');
    createAccountAction(ctx);
    expect(navigations).toEqual(['https://www.paperwise.test/embedded/webapp/search/?t=loan-agreement&lang=en&lib=en']);
  });

  it('goes straight on from the landing page once the direct send is committed', () => {
    const { ctx, navigations } = setup('emailCookie');
    Cookies.set('b_email', 'ada@example.com');
    useLandingStore.getState().commitSendToWebapp();
    expect(createAccountAction(ctx, { isLandingPage: true })).toBe('direct');
    expect(navigations).toEqual(['https://www.paperwise.test/embedded/webapp/?lang=en&lib=en']);
  });

  it('refuses a foreign address and goes to the web app root instead', () => {
    const { ctx, navigations } = setup('emailCookie');
    Cookies.set('b_email', 'ada@example.com');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    createAccountAction(ctx, { url: 'https://evil.example/x' });
    expect(new URL(navigations[0]!).origin).toBe('https://www.paperwise.test');
    expect(new URL(navigations[0]!).pathname).toBe('/embedded/webapp/');
  });
});

describe('openDocumentAction', () => {
  it('opens the dialog without the e-mail cookie, remembering the document', () => {
    const { ctx, navigations } = setup('emailCookie');
    expect(openDocumentAction(ctx, 'mutual-nda-D104/')).toBe('dialog');
    expect(useLandingStore.getState()).toMatchObject({ dialog: true, destination: { url: 'doc/mutual-nda-D104' } });
    expect(navigations).toEqual([]);
  });

  it('goes straight to the document with the e-mail cookie (and the sign-on cookie in the second variant)', () => {
    const first = setup('emailCookie');
    Cookies.set('b_email', 'ada@example.com');
    expect(openDocumentAction(first.ctx, 'mutual-nda-D104')).toBe('direct');
    const second = setup('emailAndSsoCookie');
    expect(openDocumentAction(second.ctx, 'mutual-nda-D104')).toBe('dialog');
    Cookies.set('p_ssojwt', 't');
    expect(openDocumentAction(second.ctx, 'folder/7')).toBe('direct');
    expect(second.navigations).toEqual(['https://www.paperwise.test/embedded/webapp/folder/7?lang=en&lib=en']);
  });

  it('closes the dialog as the second variant hands off', () => {
    const { ctx } = setup('emailAndSsoCookie');
    useLandingStore.setState({ dialog: true });
    Cookies.set('b_email', 'ada@example.com');
    Cookies.set('p_ssojwt', 't');
    openDocumentAction(ctx, 'mutual-nda-D104');
    expect(useLandingStore.getState().dialog).toBe(false);
  });
});

describe('withPasswordAction', () => {
  it('opens the password dialog without the e-mail cookie', () => {
    const { ctx, navigations } = setup();
    expect(withPasswordAction(ctx)).toBe('dialog');
    expect(useLandingStore.getState().dialogPassword).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('hands off with the sign-on token when the e-mail cookie exists', () => {
    const { ctx, navigations } = setup();
    Cookies.set('b_email', 'ada@example.com');
    Cookies.set('p_ssojwt', 'sso-9');
    expect(withPasswordAction(ctx)).toBe('handed-off');
    const url = new URL(navigations[0]!);
    expect(url.pathname).toBe('/embedded/webapp/sso/');
    expect(url.searchParams.get('ssotoken')).toBe('sso-9');
    expect(url.searchParams.has('welcomeAutoGeneratedPassword')).toBe(false);
    expect(useLandingStore.getState().dialogPassword).toBe(false);
  });
});

describe('the loader while the web app answers', () => {
  it('covers the page, see-through, as a returning visitor goes straight on; a dialog needs none', () => {
    const { ctx } = setup('emailCookie');
    createAccountAction(ctx, { isLandingPage: true });
    expect(useGlobalStore.getState().loader.visible).toBe(false);
    Cookies.set('b_email', 'ada@example.com');
    createAccountAction(ctx, { url: '/templates/loan-agreement-D107/' });
    expect(useGlobalStore.getState().loader).toEqual({ visible: true, message: null, opaque: false });
  });

  it('covers it opaque on a hand-off with the sign-on token, in its default wording', () => {
    const { ctx } = setup();
    Cookies.set('b_email', 'ada@example.com');
    Cookies.set('p_ssojwt', 'sso-9');
    withPasswordAction(ctx);
    expect(useGlobalStore.getState().loader).toEqual({ visible: true, message: null, opaque: true });
  });
});

describe('the API host', () => {
  it('is the one this browser stored, on a local site only', () => {
    localStorage.setItem(API_HOST_KEY, 'http://127.0.0.1:4100/');
    try {
      expect(createEngineContext(makeVariant(), { ...SERVICES, apiHostOverridable: true }).services.userbase).toBe(
        'http://127.0.0.1:4100/',
      );
      expect(createEngineContext(makeVariant(), SERVICES).services.userbase).toBe(SERVICES.userbase);
    } finally {
      localStorage.removeItem(API_HOST_KEY);
    }
  });
});

describe('recordSearch', () => {
  it('stores the keyword and its display name in cookies', () => {
    recordSearch(' contrat-de-distribution ', 'fr');
    expect(Cookies.get('b_search')).toBe('contrat-de-distribution');
    expect(Cookies.get('b_document')).toBe('Contrat de Distribution');
  });

  it('ignores an empty keyword', () => {
    recordSearch('  ', 'en');
    expect(Cookies.get('b_search')).toBeUndefined();
  });
});

describe('account store', () => {
  it('clears back to nothing', () => {
    useAccountStore.getState().setAccount({ userEmail: 'a@b.co', userId: '1' });
    useAccountStore.getState().clear();
    expect(useAccountStore.getState().data).toBeNull();
  });
});
