import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /**
   * For a line icon, the width of its lines: the shapes are then outlined in the text colour, with
   * round ends and corners. Without it each shape says how it is painted.
   */
  line?: number;
}

/**
 * A block's decorative icon: an svg on a 24 × 24 grid by default, drawn at its grid's size unless
 * told otherwise (a stylesheet may size it too). It is hidden from screen readers and never takes
 * the focus: the text beside it says what it means.
 */
export function Icon({ line, viewBox = '0 0 24 24', width = 24, height = width, children, ...props }: IconProps) {
  const lines =
    line === undefined
      ? {}
      : ({
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: line,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        } as const);
  return (
    <svg viewBox={viewBox} width={width} height={height} {...lines} {...props} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * The component of a set of named icons (the choices the studio offers for a block's items):
 * `drawings` holds each one's shapes, `props` how all of them are drawn.
 */
export function iconSet<Name extends string>(
  drawings: { [N in Name]: ReactNode },
  props: Omit<IconProps, 'children' | 'className'>,
) {
  return function NamedIcon({ name, className }: { name: Name; className?: string }) {
    return (
      <Icon className={className} {...props}>
        {drawings[name]}
      </Icon>
    );
  };
}
