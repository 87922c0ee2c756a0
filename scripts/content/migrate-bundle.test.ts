import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAIM_NUMBER_FIELDS, claimNumber } from '@paperwise/schemas/migrations/claims-numbers';
import { MIGRATIONS, migrateDocuments } from './migrate-bundle';
import { parseNdjson } from './ndjson';

/** The bundled content as it is in the repository. */
function bundledDocs() {
  const path = resolve(import.meta.dirname, '../../content/bundle.ndjson');
  return parseNdjson(readFileSync(path, 'utf8'), path);
}

describe('the bundled content', () => {
  it.each(Object.keys(MIGRATIONS))('has had the %s migration applied (running it changes nothing)', async (id) => {
    expect((await migrateDocuments(MIGRATIONS[id]!, bundledDocs())).changed).toBe(0);
  });
});

const migration = MIGRATIONS['landing-templates']!;

const oldPage = {
  _id: 'landingPage-en-docs-x',
  _type: 'landingPage',
  path: '/docs/x/',
  gvTemplateNumbers: '1,800+',
  hero: { keyword: ['business-plan'], documents: [], target: 'guide', guideDocument: 'G1', isMainButton: true },
};

describe('landing-templates migration', () => {
  it('moves hero to templates (keyword to keywords) and gvTemplateNumbers to templateCountOverride', async () => {
    const { docs, changed } = await migrateDocuments(migration, [oldPage]);
    expect(changed).toBe(1);
    expect(docs[0]).toEqual({
      _id: 'landingPage-en-docs-x',
      _type: 'landingPage',
      path: '/docs/x/',
      templateCountOverride: '1,800+',
      templates: {
        keywords: ['business-plan'],
        documents: [],
        target: 'guide',
        guideDocument: 'G1',
        isMainButton: true,
      },
    });
    expect(oldPage.hero.keyword).toEqual(['business-plan']); // the input is not mutated
  });

  it('returns Sanity patches a dataset migration runs as they are', async () => {
    const handler = migration.migrate as { document: (doc: unknown, ctx: unknown) => unknown };
    const patches = (await handler.document(oldPage, {})) as Array<{ path: string[]; op: { type: string } }>;
    expect(patches.map((p) => `${p.op.type} ${p.path.join('.')}`)).toEqual([
      'set templates',
      'unset hero',
      'set templateCountOverride',
      'unset gvTemplateNumbers',
    ]);
  });

  it('leaves other document types and already migrated pages alone (it can run twice)', async () => {
    const other = { _id: 'homePage-en', _type: 'homePage', hero: { keyword: ['x'] } };
    const migrated = { _id: 'landingPage-en-y', _type: 'landingPage', templates: { keywords: [] } };
    const { docs, changed } = await migrateDocuments(migration, [other, migrated]);
    expect(changed).toBe(0);
    expect(docs).toEqual([other, migrated]);
  });

  it('has left the bundled content in its new shape', () => {
    const docs = bundledDocs();
    expect(docs.filter((d) => d._type === 'landingPage').every((d) => typeof d.templates === 'object')).toBe(true);
  });
});

describe('page-builder migration', () => {
  const builder = MIGRATIONS['page-builder']!;
  const dialog = { _id: 'signupDialog-en-v5', _type: 'signupDialog', cardHeading: 'Your document is ready' };
  const landing = {
    _id: 'landingPage-en-x',
    _type: 'landingPage',
    dialog: { _type: 'reference', _ref: 'signupDialog-en-v5' },
    templates: { keywords: [] },
    content: { headline: 'H {templates}', subheadline: 'Sub', bullets: ['One', 'Two'], ctaLabel: 'Go' },
  };

  it('turns a landing page’s texts into a hero and a template grid headed as the page showed it', async () => {
    const { docs, changed } = await migrateDocuments(builder, [dialog, landing]);
    expect(changed).toBe(1);
    expect(docs[1]).toEqual({
      _id: 'landingPage-en-x',
      _type: 'landingPage',
      dialog: landing.dialog,
      templates: { keywords: [] },
      sections: [
        {
          _type: 'hero',
          _key: 'hero',
          headline: 'H {templates}',
          text: 'Sub',
          points: ['One', 'Two'],
          cta: { label: 'Go', action: 'signup' },
          visual: 'templates',
        },
        { _type: 'templateGrid', _key: 'templates', heading: 'Your document is ready', source: 'page' },
      ],
    });
  });

  it('heads the grid with the page’s own card heading first, the button text last', async () => {
    const own = { ...landing, templates: { cardHeading: 'Mine' } };
    const plain = { ...landing, _id: 'landingPage-en-y', dialog: undefined };
    const { docs } = await migrateDocuments(builder, [dialog, own, plain]);
    const headingOf = (doc: unknown) => (doc as { sections: Array<{ heading?: string }> }).sections[1]!.heading;
    expect(headingOf(docs[1])).toBe('Mine');
    expect(headingOf(docs[2])).toBe('Go');
  });

  it('turns a home page’s texts into a hero; pages that have blocks are left alone', async () => {
    const home = {
      _id: 'homePage-fr',
      _type: 'homePage',
      heading: 'Bonjour',
      intro: 'Texte',
      ctaLabel: 'Essai',
      highlights: [],
    };
    const { docs } = await migrateDocuments(builder, [
      home,
      { ...home, _id: 'homePage-de', heading: undefined, sections: [] },
    ]);
    expect(docs[0]).toEqual({
      _id: 'homePage-fr',
      _type: 'homePage',
      sections: [
        {
          _type: 'hero',
          _key: 'hero',
          headline: 'Bonjour',
          text: 'Texte',
          points: [],
          cta: { label: 'Essai', action: 'signup' },
          visual: 'workspace',
        },
      ],
    });
    expect(docs[1]).toEqual({ ...home, _id: 'homePage-de', heading: undefined, sections: [] });
  });

  it('has left the bundled content in its new shape', () => {
    const docs = bundledDocs();
    const pages = docs.filter((d) => d._type === 'landingPage' || d._type === 'homePage');
    expect(pages.every((d) => Array.isArray(d.sections) && d.content === undefined && d.heading === undefined)).toBe(
      true,
    );
  });
});

