// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageCookie } from './LanguageCookie';

afterEach(() => {
  cleanup();
  Cookies.remove('b_lang', { path: '/' });
});

describe('LanguageCookie', () => {
  it('records the language of the page read', () => {
    render(<LanguageCookie locale="fr" />);
    expect(Cookies.get('b_lang')).toBe('fr');
  });

  it('writes it for a year, for the whole site, SameSite=Lax, and only when it differs', () => {
    const set = vi.spyOn(Cookies, 'set');
    const { rerender } = render(<LanguageCookie locale="de" />);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith('b_lang', 'de', { expires: 365, path: '/', sameSite: 'Lax', secure: false });
    rerender(<LanguageCookie locale="de" />);
    render(<LanguageCookie locale="de" />);
    expect(set).toHaveBeenCalledTimes(1);
    rerender(<LanguageCookie locale="it" />);
    expect(set).toHaveBeenCalledTimes(2);
    expect(Cookies.get('b_lang')).toBe('it');
  });
});
