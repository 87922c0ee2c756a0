import type { ContentSourceMapParsedPath, FilterDefault } from 'next-sanity';
import { describe, expect, it, vi } from 'vitest';
import { stegaFilter, stegaPathKey } from './stega';

const filterDefault = vi.fn<FilterDefault>(() => true);
const allows = (type: string, sourcePath: ContentSourceMapParsedPath, value = 'Some text') =>
  stegaFilter({
    sourceDocument: { _id: `${type}-en`, _type: type },
    sourcePath,
    resultPath: sourcePath,
    value,
    filterDefault,
  });

describe('stegaPathKey', () => {
  it('writes field names with dots and every array item (index or key) as []', () => {
    expect(stegaPathKey(['content', 'bullets', 2])).toBe('content.bullets[]');
    expect(
      stegaPathKey(['sections', { _key: 's1', _index: 0 }, 'body', 3, 'children', { _key: 'c', _index: 0 }, 'text']),
    ).toBe('sections[].body[].children[].text');
  });
});

describe('stegaFilter', () => {
  it('lets visible texts carry stega', () => {
    expect(allows('landingPage', ['sections', { _key: 'hero', _index: 0 }, 'headline'])).toBe(true);
    expect(allows('landingPage', ['sections', 0, 'points', 0])).toBe(true);
    expect(allows('homePage', ['sections', { _key: 'h', _index: 1 }, 'cta', 'label'])).toBe(true);
    expect(allows('homePage', ['sections', 0, 'cta', 'action'])).toBe(false);
    expect(allows('page', ['sections', 0, 'keyword'])).toBe(false);
    expect(
      allows('legalDocument', ['preamble', { _key: 'b', _index: 0 }, 'children', { _key: 's', _index: 0 }, 'text']),
    ).toBe(true);
    expect(allows('legalDocument', ['sections', { _key: 'x', _index: 4 }, 'heading'])).toBe(true);
    expect(allows('navigation', ['megaMenus', 0, 'groups', 1, 'links', 2, 'label'])).toBe(true);
    expect(allows('footer', ['copyright'])).toBe(true);
  });

  it('keeps addresses, ids, keys, languages, links and values the code reads clean', () => {
    for (const [type, path] of [
      ['landingPage', ['path']],
      ['landingPage', ['_id']],
      ['landingPage', ['language']],
      ['landingPage', ['variantId']],
      ['landingPage', ['experiment']],
      ['landingPage', ['title']],
      ['landingPage', ['templates', 'keywords', 0]],
      ['landingPage', ['templates', 'documents', 0, 'url']],
      ['landingPage', ['templates', 'documents', 0, 'label']],
      ['signupDialog', ['title']],
      ['signupDialog', ['kind']],
      ['layoutPreset', ['headerKind']],
      ['siteSettings', ['phone']],
      ['legalDocument', ['contactLines', 0]],
      ['legalDocument', ['sections', 0, 'number']],
      ['legalDocument', ['preamble', 0, 'markDefs', 0, 'href']],
      ['navigation', ['mainLinks', 0, 'href']],
      ['footer', ['legalLinks', 0, 'language']],
    ] as Array<[string, ContentSourceMapParsedPath]>) {
      expect(allows(type, path), `${type} ${stegaPathKey(path)}`).toBe(false);
    }
  });

  it('also needs Sanity’s default filter to agree (URLs and dates stay clean in any field)', () => {
    filterDefault.mockReturnValueOnce(false);
    expect(allows('landingPage', ['sections', 0, 'headline'], 'https://example.com/')).toBe(false);
  });
});
