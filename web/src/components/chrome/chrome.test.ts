import { describe, expect, it } from 'vitest';
import type { CHROME_QUERY_RESULT } from '@/content/sanity.types';
import { singlePeriods, toChrome, type ChromeFallbacks } from './chrome';
import { taglineText } from './tagline';

const fallbacks: ChromeFallbacks = {
  login: 'Login',
  account: 'Account',
  tryForFree: 'Try for free',
  menu: 'Menu',
  contactHeading: 'Contact us',
  languageLabel: 'Language',
  customerService: 'Customer service: {phone}',
  copyright: '© {year} {company}',
};
const facts = { phone: '+1 514 555 0142', company: 'Paperwise Software Inc.', year: 2026 };
const link = (label: string | null, href: string | null) => ({ _key: `key-${label}`, label, href, language: null });

describe('toChrome', () => {
  it('falls back on the messages when a language has no navigation or footer document', () => {
    const chrome = toChrome({ navigation: null, footer: null, social: null } as CHROME_QUERY_RESULT, facts, fallbacks);
    expect(chrome.navigation).toEqual({
      headerStyle: 'simple',
      main: [],
      utility: [],
      megaMenus: [],
      buttons: { login: 'Login', account: 'Account', tryFree: 'Try for free', menu: 'Menu' },
    });
    expect(chrome.footer.customerService).toBe('Customer service: +1 514 555 0142');
    expect(chrome.footer.copyright).toBe('© 2026 Paperwise Software Inc.');
    expect(chrome.footer.rating).toBeNull();
  });

  it('keeps complete links and groups only, fills the placeholders and names the networks', () => {
    const raw = {
      navigation: {
        headerStyle: 'mega',
        mainLinks: [link('Home', '/'), link(null, '/x/'), link('Broken', null)],
        utilityLinks: null,
        buttons: { login: 'Log in', account: null, tryFree: 'Start', menu: null },
        megaMenus: [
          {
            _key: 'templates',
            title: 'Templates',
            groups: [{ _key: 'language', title: 'By language', links: [link('Français', '/templates/')] }],
          },
          { _key: 'empty', title: 'Empty', groups: [{ _key: 'nothing', title: 'Nothing', links: [] }] },
        ],
      },
      footer: {
        columns: [{ _key: 'about', title: 'About', links: [link('About us', '/company/about/')] }],
        freeTrial: link('Start free', '/docs/free-demo/'),
        rating: { score: 4.7, label: 'Rated {score} out of 5' },
        contactHeading: null,
        languageLabel: 'Langue',
        legalLinks: [link('Terms', '/company/terms-of-use/')],
        simpleLinks: null,
        customerService: 'Service : {phone}',
        copyright: '© {year} {company}. Tous droits réservés.',
      },
      social: [
        { _key: 'li', network: 'linkedin', url: 'https://www.linkedin.com/company/x' },
        { _key: 'x', network: 'x', url: null },
      ],
    } as CHROME_QUERY_RESULT;
    const chrome = toChrome(raw, facts, fallbacks);
    expect(chrome.navigation.headerStyle).toBe('mega');
    expect(chrome.navigation.main).toEqual([{ key: 'key-Home', label: 'Home', href: '/', language: null }]);
    expect(chrome.navigation.megaMenus.map((m) => m.title)).toEqual(['Templates']);
    expect(chrome.navigation.buttons).toEqual({ login: 'Log in', account: 'Account', tryFree: 'Start', menu: 'Menu' });
    expect(chrome.footer.rating).toBe('Rated 4.7 out of 5');
    expect(chrome.footer.contactHeading).toBe('Contact us');
    expect(chrome.footer.customerService).toBe('Service : +1 514 555 0142');
    expect(chrome.footer.copyright).toBe('© 2026 Paperwise Software Inc. Tous droits réservés.');
    expect(chrome.footer.freeTrial).toEqual({
      key: 'key-Start free',
      label: 'Start free',
      href: '/docs/free-demo/',
      language: null,
    });
    expect(chrome.footer.social).toEqual([
      { key: 'li', label: 'LinkedIn', href: 'https://www.linkedin.com/company/x' },
    ]);
  });
});

describe('taglineText', () => {
  it('adds the customer-service number only to a tagline that asks for it', () => {
    expect(taglineText({ text: 'Simplify the way you work', withPhone: false }, '+1 514 555 0142')).toBe(
      'Simplify the way you work',
    );
    expect(taglineText({ text: 'Questions? Call us:', withPhone: true }, '+1 514 555 0142')).toBe(
      'Questions? Call us: +1 514 555 0142',
    );
    expect(taglineText(null, '+1')).toBeNull();
  });
});

describe('links', () => {
  it('leaves out links whose address the studio would refuse (content written through the API)', () => {
    const raw = {
      navigation: {
        headerStyle: null,
        mainLinks: [
          link('Home', '/'),
          link('Script', 'javascript:alert(1)'),
          link('Data', 'data:text/html,<script>alert(1)</script>'),
          link('Other host', '//evil.example/'),
          link('Plain http', 'http://example.com/'),
        ],
        utilityLinks: null,
        buttons: null,
        megaMenus: null,
      },
      footer: {
        columns: null,
        freeTrial: link('Start', 'javascript:void(0)'),
        rating: null,
        contactHeading: null,
        languageLabel: null,
        legalLinks: [link('Terms', '/company/terms-of-use/'), link('Mail', 'mailto:legal@paperwise.example')],
        simpleLinks: null,
        customerService: null,
        copyright: null,
      },
      social: [
        { _key: 'li', network: 'linkedin', url: 'javascript:alert(1)' },
        { _key: 'x', network: 'x', url: 'http://x.example/p' },
        { _key: 'fb', network: 'facebook', url: 'https://www.facebook.com/p' },
      ],
    } as CHROME_QUERY_RESULT;
    const chrome = toChrome(raw, facts, fallbacks);
    expect(chrome.navigation.main.map((l) => l.href)).toEqual(['/']);
    expect(chrome.footer.freeTrial).toBeNull();
    expect(chrome.footer.legalLinks.map((l) => l.href)).toEqual([
      '/company/terms-of-use/',
      'mailto:legal@paperwise.example',
    ]);
    expect(chrome.footer.social.map((l) => l.href)).toEqual(['https://www.facebook.com/p']);
  });
});

describe('the copyright line', () => {
  it('keeps one period after a company name that ends with one', () => {
    expect(singlePeriods('© 2026 Paperwise Software Inc.. All rights reserved.')).toBe(
      '© 2026 Paperwise Software Inc. All rights reserved.',
    );
    expect(singlePeriods('© 2026 Paperwise Software Inc..')).toBe('© 2026 Paperwise Software Inc.');
    // An ellipsis inside a word and a single period are left alone.
    expect(singlePeriods('Version 2..3 © Paperwise.')).toBe('Version 2..3 © Paperwise.');
  });
});
