import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeIntoResult, stegaClean } from '@sanity/client/stega';
import type { ContentSourceMap } from '@sanity/client';
import { startContentLake, type LakeHarness } from './content-lake-harness';

/*
 * Content source maps from the local Content Lake (`resultSourceMap` on data/query), in the shape
 * of Sanity's Query API, read back with @sanity/client's own stega code: what the site's draft mode
 * encodes into its texts for the Presentation tool's click-to-edit overlays.
 */

const SEED = [
  {
    _id: 'page-fr',
    _type: 'landingPage',
    title: 'Modèles juridiques',
    sections: [
      { _key: 'hero', _type: 'hero', headline: 'Vos documents en deux minutes', button: 'Commencer' },
      { _key: 'cta', _type: 'ctaBand', heading: 'Prêt ?', button: 'Commencer' },
    ],
    body: [{ _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'Un texte' }] }],
  },
  { _id: 'drafts.page-fr', _type: 'landingPage', title: 'Modèles juridiques (brouillon)', sections: [] },
  {
    _id: 'page-es',
    _type: 'landingPage',
    title: 'Plantillas',
    sections: [{ _key: 'hero', _type: 'hero', button: 'Commencer' }],
  },
];

let h: LakeHarness;
beforeAll(async () => {
  h = await startContentLake({ documents: SEED });
});
afterAll(() => h.close());

/** The raw answer of a query with a source map of the given kind. */
async function mapped(
  query: string,
  kind: true | 'withKeyArraySelector',
  perspective: 'published' | 'drafts' = 'published',
) {
  return h.client({ perspective }).fetch(query, {}, { filterResponse: false, resultSourceMap: kind });
}

/** Where @sanity/client's stega says each string of a result comes from: `resultPath → id sourcePath`. */
function origins(result: unknown, map: ContentSourceMap): Record<string, string> {
  const found: Record<string, string> = {};
  encodeIntoResult(result, map, ({ resultPath, sourceDocument, sourcePath, value }) => {
    const at = resultPath.map((segment) => (typeof segment === 'object' ? segment._index : segment)).join('.');
    const to = sourcePath.map((segment) => (typeof segment === 'object' ? `[${segment._key}]` : segment)).join('.');
    found[at] = `${sourceDocument._id} ${to}`;
    return value;
  });
  return found;
}

describe('resultSourceMap', () => {
  it('has Sanity’s shape: documents, JSONPath paths, mappings from result paths by index', async () => {
    const answer = await mapped(
      '*[_id == "page-fr"][0]{_id, title, "hero": sections[_key == "hero"][0]{headline}, sections[]{_key, heading}}',
      'withKeyArraySelector',
    );
    expect(answer.resultSourceMap).toEqual({
      documents: [{ _id: 'page-fr', _type: 'landingPage' }],
      paths: [
        "$['title']",
        "$['sections'][?(@._key=='hero')]['headline']",
        "$['sections'][?(@._key=='cta')]['heading']",
      ],
      mappings: {
        "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
        "$['hero']['headline']": { type: 'value', source: { type: 'documentValue', document: 0, path: 1 } },
        "$['sections'][1]['heading']": { type: 'value', source: { type: 'documentValue', document: 0, path: 2 } },
      },
    });
    // Without the key selector, array items are written by index, as Sanity does.
    const byIndex = await mapped('*[_id == "page-fr"][0]{_id, sections[]{heading}}', true);
    expect(byIndex.resultSourceMap?.paths).toEqual(["$['sections'][1]['heading']"]);
    // Not asked for: not sent.
    expect(await h.client().fetch('*[_id == "page-fr"][0]{title}', {}, { filterResponse: false })).not.toHaveProperty(
      'resultSourceMap',
    );
  });

  it('maps the texts of drafts to the draft, portable text to its spans, and is what stega reads', async () => {
    const query = '*[_type == "landingPage"] | order(_id asc){_id, title, body}';
    const answer = await mapped(query, 'withKeyArraySelector', 'drafts');
    expect(origins(answer.result, answer.resultSourceMap!)).toEqual({
      '0.title': 'page-es title',
      // The French page is seen as its draft, which has no body: nothing else to map.
      '1.title': 'drafts.page-fr title',
    });
    const published = await mapped('*[_id == "page-fr"][0]{_id, body}', 'withKeyArraySelector');
    expect(origins(published.result, published.resultSourceMap!)).toEqual({
      'body.0.children.0.text': 'page-fr body.[b1].children.[s1].text',
    });
  });

  it('refuses to guess: a text held in several places is mapped only where the result tells them apart', async () => {
    // "Commencer" is a button of both French blocks and of the Spanish page.
    const answer = await mapped(
      '{"fr": *[_id == "page-fr"][0]{_id, sections[]{button}}, "loose": *[_id == "page-fr"][0].sections[0].button, "literal": "Commencer"}',
      'withKeyArraySelector',
    );
    expect(origins(answer.result, answer.resultSourceMap!)).toEqual({
      // Inside a projection of the French page, each button is found by its block's key.
      'fr.sections.0.button': 'page-fr sections.[hero].button',
      'fr.sections.1.button': 'page-fr sections.[cta].button',
    });
  });

  it('lets the site’s stega client encode the mapped texts and nothing else', async () => {
    const client = h.client({ perspective: 'published', stega: { enabled: true, studioUrl: '/studio' } });
    const result = await client.fetch<{
      _id: string;
      title: string;
      sections: Array<{ _key: string; button?: string }>;
    }>('*[_id == "page-fr"][0]{_id, title, sections[]{_key, button}}');
    expect(result.title).not.toBe('Modèles juridiques');
    expect(stegaClean(result.title)).toBe('Modèles juridiques');
    expect(result._id).toBe('page-fr');
    expect(result.sections.map((section) => section._key)).toEqual(['hero', 'cta']);
    expect(result.sections.map((section) => stegaClean(section.button))).toEqual(['Commencer', 'Commencer']);
    expect(result.sections.every((section) => section.button !== 'Commencer')).toBe(true);
  });
});
