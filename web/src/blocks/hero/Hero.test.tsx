// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import { Hero } from './Hero';

vi.mock('@/components/signup', async () => ({
  SignupTrigger: (await import('../shared/test-support')).SignupTriggerStub,
}));

afterEach(cleanup);

const block = sectionOf<'hero'>({
  _key: 'hero',
  _type: 'hero',
  headline: '{templates} business templates',
  text: 'Ready in {templates} ways',
  points: ['Edit online', 'No credit card required'],
  cta: { label: 'Get instant access', action: 'signup', href: null },
  claims: '100% secure platform',
  visual: 'templates',
  image: null,
});

const page = pageOf('fr', 0, {
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
});
const show = blockRenderer(Hero, block, page);

describe('Hero', () => {
  it('is the page’s h1 when first, with every {templates} filled, its points and claims line', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('1 300 business templates');
    expect(screen.getByText('Ready in 1 300 ways')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Edit online',
      'No credit card required',
    ]);
    expect(screen.getByText('100% secure platform')).toBeTruthy();
  });

  it('is an h2 further down the page', () => {
    show({}, { position: 2 });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('opens the page’s sign-up dialog on a page with the engine', () => {
    show({}, { signup: true });
    const button = screen.getByRole('button', { name: 'Get instant access' });
    expect(button.getAttribute('data-engine-trigger')).toBe('landing');
  });

  it('links to the web app’s sign-up in the page’s language where the page has no engine', () => {
    show();
    const link = screen.getByRole('link', { name: 'Get instant access' });
    expect(link.getAttribute('href')).toMatch(/signup\/\?lang=fr&lib=fr$/);
    expect(link.className).toContain('button-primary');
  });

  it('a link button goes to its address in the page’s language', () => {
    show({ cta: { label: 'Plans', action: 'link', href: '/pricing/plans/' } }, { signup: true });
    expect(screen.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/fr/pricing/plans/');
  });

  it('shows the page’s templates as sized, eagerly loaded pictures when first, or the illustration', () => {
    const { container, unmount } = show();
    const image = container.querySelector('img')!;
    // Through the image optimizer, from the thumbnail's 600 px rendition, 1x and 2x.
    const source = decodeURIComponent(new URL(image.getAttribute('src')!, 'http://site.test').searchParams.get('url')!);
    expect(source).toMatch(/imgs\/600px\/99\.png$/);
    expect(image.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/);
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '250',
      '354',
      'eager',
    ]);
    unmount();
    const drawn = show({ visual: 'workspace' });
    expect(drawn.container.querySelector('img')).toBeNull();
    expect(drawn.container.querySelector('svg')).not.toBeNull();
    drawn.unmount();
    // An uploaded image, by its path on this site when the local lake holds it, sized by its metadata.
    const uploaded = show({
      visual: 'image',
      image: {
        alt: 'Un tableau de bord',
        url: 'http://localhost:3000/embedded/content-lake/images/local/production/abc-48x30.png',
        width: 48,
        height: 30,
      },
    });
    const uploadedImage = uploaded.container.querySelector('img')!;
    expect(uploadedImage.getAttribute('src')).toBe('/embedded/content-lake/images/local/production/abc-48x30.png');
    expect(uploadedImage.getAttribute('alt')).toBe('Un tableau de bord');
    expect([uploadedImage.getAttribute('width'), uploadedImage.getAttribute('height')]).toEqual(['48', '30']);
    uploaded.unmount();
    // Chosen but not uploaded yet: no picture rather than a broken one.
    expect(show({ visual: 'image', image: null }).container.querySelector('img')).toBeNull();
  });

  it('asks for the front picture first when it opens the page, the two behind it when laid out, and none further down', () => {
    const three = [99, 100, 101].map((id) => ({
      _key: String(id),
      templateId: id,
      label: 'Plan',
      url: `plan-D${id}`,
      thumb: `imgs/250px/${id}.png`,
      search: '/search/?t=plan',
    }));
    const showThree = blockRenderer(Hero, block, pageOf('fr', 0, { pageTemplates: three }));
    const first = showThree();
    // The front picture is the largest paint (the two behind it are drawn smaller): it alone comes first.
    expect(
      [...first.container.querySelectorAll('img')].map((img) => [
        img.getAttribute('fetchpriority'),
        img.getAttribute('loading'),
      ]),
    ).toEqual([
      ['high', 'eager'],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
    first.unmount();
    const lower = showThree({}, { position: 2 });
    const images = [...lower.container.querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      [null, 'lazy'],
      [null, 'lazy'],
      [null, 'lazy'],
    ]);
  });
});
