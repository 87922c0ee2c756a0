import { describe, expect, it } from 'vitest';
import { ContentBundleError, parseBundle, queryDocuments } from './embedded';

describe('parseBundle', () => {
  it('reads one document per line and leaves out drafts and system documents', () => {
    const docs = parseBundle(
      [
        '{"_id":"a","_type":"homePage","language":"en"}',
        '',
        '{"_id":"drafts.a","_type":"homePage","language":"en"}',
        '{"_id":"_.groups.public","_type":"system.group"}',
        '{"_id":"b","_type":"homePage","language":"fr"}',
      ].join('\n'),
    );
    expect(docs.map((d) => d._id)).toEqual(['a', 'b']);
  });

  it('names the line of a malformed document', () => {
    expect(() => parseBundle('{"_id":"a","_type":"x"}\n{oops', 'bundle.ndjson')).toThrow(
      new ContentBundleError('bundle.ndjson:2: not valid JSON (' + getJsonError('{oops') + ')'),
    );
    expect(() => parseBundle('{"_type":"x"}', 'b')).toThrow(/b:1: a document needs string _id and _type/);
  });
});

function getJsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

describe('queryDocuments', () => {
  it('evaluates GROQ with parameters', async () => {
    const docs = parseBundle('{"_id":"a","_type":"t","n":1}\n{"_id":"b","_type":"t","n":2}');
    await expect(queryDocuments(docs, '*[_type == "t" && n > $min]._id', { min: 1 })).resolves.toEqual(['b']);
  });
});