describe('claims-numbers migration', () => {
  const claims = MIGRATIONS['claims-numbers']!;
  const oldSettings = {
    _id: 'siteSettings',
    _type: 'siteSettings',
    businesses: '250,000+',
    downloads: '50 million',
    treesPlanted: '85,000+',
    lawFirms: '10,000',
    signUps: '20 million',
    countries: 190,
  };

  it('turns the English claim texts into numbers and leaves the rest alone', async () => {
    const { docs, changed } = await migrateDocuments(claims, [oldSettings]);
    expect(changed).toBe(1);
    expect(docs[0]).toEqual({
      ...oldSettings,
      businesses: 250000,
      downloads: 50000000,
      treesPlanted: 85000,
      lawFirms: 10000,
      signUps: 20000000,
    });
  });

  it('reads the ways a claim is written, and refuses a text that states no number', () => {
    expect(claimNumber('1.5 billion')).toBe(1_500_000_000);
    expect(claimNumber(' 700+ ')).toBe(700);
    expect(claimNumber('20 Million')).toBe(20_000_000);
    expect(claimNumber('many')).toBeNull();
    expect(claimNumber('')).toBeNull();
  });

  it('leaves numbers and texts without a number as they are (it can run twice)', async () => {
    const done = { _id: 'siteSettings', _type: 'siteSettings', businesses: 250000, downloads: 'lots' };
    const { docs, changed } = await migrateDocuments(claims, [done]);
    expect(changed).toBe(0);
    expect(docs).toEqual([done]);
  });

  it('has left the bundled content in its new shape', () => {
    const docs = bundledDocs();
    const settings = docs.find((d) => d._type === 'siteSettings')!;
    for (const field of CLAIM_NUMBER_FIELDS) expect(typeof settings[field]).toBe('number');
  });
});

describe('header-style migration', () => {
  const headerStyle = MIGRATIONS['header-style']!;
  const navigation = (language: string, extra: Record<string, unknown> = {}) => ({
    _id: `navigation-${language}`,
    _type: 'navigation',
    language,
    ...extra,
  });

  it('gives English the mega-menu header and the other languages the classic one', async () => {
    const { docs, changed } = await migrateDocuments(headerStyle, [navigation('en'), navigation('fr')]);
    expect(changed).toBe(2);
    expect(docs.map((d) => d.headerStyle)).toEqual(['mega', 'simple']);
  });

  it('keeps a style an editor chose (it can run twice)', async () => {
    const chosen = navigation('de', { headerStyle: 'mega' });
    const { docs, changed } = await migrateDocuments(headerStyle, [chosen]);
    expect(changed).toBe(0);
    expect(docs).toEqual([chosen]);
  });

  it('has left the bundled content in its new shape', () => {
    const docs = bundledDocs();
    const styles = Object.fromEntries(
      docs.filter((d) => d._type === 'navigation').map((d) => [d.language, d.headerStyle]),
    );
    expect(styles).toEqual({ en: 'mega', de: 'simple', es: 'simple', fr: 'simple', it: 'simple', pt: 'simple' });
  });
});

describe('plan-prices migration', () => {
  const planPrices = MIGRATIONS['plan-prices']!;

  it('removes the typed amounts and keeps the rest of the plan', async () => {
    const plan = {
      _id: 'plan-en-basic',
      _type: 'plan',
      name: 'Basic',
      package: 'basic',
      price: '$24.99',
      priceUnit: 'per month',
      billing: 'billed $299.88 a year',
      savings: 'Save 33%',
      features: ['Templates'],
    };
    const { docs, changed } = await migrateDocuments(planPrices, [plan]);
    expect(changed).toBe(1);
    expect(docs).toEqual([
      { _id: 'plan-en-basic', _type: 'plan', name: 'Basic', package: 'basic', features: ['Templates'] },
    ]);
    expect((await migrateDocuments(planPrices, docs)).changed).toBe(0);
  });
});
