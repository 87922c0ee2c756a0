// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { FeatureGrid } from './FeatureGrid';

afterEach(cleanup);

type Item = NonNullable<SectionOf<'featureGrid'>['items']>[number];

const items: Item[] = [
  {
    _key: 'templates',
    icon: 'templates',
    title: 'Business Templates',
    text: '{templates} contracts, letters and forms, ready to fill in.',
    link: { label: 'Browse the templates', href: '/templates/' },
  },
  {
    _key: 'hr',
    icon: 'hr',
    title: 'HR Management',
    text: 'Employee files, time off and onboarding in one place.',
    link: { label: 'Learn more', href: '/features/hr-management/' },
  },
  {
    _key: 'drive',
    icon: 'drive',
    title: 'Cloud Drive',
    text: 'From 20 to 200 GB for your files, shared with your team.',
    link: null,
  },
  {
    _key: 'ai',
    icon: 'ai',
    title: 'Business AI',
    text: 'Draft, summarise and review documents in seconds.',
    link: { label: 'Learn more', href: 'javascript:alert(1)' },
  },
];

const block = sectionOf<'featureGrid'>({
  _key: 'modules',
  _type: 'featureGrid',
  heading: 'Everything your business needs, in one workspace',
  text: 'HR, projects, documents and files that work together, on the web and in the desktop apps for Windows and macOS.',
  items,
});
const show = blockRenderer(FeatureGrid, block, pageOf('en', 2));

describe('FeatureGrid', () => {
  it('is a region named by its h2, with one card per module as a list item, its title an h3', () => {
    show();
    const region = screen.getByRole('region', { name: 'Everything your business needs, in one workspace' });
    expect(within(region).getByText(/^HR, projects, documents and files/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Business Templates',
      'HR Management',
      'Cloud Drive',
      'Business AI',
    ]);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('3,000+ contracts, letters and forms, ready to fill in.')).toBeTruthy();
  });

  it('draws each module’s icon, hidden from screen readers', () => {
    const { container } = show();
    const icons = container.querySelectorAll('li > span > svg');
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('links a card in the page’s language, described by its title; a refused address is not rendered', () => {
    show({}, { locale: 'fr' });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Browse the templates', '/fr/templates/'],
      ['Learn more', '/fr/features/hr-management/'],
    ]);
    expect(links[1]!.getAttribute('aria-describedby')).toBe('modules-hr-title');
    expect(document.getElementById('modules-hr-title')?.textContent).toBe('HR Management');
  });

  it('gives each module card the address fragment the navigation links to (/features/#business-ai)', () => {
    show();
    const anchors = screen.getAllByRole('listitem').map((card) => card.id);
    expect(anchors).toEqual(['business-templates', 'hr-management', 'cloud-drive', 'business-ai']);
  });

  it('leaves out a card without title, and the whole block when no card is left', () => {
    show({ items: [items[0]!, { ...items[1]!, title: null }] });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    cleanup();
    expect(show({ items: [] }).container.innerHTML).toBe('');
  });
});
