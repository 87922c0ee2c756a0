import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { experiment } from '@paperwise/schemas/documents/experiment';
import { DEFAULT_BUNDLE } from './dataset';
import { parseNdjson, type SanityDocumentLike } from './ndjson';
import { validateBundle } from './validate-bundle';

const bundle = parseNdjson(readFileSync(DEFAULT_BUNDLE, 'utf8'), 'bundle');
const byId = new Map(bundle.map((doc) => [doc._id, doc]));
const doc = (id: string): SanityDocumentLike => {
  const found = byId.get(id);
  if (!found) throw new Error(`the bundle has no ${id}`);
  return structuredClone(found);
};

const CONTROL = 'landingPage-en-docs-free-demo';
const VARIANT = 'landingPage-en-docs-ab-24-11-26-01';

/** The bundled experiment's pages and what they refer to, plus the French demo page. */
function slice(): SanityDocumentLike[] {
  return [
    CONTROL,
    VARIANT,
    'landingPage-fr-docs-demo',
    'layoutPreset-landing',
    'tagline-primary',
    'signupDialog-en-v1',
    'signupDialog-fr-v1',
    'siteSettings',
  ].map(doc);
}

const variant = (key: string, ref: string, weight: number) => ({
  _key: key,
  _type: 'experimentVariant',
  page: { _type: 'reference', _ref: ref },
  weight,
});

function experimentDoc(changes: Record<string, unknown> = {}, id = 'experiment-docs-free-demo'): SanityDocumentLike {
  return {
    ...doc('experiment-docs-free-demo'),
    _id: id,
    ...changes,
  };
}

async function problemsOf(docs: SanityDocumentLike[], id = 'experiment-docs-free-demo') {
  const report = await validateBundle(docs);
  return report.problems.filter((problem) => problem.id === id);
}

describe('the experiment schema, run by the studio’s validator over the bundle', () => {
  it('accepts the bundled experiment', async () => {
    expect(await problemsOf([...slice(), experimentDoc()])).toEqual([]);
  });

  it('refuses weights that do not add up to 100, a page listed twice and a foreign winner', async () => {
    const problems = await problemsOf([
      ...slice(),
      experimentDoc({
        variants: [variant('a', CONTROL, 50), variant('b', CONTROL, 30)],
        winner: { _type: 'reference', _ref: VARIANT },
      }),
    ]);
    const messages = problems.map((problem) => `${problem.field}: ${problem.message}`).join('\n');
    expect(messages).toMatch(/variants: .*listed twice/);
    expect(messages).toMatch(/variants: .*add up to 80, not 100/);
    expect(messages).toMatch(/winner: .*not one of the variants/);
  });

  it('refuses a variant page in another language and a single variant', async () => {
    const problems = await problemsOf([
      ...slice(),
      experimentDoc({ variants: [variant('a', 'landingPage-fr-docs-demo', 100)] }),
    ]);
    const messages = problems.map((problem) => problem.message).join('\n');
    expect(messages).toMatch(/is in “fr” but the experiment is in “en”/);
    expect(messages).toMatch(/at least two variants/);
  });

  it('refuses a second running experiment at the same address and language, not a stopped one', async () => {
    const second = experimentDoc({ name: 'Another test' }, 'experiment-docs-free-demo-2');
    const running = await problemsOf([...slice(), experimentDoc(), second], second._id);
    expect(running.map((problem) => problem.message).join('\n')).toMatch(
      /experiment-docs-free-demo is already running at \/docs\/free-demo\/ in this language/,
    );
    const stopped = await problemsOf([...slice(), experimentDoc({ status: 'stopped' }), second], second._id);
    expect(stopped).toEqual([]);
  });

  it('warns about a running experiment without a start time, and refuses a bad bucket version', async () => {
    const { startedAt: _omitted, ...withoutStart } = experimentDoc();
    const problems = await problemsOf([...slice(), { ...withoutStart, bucketVersion: 0 } as SanityDocumentLike]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'status',
          level: 'warning',
          message: expect.stringMatching(/without a start time/),
        }),
        expect.objectContaining({ field: 'bucketVersion', level: 'error' }),
      ]),
    );
  });
});

describe('the variant page check in the studio', () => {
  type Validator = (value: unknown, context: unknown) => Promise<unknown>;
  /** The custom validators of the variant's page field, recorded from its rule builder. */
  function pageValidators(): Validator[] {
    const variants = experiment.fields.find((field) => field.name === 'variants') as unknown as {
      of: Array<{ fields: Array<{ name: string; validation: (rule: unknown) => unknown }> }>;
    };
    const page = variants.of[0]!.fields.find((field) => field.name === 'page')!;
    const customs: Validator[] = [];
    const rule: Record<string, unknown> = {};
    for (const name of ['required', 'error', 'warning']) rule[name] = () => rule;
    rule.custom = (fn: Validator) => {
      customs.push(fn);
      return rule;
    };
    page.validation(rule);
    return customs;
  }

  it('refuses a page that exists only as a draft, by querying drafts and published copies', async () => {
    const [check] = pageValidators();
    const queries: Array<{ params: unknown; options: unknown }> = [];
    const context = (found: Array<{ _id: string; language: string }>) => ({
      document: { _id: 'drafts.experiment-x', language: 'en' },
      getClient: () => ({
        fetch: async (_query: string, params: unknown, options: unknown) => {
          queries.push({ params, options });
          return found;
        },
      }),
    });
    expect(await check!({ _ref: 'p' }, context([{ _id: 'drafts.p', language: 'en' }]))).toMatch(/only a draft/);
    expect(queries[0]).toEqual({ params: { id: 'p', draft: 'drafts.p' }, options: { perspective: 'raw' } });
    expect(await check!({ _ref: 'p' }, context([{ _id: 'p', language: 'en' }]))).toBe(true);
    expect(await check!({ _ref: 'p' }, context([]))).toMatch(/does not exist/);
  });
});
