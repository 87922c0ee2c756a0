import { describe, expect, it } from 'vitest';
import {
  BUSINESS_PLAN_KIT,
  chooseDestination,
  decideCreateAccount,
  decideOpenDocument,
  directDestination,
  isMainButtonFor,
  mayGoDirect,
  rewriteDestination,
  ROOT_DESTINATION,
  searchDestination,
  type CreateAccountInput,
} from './destination';

describe('rewriteDestination (marketing-site addresses as web-app destinations)', () => {
  it.each([
    // The marketing-site templates prefix goes.
    ['/templates/business-plan-D99', 'doc/business-plan-D99'],
    ['templates/marketing-plan-D102/', 'doc/marketing-plan-D102'],
    ['/templates/', ROOT_DESTINATION],
    // A path ending in -D<digits> is a document: doc/{path}.
    ['business-plan-D99', 'doc/business-plan-D99'],
    ['/loan-agreement-D107', 'doc/loan-agreement-D107'],
    // Paths without that ending stay as they are, and doc/ is never doubled.
    ['business-plan-D', 'business-plan-D'],
    ['business-plan-d99', 'business-plan-d99'],
    ['business-plan-D99x', 'business-plan-D99x'],
    ['doc/business-plan-D99', 'doc/business-plan-D99'],
    ['folder/12', 'folder/12'],
    // A trailing slash goes.
    ['business-plan-D99/', 'doc/business-plan-D99'],
    ['folder/12//', 'folder/12'],
    // The fixed destinations and the root stay.
    ['search/?t=loan-agreement', 'search/?t=loan-agreement'],
    ['/search/?t=loan-agreement', 'search/?t=loan-agreement'],
    ['business-plan-kit/', BUSINESS_PLAN_KIT],
    ['/', '/'],
    ['', '/'],
  ])('rewrites %j as %j', (given, destination) => {
    expect(rewriteDestination(given)).toBe(destination);
  });
});

describe('chooseDestination (the order of precedence)', () => {
  const base = {
    mainButtonTarget: null,
    guideDocument: 'business-plan-guide-D99',
    isLandingPage: false,
    keyword: 'loan-agreement',
  };

  it('takes the given address first, even with a guide target on a landing page', () => {
    expect(
      chooseDestination({ ...base, mainButtonTarget: 'guide', isLandingPage: true, given: 'mutual-nda-D104' }),
    ).toBe('doc/mutual-nda-D104');
  });

  it('then the guide document when the target is guide', () => {
    expect(chooseDestination({ ...base, mainButtonTarget: 'guide', isLandingPage: true })).toBe(
      'doc/business-plan-guide-D99',
    );
  });

  it('then the root for a landing page', () => {
    expect(chooseDestination({ ...base, isLandingPage: true })).toBe('/');
    expect(chooseDestination({ ...base, mainButtonTarget: 'other', isLandingPage: true })).toBe('/');
  });

  it('else a search for the keyword', () => {
    expect(chooseDestination(base)).toBe('search/?t=loan-agreement');
    expect(chooseDestination({ ...base, given: '   ' })).toBe('search/?t=loan-agreement');
  });

  it('encodes the keyword of a search destination', () => {
    expect(searchDestination('plan de négocios & co')).toBe('search/?t=plan%20de%20n%C3%A9gocios%20%26%20co');
  });
});

describe('direct go (a returning visitor skips the dialog)', () => {
  it('first variant: the e-mail cookie alone is enough', () => {
    expect(mayGoDirect('emailCookie', { hasEmailCookie: true, hasSsoCookie: false })).toBe(true);
    expect(mayGoDirect('emailCookie', { hasEmailCookie: false, hasSsoCookie: true })).toBe(false);
  });

  it('second variant: the e-mail cookie plus a single-sign-on cookie', () => {
    expect(mayGoDirect('emailAndSsoCookie', { hasEmailCookie: true, hasSsoCookie: false })).toBe(false);
    expect(mayGoDirect('emailAndSsoCookie', { hasEmailCookie: false, hasSsoCookie: true })).toBe(false);
    expect(mayGoDirect('emailAndSsoCookie', { hasEmailCookie: true, hasSsoCookie: true })).toBe(true);
  });

  it('sends a destination containing the business keyword to the business-plan kit', () => {
    expect(directDestination('doc/business-plan-D99')).toBe(BUSINESS_PLAN_KIT);
    expect(directDestination('search/?t=Business-Proposal')).toBe(BUSINESS_PLAN_KIT);
    expect(directDestination('doc/loan-agreement-D107')).toBe('doc/loan-agreement-D107');
    expect(directDestination('/')).toBe('/');
  });
});

describe('decideCreateAccount', () => {
  const input: CreateAccountInput = {
    rule: 'emailCookie',
    mainButtonTarget: null,
    guideDocument: null,
    isLandingPage: false,
    keyword: 'loan-agreement',
    sendToWebapp: false,
    hasEmailCookie: true,
    hasSsoCookie: false,
  };

  it('goes direct outside a landing page when the rule allows', () => {
    expect(decideCreateAccount(input)).toEqual({ kind: 'direct', destination: 'search/?t=loan-agreement' });
    expect(decideCreateAccount({ ...input, given: 'business-plan-D99' })).toEqual({
      kind: 'direct',
      destination: 'business-plan-kit/',
    });
  });

  it('opens the dialog on a landing page, with the root as destination', () => {
    expect(decideCreateAccount({ ...input, isLandingPage: true })).toEqual({ kind: 'dialog', destination: '/' });
  });

  it('goes direct from a landing page once the direct send was committed', () => {
    expect(decideCreateAccount({ ...input, isLandingPage: true, sendToWebapp: true })).toEqual({
      kind: 'direct',
      destination: '/',
    });
  });

  it('opens the dialog when the rule fails, keeping the chosen destination', () => {
    expect(decideCreateAccount({ ...input, hasEmailCookie: false })).toEqual({
      kind: 'dialog',
      destination: 'search/?t=loan-agreement',
    });
    expect(decideCreateAccount({ ...input, rule: 'emailAndSsoCookie', given: 'business-plan-D99' })).toEqual({
      kind: 'dialog',
      destination: 'doc/business-plan-D99',
    });
  });

  it('sets the main-button flag from the main-button target', () => {
    expect(isMainButtonFor('guide')).toBe(true);
    expect(isMainButtonFor(null)).toBe(false);
    expect(isMainButtonFor('')).toBe(false);
  });
});

describe('decideOpenDocument (opening a document or folder)', () => {
  it('goes direct with the e-mail cookie in the first variant', () => {
    expect(
      decideOpenDocument('emailCookie', '/templates/loan-agreement-D107/', {
        hasEmailCookie: true,
        hasSsoCookie: false,
      }),
    ).toEqual({
      kind: 'direct',
      destination: 'doc/loan-agreement-D107',
    });
  });

  it('needs the sign-on cookie too in the second variant', () => {
    const signals = { hasEmailCookie: true, hasSsoCookie: false };
    expect(decideOpenDocument('emailAndSsoCookie', 'folder/12/', signals)).toEqual({
      kind: 'dialog',
      destination: 'folder/12',
    });
    expect(decideOpenDocument('emailAndSsoCookie', 'folder/12/', { ...signals, hasSsoCookie: true }).kind).toBe(
      'direct',
    );
  });

  it('opens the dialog without the e-mail cookie', () => {
    expect(
      decideOpenDocument('emailCookie', 'loan-agreement-D107', { hasEmailCookie: false, hasSsoCookie: true }).kind,
    ).toBe('dialog');
  });
});
