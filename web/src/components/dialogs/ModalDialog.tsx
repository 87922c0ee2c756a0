'use client';

import { useId, type ReactNode } from 'react';
import { Modal } from './Modal';

/**
 * A titled modal with a close button (the legal texts, the error message), on the site's one
 * modal: Escape, the close button and a click on the dimmed backdrop close it, and the focus
 * goes back to where it was. Its content is rendered only while it is open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  // The site's modal stylesheet (modal.css): the frame in its titled size; then modal and the
  // caller's class (error-dialog, legal-dialog), stable classes for tests and callers.
  return (
    <Modal
      open={open}
      onDismiss={onClose}
      className={`modal-frame modal-titled modal ${className ?? ''}`}
      bodyClassName="modal-body"
      aria-labelledby={titleId}
    >
      <div className="modal-head">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className="modal-close" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </div>
      {open ? children : null}
    </Modal>
  );
}
