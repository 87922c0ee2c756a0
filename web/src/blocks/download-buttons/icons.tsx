import type { ReactNode } from 'react';
import { spriteSet } from '@/components/icons/sprite';
import { Icon } from '../shared/Icon';
import type { SectionOf } from '../types';

export type Platform = NonNullable<NonNullable<SectionOf<'downloadButtons'>['platforms']>[number]['platform']>;

/** Platform icons, drawn as plain shapes (no brand marks). Decorative: each button's text names it. */
const PLATFORM_PATHS: { [P in Platform]: ReactNode } = {
  /** A desktop monitor: the Windows app. */
  windows: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  /** A laptop: the macOS app. */
  macos: (
    <>
      <rect x="5" y="5" width="14" height="10" rx="1.5" />
      <path d="M2.5 19h19l-2-4h-15z" />
    </>
  ),
  /** A browser window: the web app. */
  webapp: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M6.5 6.5h.01M9 6.5h.01" />
    </>
  ),
};

export const PlatformIcon = spriteSet('platform', PLATFORM_PATHS, { line: 1.8 });

/** An arrow into a tray: a file download. */
export function DownloadIcon({ className }: { className?: string }) {
  return (
    <Icon className={className} line={1.8}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 19h16" />
    </Icon>
  );
}
