'use client';

import { useIsPresentationTool } from 'next-sanity/hooks';

/**
 * The draft-mode notice with its way out, for an editor who opened a preview link outside the
 * studio (part of the lazily loaded DraftModeOverlay). Inside the Presentation tool (null: not
 * known yet; true) it stays hidden: the studio keeps its frame in draft mode, and leaving would
 * only break the preview there.
 */
export function DraftModeNotice() {
  const inPresentationTool = useIsPresentationTool();
  if (inPresentationTool !== false) return null;
  return (
    <aside
      aria-label="Draft mode"
      style={{
        position: 'fixed',
        insetInline: '1rem auto',
        bottom: '1rem',
        zIndex: 1000,
        padding: '0.5rem 0.75rem',
        borderRadius: '0.375rem',
        background: '#1f2933',
        color: '#fff',
        fontSize: '0.875rem',
      }}
    >
      Draft mode: you see unpublished changes.{' '}
      {/* An API route that changes a cookie: a full request, never a client-side navigation. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/api/draft-mode/disable/" style={{ color: 'inherit', textDecoration: 'underline' }}>
        Leave draft mode
      </a>
    </aside>
  );
}
