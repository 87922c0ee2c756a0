// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { saveConsentChoice } from './consent-choice';
import { ConsentedScripts } from './ConsentedScripts';

const SCRIPTS = [{ name: 'behaviour', src: '/assets/stand-ins/behaviour.js' }];
const loaded = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-consented-script]')];

afterEach(() => {
  cleanup();
  loaded().forEach((script) => script.remove());
  Cookies.remove('user-cookies', { path: '/' });
});

describe('ConsentedScripts', () => {
  it('loads nothing before the visitor chooses, then the script once Accept is clicked', () => {
    render(<ConsentedScripts scripts={SCRIPTS} />);
    expect(loaded()).toHaveLength(0);
    saveConsentChoice('granted');
    expect(loaded().map((script) => script.getAttribute('src'))).toEqual(['/assets/stand-ins/behaviour.js']);
    expect(loaded()[0]!.async).toBe(true);
  });

  it('loads nothing after a refusal', () => {
    render(<ConsentedScripts scripts={SCRIPTS} />);
    saveConsentChoice('denied');
    expect(loaded()).toHaveLength(0);
  });

  it('loads at once, and once, for a visitor who accepted earlier', () => {
    Cookies.set('user-cookies', '1', { path: '/' });
    render(
      <>
        <ConsentedScripts scripts={SCRIPTS} />
        <ConsentedScripts scripts={SCRIPTS} />
      </>,
    );
    expect(loaded()).toHaveLength(1);
  });

  it('loads nothing for a visitor who refused earlier', () => {
    Cookies.set('user-cookies', '0', { path: '/' });
    render(<ConsentedScripts scripts={SCRIPTS} />);
    expect(loaded()).toHaveLength(0);
  });
});
