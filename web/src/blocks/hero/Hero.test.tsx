// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ButtonHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockContext, SectionOf } from '../types';
import { Hero } from './Hero';

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

const block = (over: Partial<SectionOf<'hero'>> = {}): SectionOf<'hero'> => ({
  _key: 'hero',
  _type: 'hero',
  headline: '{templates} business templates',
  text: 'Ready in {templates} ways',
  points: ['Edit online', 'No credit card required'],
  cta: { label: 'Get instant access', action: 'signup', href: null },
  claims: '100% secure platform',
  visual: 'templates',
  ...over,
});

const context = (over: Partial<BlockContext> = {}): BlockContext => ({
  locale: 'fr',
  signup: false,
  pageTemplates: [
    {
      _key: 'a',
      templateId: 99,
      label: 'Plan',
      url: 'plan-D99',
      thumb: 'imgs/250px/99.png',
      search: '/search/?t=plan',
    },
  ],
  values: { templates: '1 300' },
  position: 0,
  ...over,
});

describe('Hero', () => {
  it('is the page’s h1 when first, with every {templates} filled, its points and claims line', () => {
    render(<Hero block={block()} context={context()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1 300 business templates');
    expect(screen.getByText('Ready in 1 300 ways')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Edit online',
      'No credit card required',
    ]);
    expect(screen.getByText('100% secure platform')).toBeTruthy();
  });

  it('is an h2 further down the page', () => {
    render(<Hero block={block()} context={context({ position: 2 })} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('opens the page’s sign-up dialog on a page with the engine', () => {
    render(<Hero block={block()} context={context({ signup: true })} />);
    const button = screen.getByRole('button', { name: 'Get instant access' });
    expect(button.getAttribute('data-engine-trigger')).toBe('landing');
  });

  it('links to the web app’s sign-up in the page’s language where the page has no engine', () => {
    render(<Hero block={block()} context={context()} />);
    const link = screen.getByRole('link', { name: 'Get instant access' });
    expect(link.getAttribute('href')).toMatch(/signup\/\?lang=fr&lib=fr$/);
    expect(link.className).toContain('button-primary');
  });

  it('a link button goes to its address in the page’s language', () => {
    render(
      <Hero
        block={block({ cta: { label: 'Plans', action: 'link', href: '/pricing/plans/' } })}
        context={context({ signup: true })}
      />,
    );
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/fr/pricing/plans/');
  });

  it('shows the page’s templates as sized, eagerly loaded pictures when first, or the illustration', () => {
    const { container, unmount } = render(<Hero block={block()} context={context()} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toMatch(/imgs\/250px\/99\.png$/);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '250',
      '354',
      'eager',
    ]);
    unmount();
    const drawn = render(<Hero block={block({ visual: 'workspace' })} context={context()} />);
    expect(drawn.container.querySelector('img')).toBeNull();
    expect(drawn.container.querySelector('svg')).not.toBeNull();
  });
});
