// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const pathname = vi.fn(() => '/');
vi.mock('next/navigation', () => ({ usePathname: () => pathname() }));
const { default: GlobalError } = await import('./global-error');

afterEach(cleanup);

describe('the last-resort error page', () => {
  it.each([
    ['/de/features/', 'Diese Seite konnte nicht angezeigt werden.', 'Zur Startseite', '/de/'],
    ['/features/', 'This page could not be shown.', 'Go to the home page', '/'],
    ['/xx/features/', 'This page could not be shown.', 'Go to the home page', '/'],
  ])('at %s it speaks the address’s language and links home', (path, heading, home, href) => {
    pathname.mockReturnValue(path);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // It renders its own <html>; in the test it lands inside the test's container.
    render(<GlobalError error={new Error('layout failed')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(href);
  });

  it('gives the reference the server logged the error under, and no details on a deployment', () => {
    pathname.mockReturnValue('/fr/features/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('location', { ...window.location, hostname: 'www.paperwise.example' });
    render(<GlobalError error={Object.assign(new Error('secret detail'), { digest: '2841907453' })} />);
    expect(document.querySelector('code')!.parentElement!.textContent).toBe('Référence\u00a0: 2841907453');
    expect(document.body.textContent).not.toContain('secret detail');
    vi.unstubAllGlobals();
  });

  it('shows the details on a site run on this machine (local mode)', () => {
    pathname.mockReturnValue('/features/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('location', { ...window.location, hostname: '127.0.0.1' });
    render(<GlobalError error={new Error('the layout failed: no settings')} />);
    expect(screen.getByText('Details')).toBeTruthy();
    expect(document.querySelector('pre')!.textContent).toContain('the layout failed: no settings');
    vi.unstubAllGlobals();
  });
});
