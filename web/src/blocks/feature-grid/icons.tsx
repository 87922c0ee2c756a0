import type { ReactNode } from 'react';
import { spriteSet } from '@/components/icons/sprite';
import type { SectionOf } from '../types';

export type ModuleIconName = NonNullable<NonNullable<SectionOf<'featureGrid'>['items']>[number]['icon']>;

/**
 * One line icon per module, drawn on a 24 × 24 grid in the current text colour. Every choice the
 * studio offers has its drawing here: a missing one fails the type check.
 */
const MODULE_PATHS: { [N in ModuleIconName]: ReactNode } = {
  dashboard: (
    <>
      <rect x="3" y="3" width="7.5" height="9" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="5" rx="1.5" />
      <rect x="13.5" y="11" width="7.5" height="10" rx="1.5" />
      <rect x="3" y="15" width="7.5" height="6" rx="1.5" />
    </>
  ),
  hr: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16.5 7.5h5M16.5 11.5h5M18.5 15.5h3" />
    </>
  ),
  chat: (
    <>
      <path d="M4 4.5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 4v-4H4a1 1 0 0 1-1-1v-10a1 1 0 0 1 1-1z" />
      <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth="2.6" />
    </>
  ),
  connect: (
    <>
      <circle cx="6" cy="12" r="2.75" />
      <circle cx="18" cy="5.5" r="2.75" />
      <circle cx="18" cy="18.5" r="2.75" />
      <path d="M8.4 10.7l7.2-3.9M8.4 13.3l7.2 3.9" />
    </>
  ),
  contacts: (
    <>
      <rect x="4" y="3" width="14" height="18" rx="2" />
      <circle cx="11" cy="10" r="2.5" />
      <path d="M7 17a4 4 0 0 1 8 0" />
      <path d="M20.5 7v2M20.5 11v2M20.5 15v2" />
    </>
  ),
  inbox: (
    <>
      <path d="M3 13.5 5.6 5a1 1 0 0 1 1-.7h10.8a1 1 0 0 1 1 .7L21 13.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5" />
    </>
  ),
  ai: (
    <>
      <path d="M10.5 3.5 12.3 8.2 17 10l-4.7 1.8-1.8 4.7-1.8-4.7L4 10l4.7-1.8z" />
      <path d="M18 14.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" />
    </>
  ),
  projects: (
    <>
      <rect x="3" y="4" width="5" height="13" rx="1.25" />
      <rect x="9.5" y="4" width="5" height="8" rx="1.25" />
      <rect x="16" y="4" width="5" height="16" rx="1.25" />
    </>
  ),
  templates: (
    <>
      <path d="M9 3h7l4 4v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M16 3v4h4" />
      <path d="M5 7v13a1 1 0 0 0 1 1h10" />
    </>
  ),
  drive: (
    <>
      <path d="M7 19h10.5a4 4 0 0 0 .7-7.94A6 6 0 0 0 6.5 10.1 4.5 4.5 0 0 0 7 19z" />
      <path d="M12 16.5v-5M9.8 13.6 12 11.4l2.2 2.2" />
    </>
  ),
  docs: (
    <>
      <path d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M14 3v5h5" />
      <path d="M8.5 12.5h7M8.5 16h7M8.5 9h3" />
    </>
  ),
  sheets: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9.5h18M3 14.75h18M9 4v16M15 9.5V20" />
    </>
  ),
};

/** A module's icon: decorative, the card's title names the module. */
export const ModuleIcon = spriteSet('module', MODULE_PATHS, { line: 1.75 });

export const CARD = spriteSet('card', { arrow: <path d="M5 12h14M13 6l6 6-6 6" /> }, { width: 16, line: 2 });

/** The arrow after a card's link text. */
export function ArrowIcon({ className }: { className?: string }) {
  return <CARD name="arrow" className={className} />;
}
