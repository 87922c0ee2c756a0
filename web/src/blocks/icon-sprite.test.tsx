import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { spriteSymbols } from './icon-sprite';

/** The sprite the site serves at /assets/icons.svg. */
const SPRITE_FILE = fileURLToPath(new URL('../../public/assets/icons.svg', import.meta.url));

/** The sprite as the drawings make it: one <symbol> per icon, in a hidden svg. */
function spriteMarkup(): string {
  const symbols = spriteSymbols();
  return `${renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      {symbols.map(({ id, viewBox, paint, shapes }) => (
        <symbol key={id} id={id} viewBox={viewBox} {...paint}>
          {shapes}
        </symbol>
      ))}
    </svg>,
  ).replaceAll('<symbol', '\n<symbol')}\n`;
}

describe('the icon sprite (web/public/assets/icons.svg)', () => {
  it('holds one symbol per icon, each id once', () => {
    const ids = spriteSymbols().map((symbol) => symbol.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['module-dashboard', 'social-facebook', 'plan-check', 'card-arrow']));
  });

  it('is the file the drawings make (UPDATE_ICON_SPRITE=1 rewrites it)', () => {
    const expected = spriteMarkup();
    if (process.env.UPDATE_ICON_SPRITE === '1') writeFileSync(SPRITE_FILE, expected);
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(expected);
  });
});
