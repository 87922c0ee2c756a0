import { describe, expect, it } from 'vitest';
import { compareGenerated } from './typegen-check';

const TYPES = 'web/src/content/sanity.types.ts';
const SCHEMA = 'studio/schema.json';

// A query's result type as typegen writes it, before and after someone adds `title` to the query.
const before = [
  '// Source: ../web/src/content/queries.ts',
  '// Variable: HOME_QUERY',
  '// Query: *[_type == "homePage" && language == $locale][0]{headline}',
  'export type HOME_QUERY_RESULT = {',
  '  headline: string | null;',
  '} | null;',
  '',
].join('\n');
const after = before
  .replace('{headline}', '{headline, title}')
  .replace('  headline: string | null;', '  headline: string | null;\n  title: string | null;');

describe('compareGenerated (npm test’s typegen-check)', () => {
  it('passes when the files in the tree are what typegen writes', () => {
    const verdict = compareGenerated([
      { path: SCHEMA, current: '[]\n', fresh: '[]\n' },
      { path: TYPES, current: before, fresh: before },
    ]);
    expect(verdict.stale).toEqual([]);
    expect(verdict.message).toBe(`${SCHEMA} and ${TYPES}: up to date with the schemas and GROQ queries.`);
  });

  it('fails on a changed GROQ query, naming the file, the first differing line and the command to run', () => {
    const verdict = compareGenerated([
      { path: SCHEMA, current: '[]\n', fresh: '[]\n' },
      { path: TYPES, current: before, fresh: after },
    ]);
    expect(verdict.stale).toEqual([TYPES]);
    expect(verdict.message).toContain(`✗ ${TYPES} is out of date: from line 3 it has`);
    expect(verdict.message).toContain('{headline, title}');
    // A long line is shown from a little before the change, not from its unchanged start.
    const long = `// Query: *[${'x'.repeat(300)}]{headline}`;
    const message = compareGenerated([
      { path: TYPES, current: long, fresh: long.replace('{headline}', '{title}') },
    ]).message;
    expect(message).toContain(`…${'x'.repeat(58)}]{headline}`);
    expect(message).toContain(`…${'x'.repeat(58)}]{title}`);
    expect(verdict.message).toMatch(/run npm run typegen/);
  });

  it('fails on a changed schema and on a missing file', () => {
    const schema = compareGenerated([{ path: SCHEMA, current: '[{"name":"a"}]\n', fresh: '[{"name":"b"}]\n' }]);
    expect(schema.stale).toEqual([SCHEMA]);
    expect(schema.message).toMatch(/run npm run typegen/);
    const missing = compareGenerated([{ path: TYPES, current: null, fresh: before }]);
    expect(missing.stale).toEqual([TYPES]);
    expect(missing.message).toContain(`✗ ${TYPES} is missing.`);
  });

  it('counts a formatting difference (the files are committed as typegen formats them), not line endings', () => {
    expect(compareGenerated([{ path: TYPES, current: before, fresh: before.replace(/;/g, '') }]).stale).toEqual([
      TYPES,
    ]);
    expect(compareGenerated([{ path: TYPES, current: before.replace(/\n/g, '\r\n'), fresh: before }]).stale).toEqual(
      [],
    );
    // One more line at the end, or a missing last newline, is a difference too.
    expect(compareGenerated([{ path: TYPES, current: before, fresh: `${before}export {};\n` }]).message).toContain(
      'where typegen now writes\n    export {};',
    );
    expect(compareGenerated([{ path: TYPES, current: before, fresh: before.trimEnd() }]).message).toContain(
      '(end of file)',
    );
  });

  it('leaves out a file that was not regenerated', () => {
    const verdict = compareGenerated([
      { path: SCHEMA, current: '[]\n', fresh: '[]\n' },
      { path: TYPES, current: 'anything', fresh: null },
    ]);
    expect(verdict.stale).toEqual([]);
    expect(verdict.message).toBe(`${SCHEMA}: up to date with the schemas and GROQ queries.`);
  });
});
