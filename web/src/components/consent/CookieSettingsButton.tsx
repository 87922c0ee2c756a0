'use client';

import { openCookieSettings } from './consent-choice';

/**
 * "Cookie settings": a button among the footer's legal links that shows the cookie choice again,
 * so a visitor can withdraw (or give) consent as easily as they gave it. It reads as a link beside
 * its neighbours (the footer's class) but is a button: it acts on the page and leads nowhere.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    // cookie-settings: a stable class beside the footer's; tests find the button by its role and name.
    <button
      type="button"
      className={`${className ?? ''} cookie-settings`.trim()}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {label}
    </button>
  );
}
