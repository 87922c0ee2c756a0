'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type ReactNode } from 'react';
import styles from './MegaMenu.module.css';

/**
 * A mega-menu entry (Products, Templates): opens on hover and when the keyboard brings focus to
 * it, closes when the pointer leaves, when focus moves out of it and on Escape (which puts focus
 * back on its button). It is also a disclosure button for touch users. On wide screens its panel
 * drops below the header bar; inside the open mobile menu it unfolds in place.
 */
export function MegaMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape hands focus back to the button; that focus must not open the panel again.
  const refocusing = useRef(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) setOpen(false);
  }
  return (
    // mega, mega-toggle, mega-panel: stable class names beside the module's generated ones.
    <li
      className={`${styles.item} mega`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        refocusing.current = true;
        toggle.current?.focus();
        refocusing.current = false;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`${styles.toggle} mega-toggle`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onFocus={(event) => {
          // Keyboard focus only: a mouse press focuses the button too, and its click toggles.
          if (!refocusing.current && event.currentTarget.matches(':focus-visible')) setOpen(true);
        }}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" />
        </svg>
      </button>
      <div id={id} className={`${styles.panel} mega-panel`} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
