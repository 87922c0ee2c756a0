import type { Interval } from '@paperwise/schemas/experiment-results';

/** One line of a chart: its values by day, and for an uplift the always-valid band around it. */
export interface ChartLine {
  label: string;
  values: readonly (number | null)[];
  band?: readonly (Interval | null)[];
  /** Index into the chart's colours (the variant's place), else the line's own place. */
  colour?: number;
  dashed?: boolean;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals over `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * Where each day and value goes in the drawing: the days spread evenly from left to right, the
 * values (bands included) from bottom to top on a range widened to round ticks. With no value at
 * all the range is 0 to 1.
 */
export function chartScale(
  lines: readonly ChartLine[],
  days: number,
  box: ChartBox,
  /** Bounds the value range may not pass (the early days' wide bands would flatten the rest). */
  limits: { min?: number; max?: number } = {},
) {
  const values = lines.flatMap((line) => [
    ...line.values.filter((v): v is number => v !== null && Number.isFinite(v)),
    ...(line.band ?? []).flatMap((b) => (b ? [b.lower, b.upper] : [])).filter(Number.isFinite),
  ]);
  let min = Math.max(values.length ? Math.min(...values) : 0, limits.min ?? -Infinity);
  let max = Math.min(values.length ? Math.max(...values) : 1, limits.max ?? Infinity);
  if (min === max) {
    min -= Math.abs(min) * 0.1 || 0.5;
    max += Math.abs(max) * 0.1 || 0.5;
  }
  const step = niceStep(max - min);
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  const inner = { width: box.width - box.left - box.right, height: box.height - box.top - box.bottom };
  const xs = Array.from({ length: days }, (_, index) =>
    days <= 1 ? box.left + inner.width : box.left + (index / (days - 1)) * inner.width,
  );
  const y = (value: number) => box.top + inner.height - ((value - low) / (high - low)) * inner.height;
  return { xs, y, ticks, showsZero: low < 0 && high > 0 };
}

/**
 * The range an uplift chart shows: never below -100 % (no variant loses more than everything), and
 * up to twice the widest of the bands' last states (at least +100 %), so that the first days' very
 * wide bands do not flatten the days that matter.
 */
export function upliftLimits(lines: readonly ChartLine[]): { min: number; max: number } {
  const lastUppers = lines.flatMap((line) => {
    const last = [...(line.band ?? [])].reverse().find((b) => b !== null);
    return last ? [Math.abs(last.upper), Math.abs(last.lower)] : [];
  });
  return { min: -1, max: Math.max(1, 2 * Math.max(0, ...lastUppers)) };
}
