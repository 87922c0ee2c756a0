import { describe, expect, it } from 'vitest';
import { FOOTER_KINDS, HEADER_ACTIONS, HEADER_KINDS } from '@paperwise/schemas/documents/layoutPreset';
import {
  CONSENT_WORDINGS,
  DIALOG_KINDS,
  DIRECT_GO_RULES,
  LABEL_STYLES,
} from '@paperwise/schemas/documents/signupDialog';
import { PAGE_THEMES } from '@paperwise/schemas/documents/page';
import { KNOWN_MIDDLEWARE, unknownMiddlewareOf } from './unknown-middleware';

describe('unknownMiddlewareOf', () => {
  it('knows every choice the studio offers, and nothing else', () => {
    const values = (list: ReadonlyArray<{ value: string }>) => list.map((choice) => choice.value).sort();
    expect(Object.keys(KNOWN_MIDDLEWARE.headerKind).sort()).toEqual(values(HEADER_KINDS));
    expect(Object.keys(KNOWN_MIDDLEWARE.footerKind).sort()).toEqual(values(FOOTER_KINDS));
    expect(Object.keys(KNOWN_MIDDLEWARE.headerActions).sort()).toEqual(values(HEADER_ACTIONS));
    expect(Object.keys(KNOWN_MIDDLEWARE.dialogKind).sort()).toEqual(values(DIALOG_KINDS));
    expect(Object.keys(KNOWN_MIDDLEWARE.labelStyle).sort()).toEqual(values(LABEL_STYLES));
    expect(Object.keys(KNOWN_MIDDLEWARE.directGo).sort()).toEqual(values(DIRECT_GO_RULES));
    expect(Object.keys(KNOWN_MIDDLEWARE.consentWording).sort()).toEqual(values(CONSENT_WORDINGS));
    expect(Object.keys(KNOWN_MIDDLEWARE.theme).sort()).toEqual(values(PAGE_THEMES));
  });

  it('passes a page naming only known values, or leaving them empty', () => {
    expect(unknownMiddlewareOf({ headerKind: 'sticky', footerKind: 'none', dialogKind: 'email' })).toBeNull();
    expect(unknownMiddlewareOf({ headerKind: null, theme: null, presetMissing: false })).toBeNull();
    expect(unknownMiddlewareOf(null)).toBeNull();
  });

  it('names the first unknown value, and a preset or dialog reference that leads nowhere', () => {
    expect(unknownMiddlewareOf({ headerKind: 'banner' })).toBe('the headerKind "banner"');
    expect(unknownMiddlewareOf({ footerKind: 'simple', labelStyle: 'wavy' })).toBe('the labelStyle "wavy"');
    expect(unknownMiddlewareOf({ headerKind: 'constructor' })).toBe('the headerKind "constructor"');
    expect(unknownMiddlewareOf({ presetMissing: true, headerKind: null })).toBe('a layout preset that does not exist');
    expect(unknownMiddlewareOf({ dialogMissing: true })).toBe('a sign-up dialog that does not exist');
  });
});
