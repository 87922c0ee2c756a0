// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STUDIO_SETTINGS_ID } from '@paperwise/schemas/studio-settings';
import { contentLakeApiHost, siteLocation } from './site';

afterEach(() => {
  document.getElementById(STUDIO_SETTINGS_ID)?.remove();
});

function settings(text: string) {
  const element = document.createElement('script');
  element.id = STUDIO_SETTINGS_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

describe('siteLocation', () => {
  it('is the origin the page was served from when the site serves the studio, with the token it handed over', () => {
    settings('{"resultsToken":"abc"}');
    expect(siteLocation()).toEqual({ origin: window.location.origin, servedBySite: true, resultsToken: 'abc' });
    expect(contentLakeApiHost()).toBe(`${window.location.origin}/embedded/content-lake`);
  });

  it('is the preview URL for a studio served elsewhere (sanity dev), with no token', () => {
    expect(siteLocation()).toEqual({ origin: 'http://127.0.0.1:3000', servedBySite: false, resultsToken: null });
    settings('not json');
    expect(siteLocation().servedBySite).toBe(false);
  });
});
