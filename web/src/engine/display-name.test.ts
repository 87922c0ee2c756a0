import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it.each([
    // A dashed keyword becomes capitalised words.
    ['business-plan', 'Business Plan'],
    ['business-and-legal-documents', 'Business and Legal Documents'],
    // Spaces become dashes first, so spaced and dashed keywords read the same.
    ['mutual non-disclosure agreement', 'Mutual Non Disclosure Agreement'],
    ['  loan   agreement ', 'Loan Agreement'],
    // The rest of each word is lower-cased.
    ['PURCHASE-ORDER', 'Purchase Order'],
    ['eMPLOYEE handbook', 'Employee Handbook'],
    // Articles, conjunctions and prepositions stay lower case, wherever they stand.
    ['letter-of-intent-to-purchase', 'Letter of Intent to Purchase'],
    ['agreement-with-a-contractor', 'Agreement with a Contractor'],
    ['the-startup-kit', 'the Startup Kit'],
    ['contrat-de-distribution', 'Contrat de Distribution'],
    ['plan-de-marketing', 'Plan de Marketing'],
    // Letters outside ASCII are kept.
    ['acordo-de-distribuiçã', 'Acordo de Distribuiçã'],
    ['économie', 'Économie'],
    // An empty keyword gives an empty name.
    [' - ', ''],
  ])('names %j %j', (keyword, name) => {
    expect(displayName(keyword)).toBe(name);
  });
});
