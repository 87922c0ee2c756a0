import type { ReactNode } from 'react';
import { BLOCK_COMPONENTS } from './components';
import type { EditTarget } from './SortableSections';
import { SortableSectionsLoader } from './SortableSectionsLoader';
import type { BlockContext, BlockProps, Section, SectionType } from './types';

function renderBlock<T extends SectionType>(type: T, block: BlockProps<T>['block'], context: BlockContext): ReactNode {
  const Block: (props: BlockProps<T>) => ReactNode | Promise<ReactNode> = BLOCK_COMPONENTS[type];
  return <Block key={block._key} block={block} context={context} />;
}

const isKnown = (section: Section): boolean => Object.hasOwn(BLOCK_COMPONENTS, section._type);

/**
 * A page's blocks, top to bottom, each rendered on the server by its own component. A block type
 * the site does not know (content newer than the code) is skipped, never an error.
 */
export function Sections({
  sections,
  context,
  editing = null,
}: {
  sections: readonly Section[];
  context: Omit<BlockContext, 'position'>;
  /** Set in draft mode only: the document, so the studio can reorder its blocks on the page. */
  editing?: EditTarget | null;
}) {
  const known = sections.filter(isKnown);
  const blocks = known.map((section, position) => renderBlock(section._type, section, { ...context, position }));
  if (!editing) return blocks;
  return <SortableSectionsLoader target={editing} keys={known.map((section) => section._key)} blocks={blocks} />;
}
