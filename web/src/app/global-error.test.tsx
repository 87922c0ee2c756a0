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
});
