'use client';

import { createDataAttribute } from 'next-sanity';
import { useOptimistic } from 'next-sanity/hooks';
import { Fragment, type ReactNode } from 'react';

/** Where the studio finds the document whose blocks these are. */
export interface EditTarget {
  id: string;
  type: string;
  projectId: string;
  dataset: string;
  baseUrl: string;
}

/** What the studio reports of the document being edited. */
interface EditedDocument {
  sections?: Array<{ _key?: string }>;
}

/**
 * Draft mode only: lets an editor reorder a page's blocks by drag and drop in the studio's
 * Presentation tool. The blocks stay rendered on the server; this puts them in the order the
 * studio reports while the change is on its way (Sanity's optimistic updates), keyed by `_key`.
 * A block added in the studio appears once the page is rendered again. Each block gets a real box
 * (never `display: contents`, whose overlay would measure nothing) carrying its place in the array.
 */
export function SortableSections({
  target,
  keys,
  blocks,
}: {
  target: EditTarget;
  keys: string[];
  blocks: ReactNode[];
}) {
  const order = useOptimistic<string[], EditedDocument>(keys, (current, action) => {
    const sameDocument = action.id.replace(/^drafts\./, '') === target.id;
    if (!sameDocument || !Array.isArray(action.document.sections)) return current;
    return action.document.sections.flatMap((section) => (section._key ? [section._key] : []));
  });
  const byKey = new Map(keys.map((key, index) => [key, blocks[index]]));
  const attribute = (path: string) => createDataAttribute({ ...target, path }).toString();
  return (
    <div data-sanity={attribute('sections')}>
      {order
        .filter((key) => byKey.has(key))
        .map((key) => (
          <Fragment key={key}>
            <div data-sanity={attribute(`sections[_key=="${key}"]`)}>{byKey.get(key)}</div>
          </Fragment>
        ))}
    </div>
  );
}
