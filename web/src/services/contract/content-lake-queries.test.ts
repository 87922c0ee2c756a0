import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentLake, type LakeHarness } from './content-lake-harness';

/*
 * Every GROQ query the site makes (each `defineQuery` in web/src) is answered by the local Content
 * Lake, through @sanity/client with the published perspective, exactly as groq-js answers it over
 * the bundle directly (what the site does today). Parameters are taken from the bundle: every
 * language, and for each, addresses that exist (a sample) and one that does not.
 */

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../../../../content/bundle.ndjson', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The site's queries: the string exports of every module that calls defineQuery. */
async function siteQueries(): Promise<Map<string, string>> {
  const queries = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    if (!readFileSync(file, 'utf8').includes('defineQuery(')) continue;
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value === 'string' && name.endsWith('_QUERY')) queries.set(name, value);
    }
  }
  return queries;
}

function referenced(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => referenced(child, names));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.type === 'Parameter' && typeof record.name === 'string') names.add(record.name);
    Object.values(record).forEach((child) => referenced(child, names));
  }
  return names;
}

const documents = readFileSync(BUNDLE, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Parameter sets for a query, from what the bundle holds. */
function paramSets(query: string): Array<Record<string, unknown>> {
  const names = referenced(parse(query));
  const locales = [
    ...new Set(documents.map((d) => d.language).filter((l): l is string => typeof l === 'string')),
  ].sort();
  let sets: Array<Record<string, unknown>> = [{}];
  const expand = (name: string, values: unknown[]) => {
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value })));
  };
  if (names.has('locale')) expand('locale', locales);
  if (names.has('path')) {
    sets = sets.flatMap((set) => {
      const paths = documents
        .filter((d) => typeof d.path === 'string' && (!set.locale || d.language === set.locale))
        .map((d) => d.path as string);
      const sample = [...new Set(paths)].filter((_, index) => index % 7 === 0).slice(0, 12);
      return [...sample, 'no/such/path'].map((path) => ({ ...set, path }));
    });
  }
  if (names.has('documentType')) {
    expand('documentType', [
      ...new Set(documents.filter((d) => d._type === 'legalDocument').map((d) => d.documentType)),
    ]);
  }
  if (names.has('id')) expand('id', [...documents.filter((d) => d._type === 'experiment').map((d) => d._id), 'nope']);
  for (const name of names) {
    if (!['locale', 'path', 'documentType', 'id'].includes(name)) throw new Error(`no values for $${name} in ${query}`);
  }
  return sets;
}

/*
 * One test per query and parameter set, so that the suite's time per test stays the same however
 * many pages the bundle holds (a single test walking them all ran out of its timeout on a busy
 * machine).
 */
const CASES = [...(await siteQueries())].flatMap(([name, query]) =>
  paramSets(query).map((params) => ({ name, query, params })),
);

let h: LakeHarness;
beforeAll(async () => {
  h = await startContentLake({ seedBundle: BUNDLE });
});
afterAll(() => h.close());

describe('the site’s queries through the local Content Lake', () => {
  it('finds the site’s queries, with values for every parameter', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBeGreaterThanOrEqual(10);
    expect(CASES.length).toBeGreaterThan(50);
  });

  it.each(CASES.map((c) => [`${c.name} ${JSON.stringify(c.params)}`, c] as const))(
    'answers %s exactly as groq-js over the bundle',
    async (_title, { query, params }) => {
      const direct = await (await evaluate(parse(query, { params }), { dataset: documents, params })).get();
      const viaLake = await h.client({ perspective: 'published' }).fetch(query, params);
      expect(viaLake).toEqual(direct);
    },
  );
});
