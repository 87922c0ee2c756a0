// @vitest-environment jsdom
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { Testimonials } from './Testimonials';

afterEach(cleanup);

type Quote = NonNullable<SectionOf<'testimonials'>['quotes']>[number];

const quotes: Quote[] = [
  {
    _key: 'q1',
    text: 'We used to pay a lawyer for every contract. Now we start from a template, adjust it in minutes and keep it with the rest of our files.',
    name: 'Sophie Martin',
    role: 'Office manager',
    company: 'Atelier Rive Sud',
  },
  {
    _key: 'q2',
    text: 'Onboarding a new hire took a day of paperwork. With the HR module and the {templates} templates it takes an hour.',
    name: 'Daniel Okafor',
    role: 'Operations lead',
    company: null,
  },
];

const block = sectionOf<'testimonials'>({
  _key: 'voices',
  _type: 'testimonials',
  heading: 'Trusted by 250,000+ businesses and teams',
  rating: { score: 4.8, count: '2,400', label: 'Rated {score} out of 5 by {count} reviewers' },
  quotes,
});
const show = blockRenderer(Testimonials, block, pageOf('en', 3));

describe('Testimonials', () => {
  it('is a region named by its h2; the rating says its score in words, the stars are hidden', () => {
    const { container } = show();
    expect(screen.getByRole('region', { name: 'Trusted by 250,000+ businesses and teams' })).toBeTruthy();
    expect(screen.getByText('Rated 4.8 out of 5 by 2,400 reviewers')).toBeTruthy();
    const stars = container.querySelector('svg[viewBox="0 0 128 24"]')!;
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    // 4.8 of 5 stars: the coloured copy is clipped at 96 % of the row.
    expect(Number(stars.querySelector('clipPath rect')!.getAttribute('width'))).toBeCloseTo(122.88);
    expect(stars.querySelector('clipPath')!.id).toBe('voices-stars');
  });

  it('writes the score as the page’s language does, with one decimal', () => {
    show({ rating: { score: 4, count: '1 200', label: 'Noté {score} sur 5 par {count} clients' } }, { locale: 'fr' });
    expect(screen.getByText('Noté 4,0 sur 5 par 1 200 clients')).toBeTruthy();
  });

  it('shows each quote as a blockquote in a list, with its author, role and company', () => {
    show();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const second = within(items[1]!);
    expect(second.getByRole('blockquote').textContent).toBe(
      'Onboarding a new hire took a day of paperwork. With the HR module and the 3,000+ templates it takes an hour.',
    );
    expect(items[0]!.querySelector('figcaption')!.textContent).toBe('SMSophie Martin Office manager, Atelier Rive Sud');
    expect(items[1]!.querySelector('figcaption [aria-hidden="true"]')!.textContent).toBe('DO');
  });

  it('takes the avatar’s letters from the name, also when draft mode adds its invisible edit markers', () => {
    const name = stegaEncodeSourceMap(
      { name: 'Émilie Roy' },
      {
        mappings: { "$['name']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
        documents: [{ _id: 'homePage-fr', _type: 'homePage' }],
        paths: ["$['sections'][0]['quotes'][0]['name']"],
      },
      { enabled: true, studioUrl: 'https://studio.example' },
    ).name;
    expect(name).not.toBe('Émilie Roy');
    show({ quotes: [{ ...quotes[0]!, name }] });
    expect(document.querySelector('figcaption [aria-hidden="true"]')!.textContent).toBe('ÉR');
  });

  it('shows a rating alone, quotes alone, and nothing without either', () => {
    show({ quotes: null });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/Rated 4.8/)).toBeTruthy();
    cleanup();
    show({ rating: null });
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    cleanup();
    const outOfRange = { score: 7, count: '10', label: 'Rated {score}' };
    expect(show({ rating: outOfRange, quotes: [{ ...quotes[0]!, text: null }] }).container.innerHTML).toBe('');
  });
});
