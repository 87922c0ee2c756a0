'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import { isPlainClick, opensDialog, type LegalDialogKind } from './legal-dialog-rules';
import { ModalDialog } from './ModalDialog';

/** Each kind's own flag and toggle in the global store. */
function useFlag(kind: LegalDialogKind): [open: boolean, toggle: () => void] {
  const open = useGlobalStore((state) => (kind === 'terms' ? state.termsDialog : state.affiliateDialog));
  const toggle = useGlobalStore((state) => (kind === 'terms' ? state.toggleTermsDialog : state.toggleAffiliateDialog));
  return [open, toggle];
}

function isOpen(kind: LegalDialogKind): boolean {
  const state = useGlobalStore.getState();
  return kind === 'terms' ? state.termsDialog : state.affiliateDialog;
}

export interface LegalDialogProps {
  kind: LegalDialogKind;
  /** A server action returning the rendered legal text (legalDialogBody bound to a text and language). */
  load: () => Promise<ReactNode>;
  /**
   * The page of the text (localized path). A plain click on any link to it on this page opens the
   * dialog instead; without JavaScript, with a modifier key or a target, the link is followed.
   */
  pagePath: string;
  labels: { title: string; close: string; loading: string; failed: string; retry: string };
}

/**
 * A legal text in a modal dialog (the layouts' terms and affiliate-agreement dialogs).
 * The text is fetched from the server only when the dialog first opens, so pages do not carry a
 * long legal text they rarely show.
 */
export function LegalDialog({ kind, load, pagePath, labels }: LegalDialogProps) {
  const [open, toggle] = useFlag(kind);
  const [body, setBody] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useRef(false);

  useEffect(() => {
    // Links come from anywhere on the page (content, footer, other texts): one listener for all.
    // In the capture phase, so a client-side router link is stopped before it navigates.
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = { href: link.href, target: link.target, download: link.hasAttribute('download') };
      if (!opensDialog(target, window.location.href, pagePath)) return;
      event.preventDefault();
      if (!isOpen(kind)) toggle();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [kind, pagePath, toggle]);

  useEffect(() => {
    if (!open || body || loading.current) return;
    loading.current = true;
    load().then(
      (node) => {
        loading.current = false;
        setFailed(false);
        setBody(node);
      },
      () => {
        loading.current = false;
        setFailed(true);
      },
    );
  }, [open, body, load, attempt]);

  return (
    <ModalDialog
      open={open}
      onClose={toggle}
      title={labels.title}
      closeLabel={labels.close}
      className={`legal-dialog ${kind}-dialog`}
    >
      {body ??
        (failed ? (
          <p role="alert">
            {labels.failed}{' '}
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {labels.retry}
            </button>
          </p>
        ) : (
          <p role="status">{labels.loading}</p>
        ))}
    </ModalDialog>
  );
}
