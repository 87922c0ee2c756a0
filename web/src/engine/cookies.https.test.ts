// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.paperwise.test/docs/" }
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from './cookies';

describe('cookies over HTTPS', () => {
  it('are Secure', () => {
    expect(window.location.protocol).toBe('https:');
    const set = vi.spyOn(Cookies, 'set');
    setCookie('email', 'ada@example.com');
    expect(set).toHaveBeenCalledWith('b_email', 'ada@example.com', {
      expires: 1,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    expect(Cookies.get('b_email')).toBe('ada@example.com');
  });
});
