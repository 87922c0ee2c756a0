'use client';

import { useEffect, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';

export interface ModalProps extends Omit<
  HTMLAttributes<HTMLDialogElement>,
  'children' | 'onCancel' | 'onClose' | 'onClick' | 'onPointerDown'
> {
  /** Whether the dialog is shown. The owner keeps this state; the dialog only asks to close. */
  open: boolean;
  /** Escape or a click on the backdrop: the owner decides whether the dialog closes. */
  onDismiss: () => void;
  /** While true, Escape and the backdrop do nothing (the owner's close control should be disabled too). */
  locked?: boolean;
  /** What takes the focus on opening, as a selector inside the dialog; else the browser's choice. */
  initialFocus?: string;
  /** The class of the box inside the dialog that holds its content (and its padding). */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * The site's one modal: a native <dialog> opened with showModal(). The browser puts it above
 * everything, makes the page behind it inert, keeps the focus inside, turns Escape into a
 * `cancel` event and gives the focus back on close; `::backdrop` is the dimmed overlay.
 *
 * The content sits in one box that fills the dialog, so a click whose target is the dialog
 * itself landed on the backdrop. The dialog closes only through `open`: a cancel is always
 * cancelled and reported through onDismiss, and a dialog removed while open is closed first,
 * so the focus still goes back to where it was.
 */
export function Modal({
  open,
  onDismiss,
  locked = false,
  initialFocus,
  bodyClassName,
  children,
  ...attributes
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest props, for the listeners and the unmount below.
  const latest = useRef({ open, locked, onDismiss, initialFocus });
  useLayoutEffect(() => {
    latest.current = { open, locked, onDismiss, initialFocus };
  });
  // A press that began on the content and ended on the backdrop (a text selection) is no backdrop click.
  const pressedInside = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const first = latest.current.initialFocus ? dialog.querySelector<HTMLElement>(latest.current.initialFocus) : null;
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      latest.current.open = false;
      if (dialog?.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    if (!open || !locked) return;
    // Cancelling the keydown stops the close request before it starts. Cancelling `cancel` is
    // not enough: browsers let a page refuse it only a limited number of times without a user
    // activation in between, and Escape is none, so a few Escapes in a row would close it.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open, locked]);

  return (
    <dialog
      ref={ref}
      {...attributes}
      onCancel={(event) => {
        event.preventDefault();
        if (!latest.current.locked) latest.current.onDismiss();
      }}
      onClose={() => {
        // Closed by the browser while still meant to be open (a cancel it did not let the page
        // cancel): shown again while locked, otherwise the owner is told.
        const dialog = ref.current;
        if (!latest.current.open || !dialog || dialog.open) return;
        if (latest.current.locked) dialog.showModal();
        else latest.current.onDismiss();
      }}
      onPointerDown={(event) => {
        pressedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        const onBackdrop = event.target === event.currentTarget && !pressedInside.current;
        pressedInside.current = false;
        if (onBackdrop && !latest.current.locked) latest.current.onDismiss();
      }}
    >
      <div className={bodyClassName}>{children}</div>
    </dialog>
  );
}
