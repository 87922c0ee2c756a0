import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BLOCKS, BLOCK_GROUPS, PAGE_BLOCKS, blockSchemaTypes } from './schema-types';
import { BLOCK_VISIBLE_TEXT } from './visible-text';

const names = BLOCKS.map(({ schema }) => schema.name);

/** The studio's block thumbnails (studio/static/blocks). */
const thumbnailOf = (name: string) =>
  fileURLToPath(new URL(`../../../studio/static/blocks/${name}.svg`, import.meta.url));

describe('the block registry', () => {
  it('gives every block a studio thumbnail, an insert-menu group and its visible text fields', () => {
    for (const { schema, group } of BLOCKS) {
      const thumbnail = thumbnailOf(schema.name);
      expect(existsSync(thumbnail), `studio/static/blocks/${schema.name}.svg`).toBe(true);
      expect(readFileSync(thumbnail, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 400 260"/);
      expect(BLOCK_GROUPS.map((g) => g.name)).toContain(group);
      expect(Object.keys(BLOCK_VISIBLE_TEXT)).toContain(schema.name);
    }
  });

  it('lets each page kind hold registered blocks only, every block on some page, the hero everywhere', () => {
    for (const allowed of Object.values(PAGE_BLOCKS)) {
      for (const name of allowed) expect(names).toContain(name);
      expect(allowed).toContain('hero');
    }
    for (const name of names) expect(Object.values(PAGE_BLOCKS).flat()).toContain(name);
  });

  it('offers the studio each page kind’s blocks, grouped, with the thumbnails in the grid view', () => {
    const landing = blockSchemaTypes.find((type) => type.name === 'landingSections') as unknown as {
      of: Array<{ type: string }>;
      options: {
        insertMenu: {
          groups: Array<{ of: string[] }>;
          views: Array<{ name: string; previewImageUrl?: (t: string) => string }>;
        };
      };
    };
    expect(landing.of.map((member) => member.type).sort()).toEqual([...PAGE_BLOCKS.landingSections].sort());
    expect(landing.options.insertMenu.groups.flatMap((group) => group.of).sort()).toEqual(
      [...PAGE_BLOCKS.landingSections].sort(),
    );
    expect(landing.options.insertMenu.views[0]!.previewImageUrl!('hero')).toBe('/studio/static/blocks/hero.svg');
  });
});
