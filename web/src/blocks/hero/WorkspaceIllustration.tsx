import { Bars, WindowDots } from '../shared/drawings';

/**
 * The product's workspace, drawn: a window with the module sidebar, a document being edited and a
 * small chart. Decorative (the hero's text says what it shows); colours follow the tokens.
 */
export function WorkspaceIllustration() {
  return (
    <svg viewBox="0 0 480 340" role="presentation" focusable="false">
      <defs>
        <linearGradient id="ws-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-brand-50, #eef3ff)" />
          <stop offset="1" stopColor="var(--color-brand-100, #dbe6ff)" />
        </linearGradient>
      </defs>
      <rect x="10" y="14" width="460" height="312" rx="22" fill="url(#ws-sky)" />
      <rect x="34" y="38" width="412" height="266" rx="14" fill="#fff" stroke="var(--color-line, #e2e6ec)" />
      <rect x="34" y="38" width="412" height="30" rx="14" fill="var(--color-surface-subtle, #f4f6fa)" />
      <WindowDots x={54} y={53} />
      <rect x="34" y="68" width="88" height="236" fill="var(--color-surface-subtle, #f4f6fa)" />
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <g key={row}>
          <rect
            x="48"
            y={86 + row * 32}
            width="14"
            height="14"
            rx="4"
            fill={row === 1 ? 'var(--color-brand, #0b5fff)' : '#c7d2e3'}
          />
          <rect x="68" y={90 + row * 32} width={row === 1 ? 40 : 32} height="6" rx="3" fill="#c7d2e3" />
        </g>
      ))}
      <rect x="142" y="86" width="170" height="200" rx="8" fill="#fff" stroke="var(--color-line, #e2e6ec)" />
      <rect x="160" y="104" width="96" height="10" rx="5" fill="var(--color-ink, #1b2430)" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((line) => (
        <rect
          key={line}
          x="160"
          y={128 + line * 16}
          width={line % 3 === 2 ? 92 : 134}
          height="6"
          rx="3"
          fill="#d5dce8"
        />
      ))}
      <rect x="160" y="258" width="64" height="14" rx="7" fill="var(--color-brand, #0b5fff)" />
      <rect x="328" y="86" width="100" height="92" rx="8" fill="#fff" stroke="var(--color-line, #e2e6ec)" />
      <Bars heights={[38, 58, 30, 70]} x={342} step={20} baseline={164} width={12} rx={3} />
      <rect x="328" y="194" width="100" height="92" rx="8" fill="#fff" stroke="var(--color-line, #e2e6ec)" />
      <circle cx="378" cy="240" r="28" fill="none" stroke="#d5dce8" strokeWidth="10" />
      <path
        d="M378 212 a28 28 0 0 1 26 38"
        fill="none"
        stroke="var(--color-success, #1a7f4b)"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </svg>
  );
}
