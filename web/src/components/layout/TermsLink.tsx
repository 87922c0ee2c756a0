'use client';

import type { ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';

/**
 * A Terms of Use link that opens the terms dialog where the page has one. Without JavaScript (or
 * with a modifier key) it is the plain link to the terms page.
 */
export function TermsLink({ href, children }: { href: string; children: ReactNode }) {
  const toggleTerms = useGlobalStore((state) => state.toggleTermsDialog);
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        toggleTerms();
      }}
    >
      {children}
    </a>
  );
}
