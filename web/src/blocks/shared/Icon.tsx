import type { SVGProps } from 'react';
import { linePaint } from '@/components/icons/sprite';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /**
   * For a line icon, the width of its lines: the shapes are then outlined in the text colour, with
   * round ends and corners. Without it each shape says how it is painted.
   */
  line?: number;
}

/**
 * A block's decorative icon drawn where it is used (a named icon of a set is drawn from the sprite
 * instead: components/icons/sprite.tsx): an svg on a 24 × 24 grid by default, drawn at its grid's size unless
 * told otherwise (a stylesheet may size it too). It is hidden from screen readers and never takes
 * the focus: the text beside it says what it means.
 */
export function Icon({ line, viewBox = '0 0 24 24', width = 24, height = width, children, ...props }: IconProps) {
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      {...(linePaint(line) as SVGProps<SVGSVGElement>)}
      {...props}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
