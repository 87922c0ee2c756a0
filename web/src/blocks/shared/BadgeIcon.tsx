/**
 * The badge at the top of a block's card (the purchase's tick, the chat's bubble): one shape on a
 * 24 × 24 grid, drawn `size` wide in a span the block's stylesheet paints. Decorative: the span is
 * hidden from screen readers and the drawing never takes the focus; the heading says what it means.
 */
export function BadgeIcon({ className, size, path }: { className?: string; size: number; path: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} focusable="false">
        <path d={path} />
      </svg>
    </span>
  );
}
