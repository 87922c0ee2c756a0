// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableSections } from './SortableSections';

type Reducer = (state: string[], action: { id: string; document: { sections?: Array<{ _key?: string }> } }) => string[];
let studioEdit: { id: string; document: { sections?: Array<{ _key?: string }> } } | null = null;

// The studio's optimistic updates, played by the test: one edit applied to the server's order.
vi.mock('next-sanity/hooks', () => ({
  useOptimistic: (passthrough: string[], reducer: Reducer) =>
    studioEdit ? reducer(passthrough, studioEdit) : passthrough,
}));

afterEach(() => {
  cleanup();
  studioEdit = null;
});

const target = {
  id: 'landingPage-en-docs',
  type: 'landingPage',
  projectId: 'p1',
  dataset: 'production',
  baseUrl: '/studio',
};
const blocks = [<p key="a">Hero</p>, <p key="b">Grid</p>, <p key="c">Band</p>];

function order(container: HTMLElement) {
  return [...container.querySelectorAll('p')].map((p) => p.textContent);
}

describe('SortableSections', () => {
  it('shows the server’s order, each block in its own box naming its place for the studio', () => {
    const { container } = render(<SortableSections target={target} keys={['a', 'b', 'c']} blocks={blocks} />);
    expect(order(container)).toEqual(['Hero', 'Grid', 'Band']);
    const boxes = [...container.querySelectorAll('[data-sanity]')].map((el) => el.getAttribute('data-sanity') ?? '');
    expect(boxes[0]).toMatch(/id=landingPage-en-docs;type=landingPage;path=sections/);
    expect(boxes[1]).toContain('path=sections:a');
  });

  it('follows a reorder made in the studio (draft of the same document), by key', () => {
    studioEdit = {
      id: 'drafts.landingPage-en-docs',
      document: { sections: [{ _key: 'c' }, { _key: 'a' }, { _key: 'b' }] },
    };
    const { container } = render(<SortableSections target={target} keys={['a', 'b', 'c']} blocks={blocks} />);
    expect(order(container)).toEqual(['Band', 'Hero', 'Grid']);
  });

  it('ignores edits of other documents, and keys it has no block for yet (they appear after the next render)', () => {
    studioEdit = { id: 'homePage-en', document: { sections: [{ _key: 'c' }] } };
    const other = render(<SortableSections target={target} keys={['a', 'b', 'c']} blocks={blocks} />);
    expect(order(other.container)).toEqual(['Hero', 'Grid', 'Band']);
    cleanup();
    studioEdit = { id: 'landingPage-en-docs', document: { sections: [{ _key: 'new' }, { _key: 'b' }, { _key: 'a' }] } };
    const added = render(<SortableSections target={target} keys={['a', 'b', 'c']} blocks={blocks} />);
    expect(order(added.container)).toEqual(['Grid', 'Hero']);
  });
});
