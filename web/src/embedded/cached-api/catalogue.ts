import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The six areas the product's templates cover, and the site's six languages. */
export const AREAS = ['legal', 'administration', 'hr', 'finance', 'sales-marketing', 'operations'] as const;
export type Area = (typeof AREAS)[number];
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

const name = z.string().trim().min(1).max(200);

const templateSchema = z.object({
  id: z.number().int().positive(),
  area: z.enum(AREAS),
  kind: z.string().min(1).max(40),
  en: name,
  de: name.optional(),
  es: name.optional(),
  fr: name.optional(),
  it: name.optional(),
  pt: name.optional(),
});

export type Template = z.infer<typeof templateSchema>;

/** Reads the bundled catalogue (one template per line), refusing a malformed or duplicate entry. */
export function loadCatalogue(path: string): Template[] {
  const seen = new Set<number>();
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      const parsed = templateSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${number}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      if (seen.has(parsed.data.id)) throw new Error(`${path}:${number}: duplicate id ${parsed.data.id}`);
      seen.add(parsed.data.id);
      return parsed.data;
    });
}

/** A template's name in a language, falling back to English. */
export function nameIn(template: Template, language: Language): string {
  return template[language] ?? template.en;
}

/** Letters that do not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/**
 * A URL slug: lower case, accents dropped, every run of other characters one dash
 * ("Pacte d'actionnaires" -> "pacte-d-actionnaires").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþ]/g, (c) => LIGATURES[c]!)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A document's address, as the site's destination rules expect it: `{slug}-D{id}` (e.g. business-plan-D99). */
export function documentUrl(template: Template, language: Language): string {
  return `${slugify(nameIn(template, language))}-D${template.id}`;
}

/** Names of the areas in each language, so that "legal" or "juridique" finds the legal area. */
export const AREA_NAMES: Record<Area, Record<Language, string>> = {
  legal: { en: 'legal', de: 'Recht', es: 'legal jurídico', fr: 'juridique', it: 'legale', pt: 'jurídico' },
  administration: {
    en: 'administration',
    de: 'Verwaltung',
    es: 'administración',
    fr: 'administration',
    it: 'amministrazione',
    pt: 'administração',
  },
  hr: {
    en: 'human resources HR',
    de: 'Personalwesen HR',
    es: 'recursos humanos RRHH',
    fr: 'ressources humaines RH',
    it: 'risorse umane HR',
    pt: 'recursos humanos RH',
  },
  finance: {
    en: 'finance accounting',
    de: 'Finanzen Buchhaltung',
    es: 'finanzas contabilidad',
    fr: 'finance comptabilité',
    it: 'finanza contabilità',
    pt: 'finanças contabilidade',
  },
  'sales-marketing': {
    en: 'sales marketing',
    de: 'Vertrieb Marketing',
    es: 'ventas marketing',
    fr: 'ventes marketing',
    it: 'vendite marketing',
    pt: 'vendas marketing',
  },
  operations: {
    en: 'production operations',
    de: 'Produktion Betrieb',
    es: 'producción operaciones',
    fr: 'production opérations',
    it: 'produzione operazioni',
    pt: 'produção operações',
  },
};

/**
 * The most requested templates, first in the top-50 list: the twelve of the default landing
 * lists (defaultDocuments) in the order the site shows them; the rest follow by catalogue id.
 */
export const POPULAR_IDS = [101, 102, 103, 99, 104, 105, 106, 107, 108, 109, 110, 111] as const;
