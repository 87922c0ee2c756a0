import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('turns a dashed keyword into capitalised words', () => {
    expect(displayName('business-plan')).toBe('Business Plan');
    expect(displayName('business-and-legal-documents')).toBe('Business and Legal Documents');
  });
  it('turns spaces into dashes first, so spaced and dashed keywords read the same', () => {
    expect(displayName('mutual non-disclosure agreement')).toBe('Mutual Non Disclosure Agreement');
    expect(displayName('  loan   agreement ')).toBe('Loan Agreement');
  });
  it('lower-cases the rest of each word', () => {
    expect(displayName('PURCHASE-ORDER')).toBe('Purchase Order');
    expect(displayName('eMPLOYEE handbook')).toBe('Employee Handbook');
  });
  it('keeps articles, conjunctions and prepositions in lower case, wherever they stand', () => {
    expect(displayName('letter-of-intent-to-purchase')).toBe('Letter of Intent to Purchase');
    expect(displayName('agreement-with-a-contractor')).toBe('Agreement with a Contractor');
    expect(displayName('the-startup-kit')).toBe('the Startup Kit');
    expect(displayName('contrat-de-distribution')).toBe('Contrat de Distribution');
    expect(displayName('plan-de-marketing')).toBe('Plan de Marketing');
  });
  it('keeps letters outside ASCII', () => {
    expect(displayName('acordo-de-distribuiçã')).toBe('Acordo de Distribuiçã');
    expect(displayName('économie')).toBe('Économie');
  });
  it('gives an empty name for an empty keyword', () => {
    expect(displayName(' - ')).toBe('');
  });
});
