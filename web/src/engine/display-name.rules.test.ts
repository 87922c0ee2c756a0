import { describe, expect, it } from 'vitest';
import { displayName, toTitleCase } from './display-name';

describe('displayName with the keyword language (search display name)', () => {
  it('keeps English small words lower case in every language', () => {
    expect(displayName('business-plan-of-the-year', 'en')).toBe('Business Plan of the Year');
    expect(displayName('plan-and-budget', 'fr')).toBe('Plan and Budget');
  });

  it("keeps the language's own articles and prepositions lower case", () => {
    expect(displayName('contrat-de-distribution', 'fr')).toBe('Contrat de Distribution');
    expect(displayName('plan-de-marketing-y-ventas', 'es')).toBe('Plan de Marketing y Ventas');
    expect(displayName('acordo-de-distribuição', 'pt')).toBe('Acordo de Distribuição');
    expect(displayName('accordo-di-distribuzione', 'it')).toBe('Accordo di Distribuzione');
    expect(displayName('vertrag-für-den-vertrieb', 'de')).toBe('Vertrag für den Vertrieb');
  });

  it("does not lower another language's word when the language is known", () => {
    expect(displayName('die-casting-contract', 'en')).toBe('Die Casting Contract');
    expect(displayName('con-artist-report', 'en')).toBe('Con Artist Report');
  });

  it('splits on spaces and dashes alike and drops empty words', () => {
    expect(displayName(' loan  agreement--form ', 'en')).toBe('Loan Agreement Form');
  });
});

describe('toTitleCase (the landing alias)', () => {
  it('turns dashes to spaces and capitalises every word, small words included', () => {
    expect(toTitleCase('business-and-legal-documents')).toBe('Business And Legal Documents');
    expect(toTitleCase('contrat-de-distribution', 'fr')).toBe('Contrat De Distribution');
    expect(toTitleCase('PLAN-de-MARKETING', 'es')).toBe('Plan De Marketing');
  });
});
