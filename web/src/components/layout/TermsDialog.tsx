'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useGlobalStore } from '@/engine/stores/global';
import { ModalDialog } from './ModalDialog';

/**
 * The terms (EULA) dialog of the default and landing layouts. Its text is fetched from the server
 * only when the dialog first opens, so pages do not carry a long legal text they rarely show.
 */
export function TermsDialog({
  load,
  labels,
}: {
  /** A server action returning the rendered legal text. */
  load: () => Promise<ReactNode>;
  labels: { title: string; close: string; loading: string; failed: string; retry: string };
}) {
  const open = useGlobalStore((state) => state.termsDialog);
  const toggle = useGlobalStore((state) => state.toggleTermsDialog);
  const [body, setBody] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useRef(false);

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
    <ModalDialog open={open} onClose={toggle} title={labels.title} closeLabel={labels.close} className="terms-dialog">
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
