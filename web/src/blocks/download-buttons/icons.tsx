/** Platform icons, drawn as plain shapes (no brand marks). Decorative: each button's text names it. */
const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

/** A desktop monitor: the Windows app. */
export function DesktopIcon({ className }: { className?: string }) {
  return (
    <svg className={className} {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M9 20h6M12 16v4" />
    </svg>
  );
}

/** A laptop: the macOS app. */
export function LaptopIcon({ className }: { className?: string }) {
  return (
    <svg className={className} {...common}>
      <rect x="5" y="5" width="14" height="10" rx="1.5" />
      <path d="M2.5 19h19l-2-4h-15z" />
    </svg>
  );
}

/** A browser window: the web app. */
export function BrowserIcon({ className }: { className?: string }) {
  return (
    <svg className={className} {...common}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M6.5 6.5h.01M9 6.5h.01" />
    </svg>
  );
}

/** An arrow into a tray: a file download. */
export function DownloadIcon({ className }: { className?: string }) {
  return (
    <svg className={className} {...common}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 19h16" />
    </svg>
  );
}
