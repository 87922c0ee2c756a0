import { describe, expect, it } from 'vitest';
import { thumbnailPng, thumbnailSvg, wrap } from './thumbs';

describe('thumbnails', () => {
  it('wrap titles on word boundaries and shorten what does not fit', () => {
    expect(wrap('Mutual Non-Disclosure Agreement', 20, 4)).toEqual(['Mutual', 'Non-Disclosure', 'Agreement']);
    expect(wrap('Business Plan', 20, 4)).toEqual(['Business Plan']);
    expect(wrap('a b c d e f', 3, 2)).toEqual(['a b', 'c…']);
    expect(wrap('one two three', 20, 1)).toEqual(['one two three']);
    expect(wrap('Supercalifragilistic', 8, 2)).toEqual(['Superca…']);
  });

  it('escape the title in the SVG', () => {
    const svg = thumbnailSvg({ id: 1, area: 'legal', kind: 'form', en: 'Terms & <Conditions>' }, 250);
    expect(svg).toContain('Terms &#38; &#60;Conditions&#62;');
    expect(svg).not.toContain('<Conditions>');
  });

  it('render PNGs of the asked width, A4-shaped', async () => {
    const png = await thumbnailPng({ id: 2, area: 'hr', kind: 'policy', en: 'Leave Policy' }, 600);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(600);
    expect(png.readUInt32BE(20)).toBe(850);
  });
});
