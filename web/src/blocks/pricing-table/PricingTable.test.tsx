// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { PricingTable } from './PricingTable';

// The site side shares the block's rules, never its schema: loading Sanity would fail here.
vi.mock('sanity', () => {
  throw new Error('a block component loaded the studio’s sanity package');
});
afterEach(cleanup);

type Plan = NonNullable<SectionOf<'pricingTable'>['plans']>[number];

const basic: Plan = {
  _id: 'plan-en-basic',
  language: 'en',
  name: 'Basic',
  package: 'basic',
  users: '1-user licence',
  price: '$24.99',
  priceUnit: 'per month',
  billing: 'billed $299.88 per year',
  savings: 'Save 33%',
  features: ['{templates} business templates', 'Docs, Sheets and Cloud Drive', 'Desktop apps for Windows and macOS'],
  highlighted: false,
  badge: null,
};
const premium: Plan = {
  ...basic,
  _id: 'plan-en-premium',
  name: 'Premium',
  package: 'premium',
  users: '5-user licence',
  price: '$49.99',
  billing: 'billed $599.88 per year',
  features: ['Everything in Basic', 'HR Management and Project Management', 'Cloud Drive up to 200 GB'],
  highlighted: true,
  badge: 'Most popular',
};

const block = sectionOf<'pricingTable'>({
  _key: 'pricing',
  _type: 'pricingTable',
  heading: 'Simple pricing for {templates} templates',
  text: 'Buying a template library saves thousands of dollars in legal fees.',
  buttonLabel: 'Choose {plan}',
  buttonHref: '/pricing/plans/',
  plans: [basic, premium],
});
const show = blockRenderer(PricingTable, block, pageOf('en', 2));

describe('PricingTable', () => {
  it('shows each plan as a card in a list: name, licence, price, billing, savings, features', () => {
    show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Simple pricing for 3,000+ templates');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Basic',
      'Premium',
    ]);
    const first = within(cards[0]!);
    for (const text of ['1-user licence', '$24.99', 'per month', 'billed $299.88 per year', 'Save 33%']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3,000+ business templates',
      'Docs, Sheets and Cloud Drive',
      'Desktop apps for Windows and macOS',
    ]);
  });

  it('a button per plan, named by the plan, to the address in the page’s language, carrying the package', () => {
    show({}, { locale: 'fr' });
    // A French page shows French plans only: the English ones are left out.
    expect(screen.queryByRole('article')).toBeNull();
    cleanup();
    const french = [
      { ...basic, language: 'fr' as const },
      { ...premium, language: 'fr' as const, name: 'Premium' },
    ];
    show({ plans: french }, { locale: 'fr' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('data-package')])).toEqual([
      ['Choose Basic', '/fr/pricing/plans/', 'basic'],
      ['Choose Premium', '/fr/pricing/plans/', 'premium'],
    ]);
  });

  it('marks the highlighted plan with its badge; a plain plan shows no badge', () => {
    show();
    const [plain, highlighted] = screen.getAllByRole('article');
    expect(within(highlighted!).getByText('Most popular')).toBeTruthy();
    expect(within(plain!).queryByText('Most popular')).toBeNull();
    expect(highlighted!.parentElement!.className).toMatch(/highlighted/);
  });

  it('leaves out a dangling or repeated plan, keeps at most four, falls back to the plans page for a refused address', () => {
    const plans = [
      basic,
      null as unknown as Plan,
      basic,
      premium,
      { ...basic, _id: 'c', name: 'Team' },
      { ...basic, _id: 'd', name: 'Business' },
      { ...basic, _id: 'e', name: 'Enterprise' },
    ];
    show({ plans, buttonHref: 'javascript:alert(1)' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Premium',
      'Team',
      'Business',
    ]);
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/pricing/plans/');
    cleanup();
    expect(show({ plans: [] }).container.innerHTML).toBe('');
  });
});
