// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockRenderer, pageOf, sectionOf } from '../shared/test-support';
import type { SectionOf } from '../types';
import { TrustStrip } from './TrustStrip';

afterEach(cleanup);

type Item = NonNullable<SectionOf<'trustStrip'>['items']>[number];

const items: Item[] = [
  { _key: 'card', icon: 'card', text: 'No credit card required' },
  { _key: 'lock', icon: 'lock', text: '100% secure platform' },
  { _key: 'tree', icon: 'tree', text: 'One tree planted for every purchase' },
  { _key: 'docs', icon: 'download', text: '{templates} templates to download' },
];

const block = sectionOf<'trustStrip'>({ _key: 'trust', _type: 'trustStrip', items });
const show = blockRenderer(TrustStrip, block, pageOf('en', 1, { signup: true }));

describe('TrustStrip', () => {
  it('is a list of reassurances, {templates} filled, each with a drawn icon hidden from screen readers', () => {
    const { container } = show();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'No credit card required',
      '100% secure platform',
      'One tree planted for every purchase',
      '3,000+ templates to download',
    ]);
    const icons = container.querySelectorAll('li > svg');
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves out an item without text, and the whole strip when none is left', () => {
    show({ items: [items[0]!, { ...items[1]!, text: null }] });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    cleanup();
    expect(show({ items: null }).container.innerHTML).toBe('');
  });
});
