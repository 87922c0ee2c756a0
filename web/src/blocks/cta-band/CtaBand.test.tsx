// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ButtonHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockContext, SectionOf } from '../types';
import { CtaBand } from './CtaBand';

// The engine's trigger, as a plain button that says what it would do.
vi.mock('@/components/signup', () => ({
  SignupTrigger: ({
    isLandingPage,
    ...rest
  }: ButtonHTMLAttributes<HTMLButtonElement> & { isLandingPage?: boolean }) => (
    <button type="button" data-engine-trigger={isLandingPage ? 'landing' : 'other'} {...rest} />
  ),
}));

afterEach(cleanup);

const block = (over: Partial<SectionOf<'ctaBand'>> = {}): SectionOf<'ctaBand'> => ({
  _key: 'closing',
  _type: 'ctaBand',
  heading: 'Tu próximo contrato, listo hoy',
  text: 'Elige entre {templates} plantillas, complétala en línea y guárdala en Word o PDF.',
  cta: { label: 'Acceso inmediato', action: 'signup', href: null },
  claims: 'Sin tarjeta de crédito · Plataforma 100 % segura',
  ...over,
});

const context = (over: Partial<BlockContext> = {}): BlockContext => ({
  locale: 'es',
  signup: false,
  pageTemplates: null,
  values: { templates: '1.200' },
  position: 5,
  ...over,
});

describe('CtaBand', () => {
  it('is a region named by its h2, with its text, button and claims line', () => {
    render(<CtaBand block={block()} context={context()} />);
    expect(screen.getByRole('region', { name: 'Tu próximo contrato, listo hoy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(
      screen.getByText('Elige entre 1.200 plantillas, complétala en línea y guárdala en Word o PDF.'),
    ).toBeTruthy();
    expect(screen.getByText('Sin tarjeta de crédito · Plataforma 100 % segura')).toBeTruthy();
  });

  it('opens the page’s sign-up dialog where the page runs the engine', () => {
    render(<CtaBand block={block()} context={context({ signup: true })} />);
    const button = screen.getByRole('button', { name: 'Acceso inmediato' });
    expect(button.getAttribute('data-engine-trigger')).toBe('landing');
    expect(button.className).toMatch(/^button /);
  });

  it('leads to the web app’s sign-up in the page’s language where the page has no engine', () => {
    render(<CtaBand block={block()} context={context()} />);
    const link = screen.getByRole('link', { name: 'Acceso inmediato' });
    expect(link.getAttribute('href')).toMatch(/signup\/\?lang=es&lib=es$/);
  });

  it('a link button goes to its address in the page’s language', () => {
    render(
      <CtaBand
        block={block({ cta: { label: 'Ver los planes', action: 'link', href: '/pricing/plans/' } })}
        context={context({ signup: true })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe('/es/pricing/plans/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without text or claims line, only heading and button', () => {
    const { container } = render(<CtaBand block={block({ text: null, claims: null })} context={context()} />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('link')).toBeTruthy();
  });
});
