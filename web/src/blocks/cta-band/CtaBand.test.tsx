// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import { CtaBand } from './CtaBand';

vi.mock('@/components/signup', async () => ({
  SignupTrigger: (await import('../shared/test-support')).SignupTriggerStub,
}));

afterEach(cleanup);

const block = sectionOf<'ctaBand'>({
  _key: 'closing',
  _type: 'ctaBand',
  heading: 'Tu próximo contrato, listo hoy',
  text: 'Elige entre {templates} plantillas, complétala en línea y guárdala en Word o PDF.',
  cta: { label: 'Acceso inmediato', action: 'signup', href: null },
  claims: 'Sin tarjeta de crédito · Plataforma 100 % segura',
});
const show = blockRenderer(CtaBand, block, pageOf('es', 5));

describe('CtaBand', () => {
  it('is a region named by its h2, with its text, button and claims line', () => {
    show();
    expect(screen.getByRole('region', { name: 'Tu próximo contrato, listo hoy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(
      screen.getByText('Elige entre 1.200 plantillas, complétala en línea y guárdala en Word o PDF.'),
    ).toBeTruthy();
    expect(screen.getByText('Sin tarjeta de crédito · Plataforma 100 % segura')).toBeTruthy();
  });

  it('opens the page’s sign-up dialog where the page runs the engine', () => {
    show({}, { signup: true });
    const button = screen.getByRole('button', { name: 'Acceso inmediato' });
    expect(button.getAttribute('data-engine-trigger')).toBe('landing');
    expect(button.className).toMatch(/^button /);
  });

  it('leads to the web app’s sign-up in the page’s language where the page has no engine', () => {
    show();
    const link = screen.getByRole('link', { name: 'Acceso inmediato' });
    expect(link.getAttribute('href')).toMatch(/signup\/\?lang=es&lib=es$/);
  });

  it('a link button goes to its address in the page’s language', () => {
    show({ cta: { label: 'Ver los planes', action: 'link', href: '/pricing/plans/' } }, { signup: true });
    expect(screen.getByRole('link', { name: 'Ver los planes' }).getAttribute('href')).toBe('/es/pricing/plans/');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without text or claims line, only heading and button', () => {
    const { container } = show({ text: null, claims: null });
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('link')).toBeTruthy();
  });
});
