/*
 * Pieces the blocks' drawn pictures share (the hero's workspace, the video posters). Decorative, in
 * the site's colours.
 */

/** The three coloured dots at the left of a window's title bar, 16 apart; (x, y) is the first's centre. */
export function WindowDots({ x, y }: { x: number; y: number }) {
  return ['#f87171', '#fbbf24', '#34d399'].map((fill, dot) => (
    <circle key={fill} cx={x + dot * 16} cy={y} r="5" fill={fill} />
  ));
}

/**
 * The bars of a small chart, standing on one baseline: the first at x, the next ones `step` further
 * right each; the last bar in the brand colour, the others in a lighter blue.
 */
export function Bars({
  heights,
  x,
  step,
  baseline,
  width,
  rx,
}: {
  heights: readonly number[];
  x: number;
  step: number;
  baseline: number;
  width: number;
  rx: number;
}) {
  return heights.map((height, bar) => (
    <rect
      key={bar}
      x={x + bar * step}
      y={baseline - height}
      width={width}
      height={height}
      rx={rx}
      fill={bar === heights.length - 1 ? 'var(--color-brand, #0b5fff)' : '#9db7f5'}
    />
  ));
}
