import type { PortableTextComponents } from '@portabletext/react';

/** Portable Text lists as plain <ul>/<ol> and <li>: the same in rich-text blocks and legal texts. */
export const PLAIN_LISTS = {
  list: {
    bullet: ({ children }) => <ul>{children}</ul>,
    number: ({ children }) => <ol>{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li>{children}</li>,
    number: ({ children }) => <li>{children}</li>,
  },
} satisfies Pick<PortableTextComponents, 'list' | 'listItem'>;
