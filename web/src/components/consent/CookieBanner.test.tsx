// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const pathname = vi.fn(() => '/fr/company/about/');
vi.mock('next/navigation', () => ({ usePathname: () => pathname() }));
const { CookieBanner } = await import('./CookieBanner');
const { CookieSettingsButton } = await import('./CookieSettingsButton');

const LABELS = {
  region: 'Avis sur les cookies',
  text: 'Nous utilisons des cookies.',
  accept: 'Accepter',
  refuse: 'Refuser',
  learnMore: 'Lire notre politique',
  close: 'Fermer',
  chosen: { granted: 'Vous avez accepté les cookies.', denied: 'Vous avez refusé les cookies.' },
};

function renderPage() {
  render(
    <>
      <footer>
        <CookieSettingsButton label="Paramètres des cookies" />
      </footer>
      <CookieBanner labels={LABELS} />
    </>,
  );
  return screen.getByRole('button', { name: 'Paramètres des cookies' });
}

const banner = () => screen.queryByRole('region', { name: LABELS.region });

beforeEach(() => {
  vi.useFakeTimers();
  pathname.mockReturnValue('/fr/company/about/');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.dataLayer = [];
});

describe('the cookie banner reopened from Cookie settings', () => {
  it('shows the choice in force, takes the focus, and gives it back on Escape without changing the choice', () => {
    document.cookie = 'user-cookies=1; path=/';
    const settings = renderPage();
    act(() => vi.advanceTimersByTime(2000));
    expect(banner()).toBeNull();
    settings.focus();
    fireEvent.click(settings);
    const region = banner()!;
    expect(region).not.toBeNull();
    expect(document.activeElement).toBe(region);
    expect(region.textContent).toContain('Vous avez accepté les cookies.');
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(document.cookie).toBe('user-cookies=1');
  });

  it('refusing withdraws the consent and removes the measuring cookies; accepting again gives it back', () => {
    document.cookie = 'user-cookies=1; path=/';
    document.cookie = 'pw_vid=AbCdEfGhIjKlMnOpQrStUw; path=/';
    document.cookie = '_ga=GA1.1.1.2; path=/';
    const settings = renderPage();
    fireEvent.click(settings);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(banner()).toBeNull();
    expect(document.cookie).toBe('user-cookies=0');
    expect(document.activeElement).toBe(settings);
    fireEvent.click(settings);
    expect(banner()!.textContent).toContain('Vous avez refusé les cookies.');
    fireEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(document.cookie).toBe('user-cookies=1');
  });

  it('opens on a page that shows no banner of itself, and its close button keeps the choice', () => {
    pathname.mockReturnValue('/fr/company/contact/');
    document.cookie = 'user-cookies=0; path=/';
    const settings = renderPage();
    fireEvent.click(settings);
    expect(banner()!.textContent).toContain('Vous avez refusé les cookies.');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(document.cookie).toBe('user-cookies=0');
  });

  it('the first banner, shown by itself, does not take the focus nor say a choice', () => {
    const settings = renderPage();
    settings.focus();
    act(() => vi.advanceTimersByTime(1000));
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(banner()!.querySelector('.cookie-choice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
  });
});
