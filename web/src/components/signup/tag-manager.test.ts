import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';
import { tagManagerSnippet } from './tag-manager';

describe('GTM_ID (env)', () => {
  it('is optional and empty means unset', () => {
    expect(parseEnv({}).GTM_ID).toBeUndefined();
    expect(parseEnv({ GTM_ID: '' }).GTM_ID).toBeUndefined();
  });
  it('takes a container id', () => {
    expect(parseEnv({ GTM_ID: ' GTM-AB12CD3 ' }).GTM_ID).toBe('GTM-AB12CD3');
  });
  it.each(["GTM-AB12'); alert(1); ('", 'UA-12345-1', 'gtm-ab12cd3', 'GTM-'])('refuses %j', (value) => {
    expect(() => parseEnv({ GTM_ID: value })).toThrow(/GTM_ID: must be a container id/);
  });
});

describe('tagManagerSnippet', () => {
  it('starts the shared dataLayer and loads the container from the tag manager host', () => {
    const snippet = tagManagerSnippet('GTM-AB12CD3');
    expect(snippet).toContain('window.dataLayer=window.dataLayer||[]');
    expect(snippet).toContain("event:'gtm.js'");
    expect(snippet).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3'");
  });
  it('refuses anything but a container id', () => {
    expect(() => tagManagerSnippet("x';alert(1);'")).toThrow();
  });
});
