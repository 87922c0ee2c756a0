// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CtaButton, type CtaContent } from './CtaButton';
import { pageOf } from './test-support';

vi.mock('@/components/signup', async () => ({
  SignupTrigger: (await import('./test-support')).SignupTriggerStub,
}));

afterEach(cleanup);

const context = pageOf('de', 3);

const show = (cta: CtaContent | null, ctx = context()) =>
  render(<CtaButton cta={cta} context={ctx} className="button button-primary" />);

describe('CtaButton', () => {
  it('opens the page’s sign-up dialog where the page runs the engine', () => {
    show({ label: 'Alle {templates} Vorlagen öffnen', action: 'signup', href: null }, context({ signup: true }));
    const button = screen.getByRole('button', { name: 'Alle 1.300 Vorlagen öffnen' });
    expect(button.getAttribute('data-engine-trigger')).toBe('landing');
  });

  it('leads to the web app’s sign-up in the page’s language elsewhere', () => {
    show({ label: 'Kostenlos testen', action: 'signup', href: null });
    expect(screen.getByRole('link', { name: 'Kostenlos testen' }).getAttribute('href')).toMatch(
      /signup\/\?lang=de&lib=de$/,
    );
  });

  it('a link goes to its address in the page’s language, even on a page with the engine', () => {
    show({ label: 'Preise', action: 'link', href: '/pricing/plans/' }, context({ signup: true }));
    expect(screen.getByRole('link', { name: 'Preise' }).getAttribute('href')).toBe('/de/pricing/plans/');
  });

  it('an address the site refuses is never rendered: the button signs up instead', () => {
    show({ label: 'Start', action: 'link', href: 'javascript:alert(1)' });
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toMatch(/signup\/\?lang=de/);
  });

  it('no text, no button', () => {
    const { container } = show({ label: null, action: 'signup', href: null });
    expect(container.innerHTML).toBe('');
    expect(show(null).container.innerHTML).toBe('');
  });
});
