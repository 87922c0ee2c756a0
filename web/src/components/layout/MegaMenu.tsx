'use client';

import { usePathname } from 'next/navigation';
import { useId, useState, type ReactNode } from 'react';

/**
 * A mega-menu entry (Products, Templates): opens on hover and closes when the pointer leaves
 * (site map §2), and is also a disclosure button for keyboard and touch users.
 */
export function MegaMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (open) setOpen(false);
  }
  return (
    <li
      className="mega"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="mega-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={id} className="mega-panel" hidden={!open}>
        {children}
      </div>
    </li>
  );
}
