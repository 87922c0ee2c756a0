'use client';

import { useGlobalStore } from '@/engine/stores/global';
import { ModalDialog } from './ModalDialog';

/** The error dialog: opens when the global state holds a message and an action. */
export function ErrorDialog({ labels }: { labels: { title: string; close: string } }) {
  const errorDialog = useGlobalStore((state) => state.errorDialog);
  const errorMessage = useGlobalStore((state) => state.errorMessage);
  const errorAction = useGlobalStore((state) => state.errorAction);
  const setError = useGlobalStore((state) => state.setError);
  const close = () => setError();
  return (
    <ModalDialog
      open={errorDialog && Boolean(errorMessage)}
      onClose={close}
      title={labels.title}
      closeLabel={labels.close}
      className="error-dialog"
    >
      <p role="alert">{errorMessage}</p>
      {errorAction ? (
        errorAction.href ? (
          <a className="button button-primary" href={errorAction.href}>
            {errorAction.label}
          </a>
        ) : (
          <button type="button" className="button button-primary" onClick={close}>
            {errorAction.label}
          </button>
        )
      ) : null}
    </ModalDialog>
  );
}
