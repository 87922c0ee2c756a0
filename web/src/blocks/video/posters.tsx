import type { ReactNode } from 'react';
import { Bars, WindowDots } from '../shared/drawings';

/**
 * The posters a video block can show, drawn in the site's colours (16:9, 640 × 360): no image file,
 * no request. Decorative: the play button's text says what the video is. Flat fills only, so two
 * posters on one page share no ids.
 */
const INK = 'var(--color-ink, #1b2430)';
const BRAND = 'var(--color-brand, #0b5fff)';
const BRAND_50 = 'var(--color-brand-50, #eef3ff)';
const BRAND_100 = 'var(--color-brand-100, #dbe6ff)';
const LINE = 'var(--color-line, #e2e6ec)';
const SURFACE_2 = 'var(--color-surface-subtle, #f4f6fa)';
const SUCCESS = 'var(--color-success, #1a7f4b)';
const GREY = '#c7d0dc';

/** The browser window every poster sits in. */
function Window({ children }: { children: ReactNode }) {
  return (
    <>
      <rect width="640" height="360" fill={BRAND_50} />
      <circle cx="590" cy="40" r="120" fill={BRAND_100} />
      <circle cx="40" cy="350" r="90" fill={BRAND_100} />
      <rect x="48" y="36" width="544" height="300" rx="14" fill="#fff" stroke={LINE} />
      <rect x="48" y="36" width="544" height="30" rx="14" fill={SURFACE_2} />
      <rect x="48" y="56" width="544" height="10" fill={SURFACE_2} />
      <WindowDots x={68} y={51} />
      {children}
    </>
  );
}

function Budgeting() {
  return (
    <Window>
      <rect x="72" y="86" width="150" height="12" rx="6" fill={INK} />
      {[0, 1, 2].map((card) => (
        <g key={card}>
          <rect x={72 + card * 168} y="112" width="152" height="64" rx="10" fill={card === 0 ? BRAND : SURFACE_2} />
          <rect x={86 + card * 168} y="126" width="60" height="8" rx="4" fill={card === 0 ? '#fff' : GREY} />
          <rect x={86 + card * 168} y="144" width="96" height="16" rx="6" fill={card === 0 ? '#fff' : INK} />
        </g>
      ))}
      <rect x="72" y="192" width="320" height="124" rx="10" fill="#fff" stroke={LINE} />
      <Bars heights={[46, 70, 52, 88, 64, 96, 78, 104]} x={92} step={37} baseline={300} width={20} rx={4} />
      <rect x="408" y="192" width="160" height="124" rx="10" fill="#fff" stroke={LINE} />
      <circle cx="488" cy="254" r="38" fill="none" stroke={LINE} strokeWidth="14" />
      <path d="M488 216 a38 38 0 0 1 36 50" fill="none" stroke={BRAND} strokeWidth="14" />
      <path d="M524 266 a38 38 0 0 1 -58 19" fill="none" stroke={SUCCESS} strokeWidth="14" />
    </Window>
  );
}

function SalesPlatform() {
  const columns = [3, 2, 2, 1];
  return (
    <Window>
      <rect x="72" y="86" width="170" height="12" rx="6" fill={INK} />
      <rect x="488" y="82" width="80" height="20" rx="10" fill={BRAND} />
      {columns.map((cards, column) => (
        <g key={column}>
          <rect x={72 + column * 126} y="116" width="116" height="200" rx="10" fill={SURFACE_2} />
          <rect x={84 + column * 126} y="128" width="56" height="8" rx="4" fill={GREY} />
          {Array.from({ length: cards }, (_, card) => {
            // The card's top-left corner; the last column (the deals won) is drawn in green.
            const [x, y, done] = [82 + column * 126, 146 + card * 56, column === 3];
            return (
              <g key={card}>
                <rect x={x} y={y} width="96" height="46" rx="8" fill="#fff" stroke={done ? SUCCESS : LINE} />
                <rect x={x + 10} y={y + 11} width="60" height="7" rx="3.5" fill={INK} />
                <rect x={x + 10} y={y + 26} width="40" height="7" rx="3.5" fill={done ? SUCCESS : BRAND} />
              </g>
            );
          })}
        </g>
      ))}
    </Window>
  );
}

function Templates() {
  const page = (x: number, y: number, rotate: number, lines: number) => (
    <g transform={`rotate(${rotate} ${x + 70} ${y + 100})`}>
      <rect x={x} y={y} width="140" height="198" rx="8" fill="#fff" stroke={LINE} />
      <rect x={x + 16} y={y + 20} width="70" height="10" rx="5" fill={INK} />
      {Array.from({ length: lines }, (_, line) => (
        <rect
          key={line}
          x={x + 16}
          y={y + 44 + line * 16}
          width={line % 3 === 2 ? 72 : 108}
          height="6"
          rx="3"
          fill={GREY}
        />
      ))}
      <rect x={x + 16} y={y + 168} width="50" height="12" rx="6" fill={BRAND} />
    </g>
  );
  return (
    <Window>
      {page(150, 104, -8, 6)}
      {page(350, 104, 8, 6)}
      {page(250, 90, 0, 7)}
    </Window>
  );
}

export type PosterName = 'budgeting' | 'salesPlatform' | 'templates';

const POSTERS: Record<PosterName, () => ReactNode> = {
  budgeting: Budgeting,
  salesPlatform: SalesPlatform,
  templates: Templates,
};

export function isPosterName(name: string | null | undefined): name is PosterName {
  return typeof name === 'string' && Object.hasOwn(POSTERS, name);
}

export function Poster({ name, className }: { name: PosterName; className?: string }) {
  const Drawing = POSTERS[name];
  return (
    <svg
      className={className}
      viewBox="0 0 640 360"
      width="640"
      height="360"
      aria-hidden="true"
      focusable="false"
      data-poster={name}
    >
      <Drawing />
    </svg>
  );
}
