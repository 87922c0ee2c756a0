import type { ReactNode, SVGProps } from 'react';

/**
 * The icon sprite: every named icon of the site drawn once, as a <symbol> of web/public/assets/icons.svg,
 * and shown on the pages by a <use> of its id. The file is written from the drawings here and in the
 * sets that use spriteSet (blocks/icon-sprite.ts lists them); blocks/icon-sprite.test.tsx fails when
 * the file and the drawings differ, and rewrites it with UPDATE_ICON_SPRITE=1.
 */
export const ICON_SPRITE = '/assets/icons.svg';

type Paint = Omit<SVGProps<SVGSymbolElement>, 'children' | 'id' | 'viewBox'>;

/**
 * How a line icon is painted: its shapes outlined in the text colour, `line` wide, with round ends
 * and corners. Nothing without a width: each shape then says how it is painted.
 */
export function linePaint(line: number | undefined): Paint {
  return line === undefined
    ? {}
    : { fill: 'none', stroke: 'currentColor', strokeWidth: line, strokeLinecap: 'round', strokeLinejoin: 'round' };
}

/** One symbol of the sprite: its id, grid, paint and shapes. */
export interface SpriteSymbol {
  id: string;
  viewBox: string;
  paint: Paint;
  shapes: ReactNode;
}

/** A drawing whose paint differs from its set's (a filled mark among outlined ones). */
export interface OwnPaint {
  paint: Paint;
  shapes: ReactNode;
}

const hasOwnPaint = (drawing: ReactNode | OwnPaint): drawing is OwnPaint =>
  typeof drawing === 'object' && drawing !== null && 'shapes' in drawing && 'paint' in drawing;

/**
 * The component of a set of named icons (`set`-`name` in the sprite): `drawings` holds each one's
 * shapes, the options how all of them are drawn. The icon is decorative: hidden from screen
 * readers, never focused; the text beside it says what it means. `symbols` is what the sprite holds.
 */
export function spriteSet<Name extends string>(
  set: string,
  drawings: { [N in Name]: ReactNode | OwnPaint },
  {
    viewBox = '0 0 24 24',
    width = 24,
    height = width,
    line,
  }: { viewBox?: string; width?: number; height?: number; line?: number },
) {
  const symbols: SpriteSymbol[] = (Object.entries(drawings) as Array<[Name, ReactNode | OwnPaint]>).map(
    ([name, drawing]) => ({
      id: `${set}-${name}`,
      viewBox,
      paint: hasOwnPaint(drawing) ? drawing.paint : linePaint(line),
      shapes: hasOwnPaint(drawing) ? drawing.shapes : drawing,
    }),
  );
  function NamedIcon({ name, className }: { name: Name; className?: string }) {
    return (
      <svg className={className} viewBox={viewBox} width={width} height={height} aria-hidden="true" focusable="false">
        <use href={`${ICON_SPRITE}#${set}-${name}`} />
      </svg>
    );
  }
  return Object.assign(NamedIcon, { symbols });
}
