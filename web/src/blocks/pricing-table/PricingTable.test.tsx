// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '@/sales/checkout/checkout-store';
import { withOverride } from '@/sales/pricing/package-rules';
import { pageOf, sectionOf, serverBlockRenderer } from '../shared/test-support';
import type { SectionOf } from '../types';
import { PricingTable } from './PricingTable';
import { packageFixture, SPECIAL_BASIC_FIGURES } from '@/testing/packages';

// The site side shares the block's rules, never its schema: loading Sanity would fail here.
vi.mock('sanity', () => {
  throw new Error('a block component loaded the studio’s sanity package');
});
afterEach(() => {
  cleanup();
  useCheckoutStore.getState().closeCheckout();
});

/** The package service as the test sets it: the packages it knows, by token. */
const service = vi.hoisted(() => ({ known: new Map<string, unknown>(), asked: [] as string[][] }));
vi.mock('@/sales/pricing/packages', () => ({
  readPackages: async (tokens: string[]) => {
    service.asked.push(tokens);
    return tokens.flatMap((token) => (service.known.has(token) ? [service.known.get(token)] : []));
  },
}));
vi.mock('next-intl/server', () => ({
  getTranslations:
    async () =>
    (key: string, values: Record<string, unknown> = {}) =>
      `${key}(${Object.values(values).join(', ')})`,
}));

const pkg = packageFixture;
for (const known of [
  pkg('basic'),
  pkg('premium', { name: 'Premium', users: 5, price: 49.99, total: 599.88, valueRegular: 74.99 }),
  pkg('basic-monthly', { months: 1, price: 37.49, total: 37.49, savings: 0, saveRelative: 0 }),
  withOverride(pkg('special-basic', SPECIAL_BASIC_FIGURES)),
]) {
  service.known.set(known.token, known);
}

type Plan = NonNullable<SectionOf<'pricingTable'>['plans']>[number];

const basic: Plan = {
  _id: 'plan-en-basic',
  language: 'en',
  name: 'Basic',
  package: 'basic',
  users: '1-user licence',
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
const show = serverBlockRenderer(PricingTable, block, pageOf('en', 2));

describe('PricingTable', () => {
  it('shows each plan as a card in a list: name, licence, the package’s price, billing and saving, features', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Simple pricing for 3,000+ templates');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Basic',
      'Premium',
    ]);
    const first = within(cards[0]!);
    for (const text of ['1-user licence', '$24.99', 'perMonth()', 'billed($299.88, 12)', 'save(33)', '$37.49']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '3,000+ business templates',
      'Docs, Sheets and Cloud Drive',
      'Desktop apps for Windows and macOS',
    ]);
  });

  it('a button per plan, named by the plan, to the address in the page’s language, carrying the package', async () => {
    await show({}, { locale: 'fr' });
    // A French page shows French plans only: the English ones are left out.
    expect(screen.queryByRole('article')).toBeNull();
    cleanup();
    const french = [
      { ...basic, language: 'fr' as const },
      { ...premium, language: 'fr' as const, name: 'Premium' },
    ];
    await show({ plans: french }, { locale: 'fr' });
    expect(screen.getAllByText('24,99 $US')).toHaveLength(1);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('data-package')])).toEqual([
      ['Choose Basic', '/fr/pricing/plans/', 'basic'],
      ['Choose Premium', '/fr/pricing/plans/', 'premium'],
    ]);
  });

  it('marks the highlighted plan with its badge; a plain plan shows no badge', async () => {
    await show();
    const [plain, highlighted] = screen.getAllByRole('article');
    expect(within(highlighted!).getByText('Most popular')).toBeTruthy();
    expect(within(plain!).queryByText('Most popular')).toBeNull();
    expect(highlighted!.parentElement!.className).toMatch(/highlighted/);
  });

  it('leaves out a dangling or repeated plan, keeps at most four, falls back to the plans page for a refused address', async () => {
    const plans = [
      basic,
      null as unknown as Plan,
      basic,
      premium,
      { ...basic, _id: 'c', name: 'Team' },
      { ...basic, _id: 'd', name: 'Business' },
      { ...basic, _id: 'e', name: 'Enterprise' },
    ];
    await show({ plans, buttonHref: 'javascript:alert(1)' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Basic',
      'Premium',
      'Team',
      'Business',
    ]);
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/pricing/plans/');
    cleanup();
    expect((await show({ plans: [] })).container.innerHTML).toBe('');
  });

  it('leaves out a plan whose package the service does not know', async () => {
    await show({ plans: [basic, { ...premium, package: 'retired-plan' }] });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Basic']);
    expect(service.asked.at(-1)).toEqual(['basic', 'retired-plan']);
  });

  it('shows a monthly package without a saving, and the special offer with its overridden regular price', async () => {
    await show({
      plans: [
        { ...basic, _id: 'm', package: 'basic-monthly' },
        { ...basic, _id: 's', package: 'special-basic' },
      ],
    });
    const [monthly, special] = screen.getAllByRole('article');
    expect(within(monthly!).getByText('billed($37.49, 1)')).toBeTruthy();
    expect(within(monthly!).queryByText(/^save/)).toBeNull();
    expect(within(special!).getByText('save(73)')).toBeTruthy();
    expect(within(special!).getByText('$37.99').tagName).toBe('S');
    expect(within(special!).getByText('$9.99')).toBeTruthy();
  });

  it('on a page where plans are bought, the buttons open the checkout of their package', async () => {
    await show({}, { checkout: true });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Premium' }));
    expect(useCheckoutStore.getState().packageToken).toBe('premium');
  });
});
