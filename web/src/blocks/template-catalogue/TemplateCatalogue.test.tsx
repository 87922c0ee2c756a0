// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { TemplateCatalogue } from './TemplateCatalogue';
import { templateCatalogueProblem } from '@paperwise/schemas/blocks/template-catalogue/template-catalogue.schema';

afterEach(cleanup);

type Group = NonNullable<SectionOf<'templateCatalogue'>['groups']>[number];

const groups: Group[] = [
  {
    _key: 'g1',
    title: 'Par service',
    links: [
      { _key: 'l1', label: 'Juridique', href: '/search/?q=juridique', language: null },
      { _key: 'l2', label: 'Dangereux', href: 'javascript:alert(1)', language: null },
    ],
  },
  {
    _key: 'g2',
    title: 'Par langue',
    links: [
      { _key: 'l3', label: 'English', href: '/templates/', language: 'en' },
      { _key: 'l4', label: 'Français', href: '/templates/', language: 'fr' },
    ],
  },
  { _key: 'g3', title: 'Vide', links: [] },
];

const block = sectionOf<'templateCatalogue'>({
  _key: 'catalogue',
  _type: 'templateCatalogue',
  heading: 'Parcourir par service, par type ou par sujet',
  text: 'Chaque sujet ouvre ses modèles.',
  groups,
});
const show = blockRenderer(TemplateCatalogue, block, pageOf('fr', 1));

describe('TemplateCatalogue', () => {
  it('shows each group of the templates menu as a card of links, named by its heading', () => {
    show();
    const region = screen.getByRole('region', { name: 'Parcourir par service, par type ou par sujet' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Par service', 'Par langue']);
  });

  it('leads a topic to its search in the page’s language, and a language to its own catalogue', () => {
    show();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')])).toEqual([
      ['Juridique', '/fr/search/?q=juridique', null],
      ['English', '/templates/', 'en'],
      ['Français', '/fr/templates/', null],
    ]);
  });

  it('leaves out an address the site does not accept, an empty group, and the whole block without groups', () => {
    show();
    expect(screen.queryByText('Dangereux')).toBeNull();
    expect(screen.queryByText('Vide')).toBeNull();
    cleanup();
    expect(show({ groups: null }).container.innerHTML).toBe('');
  });

  it('needs a heading, which names its region', () => {
    expect(templateCatalogueProblem({ heading: ' ' })).toMatch(/heading/);
    expect(templateCatalogueProblem({ heading: 'Browse' })).toBeNull();
  });
});
