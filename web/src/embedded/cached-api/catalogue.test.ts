import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS, LANGUAGES, POPULAR_IDS, documentUrl, loadCatalogue, slugify } from './catalogue';
import { ENGLISH_DEFAULT_LABELS } from '@/testing/default-templates';

const templates = loadCatalogue(fileURLToPath(new URL('./templates.ndjson', import.meta.url)));

describe('the bundled catalogue', () => {
  it('holds at least 1,000 templates across the six areas of the spec', () => {
    expect(templates.length).toBeGreaterThanOrEqual(1000);
    for (const area of AREAS) expect(templates.filter((t) => t.area === area).length, area).toBeGreaterThanOrEqual(150);
  });

  it('names a good share of them in all six languages', () => {
    const complete = templates.filter((t) => LANGUAGES.every((language) => t[language]));
    expect(complete.length / templates.length).toBeGreaterThan(0.25);
  });

  it('has the default landing documents under their agreed ids', () => {
    const byId = new Map(templates.map((t) => [t.id, t]));
    expect(POPULAR_IDS.map((id) => byId.get(id)?.en)).toEqual(ENGLISH_DEFAULT_LABELS);
  });
});

describe('document addresses', () => {
  it('are slug-D{id} with the slug from the name in the language, accents dropped', () => {
    const plan = templates.find((t) => t.id === 99)!;
    expect(documentUrl(plan, 'en')).toBe('business-plan-D99');
    expect(
      documentUrl(
        templates.find((t) => t.id === 101)!,
        'pt',
      ),
    ).toBe('acordo-de-distribuicao-D101');
    expect(slugify("Pacte d'actionnaires")).toBe('pacte-d-actionnaires');
    expect(slugify('  Größe & Maß — 2024 ')).toBe('grosse-mass-2024');
  });
});
