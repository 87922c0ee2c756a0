import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { perspectiveView, runQuery } from './query';
import { bundleDigest, ContentBundleError, openStore, parseBundle } from './store';

/** A store on a fresh folder, seeded from `lines` written as a bundle. */
function seeded(lines: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-store-'));
  const seedBundle = join(dataDir, 'bundle.ndjson');
  writeFileSync(seedBundle, lines.join('\n'));
  return { store: openStore({ dataDir, seedBundle, dataset: 'production' }), dataDir, seedBundle };
}

function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('the bundle the lake is seeded from', () => {
  it('reads one document per line, drafts and system documents kept; the published perspective leaves them out', () => {
    const lines = [
      '{"_id":"a","_type":"homePage","language":"en"}',
      '',
      '{"_id":"drafts.a","_type":"homePage","language":"en"}',
      '{"_id":"_.groups.public","_type":"system.group"}',
      '{"_id":"b","_type":"homePage","language":"fr"}',
    ];
    expect(parseBundle(lines.join('\n')).map((d) => d._id)).toEqual(['a', 'drafts.a', '_.groups.public', 'b']);
    const { store } = seeded(lines);
    const published = perspectiveView(store.all(), 'published').filter((d) => d._type === 'homePage');
    expect(published.map((d) => d._id).sort()).toEqual(['a', 'b']);
  });

  it('names the line of a malformed document, and refuses to seed from it', () => {
    expect(() => parseBundle('{"_id":"a","_type":"x"}\n{oops', 'bundle.ndjson')).toThrow(
      new ContentBundleError(`bundle.ndjson:2: not valid JSON (${jsonError('{oops')})`),
    );
    expect(() => parseBundle('{"_type":"x"}', 'b')).toThrow(/b:1: a document needs string _id and _type/);
    expect(() => parseBundle('[1]', 'b')).toThrow(/b:1: a document needs string _id and _type/);
    expect(() => seeded(['{"_id":"a","_type":"x"}', '{"_id":"b"}'])).toThrow(/bundle\.ndjson:2: a document needs/);
  });

  it('evaluates GROQ with parameters over what it seeded', async () => {
    const { store } = seeded(['{"_id":"a","_type":"t","n":1}', '{"_id":"b","_type":"t","n":2}']);
    await expect(
      runQuery('*[_type == "t" && n > $min]._id', { min: 1 }, store.all(), { projectId: 'p', dataset: 'production' }),
    ).resolves.toEqual(['b']);
  });

  it("records the seed's digest, and whether a published document changed since", () => {
    const { store, seedBundle } = seeded(['{"_id":"a","_type":"t","n":1}']);
    expect(store.seedDigest()).toBe(bundleDigest(readFileSync(seedBundle)));
    expect(store.publishedChangedSinceSeed()).toBe(false);
    store.transact((staging) => staging.put('drafts.a', { _id: 'drafts.a', _type: 't', n: 5 }, { create: {} }));
    expect(store.publishedChangedSinceSeed()).toBe(false);
    store.transact((staging) => staging.put('a', { _id: 'a', _type: 't', n: 5 }, { createOrReplace: {} }));
    expect(store.publishedChangedSinceSeed()).toBe(true);
  });
});
