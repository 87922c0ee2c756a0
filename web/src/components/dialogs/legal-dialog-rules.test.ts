import { describe, expect, it } from 'vitest';
import { isPlainClick, LEGAL_DIALOGS, opensDialog } from './legal-dialog-rules';

const click = (over: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});

describe('isPlainClick', () => {
  it('takes a primary click without modifiers', () => {
    expect(isPlainClick(click())).toBe(true);
  });
  it('leaves Ctrl/Cmd/Shift/Alt clicks, other buttons and handled clicks to the browser', () => {
    for (const over of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(isPlainClick(click(over)), JSON.stringify(over)).toBe(false);
    }
  });
});

describe('opensDialog', () => {
  const page = 'https://site.test/fr/company/terms-of-use/';
  const dialog = '/fr/company/affiliate-agreement/';
  const link = (href: string, target = '', download = false) => ({ href, target, download });

  it('opens for a same-site link to the page, relative or absolute, with or without the slash, a hash or a query', () => {
    expect(opensDialog(link('/fr/company/affiliate-agreement/'), page, dialog)).toBe(true);
    expect(opensDialog(link('https://site.test/fr/company/affiliate-agreement'), page, dialog)).toBe(true);
    expect(opensDialog(link('../affiliate-agreement/#section-3'), page, dialog)).toBe(true);
    expect(opensDialog(link('/fr/company/affiliate-agreement/?ref=x', '_self'), page, dialog)).toBe(true);
  });
  it('follows links to other pages, other languages and other sites', () => {
    expect(opensDialog(link('/fr/company/eula/'), page, dialog)).toBe(false);
    expect(opensDialog(link('/company/affiliate-agreement/'), page, dialog)).toBe(false);
    expect(opensDialog(link('https://elsewhere.test/fr/company/affiliate-agreement/'), page, dialog)).toBe(false);
    expect(opensDialog(link('mailto:x@site.test'), page, dialog)).toBe(false);
  });
  it('follows links meant for another window or for download', () => {
    expect(opensDialog(link(dialog, '_blank'), page, dialog)).toBe(false);
    expect(opensDialog(link(dialog, '_top'), page, dialog)).toBe(false);
    expect(opensDialog(link(dialog, '', true), page, dialog)).toBe(false);
  });
  it('does not open on the page of the text itself', () => {
    expect(opensDialog(link(dialog), 'https://site.test/fr/company/affiliate-agreement/', dialog)).toBe(false);
    expect(opensDialog(link('#section-2'), 'https://site.test/fr/company/affiliate-agreement/#x', dialog)).toBe(false);
  });
});

describe('LEGAL_DIALOGS', () => {
  it('shows the licence for Terms of Use links and the affiliate agreement for its own page', () => {
    expect(LEGAL_DIALOGS.terms).toEqual({ documentType: 'eula', linkedPage: 'termsOfUse' });
    expect(LEGAL_DIALOGS.affiliate).toEqual({ documentType: 'affiliateAgreement', linkedPage: 'affiliateAgreement' });
  });
});
