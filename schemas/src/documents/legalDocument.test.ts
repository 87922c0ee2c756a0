import { describe, expect, it } from 'vitest';
import { legalDocument } from './legalDocument';

type Validator = (value: unknown, context?: unknown) => unknown;

/** A stand-in for Sanity's rule builder that records the custom validators a field declares. */
function recordCustomValidators(validation: unknown): Validator[] {
  const customs: Validator[] = [];
  const rule: Record<string, unknown> = {};
  for (const name of ['required', 'min', 'max', 'integer', 'regex', 'uri', 'error', 'warning']) {
    rule[name] = () => rule;
  }
  rule.custom = (fn: Validator) => {
    customs.push(fn);
    return rule;
  };
  if (typeof validation === 'function') validation(rule);
  return customs;
}

const field = (name: string) => {
  const found = legalDocument.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found as { validation?: unknown };
};

describe('the legalDocument schema runs the shared rules', () => {
  it('refuses a gap in the numbered sections', async () => {
    const [numbering] = recordCustomValidators(field('sections').validation);
    expect(await numbering!([{ number: 1 }, { number: 2 }])).toBe(true);
    expect(await numbering!([{ number: 1 }, { number: 3 }])).toMatch(/after section 1 comes 3, expected 2 \(a gap\)/);
  });

  it('refuses a second document of one kind in one language', async () => {
    const [unique] = recordCustomValidators(field('language').validation);
    const context = (existing: Array<{ _id: string }>) => ({
      document: { _id: 'drafts.new-eula', documentType: 'eula', language: 'fr' },
      getClient: () => ({ fetch: async () => existing }),
    });
    expect(await unique!('fr', context([]))).toBe(true);
    expect(await unique!('fr', context([{ _id: 'legalDocument-eula-fr' }]))).toMatch(
      /already a eula text in "fr" \(legalDocument-eula-fr\)/,
    );
  });

  it('refuses badly labelled schedules and a readable id that disagrees with the fields', async () => {
    const [labels] = recordCustomValidators(field('appendices').validation);
    expect(await labels!([{ label: 'Schedule A' }, { label: 'Annex' }])).toMatch(/label like "Schedule A"/);
    const [document] = recordCustomValidators(legalDocument.validation);
    expect(await document!({ _id: 'legalDocument-eula-fr', documentType: 'eula', language: 'fr' })).toBe(true);
    expect(await document!({ _id: 'legalDocument-eula-fr', documentType: 'eula', language: 'it' })).toMatch(
      /says eula in "it"/,
    );
  });

  it('refuses a preamble whose "Last revised" line names another day than the revision date', async () => {
    const [revisionLine] = recordCustomValidators(field('preamble').validation);
    const preamble = [{ _type: 'block', children: [{ _type: 'span', text: 'Ultima revisione: 3 giugno 2024' }] }];
    const context = (revised: string) => ({ document: { _id: 'legalDocument-eula-it', revised } });
    expect(await revisionLine!(preamble, context('2024-06-03'))).toBe(true);
    expect(await revisionLine!(preamble, context('2024-06-04'))).toMatch(
      /names 2024-06-03, but the revision date is 2024-06-04.*“Ultima revisione: 4 giugno 2024”/,
    );
  });
});
