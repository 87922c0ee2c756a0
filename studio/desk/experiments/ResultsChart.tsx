import { Box, Flex, Stack, Text } from '@sanity/ui';
import type { Interval } from '@paperwise/schemas/experiment-results';
import { chartScale, type ChartLine } from './chart-scale';

/**
 * A small line chart in plain SVG: one line per series over the days, an optional shaded band per
 * series (the always-valid interval), a zero line when zero is in range, and a legend. It scales to
 * its container's width (the drawing keeps its proportions), so it reads at 1024 px as at 1440.
 */

const WIDTH = 520;
const HEIGHT = 220;
const PAD = { left: 64, right: 16, top: 12, bottom: 30 };
/** One colour per variant, the control first; dark enough on white for lines and text. */
export const SERIES_COLOURS = ['#4b5563', '#2563eb', '#c2410c', '#047857', '#7c3aed'];

export interface ChartProps {
  title: string;
  /** What the values are, for screen readers: "Sign-up rate per variant, day by day". */
  description: string;
  days: readonly string[];
  lines: readonly ChartLine[];
  format: (value: number) => string;
  /** Bounds of the value range; what lies beyond is cut at the edge of the plot. */
  limits?: { min?: number; max?: number };
}

function pathOf(points: readonly (readonly [number, number] | null)[]): string {
  let d = '';
  let pen = false;
  for (const point of points) {
    if (!point) {
      pen = false;
      continue;
    }
    d += `${pen ? 'L' : 'M'}${point[0].toFixed(1)},${point[1].toFixed(1)} `;
    pen = true;
  }
  return d.trim();
}

function bandPath(xs: readonly number[], band: readonly (Interval | null)[], y: (v: number) => number): string {
  const top: string[] = [];
  const bottom: string[] = [];
  band.forEach((interval, index) => {
    if (!interval) return;
    top.push(`${xs[index]!.toFixed(1)},${y(interval.upper).toFixed(1)}`);
    bottom.unshift(`${xs[index]!.toFixed(1)},${y(interval.lower).toFixed(1)}`);
  });
  return top.length > 0 ? `M${[...top, ...bottom].join(' L')} Z` : '';
}

export function ResultsChart({ title, description, days, lines, format, limits }: ChartProps) {
  const scale = chartScale(lines, days.length, { width: WIDTH, height: HEIGHT, ...PAD }, limits);
  const clipId = `plot-${title.replace(/[^A-Za-z0-9]/g, '')}`;
  const dayLabels =
    days.length <= 1
      ? days.map((d, i) => [i, d] as const)
      : [[0, days[0]!] as const, [days.length - 1, days.at(-1)!] as const];
  return (
    <Stack gap={2} as="figure" style={{ margin: 0 }}>
      <Text size={1} weight="semibold" as="figcaption">
        {title}
      </Text>
      <Box style={{ width: '100%' }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={`${title}: ${description}`}
          style={{ display: 'block', maxHeight: 280 }}
          data-chart={title}
        >
          <defs>
            <clipPath id={clipId}>
              <rect
                x={PAD.left}
                y={PAD.top}
                width={WIDTH - PAD.left - PAD.right}
                height={HEIGHT - PAD.top - PAD.bottom}
              />
            </clipPath>
          </defs>
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={scale.y(tick)} y2={scale.y(tick)} stroke="#e5e7eb" />
              <text x={PAD.left - 6} y={scale.y(tick) + 4} textAnchor="end" fontSize="11" fill="#374151">
                {format(tick)}
              </text>
            </g>
          ))}
          {scale.showsZero ? (
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={scale.y(0)}
              y2={scale.y(0)}
              stroke="#111827"
              strokeWidth="1"
            />
          ) : null}
          <g clipPath={`url(#${clipId})`}>
            {lines.map((line, index) =>
              line.band ? (
                <path
                  key={`band-${line.label}`}
                  d={bandPath(scale.xs, line.band, scale.y)}
                  fill={SERIES_COLOURS[line.colour ?? index % SERIES_COLOURS.length]}
                  fillOpacity="0.15"
                  data-band={line.label}
                />
              ) : null,
            )}
            {lines.map((line, index) => (
              <path
                key={`line-${line.label}`}
                d={pathOf(line.values.map((v, i) => (v === null ? null : ([scale.xs[i]!, scale.y(v)] as const))))}
                fill="none"
                stroke={SERIES_COLOURS[line.colour ?? index % SERIES_COLOURS.length]}
                strokeWidth="2"
                strokeDasharray={line.dashed ? '5 4' : undefined}
              />
            ))}
          </g>
          {dayLabels.map(([index, day]) => (
            <text
              key={`${index}-${day}`}
              x={scale.xs[index]}
              y={HEIGHT - 8}
              textAnchor={index === 0 && days.length > 1 ? 'start' : 'end'}
              fontSize="11"
              fill="#374151"
            >
              {day}
            </text>
          ))}
        </svg>
      </Box>
      <Flex gap={3} wrap="wrap">
        {lines.map((line, index) => (
          <Flex key={line.label} align="center" gap={2}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 14,
                height: 4,
                background: SERIES_COLOURS[line.colour ?? index % SERIES_COLOURS.length],
              }}
            />
            <Text size={1}>{line.label}</Text>
          </Flex>
        ))}
      </Flex>
    </Stack>
  );
}
