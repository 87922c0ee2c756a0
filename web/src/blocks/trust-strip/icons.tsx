import type { ReactNode } from 'react';
import { spriteSet } from '@/components/icons/sprite';
import type { SectionOf } from '../types';

export type TrustIconName = NonNullable<NonNullable<SectionOf<'trustStrip'>['items']>[number]['icon']>;

/**
 * One line icon per kind of reassurance, on a 24 × 24 grid in the current text colour. Every choice
 * the studio offers has its drawing here: a missing one fails the type check.
 */
const TRUST_PATHS: { [N in TrustIconName]: ReactNode } = {
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9S9.4 5.5 12 3z" />
    </>
  ),
  download: (
    <>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
      <path d="M4.5 16.5V19a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1v-2.5" />
    </>
  ),
  tree: (
    <>
      <path d="M12 3 6.5 10.5h3L5.5 16h13l-4-5.5h3z" />
      <path d="M12 16v5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" />
      <path d="m8.8 12.2 2.2 2.2 4.2-4.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
};

/** A reassurance's icon: decorative, its text says it all. */
export const TrustIcon = spriteSet('trust', TRUST_PATHS, { width: 20, line: 1.75 });
